// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the server (one process).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
const SOURCES = ['src', 'locales', 'public', 'webpack.config.ts', 'babel.config.js', 'package-lock.json'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

export function buildIsStale(): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.map((source) => join(root, source))
    .filter((source) => existsSync(source))
    .some((source) => newestMtime(source) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the shop (dist/ is missing or older than src/)…');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) {
    console.error('The build failed; see the errors above.');
    process.exit(result.status ?? 1);
  }
}

void import('../server/main');
