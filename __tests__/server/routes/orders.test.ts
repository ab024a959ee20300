import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys, products as productsTable } from '../../../server/db/schema';
import { checkoutRequestHash } from '../../../server/services/checkout';
import { validate } from '../../../server/services/validation';
import { checkoutSchema, type Order, type Product } from '../../../src/contract';
import {
  ADDRESS,
  advanceAtDesk,
  completeAtDesk,
  confirmAtDesk,
  bearer,
  CHECKOUT_BODY,
  createCart,
  inStockProduct,
  json,
  placeOrder,
  products,
  register,
  staffToken,
} from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';
import { setVariants } from '../../support/server/variants';

// HARDENING=1 (npm run test:hardening) races 100 shoppers for the last unit and 10 cancels; the default run 8 and 3.
const HARDENING = process.env.HARDENING === '1';
const RACERS = HARDENING ? 100 : 8;
const CANCELLERS = HARDENING ? 10 : 3;

describe('cart, checkout and orders', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffToken(t.app);
  });
  afterAll(() => t.close());

  const stockOf = async (id: string) =>
    (
      await t.database.db
        .select({ q: productsTable.quantity })
        .from(productsTable)
        .where(eq(productsTable.id, id))
    )[0]!.q;
  const setStock = (id: string, quantity: number) => setVariants(t.database.db, id, { quantity });
  const checkout = (
    token: string,
    cartId: string,
    body: unknown = CHECKOUT_BODY,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cartId}`,
      headers: { ...bearer(token), ...headers },
      payload: body as object,
    });
  /** The desk's advance, naming the version read (a refused read leaves version 1: the advance answers for itself). */
  const advance = async (id: string, token = staff) => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${id}`,
      headers: bearer(token),
    });
    const version = read.statusCode === 200 ? json(read).data.version : 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${id}/advance`,
      headers: bearer(token),
      payload: { version },
    });
  };
  const cancel = (token: string, id: string, reason = 'I changed my mind') =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout/cancel/${id}`,
      headers: bearer(token),
      payload: { reason },
    });

  describe('POST /cart', () => {
    it('prices every line from the database, ignoring client totals, and applies discounts', async () => {
      const all = await products(t.app);
      const discounted = all.find(
        (p) =>
          p.priceAfterDiscount > 0 &&
          p.priceAfterDiscount < p.price &&
          p.quantity > 1 &&
          p.options.length === 0,
      )!;
      const plain = all.find((p) => p.priceAfterDiscount === 0 && p.quantity > 2 && p.options.length === 0)!;
      const user = await register(t.app);
      const res = await createCart(t.app, user.token, [
        { productId: discounted._id, quantity: 2 },
        { productId: plain._id, quantity: 1 },
      ]);
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toMatchObject({ _id: expect.any(String), user: user.user._id });
      expect(data.products).toEqual([
        expect.objectContaining({
          quantity: 2,
          total: discounted.priceAfterDiscount * 2,
          product: expect.objectContaining({ _id: discounted._id, unitPrice: discounted.priceAfterDiscount }),
        }),
        expect.objectContaining({
          quantity: 1,
          total: plain.price,
          product: expect.objectContaining({ _id: plain._id, name: plain.name }),
        }),
      ]);
      expect(data.totalPrice).toBe(discounted.priceAfterDiscount * 2 + plain.price);
    });

    it('needs a signed-in user', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/cart', payload: { products: [] } });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      [{ products: [] }],
      [{ products: [{ productId: 'x', quantity: 0 }] }],
      [{ products: [{ productId: 'x', quantity: 1.5 }] }],
      [{ products: [{ productId: 'x', quantity: -3 }] }],
      [{ products: [{ quantity: 1 }] }],
      [{}],
    ])('refuses the bad cart %j with 400 and a message', async (payload) => {
      const user = await register(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: bearer(user.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    });

    it('answers 404 naming the unknown product', async () => {
      const user = await register(t.app);
      const res = await createCart(t.app, user.token, [{ productId: 'no-such-product', quantity: 1 }]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Product not found',
        errors: { 'no-such-product': 'Product not found' },
      });
    });
  });

  describe('POST /checkout/:cartId', () => {
    it('places a pending order with the 100 EGP delivery fee and takes the stock', async () => {
      const product = await inStockProduct(t.app, 3);
      const before = await stockOf(product._id);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 2 }])).data;
      const res = await checkout(user.token, cart._id);
      expect(res.statusCode).toBe(201);
      const order: Order = res.json().data;
      expect(order).toMatchObject({
        _id: expect.any(String),
        status: 'pending',
        cartId: {
          _id: cart._id,
          products: [expect.objectContaining({ quantity: 2, total: product.price * 2 })],
        },
        userId: { _id: user.user._id, name: 'Test User', phone: '01012345678', email: user.email },
        address: [ADDRESS],
        paymentmethod: 'Cash On Delivery',
        note: 'Call before delivery',
        subtotal: product.price * 2,
        deliveryFee: 100,
        total: product.price * 2 + 100,
        statusHistory: [{ status: 'pending', at: expect.any(String) }],
        cancelReason: null,
      });
      expect(await stockOf(product._id)).toBe(before - 2);
    });

    it('keeps the landmark the shopper gives on the order, for the desk and the courier, and refuses a bad one', async () => {
      const product = await inStockProduct(t.app, 2);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      const withLandmark = (landmark: unknown) => ({ ...CHECKOUT_BODY, address: [{ ...ADDRESS, landmark }] });

      const long = await checkout(user.token, cart._id, withLandmark('x'.repeat(51)));
      expect(long.statusCode).toBe(400);
      expect(json(long)).toEqual({
        message: 'Maximum 50 chars',
        errors: { 'address[0].landmark': 'Maximum 50 chars' },
      });
      // No coercion: a number is not text.
      expect((await checkout(user.token, cart._id, withLandmark(7))).statusCode).toBe(400);
      expect((await checkout(user.token, cart._id, withLandmark(' near the mosque'))).statusCode).toBe(400);

      const placed = await checkout(user.token, cart._id, withLandmark('Behind the mosque'));
      expect(placed.statusCode).toBe(201);
      const { _id } = json(placed).data as Order;
      const address = [{ ...ADDRESS, landmark: 'Behind the mosque' }];
      expect(json(placed).data.address).toEqual(address);
      const asOwner = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/${_id}`,
        headers: bearer(user.token),
      });
      expect(json(asOwner).data.address).toEqual(address);
      const atDesk = await t.app.inject({
        method: 'GET',
        url: `/api/staff/orders/${_id}`,
        headers: bearer(staff),
      });
      expect(json(atDesk).data.address).toEqual(address);
    });

    it('places an order to a real address as typed: 6th of October, apartment 12B, a street with the Arabic comma', async () => {
      const product = await inStockProduct(t.app, 1);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      const address = {
        ...ADDRESS,
        government: 'Giza',
        city: '6th of October',
        street: 'شارع ٩، الحي الثاني',
        building: '12B',
        floor: '3A',
        apartment: '12B',
        landmark: '',
      };
      const placed = await checkout(user.token, cart._id, { ...CHECKOUT_BODY, address: [address] });
      expect(placed.statusCode).toBe(201);
      const { _id } = json(placed).data as Order;
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/${_id}`,
        headers: bearer(user.token),
      });
      expect(json(read).data.address).toEqual([address]);
    });

    it('checks a cart out only once', async () => {
      const product = await inStockProduct(t.app, 2);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      expect((await checkout(user.token, cart._id)).statusCode).toBe(201);
      const again = await checkout(user.token, cart._id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This cart has already been checked out' });
    });

    it("answers 404 for another user's cart", async () => {
      const product = await inStockProduct(t.app);
      const owner = await register(t.app);
      const other = await register(t.app);
      const cart = json(await createCart(t.app, owner.token, [{ productId: product._id, quantity: 1 }])).data;
      const res = await checkout(other.token, cart._id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Cart not found' });
    });

    it('answers 409 naming the product and giving the units left when stock is short', async () => {
      const product = await inStockProduct(t.app);
      await setStock(product._id, 1);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 2 }])).data;
      const res = await checkout(user.token, cart._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: `Not enough stock for ${product.name}`,
        errors: { [product._id]: 1 },
      });
      expect(await stockOf(product._id)).toBe(1);
    });

    it('takes nothing when one line of several is short (one transaction)', async () => {
      const [a, b] = (await products(t.app)).filter((p) => p.quantity >= 3 && p.options.length === 0) as [
        Product,
        Product,
      ];
      await setStock(b._id, 0);
      const before = await stockOf(a._id);
      const user = await register(t.app);
      const cart = json(
        await createCart(t.app, user.token, [
          { productId: a._id, quantity: 1 },
          { productId: b._id, quantity: 1 },
        ]),
      ).data;
      expect((await checkout(user.token, cart._id)).statusCode).toBe(409);
      expect(await stockOf(a._id)).toBe(before);
      await setStock(b._id, 5);
    });

    it(`sells the last unit exactly once when ${RACERS} shoppers check out at the same time`, async () => {
      const product = await inStockProduct(t.app);
      await setStock(product._id, 1);
      const shoppers = await Promise.all(Array.from({ length: RACERS }, () => register(t.app)));
      const carts = await Promise.all(
        shoppers.map(
          async (s) =>
            json(await createCart(t.app, s.token, [{ productId: product._id, quantity: 1 }])).data
              ._id as string,
        ),
      );
      const results = await Promise.all(shoppers.map((s, i) => checkout(s.token, carts[i]!)));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(RACERS - 1);
      expect(await stockOf(product._id)).toBe(0);
      const placed = await Promise.all(
        shoppers.map(
          async (s) =>
            json(
              await t.app.inject({
                method: 'GET',
                url: '/api/checkout/userOrders',
                headers: bearer(s.token),
              }),
            ).data.length,
        ),
      );
      expect(placed.reduce((sum: number, n: number) => sum + n, 0)).toBe(1);
    });

    it.each([
      [
        { ...CHECKOUT_BODY, paymentmethod: 'Pay By Card' },
        'paymentmethod',
        'Only Cash On Delivery is available',
      ],
      [{ ...CHECKOUT_BODY, note: '' }, 'note', 'Note is required'],
      [{ ...CHECKOUT_BODY, note: 'x'.repeat(51) }, 'note', 'Maximum 50 chars'],
      [{ ...CHECKOUT_BODY, address: [] }, 'address', 'Address is required'],
      [
        { ...CHECKOUT_BODY, address: [{ ...ADDRESS, government: 'Atlantis' }] },
        'address[0].government',
        'Choose a governorate from the list',
      ],
      [
        { ...CHECKOUT_BODY, address: [{ ...ADDRESS, city: 'Cairo!2' }] },
        'address[0].city',
        "City may contain only letters, digits, spaces and - ' . , ،",
      ],
      [
        { ...CHECKOUT_BODY, address: [{ ...ADDRESS, city: ' Maadi' }] },
        'address[0].city',
        'City must not start with a space',
      ],
      [
        { ...CHECKOUT_BODY, address: [{ ...ADDRESS, street: '' }] },
        'address[0].street',
        'Street is required',
      ],
      [
        { ...CHECKOUT_BODY, address: [{ ...ADDRESS, floor: '123456' }] },
        'address[0].floor',
        'Maximum 5 chars',
      ],
    ])('refuses a bad checkout body with 400 and the field message (%#)', async (body, field, message) => {
      const product = await inStockProduct(t.app);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      const res = await checkout(user.token, cart._id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retried request with the first result, without a second order', async () => {
      const product = await inStockProduct(t.app, 2);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      const before = await stockOf(product._id);
      const first = await checkout(user.token, cart._id, CHECKOUT_BODY, { 'idempotency-key': 'attempt-1' });
      const retry = await checkout(user.token, cart._id, CHECKOUT_BODY, { 'idempotency-key': 'attempt-1' });
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await stockOf(product._id)).toBe(before - 1);
    });

    it('answers the same order when the same cart comes again under its key from another tab, with its own cart, address and note', async () => {
      const product = await inStockProduct(t.app, 2);
      const user = await register(t.app);
      const line = [{ productId: product._id, quantity: 2 }];
      const first = json(await createCart(t.app, user.token, line)).data;
      const before = await stockOf(product._id);
      const placed = await checkout(user.token, first._id, CHECKOUT_BODY, {
        'idempotency-key': 'cart-key-1',
      });
      expect(placed.statusCode).toBe(201);
      // The second tab priced the same lines as a cart of its own and typed another address and note.
      const second = json(await createCart(t.app, user.token, line)).data;
      const again = await checkout(
        user.token,
        second._id,
        { ...CHECKOUT_BODY, note: 'Ring twice', address: [{ ...ADDRESS, street: 'Another street 5' }] },
        { 'idempotency-key': 'cart-key-1' },
      );
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data._id).toBe(placed.json().data._id);
      const orders = json(
        await t.app.inject({ method: 'GET', url: '/api/checkout/userOrders', headers: bearer(user.token) }),
      ).data as Order[];
      expect(orders.map((o) => o._id)).toEqual([placed.json().data._id]);
      expect(await stockOf(product._id)).toBe(before - 2);
    });

    it('answers 422 when the same key comes with another purchase, and places nothing', async () => {
      const product = await inStockProduct(t.app, 3);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      await checkout(user.token, cart._id, CHECKOUT_BODY, { 'idempotency-key': 'attempt-2' });
      const before = await stockOf(product._id);
      const bigger = json(
        await createCart(t.app, user.token, [{ productId: product._id, quantity: 2 }]),
      ).data;
      const res = await checkout(user.token, bigger._id, CHECKOUT_BODY, { 'idempotency-key': 'attempt-2' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'This Idempotency-Key was already used for a different request',
      });
      expect(await stockOf(product._id)).toBe(before);
    });

    it('answers 409 to a concurrent duplicate and places one order', async () => {
      const product = await inStockProduct(t.app, 2);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          checkout(user.token, cart._id, CHECKOUT_BODY, { 'idempotency-key': 'attempt-3' }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
      expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
      const ids = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().data._id));
      expect(ids.size).toBe(1);
      const orders = json(
        await t.app.inject({ method: 'GET', url: '/api/checkout/userOrders', headers: bearer(user.token) }),
      ).data;
      expect(orders).toHaveLength(1);
    });
    it('places no order and leaves the key free when its answer cannot be stored, so a retry succeeds', async () => {
      // Make the last step of the checkout (storing the answer) fail, as a crash just before the commit would.
      await t.database.db.execute(sql`
        create function refuse_idempotency_answer() returns trigger language plpgsql as $$
        begin raise exception 'answer store refused by the test'; end $$`);
      await t.database.db.execute(sql`
        create trigger refuse_idempotency_answer before insert or update on idempotency_keys
        for each row when (new.response_status is not null) execute function refuse_idempotency_answer()`);
      const product = await inStockProduct(t.app, 2);
      const user = await register(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      const before = await stockOf(product._id);
      let failed;
      try {
        failed = await checkout(user.token, cart._id, CHECKOUT_BODY, { 'idempotency-key': 'attempt-4' });
      } finally {
        await t.database.db.execute(sql`drop trigger refuse_idempotency_answer on idempotency_keys`);
        await t.database.db.execute(sql`drop function refuse_idempotency_answer()`);
      }
      expect(failed.statusCode).toBe(500);
      const ordersOf = async () =>
        json(
          await t.app.inject({ method: 'GET', url: '/api/checkout/userOrders', headers: bearer(user.token) }),
        ).data as Order[];
      expect(await ordersOf()).toEqual([]);
      expect(await stockOf(product._id)).toBe(before);

      const retry = await checkout(user.token, cart._id, CHECKOUT_BODY, { 'idempotency-key': 'attempt-4' });
      expect(retry.statusCode).toBe(201);
      // The client lost that answer too: asking again gives the same order, not a second one and not 409.
      const again = await checkout(user.token, cart._id, CHECKOUT_BODY, { 'idempotency-key': 'attempt-4' });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data._id).toBe(retry.json().data._id);
      expect((await ordersOf()).map((o) => o._id)).toEqual([retry.json().data._id]);
      expect(await stockOf(product._id)).toBe(before - 1);
    });

    it('knows a key stored before addresses had a landmark: the same request without one is the same request', async () => {
      const now = await validate(checkoutSchema(), CHECKOUT_BODY);
      expect(now.address[0]!.landmark).toBe('');
      const earlier = { ...now, address: now.address.map(({ landmark: _none, ...six }) => six) };
      expect(checkoutRequestHash('cart-1', now)).toBe(checkoutRequestHash('cart-1', earlier));
      const withLandmark = { ...now, address: [{ ...now.address[0]!, landmark: 'Behind the mosque' }] };
      expect(checkoutRequestHash('cart-1', withLandmark)).not.toBe(checkoutRequestHash('cart-1', now));
    });

    it('answers a key left "in progress" by a crash of the earlier two-step version with its order', async () => {
      const product = await inStockProduct(t.app, 3);
      const user = await register(t.app);
      const input = await validate(checkoutSchema(), CHECKOUT_BODY);
      const stuck = async (cartId: string, key: string) =>
        t.database.db.insert(idempotencyKeys).values({
          userId: user.user._id,
          key,
          requestHash: checkoutRequestHash(cartId, input),
          createdAt: new Date(),
        });
      // Killed after the order committed, before its answer was stored.
      const placed = json(
        await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }]),
      ).data;
      const order = json(await checkout(user.token, placed._id)).data as Order;
      await stuck(placed._id, 'stuck-after-commit');
      const recovered = await checkout(user.token, placed._id, CHECKOUT_BODY, {
        'idempotency-key': 'stuck-after-commit',
      });
      expect(recovered.statusCode).toBe(201);
      expect(recovered.json().data._id).toBe(order._id);
      // Killed before the order committed: the retry places it.
      const lost = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      await stuck(lost._id, 'stuck-before-commit');
      const placedNow = await checkout(user.token, lost._id, CHECKOUT_BODY, {
        'idempotency-key': 'stuck-before-commit',
      });
      expect(placedNow.statusCode).toBe(201);
      expect(placedNow.json().data.cartId._id).toBe(lost._id);
      const orders = json(
        await t.app.inject({ method: 'GET', url: '/api/checkout/userOrders', headers: bearer(user.token) }),
      ).data as Order[];
      expect(orders.map((o) => o._id).sort()).toEqual([order._id, placedNow.json().data._id].sort());
    });
  });

  describe('reading orders', () => {
    it("lists only the caller's orders, newest first", async () => {
      const product = await inStockProduct(t.app, 3);
      const a = await register(t.app);
      const b = await register(t.app);
      const first = await placeOrder(t.app, a.token, product._id);
      const second = await placeOrder(t.app, a.token, product._id);
      await placeOrder(t.app, b.token, product._id);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/checkout/userOrders',
        headers: bearer(a.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((o: Order) => o._id)).toEqual([second._id, first._id]);
    });

    it('shows an order to its owner and to staff, and 404 to anyone else', async () => {
      const product = await inStockProduct(t.app);
      const a = await register(t.app);
      const b = await register(t.app);
      const order = await placeOrder(t.app, a.token, product._id);
      const get = (token: string) =>
        t.app.inject({ method: 'GET', url: `/api/checkout/${order._id}`, headers: bearer(token) });
      expect((await get(a.token)).json().data._id).toBe(order._id);
      expect((await get(staff)).statusCode).toBe(200);
      const other = await get(b.token);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: 'Order not found' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/checkout/unknown', headers: bearer(a.token) }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('cancelling', () => {
    it('cancels a pending order with a listed reason and returns its stock', async () => {
      const product = await inStockProduct(t.app, 2);
      const user = await register(t.app);
      const before = await stockOf(product._id);
      const order = await placeOrder(t.app, user.token, product._id, 2);
      expect(await stockOf(product._id)).toBe(before - 2);
      const res = await cancel(user.token, order._id, 'Item is taking too long to deliver');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Item is taking too long to deliver',
        statusHistory: [{ status: 'pending' }, { status: 'cancelled' }],
      });
      expect(await stockOf(product._id)).toBe(before);
    });

    it(`returns the stock exactly once when ${CANCELLERS} cancels race`, async () => {
      const product = await inStockProduct(t.app);
      const user = await register(t.app);
      const before = await stockOf(product._id);
      const order = await placeOrder(t.app, user.token, product._id);
      const results = await Promise.all(
        Array.from({ length: CANCELLERS }, () => cancel(user.token, order._id)),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(CANCELLERS - 1);
      expect(await stockOf(product._id)).toBe(before);
    });

    it('refuses an unlisted reason with 400', async () => {
      const product = await inStockProduct(t.app);
      const user = await register(t.app);
      const order = await placeOrder(t.app, user.token, product._id);
      const res = await cancel(user.token, order._id, 'Because');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ reason: 'Choose one of the listed reasons' });
    });

    it("answers 404 when user B cancels user A's order, and A's order is unchanged", async () => {
      const product = await inStockProduct(t.app);
      const a = await register(t.app);
      const b = await register(t.app);
      const order = await placeOrder(t.app, a.token, product._id);
      const res = await cancel(b.token, order._id);
      expect(res.statusCode).toBe(404);
      const mine = json(
        await t.app.inject({ method: 'GET', url: `/api/checkout/${order._id}`, headers: bearer(a.token) }),
      ).data;
      expect(mine.status).toBe('pending');
    });

    it('cannot cancel a completed order', async () => {
      const product = await inStockProduct(t.app);
      const user = await register(t.app);
      const order = await placeOrder(t.app, user.token, product._id);
      await confirmAtDesk(t.app, staff, order._id);
      await advance(order._id);
      expect((await cancel(user.token, order._id)).statusCode).toBe(200);
      const done = await placeOrder(t.app, user.token, product._id);
      await completeAtDesk(t.app, staff, done._id);
      const res = await cancel(user.token, done._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'This order can no longer be cancelled' });
    });
  });

  describe('staff', () => {
    it('moves a confirmed order pending → in progress → shipped → completed, then refuses to go further', async () => {
      const product = await inStockProduct(t.app);
      const user = await register(t.app);
      const order = await placeOrder(t.app, user.token, product._id);
      await confirmAtDesk(t.app, staff, order._id);
      expect(json(await advance(order._id)).data.status).toBe('in progress');
      expect(json(await advanceAtDesk(t.app, staff, order._id)).data.status).toBe('shipped');
      const completed = json(await advance(order._id)).data;
      expect(completed.status).toBe('completed');
      expect(completed.statusHistory.map((s: { status: string }) => s.status)).toEqual([
        'pending',
        'in progress',
        'shipped',
        'completed',
      ]);
      const res = await advance(order._id);
      expect(res.statusCode).toBe(409);
    });

    it('lists orders by status', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/staff/orders?status=pending',
        headers: bearer(staff),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.length).toBeGreaterThan(0);
      expect(res.json().data.every((o: Order) => o.status === 'pending')).toBe(true);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/staff/orders?status=lost', headers: bearer(staff) }))
          .statusCode,
      ).toBe(400);
    });

    it('answers 403 to a shopper and 401 to a visitor', async () => {
      const user = await register(t.app);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/staff/orders',
        headers: bearer(user.token),
      });
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ message: 'You are not allowed to do this' });
      expect((await advance('anything', user.token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/staff/orders' })).statusCode).toBe(401);
    });

    it('answers 404 for an unknown order', async () => {
      expect((await advance('no-such-order')).statusCode).toBe(404);
    });
  });

  describe('reviews', () => {
    const review = (token: string, productId: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/review/${productId}`, headers: bearer(token), payload });

    it('walks the whole journey: register → login → cart → checkout → staff completes → review', async () => {
      const product = await inStockProduct(t.app);
      const account = await register(t.app, { name: 'Journey Shopper' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      const { token } = login.json().response;
      const cart = json(await createCart(t.app, token, [{ productId: product._id, quantity: 1 }])).data;
      const order = json(await checkout(token, cart._id)).data;
      expect((await review(token, product._id, { rating: 5, content: '' })).statusCode).toBe(403);
      await completeAtDesk(t.app, staff, order._id);
      const res = await review(token, product._id, {
        rating: 4,
        content: 'Fast delivery and a genuine sealed box.',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        rating: 4,
        content: 'Fast delivery and a genuine sealed box.',
        user: { name: 'Journey Shopper' },
        product: product._id,
      });
      const again = await review(token, product._id, { rating: 5, content: '' });
      expect(again.statusCode).toBe(200);
      expect(again.json()._id).toBe(res.json()._id);
      const detail = json(await t.app.inject({ method: 'GET', url: `/api/product/${product._id}` })).product;
      expect(detail.reviews).toEqual([
        expect.objectContaining({
          rating: 5,
          content: '',
          user: { _id: account.user._id, name: 'Journey Shopper' },
        }),
      ]);
      expect(detail.ratingsQuantity).toBe(1);
    });

    it('answers 403 without a completed order containing the product', async () => {
      const product = await inStockProduct(t.app);
      const user = await register(t.app);
      const res = await review(user.token, product._id, { rating: 3 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'You can review a product after an order containing it is completed',
      });
    });

    it.each([
      [{ rating: 6 }, 'rating'],
      [{ rating: 2.5 }, 'rating'],
      [{ rating: 'five' }, 'rating'],
      [{}, 'rating'],
      [{ rating: 4, content: 'too short' }, 'content'],
    ])('refuses the bad review %j with 400', async (payload, field) => {
      const product = await inStockProduct(t.app);
      const user = await register(t.app);
      const res = await review(user.token, product._id, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it('stores HTML in a review as plain text', async () => {
      const product = await inStockProduct(t.app);
      const user = await register(t.app);
      const order = await placeOrder(t.app, user.token, product._id);
      await completeAtDesk(t.app, staff, order._id);
      const html = '<img src=x onerror=alert(1)> great laptop, works well';
      expect(json(await review(user.token, product._id, { rating: 5, content: html })).content).toBe(html);
    });

    it('answers 404 for an unknown product and 401 without a token', async () => {
      const user = await register(t.app);
      expect((await review(user.token, 'no-such-product', { rating: 3 })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/review/x', payload: { rating: 3 } })).statusCode,
      ).toBe(401);
    });
  });
});
