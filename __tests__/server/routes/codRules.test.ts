// Cash on delivery the shop can trust: the order cap and the open-order limit at checkout (with their messages in
// both languages, checked inside the checkout transaction so racing checkouts cannot slip past), phone confirmation
// at the desk ('confirmed' / 'no answer', attempts, the shopper's confirmedAt), the timer that cancels unconfirmed
// orders (stock back, email queued, one instance acting), the risk flag, and each change's email in the outbox.
import { and, eq } from 'drizzle-orm';
import type { DeskOrder } from '../../../src/contract';
import { loadConfig } from '../../../server/config';
import {
  activityLog,
  mailOutbox,
  orders as ordersTable,
  products as productsTable,
  stockMovements,
} from '../../../server/db/schema';
import {
  completeAtDesk,
  bearer,
  CHECKOUT_BODY,
  createCart,
  deskOrder,
  inStockProduct,
  json,
  placeOrder,
  register,
  staffToken,
  type Account,
} from '../../support/server/api';
import { createTestApp, createTwoInstances, type TestApp } from '../../support/server/harness';
import { describeWith, POSTGRES, POSTGRES_URL } from '../../support/server/services';
import { setVariants } from '../../support/server/variants';

const HOUR = 3_600_000;

describe('cash-on-delivery rules', () => {
  let t: TestApp;
  let staff: string;
  let productId: string;
  beforeAll(async () => {
    // A 10,000 EGP product: two fit under the 20,100 EGP cap with the 100 EGP delivery, three do not.
    t = await createTestApp({ config: { codMaxOrderEgp: 20_100, maxOpenOrders: 3 } });
    staff = await staffToken(t.app);
    productId = (await inStockProduct(t.app))._id;
    await setVariants(t.database.db, productId, { quantity: 1000, price: 10_000, priceAfterDiscount: 0 });
  });
  afterAll(() => t.close());

  const stockOf = async () =>
    (
      await t.database.db
        .select({ q: productsTable.quantity })
        .from(productsTable)
        .where(eq(productsTable.id, productId))
    )[0]!.q;
  const checkout = async (account: Account, quantity: number, lang = 'en') => {
    const cart = json(await createCart(t.app, account.token, [{ productId, quantity }])).data;
    return t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cart._id}`,
      headers: { ...bearer(account.token), 'accept-language': lang },
      payload: CHECKOUT_BODY,
    });
  };
  const mailsOf = (orderId: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, orderId))
      .orderBy(mailOutbox.createdAt);
  const confirm = (id: string, version: number, outcome = 'confirmed', note = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${id}/confirmation`,
      headers: bearer(staff),
      payload: { outcome, note, version },
    });

  it('defaults to a 250,000 EGP cap, 3 open orders and a 48-hour confirmation window', () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir });
    expect(config).toMatchObject({ codMaxOrderEgp: 250_000, maxOpenOrders: 3, codConfirmHours: 48 });
    expect(loadConfig({ DATA_DIR: t.config.dataDir, COD_CONFIRM_HOURS: '0' }).codConfirmHours).toBe(0);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, COD_CONFIRM_HOURS: '-1' })).toThrow(
      /COD_CONFIRM_HOURS/,
    );
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, COD_MAX_ORDER_EGP: '1e6' })).toThrow(
      /COD_MAX_ORDER_EGP/,
    );
  });

  describe('the cash-on-delivery cap', () => {
    it('refuses an order above it in the shopper’s language, keeping the stock and writing nothing', async () => {
      const shopper = await register(t.app);
      const before = await stockOf();
      const refused = await checkout(shopper, 3);
      expect(refused.statusCode).toBe(422);
      // Intl writes a no-break space between the currency and the amount, as the site shows it.
      expect(json(refused).message.replace(/\u00a0/g, ' ')).toBe(
        'Cash on delivery is available for orders up to EGP 20,100. This order comes to EGP 30,100: please remove some items and try again.',
      );
      const arabic = await checkout(shopper, 3, 'ar');
      expect(arabic.statusCode).toBe(422);
      expect(json(arabic).message).toContain('الدفع عند الاستلام متاح للطلبات حتى');
      expect(json(arabic).message).toMatch(/[٠-٩]/);
      expect(await stockOf()).toBe(before);
      const placed = await t.database.db
        .select()
        .from(ordersTable)
        .where(eq(ordersTable.userId, shopper.user._id));
      expect(placed).toEqual([]);
      expect((await checkout(shopper, 2)).statusCode).toBe(201);
    });

    it('is on the product page: whether one unit with the delivery fits under it, and the cap itself', async () => {
      const listed = json(await t.app.inject({ method: 'GET', url: '/api/product?limit=20' })).products as {
        _id: string;
      }[];
      const [atCap, overCap] = listed.filter((p) => p._id !== productId).map((p) => p._id);
      // 20,000 + 100 delivery is the 20,100 cap exactly (a one-unit checkout passes); 20,001 is over it.
      await setVariants(t.database.db, atCap!, { price: 20_000, priceAfterDiscount: 0 });
      await setVariants(t.database.db, overCap!, { price: 25_000, priceAfterDiscount: 20_001 });
      const detail = async (id: string) =>
        json(await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).product.cashOnDelivery;
      expect(await detail(productId)).toEqual({ available: true, limitEgp: 20_100 });
      expect(await detail(atCap!)).toEqual({ available: true, limitEgp: 20_100 });
      expect(await detail(overCap!)).toEqual({ available: false, limitEgp: 20_100 });
    });
  });

  describe('open orders per account', () => {
    it('refuses a fourth open order until one is cancelled or completed', async () => {
      const shopper = await register(t.app);
      const first = await placeOrder(t.app, shopper.token, productId);
      await placeOrder(t.app, shopper.token, productId);
      const third = await placeOrder(t.app, shopper.token, productId);
      const refused = await checkout(shopper, 1);
      expect(refused.statusCode).toBe(409);
      // Intl writes a no-break space between the currency and the amount, as the site shows it.
      expect(json(refused).message.replace(/\u00a0/g, ' ')).toBe(
        'You already have 3 orders on their way. Please wait until one is delivered, or cancel one, before placing another.',
      );
      expect(json(await checkout(shopper, 1, 'ar')).message).toContain('لديك بالفعل ٣ طلبات');
      await t.app.inject({
        method: 'POST',
        url: `/api/checkout/cancel/${first._id}`,
        headers: bearer(shopper.token),
        payload: { reason: 'No Reason' },
      });
      expect((await checkout(shopper, 1)).statusCode).toBe(201);
      expect((await checkout(shopper, 1)).statusCode).toBe(409);
      // A delivered order is no longer open.
      expect((await completeAtDesk(t.app, staff, third._id)).statusCode).toBe(200);
      expect((await checkout(shopper, 1)).statusCode).toBe(201);
    });

    it('lets exactly three of six checkouts at the same moment through', async () => {
      const shopper = await register(t.app);
      const carts = await Promise.all(
        Array.from(
          { length: 6 },
          async () => json(await createCart(t.app, shopper.token, [{ productId, quantity: 1 }])).data,
        ),
      );
      const answers = await Promise.all(
        carts.map((cart: { _id: string }) =>
          t.app.inject({
            method: 'POST',
            url: `/api/checkout/${cart._id}`,
            headers: bearer(shopper.token),
            payload: CHECKOUT_BODY,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
      const open = await t.database.db
        .select()
        .from(ordersTable)
        .where(eq(ordersTable.userId, shopper.user._id));
      expect(open).toHaveLength(3);
    });
  });

  describe('phone confirmation at the desk', () => {
    it('counts no-answer attempts, then confirms: the shopper sees confirmedAt, the desk the calls', async () => {
      const shopper = await register(t.app);
      const placed = await placeOrder(t.app, shopper.token, productId);
      expect(placed.confirmedAt).toBeNull();
      const missed = await confirm(placed._id, 1, 'no answer', 'Rang twice, voicemail');
      expect(missed.statusCode).toBe(200);
      const afterMiss: DeskOrder = json(missed).data;
      expect(afterMiss.confirmedAt).toBeNull();
      expect(afterMiss.calls).toEqual([
        expect.objectContaining({
          outcome: 'no answer',
          note: 'Rang twice, voicemail',
          by: expect.objectContaining({ role: 'staff' }),
        }),
      ]);
      expect(afterMiss.version).toBe(2);
      const done = await confirm(placed._id, 2, 'confirmed', 'Confirmed, deliver after 5 pm');
      expect(done.statusCode).toBe(200);
      const confirmed: DeskOrder = json(done).data;
      expect(confirmed.calls.map((c) => c.outcome)).toEqual(['no answer', 'confirmed']);
      expect(confirmed.confirmedAt).toEqual(expect.any(String));
      expect(confirmed.status).toBe('pending');
      const seen = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/${placed._id}`,
        headers: bearer(shopper.token),
      });
      expect(json(seen).data.confirmedAt).toBe(confirmed.confirmedAt);
      const log = await t.database.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(eq(activityLog.entityId, placed._id));
      expect(log.map((r) => r.action).sort()).toEqual(['order.confirm', 'order.noAnswer']);
      expect((await mailsOf(placed._id)).map((m) => m.kind)).toEqual(['order.placed', 'order.confirmed']);
    });

    it('refuses a stale version, a second confirmation, a cancelled order and a bad outcome', async () => {
      const shopper = await register(t.app);
      const placed = await placeOrder(t.app, shopper.token, productId);
      expect((await confirm(placed._id, 1)).statusCode).toBe(200);
      expect((await confirm(placed._id, 1)).statusCode).toBe(409);
      const again = await confirm(placed._id, 2);
      expect(again.statusCode).toBe(409);
      expect(json(again).message).toBe('This order is already confirmed.');
      const bad = await confirm(placed._id, 2, 'maybe');
      expect(bad.statusCode).toBe(400);
      expect(json(bad).errors).toHaveProperty('outcome');
      expect((await confirm(placed._id, 2, 'no answer', 'x'.repeat(501))).statusCode).toBe(400);
      const other = await placeOrder(t.app, shopper.token, productId);
      await t.app.inject({
        method: 'POST',
        url: `/api/checkout/cancel/${other._id}`,
        headers: bearer(shopper.token),
        payload: { reason: 'No Reason' },
      });
      const cancelled = await confirm(other._id, 2);
      expect(cancelled.statusCode).toBe(409);
      expect(json(cancelled).message).toBe('Only a pending order can be confirmed.');
      const shopperTries = await t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${placed._id}/confirmation`,
        headers: bearer(shopper.token),
        payload: { outcome: 'confirmed', note: '', version: 2 },
      });
      expect(shopperTries.statusCode).toBe(403);
    });
  });

  describe('emails queued with each change', () => {
    it('queues placed, on its way, delivered (with review links) and cancelled mails in the order’s language', async () => {
      const shopper = await register(t.app, { name: 'Hana Adel' });
      const cart = json(await createCart(t.app, shopper.token, [{ productId, quantity: 1 }])).data;
      const placed = json(
        await t.app.inject({
          method: 'POST',
          url: `/api/checkout/${cart._id}`,
          headers: { ...bearer(shopper.token), 'accept-language': 'ar-EG,ar;q=0.9' },
          payload: CHECKOUT_BODY,
        }),
      ).data;
      await completeAtDesk(t.app, staff, placed._id);
      const mails = await mailsOf(placed._id);
      expect(mails.map((m) => m.kind)).toEqual([
        'order.placed',
        'order.confirmed',
        'order.inProgress',
        'order.shipped',
        'order.completed',
      ]);
      const [first, , , shipped, last] = mails;
      // The shipped email names the courier and the tracking number the desk typed, in the order's language.
      expect(shipped!.text).toContain('Bosta');
      expect(shipped!.text).toContain('BST-20260301');
      expect(shipped!.text).toContain('رقم التتبع');
      expect(first).toMatchObject({ status: 'pending', toAddress: shopper.email, attempts: 0 });
      expect(first!.subject).toBe(`استلمنا طلبك رقم ${placed._id.slice(0, 8).toUpperCase()}`);
      expect(first!.html).toContain('<html lang="ar" dir="rtl">');
      expect(first!.text).toContain(`http://shop.test/trackingorder/${placed._id}`);
      expect(first!.text).toContain('مرحبًا Hana Adel');
      expect(first!.html).not.toMatch(/<img/i);
      expect(last!.text).toContain(`http://shop.test/item/${productId}`);

      const other = await placeOrder(t.app, shopper.token, productId);
      const desk = await deskOrder(t.app, staff, other._id);
      await t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${other._id}/cancel`,
        headers: bearer(staff),
        payload: { reason: 'Customer refused the delivery', version: desk.version },
      });
      const [, cancelled] = await mailsOf(other._id);
      expect(cancelled).toMatchObject({
        kind: 'order.cancelled',
        subject: `Your order #${other._id.slice(0, 8).toUpperCase()} was cancelled`,
      });
      expect(cancelled!.text).toContain('Reason: Customer refused the delivery');
      expect(cancelled!.html).toContain('<html lang="en" dir="ltr">');
    });
  });

  describe('the risk flag', () => {
    const cancelWith = async (shopper: Account, reason: string) => {
      const order = await placeOrder(t.app, shopper.token, productId);
      const { version } = await deskOrder(t.app, staff, order._id);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${order._id}/cancel`,
        headers: bearer(staff),
        payload: { reason, version },
      });
      expect(res.statusCode).toBe(200);
      return order;
    };

    it('flags a shopper with two own cancellations or refusals in 30 days on every order, not older ones', async () => {
      const shopper = await register(t.app);
      const refused = await cancelWith(shopper, 'Customer refused the delivery');
      const fresh = await placeOrder(t.app, shopper.token, productId);
      expect((await deskOrder(t.app, staff, fresh._id)).customer).toMatchObject({
        recentCancellations: 1,
        flagged: false,
      });
      const own = await placeOrder(t.app, shopper.token, productId);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/cancel/${own._id}`,
        headers: bearer(shopper.token),
        payload: { reason: 'I changed my mind' },
      });
      expect(cancelled.statusCode).toBe(200);
      const facts = (await deskOrder(t.app, staff, fresh._id)).customer;
      expect(facts).toMatchObject({ recentCancellations: 2, cancelled: 2, flagged: true });
      const list = json(
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/orders?search=${shopper.email}`,
          headers: bearer(staff),
        }),
      );
      expect(list.data.every((row: { flagged: boolean }) => row.flagged)).toBe(true);
      // A refusal 31 days ago no longer counts.
      await t.database.db
        .update(ordersTable)
        .set({ updatedAt: new Date(Date.now() - 31 * 24 * HOUR) })
        .where(eq(ordersTable.id, refused._id));
      expect((await deskOrder(t.app, staff, fresh._id)).customer).toMatchObject({
        recentCancellations: 1,
        flagged: false,
      });
    });

    it("counts only the customer's own cancels and refusals at the door, never the shop's", async () => {
      const shopper = await register(t.app);
      for (const reason of [
        'Out of stock',
        'Customer could not be reached',
        'Duplicate order',
        'Address cannot be delivered to',
      ]) {
        await cancelWith(shopper, reason);
      }
      const fresh = await placeOrder(t.app, shopper.token, productId);
      expect((await deskOrder(t.app, staff, fresh._id)).customer).toMatchObject({
        orders: 5,
        cancelled: 0,
        recentCancellations: 0,
        flagged: false,
      });
      await cancelWith(shopper, 'Customer asked to cancel');
      expect((await deskOrder(t.app, staff, fresh._id)).customer).toMatchObject({
        cancelled: 1,
        recentCancellations: 1,
      });
    });
  });
});

describe('the confirmation timer', () => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { codConfirmHours: 1, codSweepMs: 100 } });
    productId = (await inStockProduct(t.app))._id;
    await setVariants(t.database.db, productId, { quantity: 100 });
  });
  afterAll(() => t.close());

  const placedAgo = (id: string, ms: number) =>
    t.database.db
      .update(ordersTable)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(ordersTable.id, id));
  const orderRow = async (id: string) =>
    (await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, id)))[0]!;
  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('cancels an unconfirmed order past its time as “Not confirmed”, returns its stock and queues the email', async () => {
    const shopper = await register(t.app);
    const staff = await staffToken(t.app);
    const stock = async () =>
      (await t.database.db.select().from(productsTable).where(eq(productsTable.id, productId)))[0]!.quantity;
    const late = await placeOrder(t.app, shopper.token, productId, 2);
    const confirmed = await placeOrder(t.app, shopper.token, productId);
    const recent = await placeOrder(t.app, shopper.token, productId);
    const desk = await deskOrder(t.app, staff, late._id);
    expect(Date.parse(desk.confirmBy!) - Date.parse(desk.createdAt)).toBe(HOUR);
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${confirmed._id}/confirmation`,
      headers: bearer(staff),
      payload: { outcome: 'confirmed', note: '', version: 1 },
    });
    const before = await stock();
    await placedAgo(late._id, HOUR + 60_000);
    await placedAgo(confirmed._id, 2 * HOUR);
    await until(async () => (await orderRow(late._id)).status === 'cancelled');
    const row = await orderRow(late._id);
    expect(row.cancelReason).toBe('Not confirmed');
    expect(row.statusHistory.at(-1)).toMatchObject({ status: 'cancelled', reason: 'Not confirmed' });
    expect(row.statusHistory.at(-1)).not.toHaveProperty('by');
    expect(await stock()).toBe(before + 2);
    const movements = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, late._id), eq(stockMovements.reason, 'cancel')));
    expect(movements).toHaveLength(1);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, late._id));
    expect(mails.map((m) => m.kind).sort()).toEqual(['order.cancelled', 'order.placed']);
    expect(mails.find((m) => m.kind === 'order.cancelled')!.text).toContain('Not confirmed by phone in time');
    // Confirmed in time, or still within its hour: left alone.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await orderRow(confirmed._id)).status).toBe('pending');
    expect((await orderRow(recent._id)).status).toBe('pending');
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/${late._id}`,
      headers: bearer(shopper.token),
    });
    expect(json(seen).data).toMatchObject({ status: 'cancelled', cancelReason: 'Not confirmed' });
  });
});

describeWith([POSTGRES], 'the confirmation timer on two instances of one PostgreSQL', () => {
  it('cancels each late order once: one stock return, one email', async () => {
    const both = await createTwoInstances(POSTGRES_URL, { codConfirmHours: 1, codSweepMs: 1000 });
    try {
      const { a, b } = both;
      const productId = (await inStockProduct(a.app))._id;
      await setVariants(a.database.db, productId, { quantity: 100 });
      const shopper = await register(a.app);
      for (let i = 0; i < 3; i += 1) await placeOrder(b.app, shopper.token, productId);
      const ids = (
        await a.database.db
          .select({ id: ordersTable.id })
          .from(ordersTable)
          .where(eq(ordersTable.userId, shopper.user._id))
      ).map((r) => r.id);
      await a.database.db
        .update(ordersTable)
        .set({ createdAt: new Date(Date.now() - 2 * HOUR) })
        .where(eq(ordersTable.userId, shopper.user._id));
      const deadline = Date.now() + 15_000;
      for (;;) {
        const rows = await a.database.db
          .select()
          .from(ordersTable)
          .where(eq(ordersTable.userId, shopper.user._id));
        if (rows.every((r) => r.status === 'cancelled')) break;
        if (Date.now() > deadline) throw new Error('the timer did not cancel the late orders');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const id of ids) {
        const returns = await a.database.db
          .select()
          .from(stockMovements)
          .where(and(eq(stockMovements.orderId, id), eq(stockMovements.reason, 'cancel')));
        expect(returns).toHaveLength(1);
        const cancelMails = await a.database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.orderId, id), eq(mailOutbox.kind, 'order.cancelled')));
        expect(cancelMails).toHaveLength(1);
      }
      const stock = (
        await a.database.db.select().from(productsTable).where(eq(productsTable.id, productId))
      )[0]!;
      expect(stock.quantity).toBe(100);
    } finally {
      await both.close();
    }
  });
});
