// A production build of a tree into a temporary directory, for the benchmarks that serve the SPA (dist/ is left to
// npm start).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootDir } from './report';

/** A production build of the tree at `cwd` into a new temporary directory (dist/ is left to npm start). */
export function buildInto(cwd: string): string {
  const buildDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-build-'));
  const build = spawnSync(
    process.execPath,
    [join(rootDir, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--output-path', buildDir],
    { cwd, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0 || !existsSync(join(buildDir, 'index.html')))
    throw new Error(`build of ${cwd} failed`);
  return buildDir;
}
