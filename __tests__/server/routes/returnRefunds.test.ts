// A return's money and its pickup address, on the real app and database: an order paid by card is refunded through
// the payment provider (the sandbox), a cash-on-delivery order's refund is recorded as paid out with its reference;
// returns' and managers' refunds together never pass what was paid (409, nothing changed). A new pickup address is
// kept with the return, and in the address book when asked, in one transaction (a full book or a bad field: nothing
// saved).
import { and, eq } from 'drizzle-orm';
import type { DeskReturn, Order, Return } from '../../../src/contract';
import {
  mailOutbox,
  paymentRefunds,
  payments,
  refunds,
  returns,
  savedAddresses,
} from '../../../server/db/schema';
import { TEST_CARD } from '../../../server/payments/sandbox';
import {
  ADDRESS,
  bearer,
  CHECKOUT_BODY,
  completeAtDesk,
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

const PRICE = 10_000;

describe('a return’s refund and pickup address', () => {
  let t: TestApp;
  const clock = Date.parse('2026-11-27T10:00:00Z');
  let shopper: Account;
  let staff: string;
  let productId: string;
  const base = testConfig().payments;
  const settings = { ...base, integrations: { card: 11, wallet: 22, instalments: 33 }, holdMinutes: 30 };

  beforeAll(async () => {
    t = await createTestApp({ config: { payments: settings }, now: () => clock });
    productId = (await inStockProduct(t.app))._id;
    await setVariants(t.database.db, productId, { quantity: 500, price: PRICE, priceAfterDiscount: 0 });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    shopper = await register(t.app);
    staff = await staffToken(t.app);
  });

  /** A delivered order of two units, paid by card on the sandbox's checkout or cash on delivery. */
  async function deliveredOrder(paymentmethod: 'Pay By Card' | 'Cash On Delivery'): Promise<Order> {
    const cart = json(await createCart(t.app, shopper.token, [{ productId, quantity: 2 }])).data;
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cart._id}`,
      headers: bearer(shopper.token),
      payload: { ...CHECKOUT_BODY, paymentmethod },
    });
    expect(placed.statusCode).toBe(201);
    const order = json<{ data: Order }>(placed).data;
    if (paymentmethod === 'Pay By Card') {
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/payments/${order._id}/pay`,
        headers: bearer(shopper.token),
        payload: {},
      });
      const url = new URL(json(started).checkoutUrl);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/payment-sandbox/unifiedcheckout/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          clientSecret: url.searchParams.get('clientSecret')!,
          number: TEST_CARD.number,
          expiry: TEST_CARD.expiry,
          cvv: TEST_CARD.cvv,
        }).toString(),
      });
      expect(paid.statusCode).toBe(302);
    }
    await completeAtDesk(t.app, staff, order._id);
    return order;
  }

  const ask = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/returns', headers: bearer(shopper.token), payload: body });
  const request = (order: Order, extra: Record<string, unknown> = {}) => ({
    orderId: order._id,
    lines: [{ productId, quantity: 1 }],
    reason: 'defective',
    note: '',
    photos: [],
    address: ADDRESS,
    ...extra,
  });
  const act = (id: string, action: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/returns/${id}/${action}`,
      headers: bearer(staff),
      payload,
    });
  const deskData = (res: Awaited<ReturnType<typeof act>>) => json<{ data: DeskReturn }>(res).data;

  /** A return of one unit of `order`, moved to inspected (not resellable): ready to refund. */
  async function inspectedReturn(order: Order): Promise<DeskReturn> {
    const asked = await ask(request(order));
    expect(asked.statusCode).toBe(201);
    const id = json<{ data: Return }>(asked).data._id;
    let ret = deskData(await act(id, 'approve', { pickupDate: '2026-12-01', version: 1 }));
    ret = deskData(await act(id, 'pickup', { version: ret.version }));
    ret = deskData(await act(id, 'receive', { version: ret.version }));
    const lines = ret.lines.map((line) => ({ lineId: line._id, resellable: 0 }));
    return deskData(await act(id, 'inspect', { lines, version: ret.version }));
  }
  const paymentOf = async (orderId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  const mails = (orderId: string, kind: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind as never)));

  it('refunds a card-paid order through the provider, its refund id kept as the reference, one email', async () => {
    const order = await deliveredOrder('Pay By Card');
    const ret = await inspectedReturn(order);
    expect(ret).toMatchObject({ paymentMethod: 'card', refundDue: PRICE });

    const byHand = await act(ret._id, 'refund', {
      method: 'wallet',
      reference: 'VF-1',
      amount: PRICE,
      version: ret.version,
    });
    expect(byHand.statusCode).toBe(409);
    expect(json(byHand).message).toMatch(/paid online/);
    const withReference = await act(ret._id, 'refund', {
      method: 'provider',
      reference: 'X-1',
      amount: PRICE,
      version: ret.version,
    });
    expect(withReference.statusCode).toBe(400);
    expect(json(withReference).errors).toHaveProperty('reference');

    const done = await act(ret._id, 'refund', {
      method: 'provider',
      reference: '',
      amount: PRICE,
      version: ret.version,
    });
    expect(done.statusCode).toBe(200);
    const refunded = deskData(done);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refund).toMatchObject({ amount: PRICE, method: 'provider' });
    const [ledger] = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order._id));
    expect(ledger).toMatchObject({ channel: 'gateway', amountCents: PRICE * 100 });
    expect(ledger!.providerRefundId).toBeTruthy();
    expect(refunded.refund!.reference).toBe(ledger!.providerRefundId);
    expect(await paymentOf(order._id)).toMatchObject({
      status: 'partly refunded',
      refundedCents: PRICE * 100,
    });
    expect(await mails(order._id, 'return.refunded')).toHaveLength(1);
    expect(await mails(order._id, 'payment.refunded')).toHaveLength(0);
  });

  it('never lets returns and a manager’s refunds together pass what was paid: 409, nothing changed', async () => {
    const order = await deliveredOrder('Pay By Card');
    const manager = await managerToken(t.app);
    const managerRefund = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order._id}/refund`,
      headers: bearer(manager),
      payload: { amountCents: (order.total - PRICE + 1) * 100, reason: 'Goodwill' },
    });
    expect(managerRefund.statusCode).toBe(200);
    const ret = await inspectedReturn(order);
    const before = await paymentOf(order._id);
    const tooMuch = await act(ret._id, 'refund', {
      method: 'provider',
      reference: '',
      amount: PRICE,
      version: ret.version,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(await paymentOf(order._id)).toEqual(before);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    const [row] = await t.database.db.select().from(returns).where(eq(returns.id, ret._id));
    expect(row).toMatchObject({ status: 'inspected', version: ret.version });
    const rest = await act(ret._id, 'refund', {
      method: 'provider',
      reference: '',
      amount: PRICE - 1,
      version: ret.version,
    });
    expect(rest.statusCode).toBe(200);
    expect(await paymentOf(order._id)).toMatchObject({
      status: 'refunded',
      refundedCents: order.total * 100,
    });
  });

  it('records a cash-on-delivery refund as paid out with its reference, counted on the order’s payment', async () => {
    const order = await deliveredOrder('Cash On Delivery');
    const ret = await inspectedReturn(order);
    expect(ret.paymentMethod).toBe('cod');
    const online = await act(ret._id, 'refund', {
      method: 'provider',
      reference: '',
      amount: PRICE,
      version: ret.version,
    });
    expect(online.statusCode).toBe(409);
    expect(json(online).message).toMatch(/not paid online/);
    const manager = await managerToken(t.app);
    const managerRefund = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order._id}/refund`,
      headers: bearer(manager),
      payload: { amountCents: (order.total - PRICE + 1) * 100, reason: 'Goodwill' },
    });
    expect(managerRefund.statusCode).toBe(200);
    const tooMuch = await act(ret._id, 'refund', {
      method: 'cash',
      reference: 'R-77',
      amount: PRICE,
      version: ret.version,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    const paid = await act(ret._id, 'refund', {
      method: 'cash',
      reference: 'R-77',
      amount: PRICE - 1,
      version: ret.version,
    });
    expect(paid.statusCode).toBe(200);
    expect(deskData(paid).refund).toMatchObject({ method: 'cash', reference: 'R-77', amount: PRICE - 1 });
    const ledger = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order._id));
    expect(ledger.map((entry) => entry.channel)).toEqual(['cash', 'cash']);
    expect(ledger.every((entry) => entry.providerRefundId === null)).toBe(true);
    expect((await paymentOf(order._id)).refundedCents).toBe(order.total * 100);
  });

  describe('a new pickup address', () => {
    const NEW_ADDRESS = {
      government: 'Giza',
      city: 'Dokki',
      street: 'Tahrir Street',
      building: '40',
      floor: '2',
      apartment: '',
      landmark: 'Next to the bank',
    };
    const book = () =>
      t.database.db.select().from(savedAddresses).where(eq(savedAddresses.userId, shopper.user._id));
    const rowsOf = (orderId: string) =>
      t.database.db.select().from(returns).where(eq(returns.orderId, orderId));

    it('is kept with the return, and in the address book when asked', async () => {
      const order = await deliveredOrder('Cash On Delivery');
      const kept = await ask(request(order, { address: NEW_ADDRESS, saveAddress: true }));
      expect(kept.statusCode).toBe(201);
      expect(json<{ data: Return }>(kept).data.address).toMatchObject(NEW_ADDRESS);
      expect(await book()).toEqual([expect.objectContaining({ ...NEW_ADDRESS, isDefault: true })]);
      const other = await deliveredOrder('Cash On Delivery');
      const notKept = await ask(request(other, { address: { ...NEW_ADDRESS, building: '41' } }));
      expect(notKept.statusCode).toBe(201);
      expect(await book()).toHaveLength(1);
    });

    it('with a full address book: 409 and nothing saved, neither the return nor the address', async () => {
      const order = await deliveredOrder('Cash On Delivery');
      for (let i = 1; i <= 10; i += 1) {
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/user/addresses',
          headers: bearer(shopper.token),
          payload: { ...NEW_ADDRESS, building: String(i) },
        });
        expect(added.statusCode).toBe(201);
      }
      const full = await ask(request(order, { address: NEW_ADDRESS, saveAddress: true }));
      expect(full.statusCode).toBe(409);
      expect(await rowsOf(order._id)).toEqual([]);
      expect(await book()).toHaveLength(10);
    });

    it.each([
      ['address.city', { address: { ...NEW_ADDRESS, city: '' } }],
      ['address.building', { address: { ...NEW_ADDRESS, building: 12 } }],
      ['address.floor', { address: { ...NEW_ADDRESS, floor: '3-A' } }],
      ['address.landmark', { address: { ...NEW_ADDRESS, landmark: 'x'.repeat(51) } }],
      ['address', { address: 'Giza' }],
      ['saveAddress', { address: NEW_ADDRESS, saveAddress: 'yes' }],
    ])('refuses a bad one with 400 naming %s, saving nothing', async (field, change) => {
      const order = await deliveredOrder('Cash On Delivery');
      const res = await ask(request(order, { saveAddress: true, ...change }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(json(res).errors)).toContain(field);
      expect(await rowsOf(order._id)).toEqual([]);
      expect(await book()).toEqual([]);
    });
  });
});
