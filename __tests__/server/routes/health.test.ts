// GET /api/health reads real rows (users, categories, products) and commits a write, so a database that answers
// but has lost or damaged a table, or cannot be written, is 503; it is 200 again as soon as the fault is gone.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../support/server/harness';

describe('GET /api/health', () => {
  let t: TestApp;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  /**
   * Runs `statements` so that every connection of the app sees them: PGlite is the app's one connection; on
   * PostgreSQL the database's default changes, and the app's connections are ended so the pool opens new ones.
   */
  async function forEveryConnection(pglite: string, postgres: (name: string) => string): Promise<void> {
    if (!database.url) {
      await t.database.db.execute(sql.raw(pglite));
      return;
    }
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // A new session would be read-only after the first call: this one writes whatever the default says.
      await admin.query('set default_transaction_read_only = off');
      const { rows } = await admin.query<{ name: string }>('select current_database() as name');
      await admin.query(postgres(rows[0]!.name));
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await admin.end();
    }
  }

  it('answers 200 { status: "ok" } when the users and categories can be read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('proves writes in its own table, never in the contact inbox’s (which stays writable or not as it is)', async () => {
    // The inbox's table refuses every write: the check does not touch it, so it still answers 200.
    await t.database.db.execute(
      sql.raw(`create or replace function refuse_write() returns trigger language plpgsql as $$
        begin raise exception 'contact_messages is read-only in this test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger contact_messages_read_only before insert or update or delete on contact_messages ' +
          'for each row execute function refuse_write()',
      ),
    );
    try {
      expect((await health()).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger contact_messages_read_only on contact_messages'));
      await t.database.db.execute(sql.raw('drop function refuse_write()'));
    }
    expect(await t.database.db.execute(sql`select count(*)::int as n from health_checks`)).toMatchObject({
      rows: [{ n: 0 }],
    });
  });

  it('answers 503 with a message when the users table cannot be read, and 200 again once it can', async () => {
    await t.database.db.execute(sql`alter table users rename to users_gone`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(Object.keys(res.json())).toEqual(['message']);
      expect(res.body).not.toMatch(/users_gone|relation|stack/i);
    } finally {
      await t.database.db.execute(sql`alter table users_gone rename to users`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 when the catalogue has no categories', async () => {
    await t.database.db.execute(sql`alter table categories rename to categories_gone`);
    await t.database.db.execute(sql`create table categories (like categories_gone)`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(Object.keys(res.json())).toEqual(['message']);
    } finally {
      await t.database.db.execute(sql`drop table categories`);
      await t.database.db.execute(sql`alter table categories_gone rename to categories`);
    }
  });

  it('answers 503 with a message when the products table is damaged, and 200 again once it is repaired', async () => {
    await t.database.db.execute(sql`alter table products rename to products_damaged`);
    try {
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'The service is unavailable, please try again shortly' });
    } finally {
      await t.database.db.execute(sql`alter table products_damaged rename to products`);
    }
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 when the database can be read but not written, and 200 again once it can be', async () => {
    await forEveryConnection(
      'set default_transaction_read_only = on',
      (name) => `alter database ${name} set default_transaction_read_only = on`,
    );
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-language': 'ar' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'الخدمة غير متاحة، يرجى المحاولة بعد قليل' });
      // The listings still answer: reads work.
      expect((await t.app.inject({ method: 'GET', url: '/api/category' })).statusCode).toBe(200);
    } finally {
      await forEveryConnection(
        'set default_transaction_read_only = off',
        (name) => `alter database ${name} reset default_transaction_read_only`,
      );
    }
    expect((await health()).statusCode).toBe(200);
  });
});
