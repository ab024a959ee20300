// A throw-away PostgreSQL database with a large synthetic catalogue, or BENCH_DATABASE_URL when one is given.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { rootDir } from './report';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const BENCH_PRODUCTS = 100_000;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs fn with a PostgreSQL URL holding the seeded catalogue + `products` synthetic products; drops it after. */
export async function withBenchDatabase<T>(
  fn: (url: string) => Promise<T>,
  products = BENCH_PRODUCTS,
): Promise<T> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return fn(given);
  const name = `bench_${process.pid}_${Date.now()}`;
  await admin(`create database ${name}`);
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  try {
    const started = Date.now();
    // A data directory of its own: the installation identity kept there belongs to this throw-away database only.
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-seed-'));
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(rootDir, 'server/db/seed/cli.ts'), '--products', String(products)],
      {
        cwd: rootDir,
        env: {
          ...process.env,
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          STAFF_PASSWORD: 'Bench@Staff_Passw0rd1',
          MANAGER_PASSWORD: 'Bench@Manager_Passw0rd1',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    rmSync(dataDir, { recursive: true, force: true });
    if (seeded.status !== 0) throw new Error('seeding the bench database failed');
    console.log(
      `seeded ${products} products into ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // As autovacuum would after a bulk load: statistics and the visibility map (index-only scans).
    await client.query('vacuum analyze');
    await client.end();
    return await fn(url);
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
