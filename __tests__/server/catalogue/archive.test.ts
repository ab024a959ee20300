// Archived products and categories: gone from everything a shopper reads or buys, still on the orders that have them.
import { eq } from 'drizzle-orm';
import type { Category, Product, ProductListResponse } from '../../../src/contract';
import { categories, products } from '../../../server/db/schema';
import {
  bearer,
  CHECKOUT_BODY,
  createCart,
  json,
  placeOrder,
  products as listProducts,
  register,
  type Account,
} from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('archived products and categories', () => {
  let t: TestApp;
  let shopper: Account;
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
    expect(await t.app.catalogue.search.ready()).toBe(true);
    shopper = await register(t.app);
  });
  afterAll(() => t.close());

  const archive = async (id: string, at: Date | null = new Date()) => {
    await t.app.catalogue.write((tx) =>
      tx.update(products).set({ archivedAt: at }).where(eq(products.id, id)),
    );
  };
  const ids = (answer: ProductListResponse) => answer.products.map((p) => p._id);
  const list = async (app: TestApp, query: string) =>
    json<ProductListResponse>(await app.app.inject({ method: 'GET', url: `/api/product?${query}` }));

  it('leaves an archived product out of listings, category pages and searches', async () => {
    const all = await listProducts(t.app, 'limit=100');
    const target = all.find((p) => p.quantity > 2 && p.priceAfterDiscount === 0)!;
    const word = target.name.split(' ')[0]!.toLowerCase();
    const total = (await list(t, 'limit=1')).total;
    await archive(target._id);
    await t.app.catalogue.search.ready();
    const page = await list(t, 'limit=100');
    expect(page.total).toBe(total - 1);
    expect(ids(page)).not.toContain(target._id);
    expect(ids(await list(t, `category=${target.category._id}&limit=100`))).not.toContain(target._id);
    expect(ids(await list(t, `search=${encodeURIComponent(target.name)}&limit=100`))).not.toContain(
      target._id,
    );
    expect(ids(await list(t, `search=${word}&limit=100`))).not.toContain(target._id);
    await archive(target._id, null);
    await t.app.catalogue.search.ready();
    expect(ids(await list(t, `search=${encodeURIComponent(target.name)}&limit=100`))).toContain(target._id);
    expect((await list(t, 'limit=1')).total).toBe(total);
  });

  it('answers 404 for an archived product and leaves it out of its siblings’ related products', async () => {
    const all = await listProducts(t.app, 'limit=100');
    const target = all[3]!;
    const sibling = all.find((p) => p.category._id === target.category._id && p._id !== target._id)!;
    const related = async () =>
      (
        json(await t.app.inject({ method: 'GET', url: `/api/product/${sibling._id}` })).product
          .relatedProducts.products as Product[]
      ).map((p) => p._id);
    expect(await related()).toContain(target._id);
    await archive(target._id);
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${target._id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await related()).not.toContain(target._id);
    await archive(target._id, null);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${target._id}` })).statusCode).toBe(200);
  });

  it('refuses an archived product in a cart and at checkout like an unknown one, taking no stock', async () => {
    const target = (await listProducts(t.app, 'limit=100')).find((p) => p.quantity > 2)!;
    // A cart made before the product was archived, checked out after.
    const early = json(await createCart(t.app, shopper.token, [{ productId: target._id, quantity: 1 }])).data;
    await archive(target._id);
    const cart = await createCart(t.app, shopper.token, [{ productId: target._id, quantity: 1 }]);
    expect(cart.statusCode).toBe(404);
    expect(cart.json()).toEqual({
      message: expect.any(String),
      errors: { [target._id]: expect.any(String) },
    });
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${early._id}`,
      headers: bearer(shopper.token),
      payload: CHECKOUT_BODY,
    });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json()).toMatchObject({ errors: { [target._id]: expect.any(String) } });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, target._id));
    expect(row!.quantity).toBe(target.quantity);
    await archive(target._id, null);
  });

  it('keeps showing an archived product on the orders that have it', async () => {
    const target = (await listProducts(t.app, 'limit=100')).find((p) => p.quantity > 2)!;
    const order = await placeOrder(t.app, shopper.token, target._id);
    await archive(target._id);
    const seen = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/checkout/${order._id}`,
        headers: bearer(shopper.token),
      }),
    ).data;
    expect(seen.cartId.products.map((l: { product: { _id: string } }) => l.product._id)).toEqual([
      target._id,
    ]);
    await archive(target._id, null);
  });

  it('hides an archived category from the category list', async () => {
    const before = json<{ categories: Category[] }>(
      await t.app.inject({ method: 'GET', url: '/api/category' }),
    ).categories;
    const target = before[1]!;
    await t.app.catalogue.write((tx) =>
      tx.update(categories).set({ archivedAt: new Date() }).where(eq(categories.id, target._id)),
    );
    const after = json<{ categories: Category[] }>(
      await t.app.inject({ method: 'GET', url: '/api/category' }),
    ).categories;
    expect(after.map((c) => c._id)).toEqual(before.filter((c) => c._id !== target._id).map((c) => c._id));
    await t.database.db.update(categories).set({ archivedAt: null }).where(eq(categories.id, target._id));
  });
});
