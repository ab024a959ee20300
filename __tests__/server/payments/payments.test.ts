// Paying online through the sandbox, on the real app and database: a card payment confirms the order at once; the
// processed callback acts once per transaction (50 at once: one payment, one email); forged HMACs, unknown orders
// and wrong amounts change nothing; a decline can be retried; refunds never pass what was paid; the hold timer
// cancels an unpaid order (stock back) and a success that comes after it is kept as owed back, never lost.
import { and, eq } from 'drizzle-orm';
import type { Order } from '../../../src/contract';
import {
  activityLog,
  mailOutbox,
  paymentCallbacks,
  paymentTransactions,
  products as productsTable,
  stockMovements,
} from '../../../server/db/schema';
import { hmacOf, processedString } from '../../../server/payments/paymob/hmac';
import { TEST_CARD, TEST_WALLET } from '../../../server/payments/sandbox';
import {
  bearer,
  CHECKOUT_BODY,
  createCart,
  inStockProduct,
  json,
  managerToken,
  register,
  staffToken,
  type Account,
} from '../../support/server/api';
import { createTestApp, testConfig, type TestApp } from '../../support/server/harness';
import { setVariants } from '../../support/server/variants';

const MINUTE = 60_000;

describe('online payments through the sandbox', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-27T10:00:00Z');
  let shopper: Account;
  let productId: string;
  const base = testConfig().payments;
  const settings = { ...base, integrations: { card: 11, wallet: 22, instalments: 33 }, holdMinutes: 30 };

  beforeAll(async () => {
    t = await createTestApp({ config: { payments: settings }, now: () => clock });
    shopper = await register(t.app);
    productId = (await inStockProduct(t.app))._id;
    await setVariants(t.database.db, productId, { quantity: 500, price: 10_000, priceAfterDiscount: 0 });
  });
  afterAll(() => t.close());
  // The clock moves past the access token's 15 minutes: each test signs in as a new shopper.
  beforeEach(async () => {
    shopper = await register(t.app);
  });

  const stock = async () =>
    (await t.database.db.select().from(productsTable).where(eq(productsTable.id, productId)))[0]!.quantity;
  const mails = (orderId: string, kind: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind as never)));
  /** Moves the clock, and signs the shopper in again (the access token lives 15 minutes). */
  async function later(ms: number) {
    clock += ms;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    shopper = { ...shopper, token: json(res).response.token };
  }
  const read = async (id: string): Promise<Order> =>
    json(await t.app.inject({ method: 'GET', url: `/api/checkout/${id}`, headers: bearer(shopper.token) }))
      .data;

  async function checkout(paymentmethod = 'Pay By Card', lang = 'en'): Promise<Order> {
    const cart = json(await createCart(t.app, shopper.token, [{ productId, quantity: 1 }])).data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cart._id}`,
      headers: { ...bearer(shopper.token), 'accept-language': lang },
      payload: { ...CHECKOUT_BODY, paymentmethod },
    });
    expect(res.statusCode).toBe(201);
    return json(res).data;
  }

  async function start(orderId: string, method?: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${orderId}/pay`,
      headers: bearer(shopper.token),
      payload: method ? { method } : {},
    });
    expect(res.statusCode).toBe(200);
    return json(res).checkoutUrl;
  }

  /** Pays on the sandbox's Unified Checkout as a shopper would; answers where the gateway sends them back. */
  async function payOnGateway(checkoutUrl: string, fields: Record<string, string>) {
    const url = new URL(checkoutUrl);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/payment-sandbox/unifiedcheckout/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        clientSecret: url.searchParams.get('clientSecret')!,
        ...fields,
      }).toString(),
    });
    expect(res.statusCode).toBe(302);
    return new URL(res.headers.location as string);
  }
  const testCard = { number: TEST_CARD.number, expiry: TEST_CARD.expiry, cvv: TEST_CARD.cvv };

  /** A processed callback for `order`, signed like Paymob's (or not), of `amountCents`. */
  function callback(order: Order, overrides: Record<string, unknown> = {}, secret = settings.hmacSecret) {
    const obj = {
      id: 900_000_001,
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
      ...overrides,
    };
    return {
      method: 'POST' as const,
      url: `/api/payments/paymob/callback?hmac=${hmacOf(secret, processedString(obj))}`,
      payload: { type: 'TRANSACTION', obj },
    };
  }

  it('offers only the methods switched on, and refuses another', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/payments/methods' })).methods).toEqual([
      'card',
      'wallet',
      'instalments',
    ]);
    const cart = json(await createCart(t.app, shopper.token, [{ productId, quantity: 1 }])).data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cart._id}`,
      headers: bearer(shopper.token),
      payload: { ...CHECKOUT_BODY, paymentmethod: 'Bitcoin' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('pays by card: awaiting with stock held, then paid and confirmed at once, with one email', async () => {
    const before = await stock();
    const order = await checkout();
    expect(order.payment).toMatchObject({ method: 'card', status: 'awaiting', amountCents: 1_010_000 });
    expect(await stock()).toBe(before - 1);
    const back = await payOnGateway(await start(order._id), testCard);
    expect(back.pathname).toBe('/api/payments/paymob/return');
    const paid = await read(order._id);
    expect(paid.payment).toMatchObject({
      status: 'paid',
      transactionId: expect.any(String),
      refundedCents: 0,
    });
    expect(paid.confirmedAt).not.toBeNull();
    expect(await mails(order._id, 'payment.received')).toHaveLength(1);
    // The shopper's return is checked (HMAC) and sends them to the order's page.
    const returned = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/trackingorder/${order._id}`);
    const forged = new URLSearchParams(back.search);
    forged.set('amount_cents', '1');
    const refused = await t.app.inject({ method: 'GET', url: `${back.pathname}?${forged.toString()}` });
    expect(refused.headers.location).toBe('/myorder');
  });

  it('shows the sandbox’s Unified Checkout in English and Arabic, and refuses a wrong key or client secret', async () => {
    const order = await checkout();
    const url = new URL(await start(order._id));
    const en = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Card number');
    const ar = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}&lang=ar` });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('رقم البطاقة');
    url.searchParams.set('clientSecret', 'egy_csk_unknown');
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(404);
    const intention = await t.app.inject({
      method: 'POST',
      url: '/payment-sandbox/v1/intention/',
      headers: { authorization: 'Token wrong' },
      payload: {},
    });
    expect(intention.statusCode).toBe(401);
  });

  it('acts once on 50 copies of one callback at the same moment: one payment, one email', async () => {
    const order = await checkout();
    await start(order._id);
    const awaiting = await read(order._id);
    const request = callback(awaiting, { id: 900_000_050 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.app.inject(request)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const rows = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, order._id));
    expect(rows).toHaveLength(1);
    expect(await mails(order._id, 'payment.received')).toHaveLength(1);
    const kept = await t.database.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.orderId, order._id));
    expect(kept.filter((c) => c.verdict === 'paid')).toHaveLength(1);
    expect(kept.filter((c) => c.verdict === 'duplicate')).toHaveLength(49);
    expect((await read(order._id)).payment).toMatchObject({ status: 'paid', transactionId: '900000050' });
  });

  it('refuses a forged HMAC, an unknown order and a wrong amount or currency, changing nothing', async () => {
    const order = await checkout();
    await start(order._id);
    const awaiting = await read(order._id);
    expect((await t.app.inject(callback(awaiting, { id: 900_000_101 }, 'not-the-secret'))).statusCode).toBe(
      401,
    );
    const unknown = callback(
      { ...awaiting, payment: { ...awaiting.payment, providerOrderId: '1' } },
      { id: 900_000_102 },
    );
    expect((await t.app.inject(unknown)).statusCode).toBe(404);
    const less = callback(awaiting, { id: 900_000_103, amount_cents: 100 });
    expect((await t.app.inject(less)).statusCode).toBe(422);
    const dollars = callback(awaiting, { id: 900_000_104, currency: 'USD' });
    expect((await t.app.inject(dollars)).statusCode).toBe(422);
    expect((await read(order._id)).payment).toMatchObject({ status: 'awaiting', transactionId: null });
    expect(await mails(order._id, 'payment.received')).toHaveLength(0);
    const kept = await t.database.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.orderId, order._id));
    expect(kept.map((c) => c.verdict).sort()).toEqual([
      'refused: amount or currency',
      'refused: amount or currency',
    ]);
  });

  it('declines any other card, mails it, and lets the shopper retry by wallet and pay', async () => {
    const order = await checkout('Pay By Card', 'ar');
    await payOnGateway(await start(order._id), { number: '4111111111111111', expiry: '01/39', cvv: '123' });
    expect((await read(order._id)).payment.status).toBe('declined');
    const failed = await mails(order._id, 'payment.failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.subject).toMatch(/لم يتم الدفع/);
    const retry = await start(order._id, 'wallet');
    await payOnGateway(retry, { phone: TEST_WALLET.phone, pin: TEST_WALLET.pin, otp: TEST_WALLET.otp });
    const paid = await read(order._id);
    expect(paid.payment).toMatchObject({ method: 'wallet', status: 'paid' });
    expect(paid.paymentmethod).toBe('Mobile Wallet');
  });

  it('refunds half by a manager with a reason, mails it, logs it, and never refunds above what was paid', async () => {
    const order = await checkout();
    await payOnGateway(await start(order._id), testCard);
    const manager = await managerToken(t.app);
    const refund = (token: string, amountCents: unknown, reason: unknown = 'Damaged box') =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${order._id}/refund`,
        headers: bearer(token),
        payload: { amountCents, reason },
      });
    expect((await refund(await staffToken(t.app), 505_000)).statusCode).toBe(403);
    expect((await refund(manager, '505000')).statusCode).toBe(400);
    expect((await refund(manager, 505_000, '')).statusCode).toBe(400);
    // Piasters are whole; a reason is at most 200 characters; each refusal names its field.
    const fraction = await refund(manager, 1.5);
    expect(fraction.statusCode).toBe(400);
    expect(json(fraction).errors).toHaveProperty('amountCents');
    const long = await refund(manager, 100, 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(json(long).errors).toHaveProperty('reason');
    const half = await refund(manager, 505_000);
    expect(half.statusCode).toBe(200);
    expect(json(half).payment).toMatchObject({ status: 'partly refunded', refundedCents: 505_000 });
    const tooMuch = await refund(manager, 505_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(json(tooMuch).message).toMatch(/5,050/);
    const refunded = await mails(order._id, 'payment.refunded');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.text).toMatch(/refunded EGP\s?5,050/);
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, order._id), eq(activityLog.action, 'payment.refund')));
    expect(log).toHaveLength(1);
    expect((await refund(manager, 505_000)).statusCode).toBe(200);
    expect((await read(order._id)).payment).toMatchObject({ status: 'refunded', refundedCents: 1_010_000 });
    expect((await refund(manager, 1)).statusCode).toBe(409);
  });

  it('cancels an unpaid order when its hold runs out, stock back; a success after it is owed back, not lost', async () => {
    const before = await stock();
    const order = await checkout();
    await start(order._id);
    const awaiting = await read(order._id);
    await later(29 * MINUTE);
    await t.app.expirePaymentHolds();
    expect((await read(order._id)).status).toBe('pending');
    await later(2 * MINUTE);
    expect(await t.app.expirePaymentHolds()).toBeGreaterThanOrEqual(1);
    const cancelled = await read(order._id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelReason).toBe('Payment not completed');
    expect(cancelled.payment.status).toBe('expired');
    const returned = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order._id), eq(stockMovements.reason, 'cancel')));
    expect(returned.map((m) => m.delta)).toEqual([1]);
    expect(await stock()).toBeGreaterThanOrEqual(before);
    expect(await mails(order._id, 'order.cancelled')).toHaveLength(1);
    // The late success: kept, flagged for a refund, the order stays cancelled.
    expect((await t.app.inject(callback(awaiting, { id: 900_000_201 }))).statusCode).toBe(200);
    const late = await read(order._id);
    expect(late.status).toBe('cancelled');
    expect(late.payment).toMatchObject({ status: 'paid', needsRefund: true, transactionId: '900000201' });
  });

  it('lets a success that committed before the hold ran out win over the timer', async () => {
    const order = await checkout();
    await start(order._id);
    const awaiting = await read(order._id);
    await later(31 * MINUTE);
    const [paid, expired] = await Promise.all([
      t.app.inject(callback(awaiting, { id: 900_000_301 })),
      t.app.expirePaymentHolds(),
    ]);
    expect(paid.statusCode).toBe(200);
    const after = await read(order._id);
    // Whichever took the order's lock first decided; either way the money is accounted for.
    if (expired === 0) {
      expect(after.status).toBe('pending');
      expect(after.payment).toMatchObject({ status: 'paid', needsRefund: false });
    } else {
      expect(after.status).toBe('cancelled');
      expect(after.payment).toMatchObject({ status: 'paid', needsRefund: true });
    }
  });

  it('switches an unpaid order to cash on delivery, after which the desk confirms it by phone', async () => {
    const order = await checkout('Installment');
    const staff = await staffToken(t.app);
    const desk = json(
      await t.app.inject({ method: 'GET', url: `/api/staff/orders/${order._id}`, headers: bearer(staff) }),
    ).data;
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order._id}/confirmation`,
      headers: bearer(staff),
      payload: { outcome: 'confirmed', version: desk.version },
    });
    expect(early.statusCode).toBe(409);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${order._id}/cash`,
      headers: bearer(shopper.token),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.payment).toMatchObject({ method: 'cod', status: 'not required' });
    expect(json(res).data.paymentmethod).toBe('Cash On Delivery');
    const again = json(
      await t.app.inject({ method: 'GET', url: `/api/staff/orders/${order._id}`, headers: bearer(staff) }),
    ).data;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order._id}/confirmation`,
      headers: bearer(staff),
      payload: { outcome: 'confirmed', version: again.version },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('lists orders at the desk by payment status, with each order’s callbacks', async () => {
    const staff = await staffToken(t.app);
    const list = json(
      await t.app.inject({ method: 'GET', url: '/api/staff/orders?payment=expired', headers: bearer(staff) }),
    );
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.map((o: Order) => o.payment.status)).toEqual(list.data.map(() => 'expired'));
    const fresh = await checkout();
    const awaiting = json(
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/orders?payment=awaiting',
        headers: bearer(staff),
      }),
    );
    expect(awaiting.data.map((o: Order) => o._id)).toContain(fresh._id);
    expect(awaiting.data.map((o: Order) => o.payment.status)).toEqual(awaiting.data.map(() => 'awaiting'));
    // Combined with the order's status: the awaiting orders are all pending.
    const cancelledAwaiting = json(
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/orders?payment=awaiting&status=cancelled',
        headers: bearer(staff),
      }),
    );
    expect(cancelledAwaiting.data).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/orders?payment=lost', headers: bearer(staff) }))
        .statusCode,
    ).toBe(400);
    const paidOrder = json(
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/orders?payment=refunded',
        headers: bearer(staff),
      }),
    ).data[0];
    const desk = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/staff/orders/${paidOrder._id}`,
        headers: bearer(staff),
      }),
    ).data;
    expect(desk.paymentCallbacks.map((c: { verdict: string }) => c.verdict)).toContain('paid');
    // Staff see what each callback claimed, not its raw body (which names the payer).
    const processed = desk.paymentCallbacks.find((c: { verdict: string }) => c.verdict === 'paid');
    expect(processed).toEqual({
      _id: expect.any(String),
      kind: 'processed',
      transactionId: paidOrder.payment.transactionId,
      verdict: 'paid',
      amountCents: paidOrder.payment.amountCents,
      success: true,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(desk.paymentCallbacks)).not.toContain(paidOrder.userId.email);
    expect(desk.refunds).toHaveLength(2);
    expect(desk.refunds.map((r: { reason: string; channel: string }) => [r.reason, r.channel])).toEqual([
      ['Damaged box', 'gateway'],
      ['Damaged box', 'gateway'],
    ]);
  });

  it('refuses a shopper the desk’s payment filter and a refund, and a manager a refund of an unpaid order', async () => {
    const order = await checkout();
    const asShopper = await t.app.inject({
      method: 'GET',
      url: '/api/staff/orders?payment=paid',
      headers: bearer(shopper.token),
    });
    expect(asShopper.statusCode).toBe(403);
    const shopperRefund = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order._id}/refund`,
      headers: bearer(shopper.token),
      payload: { amountCents: 100, reason: 'Mine' },
    });
    expect(shopperRefund.statusCode).toBe(403);
    const unpaid = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order._id}/refund`,
      headers: bearer(await managerToken(t.app)),
      payload: { amountCents: 100, reason: 'Goodwill' },
    });
    expect(unpaid.statusCode).toBe(409);
    expect(json(unpaid).message).toBe('There is no payment on this order to refund yet.');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/staff/orders/00000000-0000-4000-8000-000000000000/refund',
      headers: bearer(await managerToken(t.app)),
      payload: { amountCents: 100, reason: 'Goodwill' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
