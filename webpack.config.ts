// Builds the SPA into dist/: content-hashed chunks, one runtime chunk, a chunk per route and per language.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { version } from './package.json';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { BuildStampPlugin } from './scripts/buildStamp';
import { PrerenderPlugin } from './firstFrame/build';

const root = __dirname;
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  const resolve: Configuration['resolve'] = {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    // Messages are precompiled at build time (scripts/compile-messages-loader.cjs): no ICU parser in the bundle.
    alias: {
      '@formatjs/icu-messageformat-parser$': path.join(
        root,
        'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
      ),
      // react-router's package exports only its development build (dev warnings on); its production build is the
      // same code with them off, which the minifier then drops. (Its own Vite plugin makes the same switch.)
      ...(production
        ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') }
        : {}),
    },
  };
  const rules: NonNullable<Configuration['module']>['rules'] = [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'babel-loader',
        // Babel's env follows the build mode, not NODE_ENV (which npm start does not set).
        options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
      },
    },
    {
      test: /[\\/]locales[\\/][a-z]{2}\.json$/,
      use: path.join(root, 'scripts/compile-messages-loader.cjs'),
    },
    // The contract's modules only declare things: importing a constant must not pull in yup's schemas.
    { test: /[\\/]src[\\/]contract[\\/]/, sideEffects: false },
    { test: /\.css$/, type: 'asset/resource' },
    { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
  ];
  /** The renderer of the public pages' first frames (firstFrame/build keeps it for the server): one file, for Node. */
  const prerenderConfig = (outDir: string): Configuration => ({
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { renderFrame: path.join(root, 'src/firstFrame/renderFrame.tsx') },
    output: {
      path: outDir,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // Imported files get the same addresses as in the client build.
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    },
    resolve,
    module: { rules },
    optimization: { minimize: false },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.APP_VERSION': JSON.stringify(version) }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  });
  return {
    mode: production ? 'production' : 'development',
    entry: { main: path.join(root, 'src/main.tsx') },
    output: {
      path: path.join(root, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazy chunks are named by id, not by name: the runtime (a first-load script) then carries no table of chunk
      // names, only of hashes, and 8 hex digits of them (server/app.ts treats 8 or more as a hashed asset). Their
      // names are still in the stats and source maps (webpackChunkName).
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: { rules },
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      // The libraries of the first screen come as a few scripts rather than one: each runs as its own task (shorter
      // main-thread blocks while the page starts) and an upgrade of one library leaves the others cached.
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'lib-react',
            priority: 20,
          },
          router: { test: /[\\/]node_modules[\\/]react-router[\\/]/, name: 'lib-router', priority: 20 },
          state: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|redux-persist|redux-thunk|immer|reselect|react-redux|use-sync-external-store)[\\/]/,
            name: 'lib-state',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.APP_VERSION': JSON.stringify(version) }),
      new HtmlWebpackPlugin({ template: path.join(root, 'public/index.html'), scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: path.join(root, 'public'),
            globOptions: { ignore: ['**/index.html'] },
            noErrorOnMissing: true,
          },
        ],
      }),
      ...(production
        ? [
            // npm start rebuilds when a source is newer than this stamp (scripts/buildStamp.ts).
            new BuildStampPlugin(),
            new PrerenderPlugin(prerenderConfig),
            new CompressionPlugin({
              filename: '[path][base].br',
              exclude: /^shells\//,
              algorithm: 'brotliCompress',
              test: /\.(js|svg|html|json)$/,
              threshold: 1024,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              exclude: /^shells\//,
              algorithm: 'gzip',
              test: /\.(js|svg|html|json)$/,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      hot: true,
      historyApiFallback: true,
      static: { directory: path.join(root, 'public') },
      proxy: [{ context: ['/api', '/images', '/uploads'], target: apiTarget }],
    },
  };
};
