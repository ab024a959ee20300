// GET /api/health reads real rows (users, categories), so a database that answers but has lost its tables is 503.
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 { status: "ok" } when the users and categories can be read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
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
});
