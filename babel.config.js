// One Babel config for webpack (browser targets) and jest/tsx (current Node).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
    plugins: [['babel-plugin-styled-components', { displayName: !api.env('production'), pure: true }]],
  };
};
