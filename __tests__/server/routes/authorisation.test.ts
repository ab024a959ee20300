// IDOR: for every endpoint that touches an order, a cart or a review, user B acting on user A's record gets 404 or
// 403, and nothing of A's changes (order, cart, review, stock). The back office by role: every manager-only call
// answers 401 to a visitor and 403 to a shopper or staff, saving nothing, and is allowed to the manager; every call
// of the order desk answers 401 to a visitor and 403 to a shopper, saving nothing, and is allowed to staff and manager.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  carts,
  categories as categoriesTable,
  orders as ordersTable,
  products as productsTable,
} from '../../../server/db/schema';
import {
  advanceAtDesk,
  completeAtDesk,
  confirmAtDesk,
  bearer,
  CHECKOUT_BODY,
  createCart,
  inStockProduct,
  json,
  managerToken,
  placeOrder,
  register,
  staffToken,
  type Account,
} from '../../support/server/api';
import { productInput, rowCounts } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';
import { filesIn, photo, photoForm } from '../../support/server/photos';
import { setVariants } from '../../support/server/variants';

describe("user B on user A's records", () => {
  let t: TestApp;
  let a: Account;
  let b: Account;
  let productId: string;
  /** A's pending order, A's unchecked cart, A's completed order (for the review) and A's review. */
  let pendingOrder: string;
  let openCart: string;
  let keyedCart: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await register(t.app);
    b = await register(t.app);
    productId = (await inStockProduct(t.app, 3))._id;
    pendingOrder = (await placeOrder(t.app, a.token, productId))._id;
    openCart = json(await createCart(t.app, a.token, [{ productId, quantity: 1 }])).data._id;
    const done = await placeOrder(t.app, a.token, productId);
    const staff = await staffToken(t.app);
    await completeAtDesk(t.app, staff, done._id);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/review/${productId}`,
      headers: bearer(a.token),
      payload: { rating: 5, content: 'Exactly as described, fast delivery.' },
    });
    expect(review.statusCode).toBe(201);
    // A checkout of another cart of A's with a key that B will replay.
    keyedCart = json(await createCart(t.app, a.token, [{ productId, quantity: 1 }])).data._id;
    const keyed = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${keyedCart}`,
      headers: { ...bearer(a.token), 'idempotency-key': 'a-secret-attempt' },
      payload: CHECKOUT_BODY,
    });
    expect(keyed.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  /** Everything of A's that B might change, read as A (and from the database for the cart and stock). */
  const stateOfA = async () => {
    const order = json(
      await t.app.inject({ method: 'GET', url: `/api/checkout/${pendingOrder}`, headers: bearer(a.token) }),
    ).data;
    const list = json(
      await t.app.inject({ method: 'GET', url: '/api/checkout/userOrders', headers: bearer(a.token) }),
    ).data;
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.id, openCart));
    const [stock] = await t.database.db
      .select({ quantity: productsTable.quantity })
      .from(productsTable)
      .where(eq(productsTable.id, productId));
    const product = json(await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).product;
    return { order, list, cart, stock, reviews: product.reviews };
  };

  const cases: [string, () => InjectOptions, number][] = [
    ['reads A’s order', () => ({ method: 'GET', url: `/api/checkout/${pendingOrder}` }), 404],
    [
      'cancels A’s order',
      () => ({
        method: 'POST',
        url: `/api/checkout/cancel/${pendingOrder}`,
        payload: { reason: 'I changed my mind' },
      }),
      404,
    ],
    [
      'checks out A’s cart',
      () => ({ method: 'POST', url: `/api/checkout/${openCart}`, payload: CHECKOUT_BODY }),
      404,
    ],
    [
      'replays A’s Idempotency-Key on A’s cart',
      () => ({
        method: 'POST',
        url: `/api/checkout/${keyedCart}`,
        headers: { 'idempotency-key': 'a-secret-attempt' },
        payload: CHECKOUT_BODY,
      }),
      404,
    ],
    [
      'reviews a product only A bought (cannot touch A’s review)',
      () => ({
        method: 'POST',
        url: `/api/review/${productId}`,
        payload: { rating: 1, content: 'Overwriting somebody else’s review.' },
      }),
      403,
    ],
    [
      'moves A’s order along as staff',
      () => ({ method: 'POST', url: `/api/staff/orders/${pendingOrder}/advance`, payload: { version: 1 } }),
      403,
    ],
    ['lists every order as staff', () => ({ method: 'GET', url: '/api/staff/orders' }), 403],
    ['reads A’s order as staff', () => ({ method: 'GET', url: `/api/staff/orders/${pendingOrder}` }), 403],
    [
      'cancels A’s order as staff',
      () => ({
        method: 'POST',
        url: `/api/staff/orders/${pendingOrder}/cancel`,
        payload: { reason: 'Out of stock', version: 1 },
      }),
      403,
    ],
    [
      'writes a note on A’s order as staff',
      () => ({ method: 'POST', url: `/api/staff/orders/${pendingOrder}/notes`, payload: { body: 'Hello' } }),
      403,
    ],
  ];

  const table = cases.map(([what, request, status]) => ({ what, request, status }));
  it.each(table)('answers $status when B $what, and changes nothing', async ({ request, status }) => {
    const before = await stateOfA();
    expect(before.reviews).toHaveLength(1);
    expect(before.order.status).toBe('pending');
    const options = request();
    const res = await t.app.inject({ ...options, headers: { ...options.headers, ...bearer(b.token) } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(res.body).not.toContain(a.email);
    expect(await stateOfA()).toEqual(before);
  });

  it('answers the same cases with 401 to a visitor and changes nothing', async () => {
    for (const [, request] of cases) {
      const before = await stateOfA();
      const res = await t.app.inject(request());
      expect(res.statusCode).toBe(401);
      expect(await stateOfA()).toEqual(before);
    }
  });

  it('keeps A’s records out of what B lists and prices', async () => {
    const list = json(
      await t.app.inject({ method: 'GET', url: '/api/checkout/userOrders', headers: bearer(b.token) }),
    ).data;
    expect(list).toEqual([]);
    // A cart made by B names B, whatever user the body claims.
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(b.token),
      payload: { user: a.user._id, products: [{ productId, quantity: 1 }] },
    });
    expect(cart.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(carts)
      .where(eq(carts.id, json(cart).data._id));
    expect(row?.userId).toBe(b.user._id);
  });
});

describe('the back office by role', () => {
  let t: TestApp;
  let shopper: Account;
  let staff: string;
  let manager: string;
  let productId: string;
  let categoryId: string;
  /** A staff account the manager added (the role change's target). */
  let clerkId: string;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = await register(t.app);
    staff = await staffToken(t.app);
    manager = await managerToken(t.app);
    productId = (await inStockProduct(t.app, 1))._id;
    categoryId = json(await t.app.inject({ method: 'GET', url: '/api/category' })).categories[0]._id;
    const clerk = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: bearer(manager),
      payload: {
        name: 'Night Clerk',
        email: 'night.clerk@store.com',
        phone: '01012345679',
        password: 'Night@Clerk_2026',
        role: 'staff',
      },
    });
    clerkId = json(clerk).data._id;
  });
  afterAll(() => t.close());

  const editVersion = async (table: typeof productsTable | typeof categoriesTable, id: string) =>
    (await t.database.db.select({ v: table.editVersion }).from(table).where(eq(table.id, id)))[0]!.v;

  /** Every manager-only call, with a body a manager's call succeeds with, and the status it then answers. */
  const managerOnly: [string, () => Promise<InjectOptions>, number][] = [
    [
      'GET /staff/products/:id',
      async () => ({ method: 'GET', url: `/api/staff/products/${productId}` }),
      200,
    ],
    [
      'POST /staff/products',
      async () => ({ method: 'POST', url: '/api/staff/products', payload: productInput(categoryId) }),
      201,
    ],
    [
      'PUT /staff/products/:id',
      async () => ({
        method: 'PUT',
        url: `/api/staff/products/${productId}`,
        payload: { ...productInput(categoryId), version: await editVersion(productsTable, productId) },
      }),
      200,
    ],
    [
      'POST /staff/products/:id/archive',
      async () => ({ method: 'POST', url: `/api/staff/products/${productId}/archive` }),
      200,
    ],
    [
      'POST /staff/products/:id/restore',
      async () => ({ method: 'POST', url: `/api/staff/products/${productId}/restore` }),
      200,
    ],
    [
      'POST /staff/products/:id/stock',
      async () => ({
        method: 'POST',
        url: `/api/staff/products/${productId}/stock`,
        payload: { delta: 1, reason: 'received' },
      }),
      201,
    ],
    ['GET /staff/categories', async () => ({ method: 'GET', url: '/api/staff/categories' }), 200],
    [
      'POST /staff/categories',
      async () => ({
        method: 'POST',
        url: '/api/staff/categories',
        payload: { slug: `line-${Date.now()}`, name: 'A line', nameAr: 'خط' },
      }),
      201,
    ],
    [
      'PUT /staff/categories/:id',
      async () => {
        const [row] = await t.database.db
          .select()
          .from(categoriesTable)
          .where(eq(categoriesTable.id, categoryId));
        return {
          method: 'PUT',
          url: `/api/staff/categories/${categoryId}`,
          payload: { slug: row!.slug, name: row!.name, nameAr: row!.nameAr, version: row!.editVersion },
        };
      },
      200,
    ],
    [
      'POST /staff/categories/:id/archive',
      async () => ({ method: 'POST', url: `/api/staff/categories/${categoryId}/archive` }),
      200,
    ],
    [
      'POST /staff/categories/:id/restore',
      async () => ({ method: 'POST', url: `/api/staff/categories/${categoryId}/restore` }),
      200,
    ],
    ['GET /staff/activity', async () => ({ method: 'GET', url: '/api/staff/activity' }), 200],
    ['GET /staff/accounts', async () => ({ method: 'GET', url: '/api/staff/accounts' }), 200],
    [
      'POST /staff/accounts',
      async () => ({
        method: 'POST',
        url: '/api/staff/accounts',
        payload: {
          name: 'Desk Clerk',
          email: `desk.${Date.now()}@store.com`,
          phone: '01012345678',
          password: 'Desk@Clerk_2026',
          role: 'staff',
        },
      }),
      201,
    ],
    [
      'PUT /staff/accounts/:id/role',
      async () => ({
        method: 'PUT',
        url: `/api/staff/accounts/${clerkId}/role`,
        payload: { role: 'manager' },
      }),
      200,
    ],
    [
      'POST /staff/images',
      async () => ({
        method: 'POST',
        url: '/api/staff/images',
        payload: photoForm(await photo('jpeg'), 'photo.jpg', 'image/jpeg'),
      }),
      201,
    ],
  ];
  const table = managerOnly.map(([call, request, status]) => ({ call, request, status }));

  it.each(table)(
    '$call: 401 to a visitor, 403 to a shopper and to staff, nothing saved',
    async ({ request }) => {
      const before = await rowCounts(t.database);
      const files = filesIn(t.config.uploadsDir);
      const options = await request();
      const cases: [Record<string, string>, number][] = [
        [{}, 401],
        [bearer(shopper.token), 403],
        [bearer(staff), 403],
      ];
      for (const [headers, status] of cases) {
        const res = await t.app.inject({ ...options, headers: { ...options.headers, ...headers } });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
      expect(await rowCounts(t.database)).toEqual(before);
      expect(filesIn(t.config.uploadsDir)).toEqual(files);
    },
  );

  it.each(table)('$call: allowed to the manager ($status)', async ({ request, status }) => {
    const options = await request();
    const res = await t.app.inject({ ...options, headers: { ...options.headers, ...bearer(manager) } });
    expect(res.statusCode).toBe(status);
  });

  /** The stock view's reads: staff see stock (read-only), as the manager does; its changes stay the manager's. */
  const stockReads: [string, () => InjectOptions][] = [
    ['GET /staff/products', () => ({ method: 'GET', url: '/api/staff/products?stock=low&sort=stock' })],
    ['GET /staff/stock', () => ({ method: 'GET', url: '/api/staff/stock' })],
    [
      'GET /staff/products/:id/stock',
      () => ({ method: 'GET', url: `/api/staff/products/${productId}/stock` }),
    ],
  ];

  it.each(stockReads.map(([call, request]) => ({ call, request })))(
    '$call: 401 to a visitor, 403 to a shopper, 200 to staff and the manager',
    async ({ request }) => {
      for (const [headers, status] of [
        [{}, 401],
        [bearer(shopper.token), 403],
        [bearer(staff), 200],
        [bearer(manager), 200],
      ] as const) {
        const res = await t.app.inject({ ...request(), headers });
        expect(res.statusCode).toBe(status);
      }
    },
  );

  /** Every order-desk call, on a fresh pending order each time it is built, and the status it answers when allowed. */
  const deskCalls: [string, () => Promise<InjectOptions>, number][] = [
    [
      'GET /staff/orders',
      async () => ({ method: 'GET', url: '/api/staff/orders?search=a&status=pending' }),
      200,
    ],
    [
      'GET /staff/orders/:id',
      async () => ({
        method: 'GET',
        url: `/api/staff/orders/${(await placeOrder(t.app, shopper.token, productId))._id}`,
      }),
      200,
    ],
    [
      'POST /staff/orders/:id/advance',
      async () => {
        const { _id } = await placeOrder(t.app, shopper.token, productId);
        await confirmAtDesk(t.app, await staffToken(t.app), _id);
        return { method: 'POST', url: `/api/staff/orders/${_id}/advance`, payload: { version: 2 } };
      },
      200,
    ],
    [
      'POST /staff/orders/:id/cancel',
      async () => ({
        method: 'POST',
        url: `/api/staff/orders/${(await placeOrder(t.app, shopper.token, productId))._id}/cancel`,
        payload: { reason: 'Duplicate order', version: 1 },
      }),
      200,
    ],
    [
      'POST /staff/orders/:id/notes',
      async () => ({
        method: 'POST',
        url: `/api/staff/orders/${(await placeOrder(t.app, shopper.token, productId))._id}/notes`,
        payload: { body: 'Called the customer.' },
      }),
      201,
    ],
  ];
  const desk = deskCalls.map(([call, request, status]) => ({ call, request, status }));

  /** What a refused desk call must leave as it was: every order's status and version, and the notes. */
  const deskState = async () => ({
    ...(await rowCounts(t.database)),
    orders: await t.database.db
      .select({ id: ordersTable.id, status: ordersTable.status, version: ordersTable.version })
      .from(ordersTable)
      .orderBy(ordersTable.id),
  });

  it.each(desk)('$call: 401 to a visitor, 403 to a shopper, nothing saved', async ({ request }) => {
    await setVariants(t.database.db, productId, { quantity: 100 });
    const options = await request();
    const before = await deskState();
    for (const [headers, status] of [
      [{}, 401],
      [bearer(shopper.token), 403],
    ] as const) {
      const res = await t.app.inject({ ...options, headers: { ...options.headers, ...headers } });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(await deskState()).toEqual(before);
  });

  it('refuses the desk to a visitor (401) and a shopper (403) before reading what they sent', async () => {
    const order = await placeOrder(t.app, shopper.token, productId);
    for (const action of ['advance', 'cancel', 'notes']) {
      for (const [headers, status] of [
        [{}, 401],
        [bearer(shopper.token), 403],
      ] as const) {
        for (const payload of [undefined, { version: 'x', reason: 7, body: [] }]) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/staff/orders/${order._id}/${action}`,
            headers,
            ...(payload ? { payload } : {}),
          });
          expect([action, res.statusCode]).toEqual([action, status]);
        }
      }
    }
  });

  it.each(desk)('$call: allowed to staff and to the manager ($status)', async ({ request, status }) => {
    await setVariants(t.database.db, productId, { quantity: 100 });
    for (const token of [staff, manager]) {
      const options = await request();
      const res = await t.app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
      expect(res.statusCode).toBe(status);
    }
  });

  it('lets the manager work the order desk too (list, advance)', async () => {
    const order = await placeOrder(t.app, shopper.token, productId);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/orders', headers: bearer(manager) });
    expect(list.statusCode).toBe(200);
    expect(json(list).data.map((o: { _id: string }) => o._id)).toContain(order._id);
    await confirmAtDesk(t.app, manager, order._id);
    const advanced = await advanceAtDesk(t.app, manager, order._id);
    expect(advanced.statusCode).toBe(200);
    expect(json(advanced).data.status).toBe('in progress');
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/${order._id}`,
      headers: bearer(manager),
    });
    expect(seen.statusCode).toBe(200);
  });
});
