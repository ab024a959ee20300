/*
 * Start-up: `npm start` with an existing build and data directory until it is listening (target ≤ 3 s), three times;
 * and the cold first run: a production build (into a temporary directory, to leave dist/ alone) plus the first start
 * on an empty data directory (initdb, migrate, seed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { printTable, round, rootDir, writeResult } from './lib/report';
import { buildIsStale } from '../scripts/buildStamp';

const TARGET_SECONDS = 3;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Runs `npm start` in its own process group until it says it is ready; returns the seconds, then stops it. */
async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: rootDir,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const seconds = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready in 120 s:\n${output}`)), 120_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Storefront ready at')) {
          clearTimeout(timer);
          resolve((performance.now() - started) / 1000);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited with ${code}:\n${output}`));
      });
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (!health.ok) throw new Error(`listening but /api/health answered ${health.status}`);
    return seconds;
  } finally {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }
}

async function main() {
  if (buildIsStale()) {
    console.log('dist/ is older than the sources: building it first (as npm start would)…');
    const built = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error('build failed');
  }
  const buildDir = mkdtempSync(join(tmpdir(), 'bench-startup-build-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-data-'));
  try {
    const buildStarted = performance.now();
    const build = spawnSync(
      process.execPath,
      [
        join(rootDir, 'node_modules/webpack/bin/webpack.js'),
        '--mode',
        'production',
        '--output-path',
        buildDir,
      ],
      { cwd: rootDir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (build.status !== 0) throw new Error('build failed');
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    const coldStart = await startOnce(dataDir);
    const warm: number[] = [];
    for (let i = 0; i < 3; i += 1) warm.push(await startOnce(dataDir));
    const sorted = [...warm].sort((a, b) => a - b);
    const median = sorted[1]!;
    printTable('Start-up (one run)', [
      {
        figure: 'npm start, existing build + data dir (median of 3)',
        seconds: round(median, 2),
        target: `≤ ${TARGET_SECONDS}`,
      },
      {
        figure: 'npm start, existing build + data dir (slowest of 3)',
        seconds: round(sorted[2]!, 2),
        target: `≤ ${TARGET_SECONDS}`,
      },
      {
        figure: 'first start on an empty data dir (initdb, migrate, seed)',
        seconds: round(coldStart, 2),
        target: 'reported',
      },
      { figure: 'production build (webpack)', seconds: round(buildSeconds, 2), target: 'reported' },
      {
        figure: 'cold first run = build + first start',
        seconds: round(buildSeconds + coldStart, 2),
        target: 'reported',
      },
      { figure: 'warm median / target', seconds: round(median / TARGET_SECONDS, 2), target: '≤ 1' },
    ]);
    writeResult('startup', {
      warmSeconds: warm.map((s) => round(s, 3)),
      warmMedianSeconds: round(median, 3),
      coldStartSeconds: round(coldStart, 3),
      buildSeconds: round(buildSeconds, 3),
      coldFirstRunSeconds: round(buildSeconds + coldStart, 3),
      target: TARGET_SECONDS,
    });
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
