// Whether dist/ was built after the last change to its sources. webpack leaves an output file untouched when its
// content did not change (index.html, when only a lazy chunk changed), so the build writes a stamp of its own
// (webpack.config.ts, BuildStampPlugin) and the stamp's time is the build's time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
// Everything the build reads: the app, its catalogues and files, and the build's own configuration and plugins.
const SOURCES = [
  'src',
  'locales',
  'public',
  'webpack.config.ts',
  'babel.config.js',
  'package-lock.json',
  'firstFrame',
  'scripts/compile-messages-loader.cjs',
  'scripts/message-parts.cjs',
];
export const STAMP_FILE = '.build-stamp';

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

export function buildIsStale(dist = join(root, 'dist')): boolean {
  const stamp = join(dist, STAMP_FILE);
  if (!existsSync(join(dist, 'index.html')) || !existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return SOURCES.map((source) => join(root, source))
    .filter((source) => existsSync(source))
    .some((source) => newestMtime(source) > builtAt);
}

/** Runs webpack's production build when dist/ is stale (errors to stderr); false when the build failed. */
export function buildWhenStale(): boolean {
  if (!buildIsStale()) return true;
  console.log('Building the shop (dist/ is missing or older than src/)…');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return result.status === 0;
}

/** Writes the stamp into a production build's output directory once webpack has emitted everything. */
export class BuildStampPlugin {
  apply(compiler: {
    outputPath: string;
    hooks: { afterEmit: { tap: (name: string, run: () => void) => void } };
  }) {
    compiler.hooks.afterEmit.tap('BuildStampPlugin', () => {
      writeFileSync(join(compiler.outputPath, STAMP_FILE), `${new Date().toISOString()}\n`);
    });
  }
}
