// The test clock that browser journeys move (TEST_CLOCK=1, server/routes/testClock.ts): a manager moves the shop's
// time forward, the timers that fell due (the confirmation window, the payment hold) run at once, and the access
// tokens follow the moved time. Without TEST_CLOCK
// there is no such route.
import { eq } from 'drizzle-orm';
import { orders as ordersTable } from '../../../server/db/schema';
import {
  bearer,
  inStockProduct,
  json,
  managerToken,
  placeOrder,
  register,
  staffToken,
} from '../../support/server/api';
import { createTestApp, testConfig, type TestApp } from '../../support/server/harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the test clock (TEST_CLOCK=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Card payments on (the sandbox), held 30 minutes; orders by cash wait 48 hours for their call.
    const payments = { ...testConfig().payments, integrations: { card: 11 }, holdMinutes: 30 };
    t = await createTestApp({ config: { testClock: true, codConfirmHours: 48, payments } });
  });
  afterAll(() => t.close());

  /** Signed in afresh each time: a move past 15 minutes ends the access tokens signed before it. */
  const advance = async (advanceMs: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      headers: bearer(token ?? (await managerToken(t.app))),
      payload: { advanceMs },
    });

  it('is a manager’s call, with a whole number of milliseconds up to a year', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await advance(1, await staffToken(t.app))).statusCode).toBe(403);
    for (const bad of ['60000', 0, -5, 1.5, 367 * 24 * HOUR, null]) {
      const res = await advance(bad);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      expect(json(res).message).toEqual(expect.any(String));
    }
  });

  it('cancels an order nobody confirmed once its window has passed by the moved time, and stays there', async () => {
    const shopper = await register(t.app);
    const order = await placeOrder(t.app, shopper.token, (await inStockProduct(t.app))._id);
    const before = json(await advance(47 * HOUR));
    expect(before.cancelled).toBe(0);
    const statusOf = async () =>
      (await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, order._id)))[0]!.status;
    expect(await statusOf()).toBe('pending');

    const after = json(await advance(2 * HOUR));
    expect(after.cancelled).toBe(1);
    expect(await statusOf()).toBe('cancelled');
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(2 * HOUR);
    // Tokens are signed and checked on the moved time: one signed 49 hours before is refused, a new one accepted.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/userOrders',
      headers: bearer(shopper.token),
    });
    expect(res.statusCode).toBe(401);
    const again = await register(t.app);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/userOrders',
      headers: bearer(again.token),
    });
    expect(mine.statusCode).toBe(200);
  });

  it('cancels an unpaid card order once the moved time passes its hold', async () => {
    const shopper = await register(t.app);
    const productId = (await inStockProduct(t.app, 2))._id;
    const order = await placeOrder(t.app, shopper.token, productId, 1, 'Pay By Card');
    expect(json(await advance(29 * MINUTE)).cancelled).toBe(0);
    const after = json(await advance(2 * MINUTE));
    expect(after.cancelled).toBe(1);
    const [row] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, order._id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Payment not completed' });
  });
});

describe('without TEST_CLOCK', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no clock to move', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      headers: bearer(await managerToken(t.app)),
      payload: { advanceMs: 60_000 },
    });
    expect(res.statusCode).toBe(404);
  });
});
