// PostgreSQL connections lost under the app (pg_terminate_backend on the suite's own database, as a restart does to
// each of them): the request whose connection died answers 503 + Retry-After with a message in its language, the
// process carries on (an unhandled 'error' event of a checked-out client would end it, and this test with it), and
// the pool opens new connections by itself. Runs whenever PostgreSQL answers; the restart of a whole cluster under
// load is __tests__/server/outages.test.ts.
import pg from 'pg';
import { bearer, CHECKOUT_BODY, createCart, inStockProduct, json, register } from '../../support/server/api';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../support/server/harness';
import { describeWith, POSTGRES, POSTGRES_URL } from '../../support/server/services';

describeWith([POSTGRES], 'PostgreSQL connections terminated under the app', () => {
  let database: TestDatabase;
  let t: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase(POSTGRES_URL);
    t = await createTestApp({ database });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
    await database.drop();
  });

  /** The app's connections to the suite's database (every one but the admin's). */
  const appBackends = async (where = 'true') =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
      )
    ).rows.map((r) => r.pid);

  async function until<T>(read: () => Promise<T[]>, what: string): Promise<T[]> {
    for (let i = 0; i < 200; i += 1) {
      const found = await read();
      if (found.length > 0) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`never saw ${what}`);
  }

  it.each([
    ['en', 'The service is unavailable, please try again shortly'],
    ['ar', 'الخدمة غير متاحة، يرجى المحاولة بعد قليل'],
  ])(
    'answers a checkout whose connection is terminated mid-transaction with 503 + Retry-After (%s), then places it',
    async (lang, message) => {
      const shopper = await register(t.app);
      const product = await inStockProduct(t.app);
      const cart = json(
        await createCart(t.app, shopper.token, [{ productId: product._id, quantity: 1 }]),
      ).data;
      // Hold the shopper's row, which checkout locks first: its transaction waits on a connection of its own.
      await admin.query('begin');
      await admin.query('select 1 from users where id = $1 for update', [shopper.user._id]);
      const checkout = t.app.inject({
        method: 'POST',
        url: `/api/checkout/${cart._id}`,
        headers: { ...bearer(shopper.token), 'accept-language': lang },
        payload: CHECKOUT_BODY,
      });
      const [waiting] = await until(() => appBackends(`wait_event_type = 'Lock'`), 'the checkout waiting');
      await admin.query('select pg_terminate_backend($1)', [waiting]);
      const res = await checkout;
      await admin.query('rollback');

      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(res.json()).toEqual({ message });
      // Nothing of it was kept, and the same checkout goes through on a new connection.
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/checkout/userOrders',
        headers: bearer(shopper.token),
      });
      expect(json(mine).data).toHaveLength(0);
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${cart._id}`,
        headers: bearer(shopper.token),
        payload: CHECKOUT_BODY,
      });
      expect(again.statusCode).toBe(201);
    },
  );

  it('opens new connections by itself after every one of its connections was terminated', async () => {
    const shopper = await register(t.app);
    const pids = await until(() => appBackends(), "the app's connections");
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    await until(
      async () => ((await appBackends()).some((pid) => pids.includes(pid)) ? [] : [true]),
      'them gone',
    );

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/userOrders',
      headers: bearer(shopper.token),
    });
    expect(mine.statusCode).toBe(200);
    expect((await appBackends()).filter((pid) => pids.includes(pid))).toEqual([]);
  });
});
