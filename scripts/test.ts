/*
 * `npm test`: everything CI runs — type-check, lint, jest (web + server) and the browser journeys — then one
 * line 'N passed, N failed' counting every test run by jest and Playwright. Exits non-zero on any failure.
 * Set SKIP_E2E=1 to leave the browser journeys out (they need Debian's chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** Runs checks side by side, printing each line as it comes with its check's name before it. */
async function runSideBySide(
  checks: { label: string; command: string; args: string[]; env?: NodeJS.ProcessEnv }[],
) {
  return Promise.all(
    checks.map(
      ({ label, command, args, env = {} }) =>
        new Promise<boolean>((resolve) => {
          const started = Date.now();
          console.log(`\n▶ ${label}`);
          const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
          const tag = `[${label.split(' ')[0]}]`;
          for (const stream of [child.stdout, child.stderr]) {
            let rest = '';
            stream.on('data', (chunk: Buffer) => {
              const lines = (rest + chunk.toString()).split('\n');
              rest = lines.pop() ?? '';
              for (const line of lines) console.log(`${tag} ${line}`);
            });
            stream.on('end', () => rest && console.log(`${tag} ${rest}`));
          }
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`◀ ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
            resolve(code === 0);
          });
        }),
    ),
  );
}

const readJson = (file: string): unknown =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;

let passed = 0;
let failed = 0;
const flaky: string[] = [];

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}
/** The journeys of a Playwright JSON report that failed and then passed on a retry, as `file:line › title`. */
function flakyTitles(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...flakyTitles(suite.suites),
  ]);
}

async function main() {
  const steps: boolean[] = [];

  // The static checks and the production build (whose first-load size is checked against the library floor: a size
  // ratio is stable on a busy machine, a time is not). The journeys' shops serve that build.
  steps.push(
    ...(await runSideBySide([
      { label: 'type-check', command: bin('tsc'), args: ['--noEmit'] },
      { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
      {
        label: 'bundle budget',
        command: process.execPath,
        args: ['--import', 'tsx', join(root, 'bench/bundle.ts'), '--check'],
      },
    ])),
  );

  // jest, then the browser journeys: each keeps the two cores busy by itself. Side by side they took longer than in
  // turns on a 2-core machine (2026-12-03, Lighthouse's CPU index 2,780: the journeys 1,245 s instead of 969, jest
  // 1,697 s instead of 569, the whole run 1,785 s) and 19 tests timed out (a started server, hooks, screen tests).
  const jestOut = join(results, 'jest.json');
  const e2eOut = join(results, 'e2e.json');
  rmSync(jestOut, { force: true });
  rmSync(e2eOut, { force: true });
  const withE2e = process.env.SKIP_E2E !== '1';
  if (!withE2e) console.log('\nBrowser journeys skipped (SKIP_E2E=1).');
  const runs = [
    // Two workers: `--ci` alone gives one on two cores, and the suites then run one after another.
    {
      label: 'jest (web + server)',
      command: bin('jest'),
      args: ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestOut}`],
    },
    ...(withE2e
      ? [
          {
            label: 'browser journeys (Playwright, Debian chromium)',
            command: bin('playwright'),
            args: ['test'],
            env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
          },
        ]
      : []),
  ];
  for (const run of runs) steps.push(...(await runSideBySide([run])));
  const jest = readJson(jestOut) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  } | null;
  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  } else {
    failed += 1;
  }
  if (withE2e) {
    const e2e = readJson(e2eOut) as PlaywrightReport | null;
    if (e2e) {
      // A journey that passed only on its retry is flaky: named here and counted apart, never as passed.
      passed += e2e.stats.expected;
      failed += e2e.stats.unexpected;
      flaky.push(...flakyTitles(e2e.suites));
    } else {
      failed += 1;
    }
  }

  const ok = steps.every(Boolean) && failed === 0;
  if (flaky.length > 0) {
    console.log(`\n${flaky.length} flaky (failed, then passed on the retry; not counted as passed):`);
    for (const title of flaky) console.log(`  ${title}`);
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  return ok;
}

void main().then((ok) => process.exit(ok ? 0 : 1));
