// Two instances of the shop on one PostgreSQL: the payment hold timer and Paymob's callbacks act exactly once
// whichever instance they reach. Both hold timers racing cancel each overdue order once (one stock return, one
// email); copies of one success callback sent to both at once make one payment and one email; a hold timer on one
// racing a success on the other leaves the money accounted for (paid, or cancelled and owed back), never lost.
import { and, eq, inArray } from 'drizzle-orm';
import type { Order } from '../../../src/contract';
import {
  mailOutbox,
  payments,
  paymentTransactions,
  products as productsTable,
  stockMovements,
} from '../../../server/db/schema';
import { hmacOf, processedString } from '../../../server/payments/paymob/hmac';
import { bearer, CHECKOUT_BODY, createCart, inStockProduct, json, register } from '../../support/server/api';
import {
  createTwoInstances,
  testConfig,
  type TestApp,
  type TwoInstances,
} from '../../support/server/harness';
import { describeWith, POSTGRES, POSTGRES_URL } from '../../support/server/services';
import { setVariants } from '../../support/server/variants';

describeWith([POSTGRES], 'payments on two instances of one PostgreSQL', () => {
  const settings = {
    ...testConfig().payments,
    integrations: { card: 11, wallet: 22, instalments: 33 },
    holdMinutes: 30,
  };
  let both: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  let productId: string;

  beforeAll(async () => {
    both = await createTwoInstances(POSTGRES_URL, { payments: settings });
    ({ a, b } = both);
    productId = (await inStockProduct(a.app))._id;
    await setVariants(a.database.db, productId, { quantity: 500, price: 10_000, priceAfterDiscount: 0 });
  });
  afterAll(() => both?.close());

  const db = () => a.database.db;
  const stock = async () =>
    (await db().select().from(productsTable).where(eq(productsTable.id, productId)))[0]!.quantity;
  const mails = (orderId: string, kind: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind as never)));

  /** An order placed on `placeOn` by card and its payment started on the other: awaiting, as the shopper reads it. */
  async function awaitingOrder(placeOn: TestApp, startOn: TestApp): Promise<Order> {
    const shopper = await register(placeOn.app);
    const cart = json(await createCart(placeOn.app, shopper.token, [{ productId, quantity: 1 }])).data;
    const placed = await placeOn.app.inject({
      method: 'POST',
      url: `/api/checkout/${cart._id}`,
      headers: bearer(shopper.token),
      payload: { ...CHECKOUT_BODY, paymentmethod: 'Pay By Card' },
    });
    expect(placed.statusCode).toBe(201);
    const id = json(placed).data._id as string;
    const started = await startOn.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/pay`,
      headers: bearer(shopper.token),
      payload: {},
    });
    expect(started.statusCode).toBe(200);
    const read = await placeOn.app.inject({
      method: 'GET',
      url: `/api/checkout/${id}`,
      headers: bearer(shopper.token),
    });
    return json(read).data;
  }

  /** Paymob's processed callback of a success for `order`, signed with the shop's secret. */
  function success(order: Order, transactionId: number) {
    const obj = {
      id: transactionId,
      pending: false,
      amount_cents: order.payment.amountCents,
      success: true,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: 11,
      has_parent_transaction: false,
      order: { id: Number(order.payment.providerOrderId), merchant_order_id: order._id },
      created_at: '2026-11-27T10:01:00.000000',
      currency: 'EGP',
      error_occured: false,
      owner: 1,
      source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
    };
    return {
      method: 'POST' as const,
      url: `/api/payments/paymob/callback?hmac=${hmacOf(settings.hmacSecret, processedString(obj))}`,
      payload: { type: 'TRANSACTION', obj },
    };
  }

  /** Moves the orders' holds into the past: their hold ran out. */
  const holdsRunOut = (ids: string[]) =>
    db()
      .update(payments)
      .set({ holdUntil: new Date(Date.now() - 60_000) })
      .where(inArray(payments.orderId, ids));

  it('cancels each order whose hold ran out once, with both hold timers racing: one stock return, one email', async () => {
    const before = await stock();
    const orders = [
      await awaitingOrder(a, b),
      await awaitingOrder(b, a),
      await awaitingOrder(a, b),
      await awaitingOrder(b, a),
    ];
    expect(await stock()).toBe(before - 4);
    const ids = orders.map((order) => order._id);
    await holdsRunOut(ids);
    const cancelled = await Promise.all([
      a.app.expirePaymentHolds(),
      b.app.expirePaymentHolds(),
      a.app.expirePaymentHolds(),
      b.app.expirePaymentHolds(),
    ]);
    // The instances' own timers may have taken some: never more than the four, each once.
    expect(cancelled.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(4);
    await Promise.all([a.app.expirePaymentHolds(), b.app.expirePaymentHolds()]);
    for (const id of ids) {
      const returns = await db()
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, id), eq(stockMovements.reason, 'cancel')));
      expect(returns.map((r) => r.delta)).toEqual([1]);
      expect(await mails(id, 'order.cancelled')).toHaveLength(1);
      const [payment] = await db().select().from(payments).where(eq(payments.orderId, id));
      expect(payment!.status).toBe('expired');
    }
    expect(await stock()).toBe(before);
  });

  it('acts once on 20 copies of one success callback sent to both instances at once: one payment, one email', async () => {
    const order = await awaitingOrder(a, b);
    const request = success(order, 910_000_001);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? a : b).app.inject(request)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const rows = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, order._id));
    expect(rows).toHaveLength(1);
    expect(await mails(order._id, 'payment.received')).toHaveLength(1);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order._id));
    expect(payment).toMatchObject({ status: 'paid', transactionId: '910000001', needsRefund: false });
  });

  it('a hold timer on one instance racing a success on the other: paid, or cancelled and owed back, never lost', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, () => awaitingOrder(a, b)));
    await holdsRunOut(orders.map((order) => order._id));
    await Promise.all(
      orders.flatMap((order, n) => [
        (n % 2 ? a : b).app.inject(success(order, 920_000_000 + n)),
        (n % 2 ? b : a).app.expirePaymentHolds(),
      ]),
    );
    for (const [n, order] of orders.entries()) {
      const [payment] = await db().select().from(payments).where(eq(payments.orderId, order._id));
      // The success is kept either way, on the transaction that paid.
      expect(payment).toMatchObject({ status: 'paid', transactionId: String(920_000_000 + n) });
      const returns = await db()
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, order._id), eq(stockMovements.reason, 'cancel')));
      const cancelledMails = await mails(order._id, 'order.cancelled');
      if (returns.length === 0) {
        // The success took the lock first: paid, no cancel, nothing owed.
        expect(payment!.needsRefund).toBe(false);
        expect(cancelledMails).toHaveLength(0);
      } else {
        // The timer took it first: cancelled once, stock back once, the late payment owed back.
        expect(returns.map((r) => r.delta)).toEqual([1]);
        expect(cancelledMails).toHaveLength(1);
        expect(payment!.needsRefund).toBe(true);
      }
      expect(await mails(order._id, 'payment.received')).toHaveLength(returns.length === 0 ? 1 : 0);
    }
  });
});
