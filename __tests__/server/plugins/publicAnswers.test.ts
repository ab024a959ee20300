// Public answers kept in memory: a write is visible at once on the instance that made it (and, through Redis, on the
// others), equivalent queries share an answer, concurrent misses read the database once, TTL 0 turns it off. Real
// app, real database (PGlite, or PostgreSQL with DATABASE_URL; the two-instance suite needs both services).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Product, ProductDetail } from '../../../src/contract';
import { products as productsTable } from '../../../server/db/schema';
import {
  completeAtDesk,
  bearer,
  inStockProduct,
  json,
  placeOrder,
  register,
  staffToken,
} from '../../support/server/api';
import {
  askUntil,
  createTestApp,
  createTwoInstances,
  type TestApp,
  type TwoInstances,
} from '../../support/server/harness';
import { countQueries } from '../../support/server/queries';
import { describeWith, POSTGRES, POSTGRES_URL, REDIS, REDIS_URL } from '../../support/server/services';
import { setVariants } from '../../support/server/variants';

/** Long enough that nothing in a test expires by itself: a fresh answer can only come from an invalidation. */
const LONG_TTL = 60_000;

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
const listed = async (app: FastifyInstance, url: string, id: string) => {
  const found = json<{ products: Product[] }>(await get(app, url)).products.find((p) => p._id === id);
  if (!found) throw new Error(`${id} is not on ${url}`);
  return found;
};
const detail = async (app: FastifyInstance, id: string) =>
  json<{ product: ProductDetail }>(await get(app, `/api/product/${id}`)).product;

describe('public answers kept in memory', () => {
  let t: TestApp;
  let clock = Date.now();
  let queries: { readonly count: number };
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: LONG_TTL }, now: () => clock });
    queries = countQueries(t.database);
  });
  afterAll(() => t.close());

  it('shows the stock a checkout took, and a cancel returned, at once in cached listings and details', async () => {
    const product = await inStockProduct(t.app, 2);
    const listing = `/api/product?category=${product.category._id}&limit=100`;
    const before = (await listed(t.app, listing, product._id)).quantity;
    await detail(t.app, product._id);
    const read = queries.count;
    expect((await listed(t.app, listing, product._id)).quantity).toBe(before);
    expect((await detail(t.app, product._id)).quantity).toBe(before);
    expect(queries.count).toBe(read);

    const shopper = await register(t.app);
    const order = await placeOrder(t.app, shopper.token, product._id, 2);
    expect((await listed(t.app, listing, product._id)).quantity).toBe(before - 2);
    expect((await detail(t.app, product._id)).quantity).toBe(before - 2);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cancel/${order._id}`,
      headers: bearer(shopper.token),
      payload: { reason: 'I changed my mind' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await listed(t.app, listing, product._id)).quantity).toBe(before);
  });

  it('shows a new review, and the ratings it changes, at once in the cached detail and listing', async () => {
    const product = await inStockProduct(t.app);
    const listing = `/api/product?category=${product.category._id}&limit=100`;
    const shopper = await register(t.app);
    const order = await placeOrder(t.app, shopper.token, product._id);
    const staff = await staffToken(t.app);
    expect((await completeAtDesk(t.app, staff, order._id)).statusCode).toBe(200);
    const before = await detail(t.app, product._id);
    expect(before).toMatchObject({ ratingsQuantity: 0, ratingsAverage: 0 });
    await listed(t.app, listing, product._id);

    const review = await t.app.inject({
      method: 'POST',
      url: `/api/review/${product._id}`,
      headers: bearer(shopper.token),
      payload: { rating: 4, content: 'Quiet, quick and the battery lasts all day.' },
    });
    expect(review.statusCode).toBe(201);
    const after = await detail(t.app, product._id);
    expect(after.reviews).toHaveLength(before.reviews.length + 1);
    expect(after.reviews[0]).toEqual(json(review));
    expect(after).toMatchObject({ ratingsQuantity: 1, ratingsAverage: 4 });
    expect(await listed(t.app, listing, product._id)).toMatchObject({
      ratingsQuantity: after.ratingsQuantity,
      ratingsAverage: after.ratingsAverage,
    });

    // Changing the review (same shopper, a second later) moves the average, not the count.
    clock += 1000;
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/review/${product._id}`,
      headers: bearer(shopper.token),
      payload: { rating: 2 },
    });
    expect(changed.statusCode).toBe(200);
    const again = await detail(t.app, product._id);
    expect(again).toMatchObject({ ratingsQuantity: 1, ratingsAverage: 2 });
    expect(again.reviews[0]).toEqual(json(changed));
  });

  it('describes a product the same way in its detail (one statement) as in listings', async () => {
    const page = json<{ products: Product[] }>(await get(t.app, '/api/product?limit=100')).products;
    const { reviews, relatedProducts, cashOnDelivery, variants, ...product } = await detail(
      t.app,
      page[0]!._id,
    );
    expect(reviews).toEqual([]);
    expect(variants[0]).toMatchObject({
      price: product.price,
      quantity: product.quantity,
      color: product.color,
    });
    // The shop's rule for the product, beside what the listing shows of it (the test server's limit is very high).
    expect(cashOnDelivery).toEqual({ available: true, limitEgp: 100_000_000 });
    expect(product).toEqual(page[0]);
    const byId = new Map(page.map((p) => [p._id, p]));
    for (const related of relatedProducts.products) {
      if (byId.has(related._id)) expect(related).toEqual(byId.get(related._id));
    }
    expect(relatedProducts.products.some((r) => byId.has(r._id))).toBe(true);
  });

  it('answers equivalent listing queries from one answer', async () => {
    const first = await get(t.app, '/api/product?limit=9');
    const read = queries.count;
    for (const url of [
      '/api/product?page=1&limit=9',
      '/api/product?limit=9&page=1&search=&category=All',
      '/api/product?category=%20all%20&limit=9',
    ]) {
      const res = await get(t.app, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(first.body);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    expect(queries.count).toBe(read);
    // A query that can change the answer has its own.
    await get(t.app, '/api/product?limit=9&page=2');
    expect(queries.count).toBeGreaterThan(read);
  });

  it('reads the database once, with the statements of one request, for many concurrent identical misses', async () => {
    const alone = queries.count;
    expect((await get(t.app, '/api/product?search=book&limit=3')).statusCode).toBe(200);
    const oneRequest = queries.count - alone;
    expect(oneRequest).toBeGreaterThan(0);

    const before = queries.count;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => get(t.app, '/api/product?search=book&limit=4')),
    );
    expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0]!.body)).toBe(true);
    expect(queries.count - before).toBe(oneRequest);
  });

  it('serves a change made behind its back only once the TTL has passed', async () => {
    const product = await inStockProduct(t.app);
    const url = `/api/product/${product._id}`;
    const cached = (await detail(t.app, product._id)).quantity;
    await setVariants(t.database.db, product._id, { quantity: cached + 5 });
    expect((await detail(t.app, product._id)).quantity).toBe(cached);
    clock += LONG_TTL + 1;
    expect(json(await get(t.app, url)).product.quantity).toBe(cached + 5);
  });

  it('keeps no error: an unknown product is looked up every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const before = queries.count;
      const res = await get(t.app, '/api/product/no-such-product');
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
      expect(queries.count).toBeGreaterThan(before);
    }
  });

  it("shows a product's new price in a listing it answered before, once the catalogue says it changed", async () => {
    const product = await inStockProduct(t.app);
    const listing = `/api/product?category=${product.category._id}&limit=100`;
    const before = await listed(t.app, listing, product._id);
    await t.app.catalogue.write((tx) =>
      tx
        .update(productsTable)
        .set({ price: before.price + 1000, priceAfterDiscount: 0 })
        .where(eq(productsTable.id, product._id)),
    );
    expect(await listed(t.app, listing, product._id)).toMatchObject({
      price: before.price + 1000,
      priceAfterDiscount: 0,
    });
  });
});

describe('public answers with CATALOGUE_CACHE_TTL_MS=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
  });
  afterAll(() => t.close());

  it('reads the database on every request, so a change behind its back shows at once', async () => {
    const queries = countQueries(t.database);
    const product = await inStockProduct(t.app);
    const first = await detail(t.app, product._id);
    await setVariants(t.database.db, product._id, { quantity: first.quantity + 3 });
    const before = queries.count;
    const second = await get(t.app, `/api/product/${product._id}`);
    expect(queries.count).toBeGreaterThan(before);
    expect(json(second).product.quantity).toBe(first.quantity + 3);
    // Still tagged, so browsers revalidate with If-None-Match as before.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/product/${product._id}`,
      headers: { 'if-none-match': second.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describeWith([POSTGRES, REDIS], 'public answers on two instances sharing PostgreSQL and Redis', () => {
  let instances: TwoInstances | undefined;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    instances = await createTwoInstances(POSTGRES_URL!, {
      redisUrl: REDIS_URL,
      catalogueCacheTtlMs: LONG_TTL,
    });
    ({ a, b } = instances);
  });
  afterAll(() => instances?.close());

  it("drops the other instance's cached answers when one instance sells stock", async () => {
    const product = await inStockProduct(a.app, 2);
    const listing = `/api/product?category=${product.category._id}&limit=100`;
    const before = (await listed(b.app, listing, product._id)).quantity;
    const queries = countQueries(b.database);
    expect((await listed(b.app, listing, product._id)).quantity).toBe(before);
    expect(queries.count).toBe(0);

    const shopper = await register(a.app);
    await placeOrder(a.app, shopper.token, product._id);
    // The message travels through Redis: poll B (its TTL is a minute, so only the message can refresh it).
    const seen = await askUntil(
      async () => (await listed(b.app, listing, product._id)).quantity,
      (quantity) => quantity !== before,
    );
    expect(seen).toBe(before - 1);
    expect((await detail(b.app, product._id)).quantity).toBe(before - 1);
  });
});
