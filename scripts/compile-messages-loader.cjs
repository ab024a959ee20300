// Webpack loader for locales/*.json: the same ids, each message precompiled to its ICU syntax tree, so that the
// bundle can use react-intl without the ICU parser (webpack.config.ts aliases it to its no-parser build).
// The parser used here is the one react-intl itself depends on, so the trees are exactly what it would build.
// `?core`, `?rest` or `?staff` on the import keep only that part of the catalogue (scripts/message-parts.cjs).
const { partOf } = require('./message-parts.cjs');

module.exports = function compileMessages(source) {
  const callback = this.async();
  const part = this.resourceQuery.replace(/^\?/, '');
  import('@formatjs/icu-messageformat-parser').then(({ parse }) => {
    const all = JSON.parse(source);
    const messages = part === 'core' || part === 'rest' || part === 'staff' ? partOf(all, part) : all;
    const compiled = {};
    for (const [id, text] of Object.entries(messages)) compiled[id] = parse(text);
    callback(null, JSON.stringify(compiled));
  }, callback);
};
