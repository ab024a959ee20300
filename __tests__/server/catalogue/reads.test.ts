// The listing reads a page through its seq values (deep pages stay cheap); pages must still be the catalogue order.
import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { Product, ProductListResponse } from '../../../src/contract';
import { listingSerializers } from '../../../server/routes/catalogue';
import { productListAnswer, sharedSchemas } from '../../../server/routes/schemas';
import { listingJson, type ListingSerializers } from '../../../server/catalogue/listing';
import { etagOf } from '../../../server/catalogue/answerCache';
import { ProductFragments } from '../../../server/catalogue/productFragments';
import { json } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';
import { listing, routeSerializers } from '../../support/server/listing';

describe('listing pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    json<ProductListResponse>(await t.app.inject({ method: 'GET', url: `/api/product?${query}` }));

  it.each([
    ['the whole catalogue', ''],
    ['one category', 'category=professional-laptop&'],
    ['a price range', 'lowestPrice=1000&highestPrice=60000&'],
  ])('pages of 7 of %s join up into the same order as one long page', async (_name, filter) => {
    const all = await list(`${filter}limit=100`);
    expect(all.products.length).toBeGreaterThan(7);
    const paged = [];
    for (let page = 1; page <= Math.ceil(all.products.length / 7); page += 1) {
      const one = await list(`${filter}limit=7&page=${page}`);
      expect(one).toMatchObject({ page, limit: 7, total: all.total });
      paged.push(...one.products);
    }
    expect(paged.map((p) => p._id)).toEqual(all.products.map((p) => p._id));
    expect(paged).toEqual(all.products);
  });

  it('answers a page past the end with no products and the real total', async () => {
    const past = await list('limit=10&page=5000');
    expect(past.products).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
    expect(past.pages).toBe(Math.ceil(past.total / 10));
  });

  it('counts and pages at most the capped number of search matches, in catalogue order (SQL, without the index)', async () => {
    const { serializers, close } = await routeSerializers();
    const all = await listing(t.database.db, serializers, { search: 'book', limit: 100 });
    expect(all.total).toBeGreaterThan(3);
    const page = (n: number) =>
      listing(t.database.db, serializers, { search: 'book', limit: 2, page: n }, { searchMatchCap: 3 });
    const first = await page(1);
    const second = await page(2);
    await close();
    expect(first).toMatchObject({ total: 3, pages: 2, page: 1 });
    expect(second.products).toHaveLength(1);
    const ids = [...first.products, ...second.products].map((p) => p._id);
    expect(new Set(ids).size).toBe(3);
    const order = all.products.map((p) => p._id);
    expect(ids.every((id) => order.includes(id))).toBe(true);
    expect(ids.map((id) => order.indexOf(id))).toEqual(
      [...ids.map((id) => order.indexOf(id))].sort((a, b) => a - b),
    );
  });
});

describe("listing answers put together from their products' item texts", () => {
  let app: FastifyInstance;
  let serializers: ListingSerializers;
  beforeAll(async () => {
    // The listing's answer schema and the shared schemas, as the app registers them; the serialisers as the route
    // makes them.
    app = Fastify({ logger: false });
    for (const schema of sharedSchemas) app.addSchema(schema);
    app.get('/listing', { schema: { response: { 200: productListAnswer } } }, async (_request, reply) => {
      serializers = listingSerializers(reply);
      return { products: [], page: 1, pages: 1, total: 0, limit: 10 };
    });
    await app.inject({ method: 'GET', url: '/listing' });
  });
  afterAll(() => app.close());

  const ARABIC = ['لابتوب', 'حاسوب محمول ١٢٣', 'شاشة ٢٤ بوصة', 'أإآ ة ى', '"اقتباس" \\ /'];
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(...ARABIC),
    fc.string({
      unit: fc.constantFrom('a', '"', '\\', '\n', '\u0000', '\u2028', '😀', 'é', 'ب'),
      maxLength: 20,
    }),
  );
  /** Sometimes null or missing: the serialiser's own handling must be the same in both. */
  const maybe = <T>(value: fc.Arbitrary<T>) => fc.oneof(value, fc.constant(null), fc.constant(undefined));
  const price = fc.integer({ min: 0, max: 2_000_000 });
  const spec = fc.record(
    { cpu: text, memory: text, storage: text, gpu: text, display: text, os: text, extra: text },
    { requiredKeys: [] },
  );
  const product = fc.record(
    {
      _id: fc.uuid(),
      name: text,
      nameAr: text,
      description: text,
      descriptionAr: maybe(text),
      price,
      // No discount, a discount, or one above the price (shown as it is).
      priceAfterDiscount: fc.oneof(fc.constant(0), price),
      quantity: fc.integer({ min: 0, max: 1000 }),
      images: fc.array(text, { maxLength: 4 }),
      color: maybe(text),
      category: fc.record({ _id: fc.uuid(), slug: text, name: text, nameAr: text }),
      specs: fc.array(spec, { maxLength: 3 }),
      ratingsAverage: fc.oneof(
        fc.integer({ min: 0, max: 50 }).map((n) => n / 10),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      ),
      ratingsQuantity: fc.nat(),
      createdAt: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    },
    { requiredKeys: ['_id', 'name', 'price', 'category', 'specs', 'createdAt'] },
  ) as fc.Arbitrary<Product>;
  const answer = fc.record({
    products: fc.array(product, { maxLength: 12 }),
    page: fc.integer({ min: 1, max: 10_000 }),
    pages: fc.integer({ min: 1, max: 10_000 }),
    total: fc.nat(),
    limit: fc.integer({ min: 1, max: 100 }),
  });

  it("are byte for byte what the answer's serialiser writes for the whole answer, with the same ETag", () => {
    fc.assert(
      fc.property(answer, (whole) => {
        const fragments = new ProductFragments();
        const items = whole.products.map((p, i) => fragments.set(i, '1', serializers.item(p)).body);
        const assembled = listingJson(serializers.answer({ ...whole, products: [] }), items);
        const expected = Buffer.from(serializers.answer(whole), 'utf8');
        expect(assembled.equals(expected)).toBe(true);
        expect(etagOf(assembled)).toBe(etagOf(expected));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses an envelope that does not start with its products', () => {
    expect(() => listingJson('{"page":1,"products":[]}', [])).toThrow(/must start with its products/);
  });
});
