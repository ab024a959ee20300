// POST /api/checkout/:cartId with the total the shopper saw: a price changed in the back office since then answers
// 409 with the new total and places nothing (order, stock, cart and Idempotency-Key untouched); sent again with the
// new total, the order is placed.
import { and, eq } from 'drizzle-orm';
import type { BackOfficeProduct, Category, Order } from '../../../src/contract';
import { carts, idempotencyKeys, orders, products, stockMovements } from '../../../server/db/schema';
import {
  bearer,
  CHECKOUT_BODY,
  createCart,
  json,
  managerToken,
  register,
  type Account,
} from '../../support/server/api';
import { as, productInput } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';

/** Intl writes a no-break space between the currency and the amount, as the site shows it. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('checkout against the total the shopper saw', () => {
  let t: TestApp;
  let manager: string;
  let categoryId: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await managerToken(t.app);
    categoryId = json<{ categories: Category[] }>(await t.app.inject({ method: 'GET', url: '/api/category' }))
      .categories[0]!._id;
  });
  afterAll(() => t.close());

  /** A product of the manager's, 52,000 EGP or as `prices` say, 7 in stock. */
  const newProduct = async (prices: { price: number; priceAfterDiscount: number }) => {
    const res = await as(t.app, manager, {
      method: 'POST',
      url: '/api/staff/products',
      payload: productInput(categoryId, prices),
    });
    expect(res.statusCode).toBe(201);
    return json<{ data: BackOfficeProduct }>(res).data;
  };
  /** The manager saves new prices through the back office, at the version just read. */
  const reprice = async (id: string, prices: { price: number; priceAfterDiscount: number }) => {
    const { version } = json<{ data: BackOfficeProduct }>(
      await as(t.app, manager, { method: 'GET', url: `/api/staff/products/${id}` }),
    ).data;
    const res = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/staff/products/${id}`,
      payload: { ...productInput(categoryId, prices), version },
    });
    expect(res.statusCode).toBe(200);
  };
  const cartOf = async (account: Account, productId: string, quantity: number) => {
    const res = await createCart(t.app, account.token, [{ productId, quantity }]);
    expect(res.statusCode).toBe(201);
    return json<{ data: { _id: string } }>(res).data._id;
  };
  const checkout = (account: Account, cartId: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cartId}`,
      headers: { ...bearer(account.token), ...headers },
      payload: body,
    });
  const stockOf = async (id: string) =>
    (await t.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;
  /** What a refused checkout must have left alone. */
  const written = async (account: Account, productId: string, cartId: string) => ({
    orders: await t.database.db.select().from(orders).where(eq(orders.userId, account.user._id)),
    keys: await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, account.user._id)),
    movements: await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, productId), eq(stockMovements.reason, 'order'))),
    cartCheckedOut: (await t.database.db.select().from(carts).where(eq(carts.id, cartId)))[0]!.checkedOutAt,
    stock: await stockOf(productId),
  });

  it('places the order when the total sent is the order’s total', async () => {
    const product = await newProduct({ price: 52_000, priceAfterDiscount: 47_000 });
    const shopper = await register(t.app);
    const cartId = await cartOf(shopper, product._id, 2);
    const res = await checkout(shopper, cartId, { ...CHECKOUT_BODY, total: 94_100 });
    expect(res.statusCode).toBe(201);
    expect(json<{ data: Order }>(res).data).toMatchObject({
      subtotal: 94_000,
      deliveryFee: 100,
      total: 94_100,
    });
    expect(await stockOf(product._id)).toBe(5);
  });

  it('answers 409 with the new total when the manager removed the discount, placing nothing; the same key then places it at the new total', async () => {
    const product = await newProduct({ price: 52_000, priceAfterDiscount: 47_000 });
    const shopper = await register(t.app);
    const cartId = await cartOf(shopper, product._id, 2);
    // The shopper is on checkout, seeing 2 × 47,000 + 100 delivery; the manager ends the discount.
    await reprice(product._id, { price: 52_000, priceAfterDiscount: 0 });

    const key = { 'idempotency-key': 'place-order-1' };
    const refused = await checkout(shopper, cartId, { ...CHECKOUT_BODY, total: 94_100 }, key);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      message: expect.any(String),
      total: 104_100,
      subtotal: 104_000,
      deliveryFee: 100,
      products: [{ _id: product._id, price: 52_000, priceAfterDiscount: 0 }],
    });
    expect(plain(json(refused).message)).toBe(
      'Your order now comes to EGP 104,100, not EGP 94,100: a price changed. Please check the new total and confirm it to place your order.',
    );
    expect(await written(shopper, product._id, cartId)).toEqual({
      orders: [],
      keys: [],
      movements: [],
      cartCheckedOut: null,
      stock: 7,
    });

    // Confirmed at the new total, with the same key: the refused attempt did not use it up.
    const placed = await checkout(shopper, cartId, { ...CHECKOUT_BODY, total: 104_100 }, key);
    expect(placed.statusCode).toBe(201);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
    expect(json<{ data: Order }>(placed).data).toMatchObject({ subtotal: 104_000, total: 104_100 });
    expect(await stockOf(product._id)).toBe(5);
    const again = await checkout(shopper, cartId, { ...CHECKOUT_BODY, total: 104_100 }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json<{ data: Order }>(again).data._id).toBe(json<{ data: Order }>(placed).data._id);
  });

  it('refuses a lower total too, in the shopper’s language, and places nothing', async () => {
    const product = await newProduct({ price: 52_000, priceAfterDiscount: 0 });
    const shopper = await register(t.app);
    const cartId = await cartOf(shopper, product._id, 1);
    await reprice(product._id, { price: 52_000, priceAfterDiscount: 45_000 });

    const refused = await checkout(
      shopper,
      cartId,
      { ...CHECKOUT_BODY, total: 52_100 },
      { 'accept-language': 'ar' },
    );
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ total: 45_100, subtotal: 45_000 });
    expect(json(refused).message).toContain('أصبح إجمالي طلبك');
    expect(json(refused).message).toMatch(/[٠-٩]/);
    expect(await written(shopper, product._id, cartId)).toMatchObject({ orders: [], stock: 7 });
    expect((await checkout(shopper, cartId, { ...CHECKOUT_BODY, total: 45_100 })).statusCode).toBe(201);
  });

  it('places an order sent without a total at the total priced now (an older SPA)', async () => {
    const product = await newProduct({ price: 52_000, priceAfterDiscount: 47_000 });
    const shopper = await register(t.app);
    const cartId = await cartOf(shopper, product._id, 1);
    await reprice(product._id, { price: 52_000, priceAfterDiscount: 0 });
    const res = await checkout(shopper, cartId, CHECKOUT_BODY);
    expect(res.statusCode).toBe(201);
    expect(json<{ data: Order }>(res).data.total).toBe(52_100);
  });

  it.each([
    ['as text', '94100'],
    ['with a fraction', 94_100.5],
    ['below zero', -1],
    ['null', null],
    ['above the largest total', 2_147_483_648],
  ])('refuses a total %s with 400 naming it, and places nothing', async (_what, total) => {
    const product = await newProduct({ price: 52_000, priceAfterDiscount: 47_000 });
    const shopper = await register(t.app);
    const cartId = await cartOf(shopper, product._id, 2);
    const res = await checkout(shopper, cartId, { ...CHECKOUT_BODY, total });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: expect.any(String), errors: { total: expect.any(String) } });
    expect(await written(shopper, product._id, cartId)).toMatchObject({ orders: [], stock: 7 });
  });
});
