// Webpack loader for locales/*.json: the same ids, each message precompiled to its ICU syntax tree, so that the
// bundle can use react-intl without the ICU parser (webpack.config.ts aliases it to its no-parser build).
// The parser used here is the one react-intl itself depends on, so the trees are exactly what it would build.
module.exports = function compileMessages(source) {
  const callback = this.async();
  import('@formatjs/icu-messageformat-parser').then(({ parse }) => {
    const messages = JSON.parse(source);
    const compiled = {};
    for (const [id, text] of Object.entries(messages)) compiled[id] = parse(text);
    callback(null, JSON.stringify(compiled));
  }, callback);
};
