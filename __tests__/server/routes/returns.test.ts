// /api/returns and /api/staff/returns: the law's windows counted from delivery (each edge, both windows, on a moved
// clock), one return for a line however many requests race for it, the desk's steps with their versions (stale →
// 409), resellable units back in stock as "returned", refunds never above what was paid, emails in the shopper's
// language at every step, another shopper's order 404, bad input 400 naming the field with nothing saved.
import { and, eq, inArray } from 'drizzle-orm';
import { refreshDefaults } from '../../../server/catalogue';
import type {
  DeskReturn,
  Order,
  ProductDetail,
  Return,
  ReturnsOfOrder,
  Variant,
} from '../../../src/contract';
import {
  activityLog,
  mailOutbox,
  products as productsTable,
  productVariants,
  refunds,
  returnLines,
  returns,
  stockMovements,
} from '../../../server/db/schema';
import {
  ADDRESS,
  completeAtDesk,
  bearer,
  createCart,
  CHECKOUT_BODY,
  inStockProduct,
  json,
  products,
  register,
  staffToken,
  type Account,
} from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';
import { photo, photoForm } from '../../support/server/photos';
import { setVariants } from '../../support/server/variants';

const DAY = 86_400_000;
const PICKUP_FEE = 50;

describe('returns and refunds', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 1, 9, 0, 0);
  let staff: string;
  let shopper: Account;
  let productId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { returnPickupFeeEgp: PICKUP_FEE } });
    staff = await staffToken(t.app);
    shopper = await register(t.app);
    const first = await inStockProduct(t.app, 1);
    productId = first._id;
    otherId = (await products(t.app)).find(
      (p) => p._id !== productId && p.priceAfterDiscount === 0 && p.options.length === 0,
    )!._id;
    for (const id of [productId, otherId]) {
      await setVariants(t.database.db, id, { quantity: 1000 });
    }
  });
  afterAll(() => t.close());

  /** An order of `lines`, placed and moved to completed (delivered) at the clock's time. */
  async function deliveredOrder(
    lines: { productId: string; quantity: number }[] = [{ productId, quantity: 2 }],
    account = shopper,
  ): Promise<Order> {
    const cart = await createCart(t.app, account.token, lines);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${json(cart).data._id}`,
      headers: bearer(account.token),
      payload: CHECKOUT_BODY,
    });
    expect(res.statusCode).toBe(201);
    const order = json<{ data: Order }>(res).data;
    await completeAtDesk(t.app, staff, order._id);
    return order;
  }

  /**
   * Moves the clock forward (never back) and signs staff and the shopper in again: an access token lives 15 minutes
   * of the same clock.
   */
  async function moveClockTo(time: number) {
    clock = time;
    staff = await staffToken(t.app);
    shopper = {
      ...shopper,
      token: await staffToken(t.app, { email: shopper.email, password: shopper.password }),
    };
  }

  const ask = (body: Record<string, unknown>, account = shopper, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/returns',
      headers: { ...bearer(account.token), 'accept-language': lang },
      payload: body,
    });
  const request = (order: Order, reason: string, extra: Record<string, unknown> = {}) => ({
    orderId: order._id,
    lines: [{ productId: order.cartId.products[0]!.product._id, quantity: 1 }],
    reason,
    note: '',
    photos: [],
    address: ADDRESS,
    ...extra,
  });
  const ofOrder = async (id: string, account = shopper) =>
    t.app.inject({ method: 'GET', url: `/api/returns/order/${id}`, headers: bearer(account.token) });
  const act = (id: string, action: string, payload: Record<string, unknown>, token = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/returns/${id}/${action}`,
      headers: bearer(token),
      payload,
    });
  const deskRead = async (id: string) =>
    json<{ data: DeskReturn }>(
      await t.app.inject({ method: 'GET', url: `/api/staff/returns/${id}`, headers: bearer(staff) }),
    ).data;
  const returnRows = (orderId: string) =>
    t.database.db.select().from(returns).where(eq(returns.orderId, orderId));
  const stockOf = async (id: string) =>
    (await t.database.db.select().from(productsTable).where(eq(productsTable.id, id)))[0]!.quantity;

  describe('the windows, counted from delivery', () => {
    it.each([
      ['changed my mind', 14],
      ['defective', 30],
      ['not as described', 30],
    ])(
      'takes "%s" up to %i days after delivery, to the millisecond, and refuses it after',
      async (reason, days) => {
        const start = clock;
        const inside = await deliveredOrder();
        const outside = await deliveredOrder();
        await moveClockTo(start + days * DAY);
        const accepted = await ask(request(inside, reason));
        expect(accepted.statusCode).toBe(201);
        expect(json<{ data: Return }>(accepted).data).toMatchObject({ status: 'requested', reason });
        clock += 1;
        const refused = await ask(request(outside, reason));
        expect(refused.statusCode).toBe(409);
        expect(json(refused).message).toMatch(
          reason === 'changed my mind' ? /14 days .* changed your mind/ : /30 days .* defective/,
        );
        expect(json(refused).errors).toEqual({ reason: 'The return window has closed' });
        expect(await returnRows(outside._id)).toEqual([]);
      },
    );

    it('shows the button while a window is open, then says why not, with the warranty route, in Arabic too', async () => {
      const start = clock;
      const order = await deliveredOrder();
      const open = json<{ data: ReturnsOfOrder }>(await ofOrder(order._id)).data;
      expect(open).toMatchObject({ open: true, closedReason: null, pickupFee: PICKUP_FEE, deliveryFee: 100 });
      expect(open.changeOfMindUntil).toBe(new Date(start + 14 * DAY).toISOString());
      expect(open.defectUntil).toBe(new Date(start + 30 * DAY).toISOString());
      expect(open.lines).toEqual([expect.objectContaining({ productId, bought: 2, returnable: 2 })]);
      await moveClockTo(start + 30 * DAY + 1);
      const closed = json<{ data: ReturnsOfOrder }>(await ofOrder(order._id)).data;
      expect(closed).toMatchObject({ open: false, closedReason: 'returns.closed.windowClosed' });
      const arabic = await ask(request(order, 'defective'), shopper, 'ar');
      expect(arabic.statusCode).toBe(409);
      expect(json(arabic).message).toContain('جهاز حماية المستهلك');
    });

    it('refuses an order not yet delivered with 409', async () => {
      const cart = await createCart(t.app, shopper.token, [{ productId, quantity: 1 }]);
      const placed = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${json(cart).data._id}`,
        headers: bearer(shopper.token),
        payload: CHECKOUT_BODY,
      });
      const order = json<{ data: Order }>(placed).data;
      expect(json<{ data: ReturnsOfOrder }>(await ofOrder(order._id)).data).toMatchObject({
        open: false,
        closedReason: 'returns.closed.notCompleted',
      });
      expect((await ask(request(order, 'defective'))).statusCode).toBe(409);
    });
  });

  it('makes one return of ten requests at once for the same line, and refuses more units than bought', async () => {
    const order = await deliveredOrder([{ productId, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(request(order, 'defective'))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await returnRows(order._id)).toHaveLength(1);
    const two = await deliveredOrder([{ productId, quantity: 2 }]);
    const tooMany = await ask(request(two, 'defective', { lines: [{ productId, quantity: 3 }] }));
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).errors).toEqual({ [productId]: 2 });
    expect((await ask(request(two, 'defective'))).statusCode).toBe(201);
    expect((await ask(request(two, 'wrong item'))).statusCode).toBe(201);
    expect((await ask(request(two, 'wrong item'))).statusCode).toBe(409);
  });

  it('answers 404 for another shopper’s order, to read and to return', async () => {
    const order = await deliveredOrder();
    const stranger = await register(t.app);
    expect((await ofOrder(order._id, stranger)).statusCode).toBe(404);
    expect((await ask(request(order, 'defective'), stranger)).statusCode).toBe(404);
    expect(await returnRows(order._id)).toEqual([]);
  });

  it.each([
    ['reason', { reason: 'bored' }],
    ['lines', { lines: [] }],
    ['lines[0].quantity', { lines: [{ productId: 'x', quantity: '1' }] }],
    ['lines[0].productId', { lines: [{ productId: 'not-in-this-order', quantity: 1 }] }],
    ['photos', { reason: 'changed my mind', photos: ['/uploads/0123456789abcdef0123456789abcdef-480.webp'] }],
    ['photos[0]', { photos: ['/uploads/0123456789abcdef0123456789abcdef-480.webp'] }],
    ['address.government', { address: { ...ADDRESS, government: 'Atlantis' } }],
    ['note', { note: 'x'.repeat(501) }],
  ])('refuses bad input with 400 naming %s, and saves nothing', async (field, change) => {
    const order = await deliveredOrder();
    const res = await ask(request(order, 'defective', change));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res).errors)).toContain(field);
    expect(await returnRows(order._id)).toEqual([]);
    expect(await t.database.db.select().from(returnLines).where(eq(returnLines.orderId, order._id))).toEqual(
      [],
    );
  });

  it('keeps the desk to staff', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/staff/returns',
      headers: bearer(shopper.token),
    });
    expect(listed.statusCode).toBe(403);
  });

  describe('at the desk', () => {
    it('takes a defective unit with a photo through every step: stock +1 as "returned", refunded by wallet, emails in Arabic', async () => {
      const order = await deliveredOrder([{ productId, quantity: 2 }]);
      const form = photoForm(await photo('jpeg', { width: 321, height: 240 }), 'crack.jpg', 'image/jpeg');
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/returns/photos',
        headers: bearer(shopper.token),
        payload: form,
      });
      expect(uploaded.statusCode).toBe(201);
      const picture = json(uploaded).data.url as string;
      const asked = await ask(
        request(order, 'defective', { photos: [picture], note: 'The screen flickers' }),
        shopper,
        'ar',
      );
      expect(asked.statusCode).toBe(201);
      const id = json<{ data: Return }>(asked).data._id;
      let ret = await deskRead(id);
      expect(ret).toMatchObject({
        status: 'requested',
        photos: [picture],
        refundDue: order.cartId.products[0]!.product.unitPrice,
      });

      // A stale version is refused and changes nothing.
      expect(
        (await act(id, 'approve', { pickupDate: '2026-11-20', version: ret.version + 1 })).statusCode,
      ).toBe(409);
      expect((await act(id, 'receive', { version: ret.version })).statusCode).toBe(409);
      const approved = await act(id, 'approve', { pickupDate: '2026-11-20', version: ret.version });
      expect(approved.statusCode).toBe(200);
      expect((await act(id, 'approve', { pickupDate: '2026-11-21', version: ret.version })).statusCode).toBe(
        409,
      );
      ret = json<{ data: DeskReturn }>(approved).data;
      expect(ret).toMatchObject({ status: 'approved', pickupDate: '2026-11-20' });
      ret = json<{ data: DeskReturn }>(await act(id, 'pickup', { version: ret.version })).data;
      ret = json<{ data: DeskReturn }>(await act(id, 'receive', { version: ret.version })).data;
      expect(ret.status).toBe('received');

      const before = await stockOf(productId);
      const badInspect = await act(id, 'inspect', {
        lines: [{ lineId: ret.lines[0]!._id, resellable: 2 }],
        version: ret.version,
      });
      expect(badInspect.statusCode).toBe(400);
      expect(json(badInspect).errors).toHaveProperty(['lines[0].resellable']);
      expect(await stockOf(productId)).toBe(before);
      const inspected = await act(id, 'inspect', {
        lines: [{ lineId: ret.lines[0]!._id, resellable: 1 }],
        version: ret.version,
      });
      expect(inspected.statusCode).toBe(200);
      ret = json<{ data: DeskReturn }>(inspected).data;
      expect(ret.lines[0]).toMatchObject({ resellable: 1, notResellable: 0 });
      expect(await stockOf(productId)).toBe(before + 1);
      const [movement] = await t.database.db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, order._id), eq(stockMovements.reason, 'returned')));
      expect(movement).toMatchObject({ delta: 1, quantityAfter: before + 1, productId });

      const above = await act(id, 'refund', {
        method: 'wallet',
        reference: 'VF-1',
        amount: order.total + 1,
        version: ret.version,
      });
      expect(above.statusCode).toBe(409);
      expect(json(above).message).toBe('The refunds of this order would exceed what was paid for it.');
      expect(await t.database.db.select().from(refunds).where(eq(refunds.returnId, id))).toEqual([]);
      const refunded = await act(id, 'refund', {
        method: 'wallet',
        reference: 'VF-778899',
        amount: ret.refundDue,
        version: ret.version,
      });
      expect(refunded.statusCode).toBe(200);
      expect(json<{ data: DeskReturn }>(refunded).data).toMatchObject({
        status: 'refunded',
        refund: { method: 'wallet', reference: 'VF-778899', amount: ret.refundDue },
        orderRefunded: ret.refundDue,
      });

      const mine = json<{ data: ReturnsOfOrder }>(await ofOrder(order._id)).data;
      expect(mine.returns[0]).toMatchObject({ status: 'refunded' });
      expect(mine.returns[0]!.history.map((change) => change.status)).toEqual([
        'requested',
        'approved',
        'picked up',
        'received',
        'inspected',
        'refunded',
      ]);
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, order._id)));
      const returnMails = mails.filter((mail) => mail.kind.startsWith('return.'));
      expect(returnMails.map((mail) => mail.kind).sort()).toEqual(
        [
          'return.requested',
          'return.approved',
          'return.pickedUp',
          'return.received',
          'return.inspected',
          'return.refunded',
        ].sort(),
      );
      const refundMail = returnMails.find((mail) => mail.kind === 'return.refunded')!;
      expect(refundMail.html).toContain('dir="rtl"');
      expect(refundMail.text).toContain('VF-778899');
      expect(refundMail.text).toContain('محفظة إلكترونية');
      const actions = await t.database.db.select().from(activityLog).where(eq(activityLog.entityId, id));
      expect(actions.map((row) => row.action).sort()).toEqual(
        ['return.approve', 'return.pickup', 'return.receive', 'return.inspect', 'return.refund'].sort(),
      );
    });

    /** Moves a return to inspected with every unit not resellable; answers its desk view. */
    async function inspectedReturn(id: string): Promise<DeskReturn> {
      let ret = await deskRead(id);
      ret = json<{ data: DeskReturn }>(
        await act(id, 'approve', { pickupDate: '2026-12-01', version: ret.version }),
      ).data;
      ret = json<{ data: DeskReturn }>(await act(id, 'pickup', { version: ret.version })).data;
      ret = json<{ data: DeskReturn }>(await act(id, 'receive', { version: ret.version })).data;
      const lines = ret.lines.map((line) => ({ lineId: line._id, resellable: 0 }));
      return json<{ data: DeskReturn }>(await act(id, 'inspect', { lines, version: ret.version })).data;
    }

    it('refunds the delivery fee when the whole order comes back for a fault, and takes the pickup fee for a change of mind', async () => {
      const whole = await deliveredOrder([
        { productId, quantity: 1 },
        { productId: otherId, quantity: 1 },
      ]);
      const faulty = await ask(
        request(whole, 'damaged on arrival', {
          lines: [
            { productId, quantity: 1 },
            { productId: otherId, quantity: 1 },
          ],
        }),
      );
      const faultyReturn = await inspectedReturn(json(faulty).data._id);
      expect(faultyReturn.refundDue).toBe(whole.total);
      expect(faultyReturn.pickupFee).toBe(0);
      expect(
        (
          await act(faultyReturn._id, 'refund', {
            method: 'transfer',
            reference: 'CIB-1',
            amount: whole.total,
            version: faultyReturn.version,
          })
        ).statusCode,
      ).toBe(200);

      const mind = await deliveredOrder([{ productId, quantity: 1 }]);
      const asked = await ask(request(mind, 'changed my mind'));
      const mindReturn = await inspectedReturn(json(asked).data._id);
      expect(mindReturn.pickupFee).toBe(PICKUP_FEE);
      expect(mindReturn.refundDue).toBe(mind.subtotal - PICKUP_FEE);
      const tooMuch = await act(mindReturn._id, 'refund', {
        method: 'cash',
        reference: 'R-1',
        amount: mindReturn.refundDue + 1,
        version: mindReturn.version,
      });
      expect(tooMuch.statusCode).toBe(409);
    });

    it('rejects with the shop’s reason (a note for "other"), and the units can be asked for again', async () => {
      const order = await deliveredOrder([{ productId, quantity: 1 }]);
      const id = json(await ask(request(order, 'not as described'))).data._id as string;
      const ret = await deskRead(id);
      const noNote = await act(id, 'reject', { reason: 'other', note: '', version: ret.version });
      expect(noNote.statusCode).toBe(400);
      expect(json(noNote).errors).toHaveProperty('note');
      const rejected = await act(id, 'reject', {
        reason: 'missing accessories',
        note: '',
        version: ret.version,
      });
      expect(json<{ data: DeskReturn }>(rejected).data).toMatchObject({
        status: 'rejected',
        rejectReason: 'missing accessories',
      });
      expect((await ask(request(order, 'not as described'))).statusCode).toBe(201);
    });

    it('lists by status and reason, oldest first, and finds by order number, name and phone', async () => {
      const buyer = await register(t.app, { name: 'Salma Returner', phone: '01098765432' });
      const order = await deliveredOrder([{ productId, quantity: 1 }], buyer);
      const id = json(await ask(request(order, 'wrong item'), buyer)).data._id as string;
      const find = async (query: string) =>
        json<{ data: DeskReturn[] }>(
          await t.app.inject({ method: 'GET', url: `/api/staff/returns?${query}`, headers: bearer(staff) }),
        ).data.map((ret) => ret._id);
      expect(await find(`search=${order._id.slice(0, 8).toUpperCase()}`)).toEqual([id]);
      expect(await find('search=salma%20ret')).toEqual([id]);
      expect(await find('search=010%209876%205432')).toEqual([id]);
      expect(await find('reason=wrong%20item&status=requested&search=Salma')).toEqual([id]);
      expect(await find('status=refunded&search=Salma')).toEqual([]);
      const all = await find('limit=100');
      const newest = await find('limit=100&sort=newest');
      expect(newest).toEqual([...all].reverse());
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/staff/returns?status=lost',
        headers: bearer(staff),
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).errors).toHaveProperty('status');
    });
  });

  describe('an order with one product in two variants', () => {
    let phone: ProductDetail;
    let blue: Variant;
    let second: Variant;

    beforeAll(async () => {
      const listed = (await products(t.app, 'search=Nova Phone 16 Pro&limit=20')).find(
        (p) => p.name === 'Nova Phone 16 Pro',
      )!;
      const detail = await t.app.inject({ method: 'GET', url: `/api/product/${listed._id}` });
      phone = json<{ product: ProductDetail }>(detail).product;
      const of = (...values: string[]) =>
        phone.variants.find((v) => v.optionValues.join('|') === values.join('|'))!;
      blue = of('512 GB', 'Blue');
      // Another storage in another colour: a different price and different choices.
      second = phone.variants.find((v) => v.storage !== '512 GB' && v.color !== 'Blue')!;
      await t.app.catalogue.write(async (tx) => {
        await tx
          .update(productVariants)
          .set({ quantity: 50 })
          .where(inArray(productVariants.id, [blue._id, second._id]));
        await refreshDefaults(tx, [phone._id]);
      });
    });

    const unitsOf = async (variantId: string) =>
      (
        await t.database.db
          .select({ quantity: productVariants.quantity })
          .from(productVariants)
          .where(eq(productVariants.id, variantId))
      )[0]!.quantity;
    const priceOf = (variant: Variant) => variant.priceAfterDiscount || variant.price;

    /** One blue 512 GB and one second 256 GB, placed and delivered. */
    async function bothVariants(): Promise<Order> {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: bearer(shopper.token),
        payload: {
          products: [
            { productId: phone._id, variantId: blue._id, quantity: 1 },
            { productId: phone._id, variantId: second._id, quantity: 1 },
          ],
        },
      });
      expect(made.statusCode).toBe(201);
      const placed = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${json(made).data._id}`,
        headers: bearer(shopper.token),
        payload: CHECKOUT_BODY,
      });
      expect(placed.statusCode).toBe(201);
      const order = json<{ data: Order }>(placed).data;
      await completeAtDesk(t.app, staff, order._id);
      return order;
    }
    const asking = (order: Order, lines: object[]) =>
      request(order, 'defective', { lines, note: 'The screen flickers' });

    it('lists each variant as its own line with its choices in both languages', async () => {
      const order = await bothVariants();
      const data = json<{ data: ReturnsOfOrder }>(await ofOrder(order._id)).data;
      expect(data.open).toBe(true);
      expect(
        data.lines.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          values: line.variant?.choices.map((c) => [c.value, c.valueAr]),
          unitPrice: line.unitPrice,
          returnable: line.returnable,
        })),
      ).toEqual(
        expect.arrayContaining([
          {
            productId: phone._id,
            variantId: blue._id,
            values: [
              ['512 GB', '512 جيجابايت'],
              ['Blue', 'أزرق'],
            ],
            unitPrice: priceOf(blue),
            returnable: 1,
          },
          {
            productId: phone._id,
            variantId: second._id,
            values: phone.options.map((option, n) => {
              const value = option.values.find((each) => each.value === second.optionValues[n])!;
              return [value.value, value.valueAr];
            }),
            unitPrice: priceOf(second),
            returnable: 1,
          },
        ]),
      );
      expect(data.lines).toHaveLength(2);
    });

    it('refuses a line without its variant with 400 naming the line, and a line named twice, saving nothing', async () => {
      const order = await bothVariants();
      const unnamed = await ask(asking(order, [{ productId: phone._id, quantity: 1 }]));
      expect(unnamed.statusCode).toBe(400);
      expect(json(unnamed).errors).toEqual({
        'lines[0].variantId': "Choose which of this item's variants to return",
      });
      const twice = await ask(
        asking(order, [
          { productId: phone._id, variantId: blue._id, quantity: 1 },
          { productId: phone._id, variantId: blue._id, quantity: 1 },
        ]),
      );
      expect(twice.statusCode).toBe(400);
      const other = await ask(asking(order, [{ productId: phone._id, variantId: otherId, quantity: 1 }]));
      expect(other.statusCode).toBe(400);
      expect(json(other).errors).toHaveProperty(['lines[0].variantId']);
      expect(await returnRows(order._id)).toEqual([]);
    });

    it('returns one variant: its price refunded, its stock back, and the other still returnable', async () => {
      const order = await bothVariants();
      const asked = await ask(asking(order, [{ productId: phone._id, variantId: blue._id, quantity: 1 }]));
      expect(asked.statusCode).toBe(201);
      const made = json<{ data: Return }>(asked).data;
      expect(made.lines).toHaveLength(1);
      expect(made.lines[0]).toMatchObject({
        productId: phone._id,
        variantId: blue._id,
        variant: { _id: blue._id, sku: blue.sku },
        unitPrice: priceOf(blue),
        quantity: 1,
      });
      // One of the order's two lines, for a fault: that line's price, no delivery fee and no pickup fee.
      expect(made.refundDue).toBe(priceOf(blue));
      const [stored] = await t.database.db
        .select()
        .from(returnLines)
        .where(eq(returnLines.returnId, made._id));
      expect(stored).toMatchObject({ productId: phone._id, variantId: blue._id });
      const requestedMail = (
        await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order._id))
      ).find((mail) => mail.kind === 'return.requested')!;
      expect(requestedMail.text).toContain('Nova Phone 16 Pro (512 GB · Blue)');

      let lines = json<{ data: ReturnsOfOrder }>(await ofOrder(order._id)).data.lines;
      expect(lines.find((line) => line.variantId === blue._id)!.returnable).toBe(0);
      expect(lines.find((line) => line.variantId === second._id)!.returnable).toBe(1);
      const again = await ask(asking(order, [{ productId: phone._id, variantId: blue._id, quantity: 1 }]));
      expect(again.statusCode).toBe(409);
      expect(json(again).errors).toEqual({ [blue._id]: 0 });

      const [blueBefore, secondBefore] = [await unitsOf(blue._id), await unitsOf(second._id)];
      let ret = await deskRead(made._id);
      ret = json<{ data: DeskReturn }>(
        await act(made._id, 'approve', { pickupDate: '2026-12-01', version: ret.version }),
      ).data;
      ret = json<{ data: DeskReturn }>(await act(made._id, 'pickup', { version: ret.version })).data;
      ret = json<{ data: DeskReturn }>(await act(made._id, 'receive', { version: ret.version })).data;
      const inspected = await act(made._id, 'inspect', {
        lines: [{ lineId: ret.lines[0]!._id, resellable: 1 }],
        version: ret.version,
      });
      expect(inspected.statusCode).toBe(200);
      ret = json<{ data: DeskReturn }>(inspected).data;
      expect(await unitsOf(blue._id)).toBe(blueBefore + 1);
      expect(await unitsOf(second._id)).toBe(secondBefore);
      const [movement] = await t.database.db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, order._id), eq(stockMovements.reason, 'returned')));
      expect(movement).toMatchObject({ productId: phone._id, variantId: blue._id, delta: 1 });
      const refunded = await act(made._id, 'refund', {
        method: 'cash',
        reference: 'RC-1',
        amount: priceOf(blue),
        version: ret.version,
      });
      expect(refunded.statusCode).toBe(200);
      expect(json<{ data: DeskReturn }>(refunded).data.refund).toMatchObject({ amount: priceOf(blue) });

      // The other variant comes back later: with it the whole order is in returns, so the fault refunds delivery.
      const later = await ask(asking(order, [{ productId: phone._id, variantId: second._id, quantity: 1 }]));
      expect(later.statusCode).toBe(201);
      expect(json<{ data: Return }>(later).data.refundDue).toBe(priceOf(second) + order.deliveryFee);
      lines = json<{ data: ReturnsOfOrder }>(await ofOrder(order._id)).data.lines;
      expect(lines.map((line) => line.returnable)).toEqual([0, 0]);
    });
  });
});
