// /api/staff/orders, the order desk: search by number, name, phone and email; status and Cairo-day filters; pages;
// bad queries refused naming the field; one order with who moved it and why; cancel with the shop's reason (stock
// returns); append-only internal notes; a second action on a stale order refused with 409.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { BackOfficePage, DeskOrder, Order, OrderNote } from '../../../src/contract';
import {
  activityLog,
  orderNotes,
  orders as ordersTable,
  products as productsTable,
  stockMovements,
  users,
} from '../../../server/db/schema';
import {
  advanceAtDesk,
  bearer,
  completeAtDesk,
  confirmAtDesk,
  SHIPMENT,
  deskOrder,
  inStockProduct,
  json,
  managerToken,
  placeOrder,
  register,
  staffToken,
  type Account,
} from '../../support/server/api';
import { createTestApp, STAFF, type TestApp } from '../../support/server/harness';
import { setVariants } from '../../support/server/variants';

/** Letters only (the account name rule), different on every call. */
const uniqueWord = () => [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
/** A valid Egyptian mobile number, different on every call. */
const uniquePhone = () => `010${[...randomBytes(8)].map((byte) => byte % 10).join('')}`;
const numberOf = (id: string) => id.split('-')[0]!.toUpperCase();

describe('the order desk', () => {
  let t: TestApp;
  let staff: string;
  let manager: string;
  let staffId: string;
  let productId: string;
  beforeAll(async () => {
    // A clock that never gives two writes the same millisecond, so notes and history keep their order.
    let last = 0;
    t = await createTestApp({ now: () => (last = Math.max(Date.now(), last + 1)) });
    staff = await staffToken(t.app);
    manager = await managerToken(t.app);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, STAFF.email));
    staffId = row!.id;
    productId = (await inStockProduct(t.app))._id;
    await setStock(productId, 500);
  });
  afterAll(() => t.close());

  async function setStock(id: string, quantity: number) {
    await setVariants(t.database.db, id, { quantity });
  }
  const stockOf = async (id: string) =>
    (
      await t.database.db
        .select({ q: productsTable.quantity })
        .from(productsTable)
        .where(eq(productsTable.id, id))
    )[0]!.q;
  const setPlacedAt = (id: string, iso: string) =>
    t.database.db
      .update(ordersTable)
      .set({ createdAt: new Date(iso) })
      .where(eq(ordersTable.id, id));

  const customer = (overrides: Record<string, string> = {}) =>
    register(t.app, { name: `Mona ${uniqueWord()}`, phone: uniquePhone(), ...overrides });
  const list = (query: string, token = staff, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/staff/orders?${query}`,
      headers: { ...bearer(token), ...headers },
    });
  const page = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    return json<BackOfficePage<Order>>(res);
  };
  const ids = async (query: string) => (await page(query)).data.map((order) => order._id);
  const post = (url: string, payload: object, token = staff) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const cancelAtDesk = (id: string, version: number, reason = 'Out of stock', token = staff) =>
    post(`/api/staff/orders/${id}/cancel`, { reason, version }, token);
  const addNote = (id: string, body: string, token = staff) =>
    post(`/api/staff/orders/${id}/notes`, { body }, token);

  describe('the list', () => {
    let buyer: Account;
    let placed: Order[];
    beforeAll(async () => {
      buyer = await customer();
      placed = [];
      for (let i = 0; i < 22; i += 1) {
        const order = await placeOrder(t.app, buyer.token, productId);
        await setPlacedAt(order._id, new Date(Date.UTC(2026, 9, 1, 8, i)).toISOString());
        placed.push(order);
      }
    });

    it('answers newest first, 20 a page, with the page, pages, total and limit', async () => {
      const search = `search=${encodeURIComponent(buyer.email)}`;
      const first = await page(search);
      expect(first).toMatchObject({ page: 1, pages: 2, total: 22, limit: 20 });
      expect(first.data).toHaveLength(20);
      const second = await page(`${search}&page=2`);
      expect(second).toMatchObject({ page: 2, pages: 2, total: 22, limit: 20 });
      const newestFirst = [...placed].reverse().map((order) => order._id);
      expect([...first.data, ...second.data].map((order) => order._id)).toEqual(newestFirst);
      expect((await page(`${search}&limit=50`)).data).toHaveLength(22);
      expect((await page(`${search}&page=3`)).data).toEqual([]);
    });

    it('lists every customer’s orders with the shopper’s order shape and their risk flag', async () => {
      const other = await customer();
      const theirs = await placeOrder(t.app, other.token, productId);
      const all = await page('limit=100');
      expect(all.total).toBeGreaterThanOrEqual(23);
      const found = all.data.find((order) => order._id === theirs._id);
      expect(found).toEqual({ ...theirs, flagged: false });
    });
  });

  describe('search', () => {
    let mona: Account;
    let karim: Account;
    let monas: Order[];
    let karims: Order;
    beforeAll(async () => {
      mona = await customer({ name: `Mona Qadri ${uniqueWord()}`, phone: uniquePhone() });
      karim = await customer({ name: `Karim Fahmy ${uniqueWord()}` });
      monas = [
        await placeOrder(t.app, mona.token, productId),
        await placeOrder(t.app, mona.token, productId),
      ];
      karims = await placeOrder(t.app, karim.token, productId);
    });
    const searchFor = (text: string) => ids(`search=${encodeURIComponent(text)}&limit=100`);

    it('finds an order by its number as the desk shows it, with or without #, and by its start', async () => {
      const number = numberOf(karims._id);
      expect(await searchFor(number)).toEqual([karims._id]);
      expect(await searchFor(`#${number.toLowerCase()}`)).toEqual([karims._id]);
      expect(await searchFor(number.slice(0, 6))).toContain(karims._id);
      expect(await searchFor(monas[0]!._id)).toEqual([monas[0]!._id]);
    });

    it('finds a customer’s orders by part of the name, in any case', async () => {
      const surname = mona.user.name.split(' ')[2]!;
      expect(await searchFor(surname.toUpperCase())).toEqual([monas[1]!._id, monas[0]!._id]);
      expect(await searchFor(`qadri ${surname}`)).toEqual([monas[1]!._id, monas[0]!._id]);
      expect(await searchFor(surname)).not.toContain(karims._id);
    });

    it('finds a customer’s orders by phone, also typed with spaces, +20 or Arabic digits', async () => {
      const phone = mona.user.phone;
      const arabic = phone.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
      for (const typed of [
        phone,
        phone.slice(3),
        `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`,
        `+20 ${phone.slice(1)}`,
        arabic,
      ]) {
        expect([typed, await searchFor(typed)]).toEqual([typed, [monas[1]!._id, monas[0]!._id]]);
      }
    });

    it('finds a customer’s orders by part of the email', async () => {
      const local = karim.email.split('@')[0]!;
      expect(await searchFor(local.toUpperCase())).toEqual([karims._id]);
      expect(await searchFor(karim.email)).toEqual([karims._id]);
    });

    it('treats % and _ as plain characters and answers an empty page when nothing matches', async () => {
      expect(await page(`search=${encodeURIComponent('%')}`)).toMatchObject({ data: [], total: 0, pages: 1 });
      expect(await searchFor('_')).toEqual([]);
      expect(await searchFor('no customer is called this')).toEqual([]);
    });
  });

  describe('filters', () => {
    let buyer: Account;
    const at: Record<string, Order> = {};
    beforeAll(async () => {
      buyer = await customer();
      const times = {
        // 23:30 on 1 March in Cairo (UTC+2) …
        lateFirst: '2026-03-01T21:30:00.000Z',
        // … and 00:30 on 2 March there, while still 1 March in UTC.
        earlySecond: '2026-03-01T22:30:00.000Z',
        // 00:30 on 16 July in Cairo, on summer time (UTC+3).
        summer: '2026-07-15T21:30:00.000Z',
      };
      for (const [name, time] of Object.entries(times)) {
        const order = await placeOrder(t.app, buyer.token, productId);
        await setPlacedAt(order._id, time);
        at[name] = order;
      }
    });
    const mine = (query: string) => ids(`search=${encodeURIComponent(buyer.email)}&${query}`);

    it('keeps the orders of Cairo days, both ends included', async () => {
      expect(await mine('from=2026-03-01&to=2026-03-01')).toEqual([at.lateFirst!._id]);
      expect(await mine('from=2026-03-02&to=2026-03-02')).toEqual([at.earlySecond!._id]);
      expect(await mine('from=2026-03-02')).toEqual([at.summer!._id, at.earlySecond!._id]);
      expect(await mine('to=2026-03-01')).toEqual([at.lateFirst!._id]);
      expect(await mine('from=2026-07-16&to=2026-07-16')).toEqual([at.summer!._id]);
      expect(await mine('from=2026-07-15&to=2026-07-15')).toEqual([]);
    });

    it('keeps the orders of one status, with the other filters too', async () => {
      await confirmAtDesk(t.app, staff, at.earlySecond!._id);
      expect((await advanceAtDesk(t.app, staff, at.earlySecond!._id)).statusCode).toBe(200);
      expect(await mine('status=in%20progress')).toEqual([at.earlySecond!._id]);
      expect(await mine('status=pending')).toEqual([at.summer!._id, at.lateFirst!._id]);
      expect(await mine('status=pending&to=2026-03-31')).toEqual([at.lateFirst!._id]);
      const pending = await page('status=pending&limit=100');
      expect(pending.data.every((order) => order.status === 'pending')).toBe(true);
    });
  });

  describe('bad queries', () => {
    it.each([
      ['status=lost', 'status', 'Status must be pending, in progress, shipped, completed or cancelled'],
      ['from=2026-02-30', 'from', 'Dates must be real days written YYYY-MM-DD'],
      ['to=yesterday', 'to', 'Dates must be real days written YYYY-MM-DD'],
      ['from=2026-03-02&to=2026-03-01', 'to', 'The end date must not be before the start date'],
      ['page=0', 'page', 'Page must be a whole number from 1'],
      ['limit=30', 'limit', 'Orders per page must be 20, 50 or 100'],
    ])('refuses %s with 400 naming %s', async (query, field, message) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    });

    it('refuses a search of over 100 characters with 400 naming search', async () => {
      const res = await list(`search=${'x'.repeat(101)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Search with up to 100 characters',
        errors: { search: 'Search with up to 100 characters' },
      });
    });

    it.each([
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=1e3', 'page'],
      ['status=pending&status=completed', 'status'],
      ['search=a&search=b', 'search'],
    ])('refuses the wrongly typed %s with 400 naming %s, never 500', async (query, field) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { [field]: expect.any(String) } });
    });

    it('names the field in Arabic for an Arabic client', async () => {
      const res = await list('limit=7', staff, { 'accept-language': 'ar' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('يجب أن يكون عدد الطلبات في الصفحة 20 أو 50 أو 100');
    });
  });

  describe('one order', () => {
    it('shows the items at the prices ordered, the customer, address, notes, totals and who moved it', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId, 2);
      const unit = placed.cartId.products[0]!.product.unitPrice;
      // A later price change leaves the order as it was ordered.
      await setVariants(t.database.db, productId, { price: unit + 999, priceAfterDiscount: 0 });
      await confirmAtDesk(t.app, staff, placed._id);
      await advanceAtDesk(t.app, staff, placed._id);
      const order = await deskOrder(t.app, manager, placed._id);
      expect(order).toMatchObject({
        _id: placed._id,
        status: 'in progress',
        cartId: { products: [expect.objectContaining({ quantity: 2, total: unit * 2 })] },
        userId: { _id: buyer.user._id, name: buyer.user.name, email: buyer.email, phone: buyer.user.phone },
        address: placed.address,
        note: 'Call before delivery',
        paymentmethod: 'Cash On Delivery',
        subtotal: unit * 2,
        deliveryFee: 100,
        total: unit * 2 + 100,
        cancelReason: null,
        notes: [],
        customer: { since: expect.any(String), orders: 1, completed: 0, cancelled: 0 },
        version: 3,
      });
      expect(order.cartId.products[0]!.product.unitPrice).toBe(unit);
      expect(order.statusHistory).toEqual([
        {
          status: 'pending',
          at: placed.createdAt,
          by: { _id: buyer.user._id, name: buyer.user.name, email: buyer.email, role: 'user' },
          reason: null,
        },
        {
          status: 'in progress',
          at: expect.any(String),
          by: { _id: staffId, name: 'Store Staff', email: STAFF.email, role: 'staff' },
          reason: null,
        },
      ]);
    });

    it('shows a change made before the desk recorded who made it without anyone', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      const old = [{ status: 'pending', at: placed.createdAt }];
      await t.database.db
        .update(ordersTable)
        .set({ statusHistory: old as never })
        .where(eq(ordersTable.id, placed._id));
      expect((await deskOrder(t.app, staff, placed._id)).statusHistory).toEqual([
        { status: 'pending', at: placed.createdAt, by: null, reason: null },
      ]);
    });

    it('keeps who moved an order out of the shopper’s own answer', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      await confirmAtDesk(t.app, staff, placed._id);
      await advanceAtDesk(t.app, staff, placed._id);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/${placed._id}`,
        headers: bearer(buyer.token),
      });
      expect(json(res).data.statusHistory).toEqual([
        { status: 'pending', at: expect.any(String) },
        { status: 'in progress', at: expect.any(String) },
      ]);
      expect(res.body).not.toContain(STAFF.email);
      expect(res.body).not.toContain(staffId);
    });

    it('answers 404 for an unknown order', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/staff/orders/no-such-order',
        headers: bearer(staff),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
    });
  });

  describe('moving an order along', () => {
    const advance = (id: string, body: object) => post(`/api/staff/orders/${id}/advance`, body);

    it('moves a pending order on only once it is confirmed by phone, changing nothing before', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      const refused = await advance(placed._id, { version: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'Confirm this order with the customer by phone before moving it on.',
      });
      expect(await deskOrder(t.app, staff, placed._id)).toMatchObject({
        status: 'pending',
        confirmedAt: null,
        version: 1,
      });
      await confirmAtDesk(t.app, staff, placed._id);
      const moved = await advance(placed._id, { version: 2 });
      expect(moved.statusCode).toBe(200);
      expect(json(moved).data.status).toBe('in progress');
    });

    it('goes in progress → shipped → completed; shipped names the courier and tracking number the shopper sees', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      await confirmAtDesk(t.app, staff, placed._id);
      await advanceAtDesk(t.app, staff, placed._id);
      const shipped = await advance(placed._id, {
        version: 3,
        courier: 'Aramex Egypt',
        trackingNumber: 'arx-123456',
      });
      expect(shipped.statusCode).toBe(200);
      expect(json(shipped).data).toMatchObject({
        status: 'shipped',
        shipment: { courier: 'Aramex Egypt', trackingNumber: 'ARX-123456' },
      });
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/${placed._id}`,
        headers: bearer(buyer.token),
      });
      expect(json(theirs).data).toMatchObject({
        status: 'shipped',
        shipment: { courier: 'Aramex Egypt', trackingNumber: 'ARX-123456' },
      });
      expect(json(theirs).data.statusHistory.map((c: { status: string }) => c.status)).toEqual([
        'pending',
        'in progress',
        'shipped',
      ]);
      const emails = (await deskOrder(t.app, staff, placed._id)).emails.map((mail) => mail.kind);
      expect(emails.at(-1)).toBe('order.shipped');
      // The shopper can no longer cancel it: it is on its way.
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/cancel/${placed._id}`,
        headers: bearer(buyer.token),
        payload: { reason: 'I changed my mind' },
      });
      expect(cancel.statusCode).toBe(409);
      const completed = await advance(placed._id, { version: 4 });
      expect(json(completed).data).toMatchObject({
        status: 'completed',
        shipment: { courier: 'Aramex Egypt' },
      });
    });

    const COURIER = 'Courier must be 2 to 60 characters';
    const TRACKING = 'Tracking number must be 4 to 60 letters, digits or dashes';
    it.each([
      [{}, { courier: COURIER, trackingNumber: TRACKING }],
      [{ courier: 'Bosta' }, { trackingNumber: TRACKING }],
      [{ courier: 'Bosta', trackingNumber: 'AB 12' }, { trackingNumber: TRACKING }],
      [{ courier: 'B', trackingNumber: 'AB12' }, { courier: COURIER }],
    ])(
      'refuses the shipped step with %j: 400 naming the fields %j, the order stays in progress',
      async (body, errors) => {
        const buyer = await customer();
        const placed = await placeOrder(t.app, buyer.token, productId);
        await confirmAtDesk(t.app, staff, placed._id);
        await advanceAtDesk(t.app, staff, placed._id);
        const res = await advance(placed._id, { version: 3, ...body });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual(errors);
        expect(await deskOrder(t.app, staff, placed._id)).toMatchObject({
          status: 'in progress',
          shipment: null,
        });
      },
    );

    it('cancels a shipped order the customer refused at the door: its stock returns and it counts against them', async () => {
      const buyer = await customer();
      await setStock(productId, 300);
      const placed = await placeOrder(t.app, buyer.token, productId, 2);
      await confirmAtDesk(t.app, staff, placed._id);
      await advanceAtDesk(t.app, staff, placed._id);
      expect(json(await advanceAtDesk(t.app, staff, placed._id)).data.shipment).toEqual(SHIPMENT);
      const res = await cancelAtDesk(placed._id, 4, 'Customer refused the delivery');
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({
        status: 'cancelled',
        customer: { cancelled: 1, recentCancellations: 1 },
      });
      expect(await stockOf(productId)).toBe(300);
    });
  });

  describe('cancelling at the desk', () => {
    it('cancels with the shop’s reason: the stock returns with a movement, the history and the log say who and why', async () => {
      const buyer = await customer();
      await setStock(productId, 200);
      const placed = await placeOrder(t.app, buyer.token, productId, 3);
      expect(await stockOf(productId)).toBe(197);
      const res = await cancelAtDesk(placed._id, 1, 'Customer could not be reached');
      expect(res.statusCode).toBe(200);
      const order = json<{ data: DeskOrder }>(res).data;
      expect(order).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Customer could not be reached',
        version: 2,
        // The shop's cancel is not the customer's: it does not count against them.
        customer: { orders: 1, cancelled: 0, recentCancellations: 0 },
      });
      expect(order.statusHistory.at(-1)).toEqual({
        status: 'cancelled',
        at: expect.any(String),
        by: { _id: staffId, name: 'Store Staff', email: STAFF.email, role: 'staff' },
        reason: 'Customer could not be reached',
      });
      expect(await stockOf(productId)).toBe(200);
      const movements = await t.database.db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, placed._id), eq(stockMovements.reason, 'cancel')));
      expect(movements).toEqual([
        expect.objectContaining({ productId, delta: 3, quantityAfter: 200, actorId: staffId }),
      ]);
      const [logged] = await t.database.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityId, placed._id), eq(activityLog.action, 'order.cancel')));
      expect(logged).toMatchObject({
        actorId: staffId,
        entity: 'order',
        before: { status: 'pending', cancelReason: null },
        after: {
          status: 'cancelled',
          cancelReason: 'Customer could not be reached',
          stockReturned: [{ productId, quantity: 3 }],
        },
      });
      // The shopper sees the reason on their order; the shop's listing has the stock back.
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/${placed._id}`,
        headers: bearer(buyer.token),
      });
      expect(json(theirs).data).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Customer could not be reached',
      });
      const shown = json(await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).product;
      expect(shown.quantity).toBe(200);
    });

    it('cancels an order in progress, and refuses a completed or cancelled one with 409', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      await confirmAtDesk(t.app, staff, placed._id);
      await advanceAtDesk(t.app, staff, placed._id);
      expect((await cancelAtDesk(placed._id, 3, 'Customer asked to cancel')).statusCode).toBe(200);
      const again = await cancelAtDesk(placed._id, 4);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This order can no longer be cancelled' });
      const done = await placeOrder(t.app, buyer.token, productId);
      await completeAtDesk(t.app, staff, done._id);
      const stock = await stockOf(productId);
      const completed = await cancelAtDesk(done._id, (await deskOrder(t.app, staff, done._id)).version);
      expect(completed.statusCode).toBe(409);
      expect(completed.json()).toEqual({ message: 'This order can no longer be cancelled' });
      expect(await stockOf(productId)).toBe(stock);
    });

    it.each([
      [{ reason: 'I changed my mind', version: 1 }, 'reason', "Choose one of the shop's cancel reasons"],
      [{ version: 1 }, 'reason', "Choose one of the shop's cancel reasons"],
      [
        { reason: 'Out of stock' },
        'version',
        'Reload the page: this save does not say which version it changes',
      ],
      [{ reason: 'Out of stock', version: '1' }, 'version', expect.any(String)],
    ])('refuses %j with 400 naming %s, changing nothing', async (body, field, message) => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      const res = await post(`/api/staff/orders/${placed._id}/cancel`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { [field]: message } });
      expect((await deskOrder(t.app, staff, placed._id)).status).toBe('pending');
    });

    it('logs a cancel that staff make through the shopper’s call too', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      const res = await post(`/api/checkout/cancel/${placed._id}`, { reason: 'No Reason' });
      expect(res.statusCode).toBe(200);
      const rows = await t.database.db
        .select({ action: activityLog.action, actorId: activityLog.actorId })
        .from(activityLog)
        .where(eq(activityLog.entityId, placed._id));
      expect(rows).toEqual([{ action: 'order.cancel', actorId: staffId }]);
    });

    it('records the shopper’s own cancel in the history, and logs nothing for it', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      await post(`/api/checkout/cancel/${placed._id}`, { reason: 'I changed my mind' }, buyer.token);
      const order = await deskOrder(t.app, staff, placed._id);
      expect(order.statusHistory.at(-1)).toMatchObject({
        status: 'cancelled',
        by: { _id: buyer.user._id, role: 'user' },
        reason: 'I changed my mind',
      });
      const logged = await t.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entityId, placed._id));
      expect(logged).toEqual([]);
    });
  });

  describe('internal notes', () => {
    it('adds notes with their author and time, oldest first, each in the activity log', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      const first = await addNote(placed._id, 'Customer asked for delivery after 5 pm.\nCall first.');
      expect(first.statusCode).toBe(201);
      const note = json<{ data: OrderNote }>(first).data;
      expect(note).toEqual({
        _id: expect.any(String),
        body: 'Customer asked for delivery after 5 pm.\nCall first.',
        author: { _id: staffId, name: 'Store Staff', email: STAFF.email, role: 'staff' },
        createdAt: expect.any(String),
      });
      expect((await addNote(placed._id, 'Confirmed by phone.', manager)).statusCode).toBe(201);
      const order = await deskOrder(t.app, staff, placed._id);
      expect(order.notes.map((n) => [n.body, n.author.name])).toEqual([
        ['Customer asked for delivery after 5 pm.\nCall first.', 'Store Staff'],
        ['Confirmed by phone.', 'Store Manager'],
      ]);
      // A note changes no status, so it never makes another staff member's screen stale.
      expect(order.version).toBe(1);
      const logged = await t.database.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityId, placed._id), eq(activityLog.action, 'order.note')))
        .orderBy(desc(activityLog.createdAt));
      expect(logged).toHaveLength(2);
      expect(logged.find((row) => row.actorId === staffId)).toMatchObject({
        entity: 'order',
        before: null,
        after: { note: { _id: note._id, body: note.body } },
      });
    });

    it('never shows a note to the shopper', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      await addNote(placed._id, 'Private remark about this customer');
      for (const url of [`/api/checkout/${placed._id}`, '/api/checkout/userOrders']) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(buyer.token) });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('Private remark');
      }
    });

    it('keeps notes append-only: no call changes or removes one, nor does the database', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      const note = json(await addNote(placed._id, 'First words')).data;
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/staff/orders/${placed._id}/notes`,
          headers: bearer(staff),
          payload: { body: 'Rewritten' },
        });
        expect(res.statusCode).toBe(404);
      }
      await expect(
        t.database.db.update(orderNotes).set({ body: 'Rewritten' }).where(eq(orderNotes.id, note._id)),
      ).rejects.toThrow();
      await expect(t.database.db.delete(orderNotes).where(eq(orderNotes.id, note._id))).rejects.toThrow();
      expect((await deskOrder(t.app, staff, placed._id)).notes.map((n) => n.body)).toEqual(['First words']);
    });

    it.each([
      ['empty', { body: '' }],
      ['only spaces', { body: '   ' }],
      ['with spaces around it', { body: ' padded ' }],
      ['over 1,000 characters', { body: 'x'.repeat(1001) }],
      ['with a control character', { body: 'bell\u0007' }],
      ['a number', { body: 5 }],
      ['missing', {}],
    ])('refuses a note %s with 400 naming body, saving nothing', async (_what, payload) => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      const res = await post(`/api/staff/orders/${placed._id}/notes`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { body: expect.any(String) } });
      const [counted] = await t.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orderNotes)
        .where(eq(orderNotes.orderId, placed._id));
      expect(counted?.n).toBe(0);
    });

    it('answers 404 for a note on an unknown order', async () => {
      expect((await addNote('no-such-order', 'Hello')).statusCode).toBe(404);
    });
  });

  describe('two staff on one order', () => {
    it('refuses the second advance from the same screen with 409 instead of moving the order twice', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      await confirmAtDesk(t.app, staff, placed._id);
      const seen = (await deskOrder(t.app, staff, placed._id)).version;
      const first = await post(`/api/staff/orders/${placed._id}/advance`, { version: seen });
      expect(first.statusCode).toBe(200);
      const second = await post(`/api/staff/orders/${placed._id}/advance`, { version: seen }, manager);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        message:
          'Someone else changed this order since you opened it. Check it as it is now, then try again.',
        errors: { version: seen + 1 },
      });
      expect((await deskOrder(t.app, staff, placed._id)).status).toBe('in progress');
    });

    it('refuses a cancel after someone else moved the order, returning no stock', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      await confirmAtDesk(t.app, manager, placed._id);
      await advanceAtDesk(t.app, manager, placed._id);
      const stock = await stockOf(productId);
      const res = await cancelAtDesk(placed._id, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Someone else changed this order/);
      expect(await stockOf(productId)).toBe(stock);
      expect((await deskOrder(t.app, staff, placed._id)).status).toBe('in progress');
    });

    it('refuses an advance after the shopper cancelled meanwhile', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      await post(`/api/checkout/cancel/${placed._id}`, { reason: 'No Reason' }, buyer.token);
      const res = await post(`/api/staff/orders/${placed._id}/advance`, { version: 1 });
      expect(res.statusCode).toBe(409);
      expect((await deskOrder(t.app, staff, placed._id)).status).toBe('cancelled');
    });

    it('lets exactly one of two actions at the same moment through', async () => {
      const buyer = await customer();
      await setStock(productId, 100);
      const placed = await placeOrder(t.app, buyer.token, productId, 2);
      await confirmAtDesk(t.app, staff, placed._id);
      const [advanced, cancelled] = await Promise.all([
        post(`/api/staff/orders/${placed._id}/advance`, { version: 2 }, manager),
        cancelAtDesk(placed._id, 2),
      ]);
      expect([advanced.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const order = await deskOrder(t.app, staff, placed._id);
      expect(order.version).toBe(3);
      expect(await stockOf(productId)).toBe(order.status === 'cancelled' ? 100 : 98);
    });

    it('answers 400 to an advance that names no version, and 404 to an unknown order', async () => {
      const buyer = await customer();
      const placed = await placeOrder(t.app, buyer.token, productId);
      const res = await post(`/api/staff/orders/${placed._id}/advance`, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        version: 'Reload the page: this save does not say which version it changes',
      });
      expect((await post('/api/staff/orders/no-such-order/advance', { version: 1 })).statusCode).toBe(404);
      expect(
        (await post('/api/staff/orders/no-such-order/cancel', { reason: 'Out of stock', version: 1 }))
          .statusCode,
      ).toBe(404);
    });
  });
});
