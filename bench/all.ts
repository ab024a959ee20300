/*
 * npm run bench: every benchmark, one after the other, sharing one throw-away PostgreSQL database with 100,000
 * products (or BENCH_DATABASE_URL). Each prints its own table and writes bench/results/<name>.json.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { printTable, round } from './lib/report';
import { withBenchDatabase } from './lib/postgres';

const BENCHMARKS = ['bundle', 'api', 'deep', 'backOffice', 'checkout', 'startup', 'lighthouse', 'inp'];

async function main() {
  const outcome = await withBenchDatabase(async (url) =>
    BENCHMARKS.map((name) => {
      console.log(`\n━━ bench:${name}`);
      const started = Date.now();
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, `${name}.ts`)], {
        stdio: 'inherit',
        env: { ...process.env, BENCH_DATABASE_URL: url },
      });
      return {
        benchmark: name,
        status: run.status === 0 ? 'ok' : `failed (${run.status})`,
        seconds: round((Date.now() - started) / 1000, 1),
      };
    }),
  );
  printTable('All benchmarks', outcome);
  if (outcome.some((o) => o.status !== 'ok')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
