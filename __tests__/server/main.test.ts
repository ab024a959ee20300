// The real server process at start-up (server/main.ts): it makes a missing DATA_DIR, refuses one it cannot make before
// touching the database, and refuses a database whose activity log or email outbox was emptied behind its back (by a
// superuser who got past the tables' triggers), with one line `Cannot start: …` each time; it starts normally
// otherwise: seeding a new database, and again after clean stops. On PostgreSQL (a database of the suite's own) and
// on the embedded database.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite } from '../../server/db/client';
import { freePort, startServer } from '../support/server/process';
import { describeWith, POSTGRES, POSTGRES_URL } from '../support/server/services';

jest.setTimeout(240_000);

/** Set by production installations running several instances: then nothing else makes DATA_DIR. */
const JWT_SECRET = 'a-secret-for-the-start-up-tests-0123456789abcdef';

/** Starts the server and stops it cleanly (SIGTERM: the marker records the counts), as an operator would. */
async function startAndStop(env: Record<string, string>) {
  const server = await startServer({ ...env, PORT: String(await freePort()) });
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return server.output();
}

/** A start that must be refused: the exit status and what the process printed. */
async function refusedStart(env: Record<string, string>) {
  const message = await startServer({ ...env, PORT: String(await freePort()) }).then(
    async (server) => {
      server.child.kill('SIGKILL');
      await server.exited;
      return 'server exited (it started) before it was ready:\n';
    },
    (error: Error) => error.message,
  );
  const [, code, output] = /^server exited \((.+?)\) before it was ready:\n([\s\S]*)$/.exec(message)!;
  return { code, lines: output!.split('\n').filter((line) => line.trim() !== '') };
}

type Emptied = 'activity_log' | 'mail_outbox';
/** How the refusal names each table. */
const NAMED: Record<Emptied, string> = {
  activity_log: 'no activity log entries \\(activity_log\\)',
  mail_outbox: 'no emails in the outbox \\(mail_outbox\\)',
};

/** One line, `Cannot start: …`, naming what was emptied and how to restore. */
const refusalFor = (tables: Emptied[]) => ({
  code: '1',
  lines: [
    expect.stringMatching(
      new RegExp(
        `^Cannot start: The database has lost its data: ${tables.map((t) => `${NAMED[t]} \\(1 at [^)]+\\)`).join(', ')}.*npm run restore -- FILE`,
      ),
    ),
  ],
});

/** Emptying a table as a superuser does, past the trigger that refuses TRUNCATE (when the table has one). */
const emptyBehindTheShopsBack = (table: Emptied) =>
  table === 'activity_log'
    ? 'ALTER TABLE activity_log DISABLE TRIGGER activity_log_no_truncate; TRUNCATE activity_log; ' +
      'ALTER TABLE activity_log ENABLE TRIGGER activity_log_no_truncate;'
    : 'TRUNCATE mail_outbox;';

/** A back-office write's record and an email waiting in the outbox, as the shop writes them. */
const SHOP_ROWS = `
  INSERT INTO activity_log (id, actor_id, action, entity, entity_id, after)
    SELECT 'start-up-test', id, 'category.update', 'category', 'c1', '{}'::jsonb FROM users LIMIT 1;
  INSERT INTO mail_outbox (id, kind, to_address, subject, text, html, status)
    VALUES ('start-up-test', 'password.changed', 'someone@example.com', 'Subject', 'Text', '<p>Text</p>', 'failed');`;

interface Installation {
  env: Record<string, string>;
  /** Runs statements on the installation's database (the server stopped, for the embedded one). */
  sql(text: string): Promise<void>;
  /** Rows of a table. */
  count(table: string): Promise<number>;
}

function emptiedTablesAreRefused(newInstallation: () => Promise<Installation>, cases: Emptied[][]) {
  it.each(cases.map((tables) => [tables.join(' and '), tables] as const))(
    'refuses to start after %s is emptied behind its back; seeds and restarts normally before',
    async (_names, tables) => {
      const shop = await newInstallation();
      // A new installation: migrated, seeded, marker written.
      await startAndStop(shop.env);
      expect(await shop.count('users')).toBe(2);
      await shop.sql(SHOP_ROWS);
      // Restarts with the rows: the marker counts them.
      await startAndStop(shop.env);
      const marker = JSON.parse(readFileSync(join(shop.env.DATA_DIR!, 'installation.json'), 'utf8'));
      expect(marker).toMatchObject({ activity: 1, outbox: 1 });

      for (const table of tables) {
        await shop.sql(emptyBehindTheShopsBack(table));
        expect(await shop.count(table)).toBe(0);
      }
      expect(await refusedStart(shop.env)).toEqual(refusalFor(tables));
      // Not seeded again, the marker left as it was.
      expect(await shop.count('users')).toBe(2);
      expect(JSON.parse(readFileSync(join(shop.env.DATA_DIR!, 'installation.json'), 'utf8'))).toEqual(marker);
    },
  );
}

describeWith([POSTGRES], 'starting the server on PostgreSQL', () => {
  const roots: string[] = [];
  const names: string[] = [];
  const query = async (url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const results = await client.query(text);
      return ((Array.isArray(results) ? results.at(-1) : results) as pg.QueryResult).rows;
    } finally {
      await client.end();
    }
  };
  /** A new, empty database of the suite's own on the PostgreSQL server. */
  const newDatabase = async () => {
    const name = `storefront_main_${randomBytes(6).toString('hex')}`;
    await query(POSTGRES_URL, `CREATE DATABASE ${name}`);
    names.push(name);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const newRoot = () => {
    const root = mkdtempSync(join(tmpdir(), 'storefront-main-'));
    roots.push(root);
    return root;
  };
  afterAll(async () => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
    for (const name of names) await query(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const tables = async (url: string) =>
    (await query(url, "select count(*)::int as n from pg_tables where schemaname = 'public'"))[0]!.n;

  it('makes a missing DATA_DIR (and its parents), then migrates, seeds and serves; and starts again on it', async () => {
    const url = await newDatabase();
    const dataDir = join(newRoot(), 'not', 'made', 'yet');
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET };
    await startAndStop(env);
    expect(JSON.parse(readFileSync(join(dataDir, 'installation.json'), 'utf8'))).toMatchObject({
      kind: 'postgres',
      users: 2,
    });
    await startAndStop(env);
  });

  it('refuses a DATA_DIR it cannot make, with one line, before touching the database', async () => {
    const url = await newDatabase();
    const root = newRoot();
    writeFileSync(join(root, 'a-file'), 'not a directory');
    const dataDir = join(root, 'a-file', 'data');
    expect(await refusedStart({ DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET })).toEqual({
      code: '1',
      lines: [
        expect.stringMatching(
          new RegExp(`^Cannot start: The data directory ${dataDir} cannot be made or written to \\(ENOTDIR`),
        ),
      ],
    });
    expect(await tables(url)).toBe(0);
    expect(existsSync(join(root, 'a-file'))).toBe(true);
  });

  emptiedTablesAreRefused(async () => {
    const url = await newDatabase();
    return {
      env: { DATABASE_URL: url, DATA_DIR: join(newRoot(), 'data'), JWT_SECRET },
      sql: async (text) => void (await query(url, text)),
      count: async (table) => (await query(url, `select count(*)::int as n from ${table}`))[0]!.n as number,
    };
  }, [['activity_log'], ['mail_outbox']]);
});

describe('starting the server on the embedded database (PGlite)', () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });
  const onDatabase = async <T>(
    dataDir: string,
    work: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<T>,
  ) => {
    const handle = await openPglite({ dir: join(dataDir, 'pglite') });
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  };

  emptiedTablesAreRefused(async () => {
    const root = mkdtempSync(join(tmpdir(), 'storefront-main-'));
    roots.push(root);
    const dataDir = join(root, 'data');
    return {
      env: { DATA_DIR: dataDir },
      sql: (text) => onDatabase(dataDir, async (handle) => void (await handle.pglite!.exec(text))),
      count: (table) =>
        onDatabase(dataDir, async (handle) => {
          const { rows } = await handle.pglite!.query<{ n: number }>(
            `select count(*)::int as n from ${table}`,
          );
          return rows[0]!.n;
        }),
    };
  }, [['activity_log', 'mail_outbox']]);
});
