// Start-up decisions on the database: a fresh DATA_DIR is installed (seeded, marker written); an existing one is
// never re-created or re-seeded silently: a missing, damaged, emptied or other database is refused with a message
// that says what is wrong and how to restore. Runs what server/main.ts runs (openDatabase + prepareDatabase).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { openDatabase, openPglite } from '../../../server/db/client';
import { InstallationError, recordCounts } from '../../../server/db/installation';
import { prepareDatabase, seedDatabase } from '../../../server/db/seed/index';
import { createPasswords } from '../../../server/services/passwords';
import { bearer, inStockProduct, placeOrder, register, staffToken } from '../../support/server/api';
import { memoryMailer, STAFF, TEST_ARGON, testConfig } from '../../support/server/harness';
import { describeWith, POSTGRES, POSTGRES_URL } from '../../support/server/services';

jest.setTimeout(120_000);

const RESTORE = /npm run restore -- FILE/;

/** What server/main.ts does before it serves. */
async function start(dataDir: string, databaseUrl?: string) {
  const config = testConfig({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, database };
}

/** Starts, registers a shopper who places an order, records the counts (as a clean stop does) and closes. */
async function shopWithAnOrder(dataDir: string, databaseUrl?: string) {
  const { config, database } = await start(dataDir, databaseUrl);
  const app = await buildApp({ config, database, mailer: memoryMailer(), logger: false });
  const account = await register(app);
  const order = await placeOrder(app, account.token, (await inStockProduct(app))._id);
  await app.close();
  await recordCounts(database, dataDir);
  await database.close();
  return { account, order };
}

/** The orders visible to staff after a start, and whether the shopper can still log in. */
async function ordersAfterStart(dataDir: string, email: string, databaseUrl?: string) {
  const { config, database } = await start(dataDir, databaseUrl);
  const app = await buildApp({ config, database, mailer: memoryMailer(), logger: false });
  try {
    const token = await staffToken(app);
    const orders = (
      await app.inject({ method: 'GET', url: '/api/staff/orders', headers: bearer(token) })
    ).json().data as { _id: string }[];
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Passw0rd!' },
    });
    return { orders: orders.map((o) => o._id), login: login.statusCode };
  } finally {
    await app.close();
    await database.close();
  }
}

/** The file of a table inside DATA_DIR/pglite (read with the server stopped). */
async function tableFile(dataDir: string, table: string) {
  const handle = await openPglite({ dir: join(dataDir, 'pglite') });
  const { rows } = (await handle.db.execute(
    sql`select pg_relation_filepath(${table}) as path`,
  )) as unknown as {
    rows: { path: string }[];
  };
  await handle.close();
  return join(dataDir, 'pglite', rows[0]!.path);
}

describe('starting on the embedded database (PGlite)', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-install-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  let shop = '';
  let pristine = '';
  let placed: Awaited<ReturnType<typeof shopWithAnOrder>>;
  beforeAll(async () => {
    shop = newDir();
    placed = await shopWithAnOrder(shop);
    // Every test below damages a copy of this installation.
    pristine = newDir();
    cpSync(shop, pristine, { recursive: true });
  });
  const copy = () => {
    const dir = newDir();
    cpSync(pristine, dir, { recursive: true });
    return dir;
  };

  it('installs a fresh DATA_DIR and writes a marker naming the database, which later starts keep', async () => {
    const marker = JSON.parse(readFileSync(join(shop, 'installation.json'), 'utf8'));
    expect(marker).toEqual(
      expect.objectContaining({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        kind: 'pglite',
        users: 3,
        orders: 1,
      }),
    );
    const dir = copy();
    const after = await ordersAfterStart(dir, placed.account.email);
    expect(after).toEqual({ orders: [placed.order._id], login: 200 });
    expect(JSON.parse(readFileSync(join(dir, 'installation.json'), 'utf8')).id).toBe(marker.id);
  });

  it('adopts an installation from before the marker: its data is kept and the marker written', async () => {
    const dir = newDir();
    // What the server did before: migrate and seed, no marker, no identity.
    const old = await openPglite({ dir: join(dir, 'pglite') });
    await old.migrate();
    const passwords = createPasswords(TEST_ARGON);
    await seedDatabase(old.db, { email: STAFF.email, passwordHash: () => passwords.hash(STAFF.password) });
    const config = testConfig({ dataDir: dir });
    const app = await buildApp({ config, database: old, mailer: memoryMailer(), logger: false });
    const account = await register(app);
    const order = await placeOrder(app, account.token, (await inStockProduct(app))._id);
    await app.close();
    await old.close();

    expect(await ordersAfterStart(dir, account.email)).toEqual({ orders: [order._id], login: 200 });
    expect(JSON.parse(readFileSync(join(dir, 'installation.json'), 'utf8'))).toEqual(
      expect.objectContaining({ kind: 'pglite', users: 3, orders: 1 }),
    );
  });

  it('refuses a database directory without PG_VERSION and leaves it untouched (PGlite would re-create it)', async () => {
    const dir = copy();
    rmSync(join(dir, 'pglite', 'PG_VERSION'));
    const before = readdirSync(join(dir, 'pglite')).sort();
    const refused = start(dir);
    await expect(refused).rejects.toThrow(InstallationError);
    await expect(refused).rejects.toThrow(/PG_VERSION file is missing/);
    await expect(refused).rejects.toThrow(RESTORE);
    expect(readdirSync(join(dir, 'pglite')).sort()).toEqual(before);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it.each([['pg_wal'], ['global/pg_control']])(
    'refuses a database directory without %s with a clear message, not a bare WebAssembly abort',
    async (part) => {
      const dir = copy();
      rmSync(join(dir, 'pglite', part), { recursive: true });
      const refused = start(dir);
      await expect(refused).rejects.toThrow(InstallationError);
      await expect(refused).rejects.toThrow(/cannot be opened .*missing or damaged/);
      await expect(refused).rejects.toThrow(RESTORE);
      expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    },
  );

  it('refuses to create a database when the marker says there was one and the directory is gone', async () => {
    const dir = copy();
    rmSync(join(dir, 'pglite'), { recursive: true });
    const refused = start(dir);
    await expect(refused).rejects.toThrow(/database directory .* is missing or empty.*3 users, 1 orders/);
    await expect(refused).rejects.toThrow(RESTORE);
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  });

  it('refuses a database that is not the one the marker names (re-created in its place)', async () => {
    const dir = copy();
    const other = newDir();
    await shopWithAnOrder(other);
    rmSync(join(dir, 'pglite'), { recursive: true });
    cpSync(join(other, 'pglite'), join(dir, 'pglite'), { recursive: true });
    await expect(start(dir)).rejects.toThrow(/belongs to another installation/);

    const fresh = newDir();
    const created = await openPglite({ dir: join(fresh, 'pglite') });
    await created.close();
    const again = copy();
    rmSync(join(again, 'pglite'), { recursive: true });
    cpSync(join(fresh, 'pglite'), join(again, 'pglite'), { recursive: true });
    await expect(start(again)).rejects.toThrow(/not the one this installation was set up on.*re-created/);
  });

  it('refuses, without seeding again, a database whose orders table file was emptied', async () => {
    const dir = copy();
    truncateSync(await tableFile(dir, 'orders'));
    await expect(start(dir)).rejects.toThrow(/lost its data: no orders \(1 at /);
  });

  it('refuses, without seeding again, a database whose users table file was emptied', async () => {
    const dir = copy();
    truncateSync(await tableFile(dir, 'users'));
    await expect(start(dir)).rejects.toThrow(/lost its data: no users \(3 at /);
    await expect(start(dir)).rejects.toThrow(RESTORE);
  });

  it('keeps the marker’s counts when a table is emptied while the shop runs, so that the next start refuses', async () => {
    const dir = copy();
    const { database } = await start(dir);
    const before = readFileSync(join(dir, 'installation.json'), 'utf8');
    expect(JSON.parse(before).outbox).toBeGreaterThan(0);
    await database.db.execute(sql`TRUNCATE mail_outbox`);
    expect(await recordCounts(database, dir)).toEqual(['mail_outbox']);
    await database.close();
    expect(readFileSync(join(dir, 'installation.json'), 'utf8')).toBe(before);
    const refused = start(dir);
    await expect(refused).rejects.toThrow(/lost its data: no emails in the outbox \(mail_outbox\) \(\d+ at /);
    await expect(refused).rejects.toThrow(RESTORE);
  });

  it('starts on a marker from before the activity log and outbox were counted, and counts them from then on', async () => {
    const dir = copy();
    const file = join(dir, 'installation.json');
    const { activity: _activity, outbox: _outbox, ...older } = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify(older));
    const { database } = await start(dir);
    await database.close();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(
      expect.objectContaining({ activity: 0, outbox: expect.any(Number), users: 3, orders: 1 }),
    );
  });

  it('refuses an unreadable marker instead of treating the directory as new', async () => {
    const dir = copy();
    writeFileSync(join(dir, 'installation.json'), '{ half a file');
    await expect(start(dir)).rejects.toThrow(/installation marker .* is unreadable/);
  });
});

describeWith([POSTGRES], 'starting on PostgreSQL', () => {
  const names: string[] = [];
  const dirs: string[] = [];
  const newDatabase = async () => {
    const name = `storefront_install_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    names.push(name);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-install-pg-'));
    dirs.push(dir);
    return dir;
  };
  const query = async (url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    for (const name of names) await query(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('lets a second instance with its own DATA_DIR adopt the same database, with the same identity', async () => {
    const url = await newDatabase();
    const first = newDir();
    const { account, order } = await shopWithAnOrder(first, url);
    const second = newDir();
    expect(await ordersAfterStart(second, account.email, url)).toEqual({ orders: [order._id], login: 200 });
    const id = (dir: string) => JSON.parse(readFileSync(join(dir, 'installation.json'), 'utf8')).id;
    expect(id(second)).toBe(id(first));
    expect(JSON.parse(readFileSync(join(first, 'installation.json'), 'utf8')).kind).toBe('postgres');
  });

  it('refuses, without seeding again, a database that was set up and has lost its catalogue and users', async () => {
    const url = await newDatabase();
    await shopWithAnOrder(newDir(), url);
    // As a superuser would, past the activity log's trigger that refuses TRUNCATE (users CASCADE reaches the log).
    await query(
      url,
      'SET session_replication_role = replica; TRUNCATE categories, users CASCADE; RESET session_replication_role',
    );
    // A new DATA_DIR (no marker): the identity in the database alone is enough to refuse.
    await expect(start(newDir(), url)).rejects.toThrow(/lost its data: no categories, no users/);
    expect(await query(url, 'select count(*)::int as n from categories')).toEqual([{ n: 0 }]);
  });

  it('refuses a DATABASE_URL that names another (empty) database than the marker, and creates nothing there', async () => {
    const dir = newDir();
    await shopWithAnOrder(dir, await newDatabase());
    const other = await newDatabase();
    await expect(start(dir, other)).rejects.toThrow(/not the one this installation was set up on/);
    expect(await query(other, "select to_regclass('public.categories') as t")).toEqual([{ t: null }]);
  });

  it('starts as the same installation after the pg_dump / pg_restore --create recipe of docs/operations.md', async () => {
    const url = await newDatabase();
    const dir = newDir();
    const { account, order } = await shopWithAnOrder(dir, url);
    const file = join(dir, 'shop.dump');
    const run = (command: string, args: string[]) => {
      const result = spawnSync(command, args, { encoding: 'utf8' });
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    };
    run('pg_dump', ['--format=custom', `--file=${file}`, url]);
    const name = new URL(url).pathname.slice(1);
    await query(POSTGRES_URL, `DROP DATABASE ${name} WITH (FORCE)`);
    run('pg_restore', ['--create', `--dbname=${POSTGRES_URL}`, file]);
    expect(await ordersAfterStart(dir, account.email, url)).toEqual({ orders: [order._id], login: 200 });
  });

  it('refuses a DATABASE_URL on a DATA_DIR that belongs to an embedded-database installation', async () => {
    const dir = newDir();
    await shopWithAnOrder(dir);
    await expect(start(dir, await newDatabase())).rejects.toThrow(/embedded database/);
  });
});
