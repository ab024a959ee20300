// A production build of a tree into a temporary directory, for the benchmarks that serve the SPA (dist/ is left to
// npm start).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
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

/** The tree of git revision `rev` in a temporary directory, sharing this checkout's node_modules. */
export function checkOut(rev: string): string {
  const tree = mkdtempSync(join(tmpdir(), 'bench-base-'));
  const archive = spawnSync('git', ['archive', rev], { cwd: rootDir, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${rev}: ${archive.stderr.toString()}`);
  const untar = spawnSync('tar', ['-x', '-C', tree], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr.toString()}`);
  symlinkSync(join(rootDir, 'node_modules'), join(tree, 'node_modules'));
  return tree;
}
