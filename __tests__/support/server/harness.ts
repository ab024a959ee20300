// Builds the real app on a real database for a test suite: PGlite from a migrated + seeded snapshot,
// or a fresh PostgreSQL database per suite when DATABASE_URL is set.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../../../server/app';
import { everyRateLimit, loadConfig, type Config } from '../../../server/config';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DatabaseHandle } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed/index';
import type { Mail, Mailer } from '../../../server/services/mailer';
import { createPasswords } from '../../../server/services/passwords';
import { suiteDatabasePrefix, suiteDataRoot } from './globalSetup';

jest.setTimeout(60_000);

export const TEST_ARGON = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const STAFF = { email: 'staff@store.local', password: 'Staff@12345' };
export const MANAGER = { email: 'manager@store.local', password: 'Manager@12345' };
const NO_LIMIT = { max: 100_000, timeWindow: 60_000 };

export function testConfig(overrides: Partial<Config> = {}): Config {
  mkdirSync(suiteDataRoot(), { recursive: true });
  const dataDir = mkdtempSync(join(suiteDataRoot(), 'data-'));
  return loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      argon: TEST_ARGON,
      rateLimits: everyRateLimit(NO_LIMIT),
      appUrl: 'http://shop.test',
      // Suites about something else place many orders for one account and read the mailer: the order rules and
      // the outbox's delivery are switched on by the suites that test them (__tests__/server/routes/codRules.test.ts,
      // __tests__/server/outbox.test.ts).
      maxOpenOrders: 1000,
      codMaxOrderEgp: 100_000_000,
      codConfirmHours: 0,
      mailWorker: false,
      ...overrides,
    },
  );
}

/**
 * A fingerprint of the migrations, the seed and the catalogue's writes the seed calls (refreshDefaults), by their
 * contents: a stale snapshot or template is never reused, and every checkout of the same code (a CI clone) reuses the
 * same PostgreSQL template instead of leaving one more behind.
 */
function fingerprint(): string {
  const server = join(__dirname, '..', '..', '..', 'server');
  const hash = createHash('sha256');
  for (const dir of [MIGRATIONS_FOLDER, join(server, 'db', 'seed'), join(server, 'catalogue')]) {
    for (const file of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
      const path = join(dir, file);
      if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
    }
  }
  return hash.digest('hex').slice(0, 8);
}

const seedStaff = (db: DatabaseHandle['db']) => {
  const passwords = createPasswords(TEST_ARGON);
  return seedDatabase(
    db,
    { email: STAFF.email, passwordHash: () => passwords.hash(STAFF.password) },
    { email: MANAGER.email, passwordHash: () => passwords.hash(MANAGER.password) },
  );
};

/** A migrated and seeded PGlite data directory, made once and shared by every suite as a tarball. */
async function pgliteSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `storefront-pglite-${fingerprint()}.tar.gz`);
  if (!existsSync(file)) {
    const handle = await openPglite();
    await handle.migrate();
    await seedStaff(handle.db);
    const dump = await handle.pglite!.dumpDataDir('gzip');
    await handle.close();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL only: the suite's own database, for a second instance's pool. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A migrated and seeded PostgreSQL database kept as a template, made once per fingerprint under an advisory lock (jest
 * runs suites in two workers), so each suite's database is a file copy instead of a migration and a seed.
 */
async function postgresTemplate(admin: pg.Client, url: string): Promise<string> {
  const template = `storefront_template_${fingerprint()}`;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `storefront_building_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const buildUrl = new URL(url);
      buildUrl.pathname = `/${building}`;
      const handle = await openPostgres(buildUrl.toString(), 2);
      await handle.migrate();
      await seedStaff(handle.db);
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  }
  return template;
}

/** A fresh PostgreSQL database under `url` (default DATABASE_URL), else a PGlite copy of the snapshot. */
export async function createTestDatabase(url = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (url) {
    // Named by the run (globalSetup.ts), so that its teardown finds a database a suite did not drop.
    const name = `${suiteDatabasePrefix()}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const template = await postgresTemplate(admin, url);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const suiteUrl = new URL(url);
    suiteUrl.pathname = `/${name}`;
    const handle = await openPostgres(suiteUrl.toString(), 20);
    return {
      handle,
      url: suiteUrl.toString(),
      async drop() {
        await handle.close().catch(() => undefined);
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const handle = await openPglite({ loadDataDir: await pgliteSnapshot() });
  return { handle, drop: () => handle.close() };
}

/** Keeps every email in memory. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    close() {},
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  sent: Mail[];
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    mailer?: Mailer;
    staticDir?: string;
    now?: () => number;
    /** How the app waits (the login slow-down); tests record the delays instead. */
    sleep?: (ms: number) => Promise<void>;
    database?: TestDatabase;
    /** The app's own logger (config.logLevel, redaction, serializers) writing its lines here. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = options.database ?? (await createTestDatabase());
  const mem = memoryMailer();
  const deps: AppDeps = {
    config,
    database: database.handle,
    mailer: options.mailer ?? mem,
    ...(options.logStream
      ? { logStream: options.logStream }
      : { logger: process.env.TEST_LOG ? { level: 'error' } : false }),
    ...(options.staticDir ? { staticDir: options.staticDir } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    config,
    database: database.handle,
    mailer: deps.mailer,
    sent: mem.sent,
    async close() {
      await app.close();
      if (!options.database) await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

/** Two app instances with `config` on one fresh PostgreSQL database under `url`, each with its own pool. */
export async function createTwoInstances(url: string, config: Partial<Config>): Promise<TwoInstances> {
  const db = await createTestDatabase(url);
  const secondPool = await openPostgres(db.url!, 20);
  const a = await createTestApp({ config, database: db });
  const b = await createTestApp({ config, database: { handle: secondPool, drop: () => secondPool.close() } });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await secondPool.close();
      await db.drop();
    },
  };
}

/**
 * Asks `ask` again, every 20 ms and for 5 s at most, until `until` holds, and returns the last answer: for what one
 * instance learns from another through Redis, whose message no clock of the test's can hurry.
 */
export async function askUntil<T>(ask: () => Promise<T>, until: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  let answer = await ask();
  while (!until(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await ask();
  }
  return answer;
}
