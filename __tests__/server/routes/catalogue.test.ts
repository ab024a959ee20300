import { sql } from 'drizzle-orm';
import type { Category, Product, ProductDetail, ProductListResponse } from '../../../src/contract';
import { json } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('catalogue', () => {
  let t: TestApp;
  let categories: Category[];
  beforeAll(async () => {
    t = await createTestApp();
    categories = json(await t.app.inject({ method: 'GET', url: '/api/category' })).categories;
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as ProductListResponse;
  };
  const slug = (s: string) => categories.find((c) => c.slug === s)!._id;

  it('lists the seven categories with both names and an image', async () => {
    expect(categories.map((c) => c.slug)).toEqual([
      'professional-laptop',
      'air-laptop',
      'all-in-one-desktop',
      'studio-desktop',
      'mini-desktop',
      'accessories',
      'phones',
    ]);
    for (const c of categories) {
      expect(c).toEqual({
        _id: expect.any(String),
        slug: c.slug,
        name: expect.any(String),
        nameAr: expect.stringMatching(/[\u0600-\u06FF]/),
        image: `/images/categories/${c.slug}.svg`,
        specKeys: expect.any(Array),
      });
    }
    // Each category's spec set: a phone's has cameras and 5G and no processor, a laptop's the processor.
    const specKeysOf = (slug: string) => categories.find((c) => c.slug === slug)!.specKeys;
    expect(specKeysOf('phones')).toEqual(
      expect.arrayContaining([
        'display',
        'storage',
        'memory',
        'camera',
        'frontCamera',
        'battery',
        'sim',
        'fiveG',
      ]),
    );
    expect(specKeysOf('phones')).not.toContain('cpu');
    expect(specKeysOf('professional-laptop')).toEqual(['cpu', 'memory', 'storage', 'gpu', 'display', 'os']);
  });

  it('pages the listing with 10 per page by default and reports page, pages, total and limit', async () => {
    const first = await list('');
    expect(first.products).toHaveLength(10);
    expect(first).toMatchObject({ page: 1, limit: 10 });
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    const second = await list('page=2');
    expect(second.page).toBe(2);
    const ids = new Set([...first.products, ...second.products].map((p) => p._id));
    expect(ids.size).toBe(20);
  });

  it('keeps the order stable between identical requests', async () => {
    expect((await list('limit=30')).products.map((p) => p._id)).toEqual(
      (await list('limit=30')).products.map((p) => p._id),
    );
  });

  it('caps limit at 100 and refuses a page below 1 with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/product?limit=500' })).statusCode).toBe(400);
    expect((await list('limit=100')).products.length).toBeLessThanOrEqual(100);
    const res = await t.app.inject({ method: 'GET', url: '/api/product?page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('returns products with every field the SPA reads', async () => {
    const [p] = (await list('limit=1')).products as [Product];
    expect(Object.keys(p).sort()).toEqual(
      [
        '_id',
        'brand',
        'brandAr',
        'category',
        'color',
        'colorAr',
        'createdAt',
        'description',
        'descriptionAr',
        'images',
        'name',
        'nameAr',
        'options',
        'price',
        'priceAfterDiscount',
        'quantity',
        'ratingsAverage',
        'ratingsQuantity',
        'specs',
        'specsAr',
        'warrantyKind',
        'warrantyMonths',
      ].sort(),
    );
    // The Arabic forms of its specs, {} when it has none (the Arabic shop then writes the units in Arabic).
    expect(p.specsAr).toEqual({});
    expect(Object.keys(p.specs[0]!).sort()).toEqual(['cpu', 'display', 'gpu', 'memory', 'os', 'storage']);
    expect(p.images.length).toBeGreaterThanOrEqual(3);

    // The product page's product and its related products carry the same fields, with the same values.
    const { product } = json<{ product: ProductDetail }>(
      await t.app.inject({ method: 'GET', url: `/api/product/${p._id}` }),
    );
    const { reviews, relatedProducts, cashOnDelivery, variants, ...own } = product;
    expect(own).toEqual(p);
    expect(variants[0]).toMatchObject({
      price: p.price,
      priceAfterDiscount: p.priceAfterDiscount,
      quantity: p.quantity,
    });
    expect(reviews).toEqual(expect.any(Array));
    expect(cashOnDelivery).toEqual({ available: expect.any(Boolean), limitEgp: expect.any(Number) });
    expect(relatedProducts.products.length).toBeGreaterThan(0);
    // A related product in several variants also carries its card's variant facts, as it does in a listing.
    for (const related of relatedProducts.products)
      expect(
        Object.keys(related)
          .filter((key) => key !== 'fromPrice' && key !== 'swatches')
          .sort(),
      ).toEqual(Object.keys(p).sort());
  });

  it('filters by category id (or slug) and treats "All" as every category', async () => {
    const byId = await list(`category=${slug('air-laptop')}&limit=100`);
    expect(byId.total).toBeGreaterThan(0);
    expect(byId.products.every((p) => p.category.slug === 'air-laptop')).toBe(true);
    expect((await list('category=air-laptop')).total).toBe(byId.total);
    expect((await list('category=All')).total).toBe((await list('')).total);
    expect((await list('category=unknown-category')).total).toBe(0);
  });

  it('filters by the price a shopper pays, inclusive', async () => {
    const { products } = await list('lowestPrice=40000&highestPrice=50000&limit=100');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      const pays =
        p.priceAfterDiscount > 0 && p.priceAfterDiscount < p.price ? p.priceAfterDiscount : p.price;
      expect(pays).toBeGreaterThanOrEqual(40000);
      expect(pays).toBeLessThanOrEqual(50000);
    }
  });

  it('filters by comma lists of CPU, RAM, storage and display', async () => {
    const cpu = await list('cpu=M3,Intel Core i9&limit=100');
    expect(cpu.products.every((p) => ['M3', 'Intel Core i9'].includes(p.specs[0]!.cpu))).toBe(true);
    expect(new Set(cpu.products.map((p) => p.specs[0]!.cpu)).size).toBe(2);
    const ram = await list('ram=16 GB&storage=512 GB&limit=100');
    expect(ram.total).toBeGreaterThan(0);
    expect(
      ram.products.every((p) => p.specs[0]!.memory === '16 GB' && p.specs[0]!.storage === '512 GB'),
    ).toBe(true);
    const display = await list(`display=24-inch&category=${slug('all-in-one-desktop')}&limit=100`);
    expect(display.total).toBeGreaterThan(0);
    expect(display.products.every((p) => p.specs[0]!.display === '24-inch')).toBe(true);
  });

  /** What a shopper pays for one unit: the price after discount when there is one. */
  const paid = (p: Product) =>
    p.priceAfterDiscount > 0 && p.priceAfterDiscount < p.price ? p.priceAfterDiscount : p.price;

  it('sorts by the price a shopper pays, both ways, across pages, with the total unchanged', async () => {
    const all = await list('limit=100');
    const up = await list('sort=price-asc&limit=100');
    expect(up.total).toBe(all.total);
    expect(up.products.map(paid)).toEqual(all.products.map(paid).sort((a, b) => a - b));
    // A discounted product is placed by its discounted price, not its list price.
    expect(up.products.some((p) => paid(p) !== p.price)).toBe(true);
    const down = await list('sort=price-desc&limit=100');
    expect(down.products.map(paid)).toEqual(all.products.map(paid).sort((a, b) => b - a));
    // Page 2 goes on where page 1 stopped.
    const first = await list('sort=price-asc&limit=10');
    const second = await list('sort=price-asc&limit=10&page=2');
    expect([...first.products, ...second.products].map((p) => p._id)).toEqual(
      up.products.slice(0, 20).map((p) => p._id),
    );
  });

  it('sorts a category, a price range and a search', async () => {
    const phones = await list('category=phones&sort=price-asc&lowestPrice=30000&limit=100');
    expect(phones.products.length).toBeGreaterThan(1);
    expect(phones.products.every((p) => p.category.slug === 'phones' && paid(p) >= 30000)).toBe(true);
    expect(phones.products.map(paid)).toEqual(phones.products.map(paid).sort((a, b) => a - b));
    const found = await list('search=book&sort=price-desc&limit=100');
    const unsorted = await list('search=book&limit=100');
    expect(found.total).toBe(unsorted.total);
    expect(found.products.map(paid)).toEqual(unsorted.products.map(paid).sort((a, b) => b - a));
  });

  it('sorts newest first: the product added last comes first', async () => {
    // One product of the middle of the catalogue is the latest added (the seed adds all of them at one instant).
    const middle = (await list('limit=100')).products[30]!;
    await t.app.catalogue.write((tx) =>
      tx.execute(sql`update products set created_at = now() + interval '1 day' where id = ${middle._id}`),
    );
    await t.app.catalogue.search.ready();
    const newest = await list('sort=newest&limit=100');
    expect(newest.products[0]!._id).toBe(middle._id);
    const times = newest.products.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // featured (the default) is the catalogue's own order.
    expect((await list('sort=featured&limit=30')).products.map((p) => p._id)).toEqual(
      (await list('limit=30')).products.map((p) => p._id),
    );
  });

  it('refuses an unknown sort with 400 naming it', async () => {
    for (const sort of ['cheapest', 'PRICE-ASC', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product?sort=${sort}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { sort: expect.any(String) } });
    }
  });

  it('carries the price range of the matches whatever the price bounds, absent when nothing matches', async () => {
    const phones = await list('category=phones&limit=100');
    const prices = phones.products.map(paid);
    const range = { min: Math.min(...prices), max: Math.max(...prices) };
    expect(phones.priceRange).toEqual(range);
    // The same range with a price bound, and on every page: the slider keeps its size while it is dragged.
    expect((await list(`category=phones&lowestPrice=${range.max}`)).priceRange).toEqual(range);
    expect((await list('category=phones&page=2&sort=price-desc')).priceRange).toEqual(range);
    expect(range.max).toBeLessThan(200_000);
    const nothing = await list('search=nothing-matches-this');
    expect(nothing).not.toHaveProperty('priceRange');
  });

  it("offers the spec values of the category's products and their variants, only its specs: no CPU for phones", async () => {
    const phones = await list('category=phones&limit=100');
    // A phone's spec set has no CPU (categories.spec_keys).
    expect(phones.specValues.cpu).toEqual([]);
    const details = await Promise.all(
      phones.products.map(
        async (p) =>
          json<{ product: ProductDetail }>(
            await t.app.inject({ method: 'GET', url: `/api/product/${p._id}` }),
          ).product,
      ),
    );
    const of = (values: string[]) => [...new Set(values.filter(Boolean))].sort();
    // Every storage a phone comes in, not only its default's.
    expect(phones.specValues.storage).toEqual(
      of(details.flatMap((p) => [p.specs[0]!.storage, ...p.variants.map((v) => v.storage)])),
    );
    expect(phones.specValues.storage).toEqual(expect.arrayContaining(['128 GB', '256 GB', '512 GB', '1 TB']));
    expect(phones.specValues.ram).toEqual(of(phones.products.map((p) => p.specs[0]!.memory)));
    expect(phones.specValues.display).toEqual(of(phones.products.map((p) => p.specs[0]!.display)));
    // Whatever else is chosen: the values of the category.
    expect((await list('category=phones&ram=16 GB&lowestPrice=90000')).specValues).toEqual(phones.specValues);
    // The whole catalogue has Intel Core and the phones' chip.
    const all = await list('');
    const phoneChips = of(phones.products.map((p) => p.specs[0]!.cpu));
    expect(all.specValues.cpu).toEqual(expect.arrayContaining(['Intel Core i7', ...phoneChips]));
  });

  it("accepts the spec's RAM value '265 GB' as '256 GB'", async () => {
    const misspelt = await list('ram=265 GB&limit=100');
    expect(misspelt.total).toBeGreaterThan(0);
    expect(misspelt.products.every((p) => p.specs[0]!.memory === '256 GB')).toBe(true);
  });

  it('finds products by English words, case-insensitively', async () => {
    const res = await list('search=airbook 13&limit=100');
    expect(res.total).toBeGreaterThan(0);
    expect(res.products.every((p) => /airbook 13/i.test(p.name))).toBe(true);
  });

  it('finds products by Arabic words, ignoring hamza forms, taa marbuta and diacritics', async () => {
    const plain = await list(`search=${encodeURIComponent('ايربوك')}`);
    const hamza = await list(`search=${encodeURIComponent('إيربوك')}`);
    const diacritics = await list(`search=${encodeURIComponent('إِيرْبُوك')}`);
    expect(plain.total).toBeGreaterThan(0);
    expect(hamza.total).toBe(plain.total);
    expect(diacritics.total).toBe(plain.total);
    const category = await list(`search=${encodeURIComponent('متكامله')}`); // written with ه for ة
    expect(category.total).toBeGreaterThan(0);
  });

  it('matches Arabic-Indic digits like Latin ones', async () => {
    const arabic = await list(`search=${encodeURIComponent('وان ديسك ٢٤')}`);
    const latin = await list(`search=${encodeURIComponent('وان ديسك 24')}`);
    expect(arabic.total).toBeGreaterThan(0);
    expect(arabic.total).toBe(latin.total);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
  });

  it('answers one product with reviews and up to 7 related products of its category, not itself', async () => {
    const [p] = (await list(`category=${slug('professional-laptop')}&limit=1`)).products as [Product];
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${p._id}` });
    expect(res.statusCode).toBe(200);
    const { product } = res.json();
    expect(product).toMatchObject({ _id: p._id, name: p.name, reviews: [] });
    expect(product.relatedProducts.products).toHaveLength(7);
    for (const r of product.relatedProducts.products) {
      expect(r._id).not.toBe(p._id);
      expect(r.category._id).toBe(p.category._id);
    }
  });

  it('answers a phone with the specs shoppers compare: cameras, battery, SIM, screen and storage', async () => {
    const [p] = (await list(`category=${slug('phones')}&search=16%20Pro%20Max&limit=1`)).products as [
      Product,
    ];
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${p._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.specs[0]).toEqual({
      cpu: 'Nova N18 chip',
      memory: '8 GB',
      // Its default variant's: the cheapest storage in stock.
      storage: '512 GB',
      gpu: 'Nova 6-core GPU',
      display: '6.9-inch',
      os: 'StoreOS Mobile 18',
      camera: '48 MP + 48 MP + 12 MP',
      frontCamera: '12 MP',
      battery: '4685 mAh',
      sim: 'nano-SIM + eSIM',
      refreshRate: '120 Hz',
      fiveG: '5G',
    });
  });

  it('answers 404 with a message for an unknown product id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/no-such-product' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found' });
  });
});
