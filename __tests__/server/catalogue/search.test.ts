// Listings and search through the in-memory index, on the real database: listings without a search answer exactly
// what the catalogue's rows say (searches are ranked and forgiving: __tests__/server/search/), and the index follows
// every change of the catalogue at once, product by product, never answering for a catalogue it has not caught up
// with.
import { eq } from 'drizzle-orm';
import type { ProductListQuery, ProductListResponse } from '../../../src/contract';
import { categories, products, productVariants } from '../../../server/db/schema';
import { SEED_PRODUCTS } from '../../../server/db/seed/catalogue';
import { productRow, variantRows } from '../../../server/db/seed/index';
import { readCatalogueVersion } from '../../../server/catalogue/search';
import { completeAtDesk, bearer, json, placeOrder, register, staffToken } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';
import { listing, listingOracle } from '../../support/server/listing';
import { setVariants } from '../../support/server/variants';

const queryString = (query: ProductListQuery) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

describe('listings and search through the index', () => {
  let t: TestApp;
  /** What a listing (no search) must show, from the catalogue's rows. */
  let oracle: Awaited<ReturnType<typeof listingOracle>>;
  beforeAll(async () => {
    // The answer cache off: every request below reaches the search.
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
    expect(await t.app.catalogue.search.ready()).toBe(true);
    oracle = await listingOracle(t.database.db);
  });
  afterAll(async () => {
    await oracle.close();
    await t.close();
  });

  const search = async (query: string) =>
    json<ProductListResponse>(await t.app.inject({ method: 'GET', url: `/api/product?${query}` }));
  const expected = (query: ProductListQuery) => oracle.get(queryString(query));

  it.each([
    ['the whole catalogue', { limit: 100 }],
    ['a category by its slug, second page', { category: 'professional-laptop', limit: 3, page: 2 }],
    ['a price range with fractions', { lowestPrice: 999.5, highestPrice: 60000.2, limit: 100 }],
    ['two CPUs', { cpu: 'M3,Intel Core i9', limit: 100 }],
    ["RAM and storage, with the spec's '265 GB'", { ram: '16 GB,265 GB', storage: '512 GB', limit: 100 }],
    ['a display in a category', { display: '24-inch', category: 'all-in-one-desktop', limit: 100 }],
    [
      'a colour with a storage, in a category',
      { color: 'Blue', storage: '512 GB', category: 'phones', limit: 100 },
    ],
    ['two colours and a price range', { color: 'Midnight,Starlight', highestPrice: 60000, limit: 100 }],
    ['a brand and a colour', { brand: 'Nova', color: 'Silver', limit: 100 }],
    ['every filter', { category: 'air-laptop', lowestPrice: 1000, cpu: 'M3' }],
    ['a category that does not exist', { category: 'typewriters' }],
    ['a CPU no product has', { cpu: 'Z80' }],
    ["the category 'All'", { category: 'All', limit: 5 }],
    ['a listing page past the end', { page: 5000 }],
  ])('answers %s exactly as the catalogue holds it', async (_name, query) => {
    expect(await search(queryString(query))).toEqual(await expected(query));
  });

  it('answers a listing asked for before the index is built, once it is', async () => {
    const fresh = await createTestApp({
      config: { catalogueCacheTtlMs: 0 },
      database: { handle: t.database, drop: async () => undefined },
    });
    try {
      const answer = json<ProductListResponse>(
        await fresh.app.inject({ method: 'GET', url: '/api/product?limit=100' }),
      );
      expect(answer).toEqual(await expected({ limit: 100 }));
    } finally {
      await fresh.close();
    }
  });

  it('answers many different listings at once, each exactly as the catalogue holds it', async () => {
    const queries: ProductListQuery[] = [
      ...[1, 2, 3, 4, 5].map((page) => ({ limit: 3, page })),
      { category: 'professional-laptop', limit: 4 },
      { lowestPrice: 1000, highestPrice: 60000, limit: 100 },
      { limit: 100 },
      { page: 5000 },
    ];
    const answers = await Promise.all(queries.map((query) => search(queryString(query))));
    for (const [i, query] of queries.entries()) expect(answers[i]).toEqual(await expected(query));
  });

  it('answers a category named by its id as by its slug', async () => {
    const [laptops] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'professional-laptop'));
    expect(await search(`category=${laptops!.id}&limit=100`)).toEqual(
      await search('category=professional-laptop&limit=100'),
    );
  });

  it("counts a search's matches up to the cap, its pages in the ranked order", async () => {
    const all = await search('search=pro&limit=100');
    expect(all.total).toBeGreaterThan(5);
    const capped = await listing(
      t.database.db,
      t.app.catalogue.search,
      { search: 'pro', limit: 2, page: 2 },
      5,
    );
    expect(capped).toMatchObject({ total: 5, pages: 3, page: 2 });
    expect(capped.products).toEqual(all.products.slice(2, 4));
  });

  describe('when the catalogue changes', () => {
    const newProduct = async (name: string) => {
      const base = SEED_PRODUCTS[0]!;
      const [category] = await t.database.db.select().from(categories).limit(1);
      const seed = { ...base, name, nameAr: base.nameAr };
      const row = productRow(seed, category!.id, category!, `p-${name}`);
      await t.database.db.insert(products).values(row);
      await t.database.db.insert(productVariants).values(variantRows(seed, row.id!, 0).variants);
      return row;
    };

    it('finds a product added after the index was built, adding it to the index', async () => {
      const before = t.app.catalogue.search.stats()!;
      await newProduct('Zephyrbook Tablet');
      const found = await search('search=zephyrbook');
      expect(found.products.map((p) => p.name)).toEqual(['Zephyrbook Tablet']);
      // A search whose page has no product still reads the version, and sees the change.
      await newProduct('Quasarbook Tablet');
      expect(await search('search=quasarbook&page=9')).toMatchObject({ total: 1, products: [] });
      await t.app.catalogue.search.ready();
      const after = t.app.catalogue.search.stats()!;
      expect(after.version).toBe(await readCatalogueVersion(t.database.db));
      expect(after.version).toBeGreaterThan(before.version);
      expect(after.products).toBe(before.products + 2);
      expect(after.slots).toBe(before.slots + 2);
      expect(await search('search=quasarbook')).toMatchObject({ total: 1 });
    });

    it('follows a renamed and a removed product', async () => {
      const row = await newProduct('Nebulabook Air');
      await t.app.catalogue.search.ready();
      await t.database.db
        .update(products)
        .set({ name: 'Cometbook Air', searchText: row.searchText.replace('nebulabook', 'cometbook') })
        .where(eq(products.id, row.id));
      expect(await search('search=nebulabook')).toMatchObject({ total: 0, products: [] });
      expect((await search('search=cometbook')).products.map((p) => p._id)).toEqual([row.id]);
      await t.app.catalogue.search.ready();
      await t.database.db.delete(productVariants).where(eq(productVariants.productId, row.id));
      await t.database.db.delete(products).where(eq(products.id, row.id));
      expect(await search('search=cometbook')).toMatchObject({ total: 0, products: [] });
    });

    it('follows a price change at once', async () => {
      const row = await newProduct('Pulsarbook Pro');
      await t.app.catalogue.search.ready();
      const cheap = 'search=pulsarbook&highestPrice=100';
      expect(await search(cheap)).toMatchObject({ total: 0 });
      await setVariants(t.database.db, row.id, { price: 90, priceAfterDiscount: 0 });
      expect((await search(cheap)).products.map((p) => [p._id, p.price])).toEqual([[row.id, 90]]);
    });

    it("follows a price change in a category's price range at once", async () => {
      const row = await newProduct('Pulsarbook Mini');
      await t.app.catalogue.search.ready();
      const listing = `category=${row.categoryId}&lowestPrice=1000`;
      const before = await search(listing);
      expect(before.priceRange!.min).toBeGreaterThan(50);
      await setVariants(t.database.db, row.id, { price: 50, priceAfterDiscount: 0 });
      const after = await search(listing);
      expect(after.priceRange).toEqual({ min: 50, max: before.priceRange!.max });
      expect(after).toEqual(await expected({ category: row.categoryId, lowestPrice: 1000 }));
    });

    it('shows the stock taken at checkout and the rating given by a review at once, on pages it has read before', async () => {
      await t.app.catalogue.search.ready();
      const page = 'limit=100';
      const listed = (await search(page)).products.find(
        (p) => p.quantity >= 2 && p.priceAfterDiscount === 0,
      )!;
      expect((await search(page)).products.find((p) => p._id === listed._id)).toEqual(listed);
      const shopper = await register(t.app);
      const order = await placeOrder(t.app, shopper.token, listed._id, 2);
      const afterCheckout = (await search(page)).products.find((p) => p._id === listed._id)!;
      expect(afterCheckout.quantity).toBe(listed.quantity - 2);

      const staff = await staffToken(t.app);
      expect((await completeAtDesk(t.app, staff, order._id)).statusCode).toBe(200);
      const reviewed = await t.app.inject({
        method: 'POST',
        url: `/api/review/${listed._id}`,
        headers: bearer(shopper.token),
        payload: { rating: 1, content: '' },
      });
      expect(reviewed.statusCode).toBe(201);
      const afterReview = (await search(page)).products.find((p) => p._id === listed._id)!;
      expect(afterReview).toMatchObject({
        quantity: listed.quantity - 2,
        ratingsQuantity: listed.ratingsQuantity + 1,
      });
      expect(await search(page)).toEqual(await expected({ limit: 100 }));
    });

    it('shows a renamed category at once on pages it has read before', async () => {
      await t.app.catalogue.search.ready();
      const [first] = (await search('limit=1')).products;
      await search('limit=1');
      const category = first!.category;
      const slots = t.app.catalogue.search.stats()!.slots;
      try {
        await t.database.db
          .update(categories)
          .set({ name: 'Renamed Laptops', nameAr: 'حواسيب' })
          .where(eq(categories.id, category._id));
        expect((await search('limit=1')).products[0]!.category).toEqual({
          ...category,
          name: 'Renamed Laptops',
          nameAr: 'حواسيب',
        });
        // A category's name is matched per category: no product is indexed again.
        expect(t.app.catalogue.search.stats()!.slots).toBe(slots);
      } finally {
        await t.database.db
          .update(categories)
          .set({ name: category.name, nameAr: category.nameAr })
          .where(eq(categories.id, category._id));
      }
      expect((await search('limit=1')).products[0]!.category).toEqual(category);
    });

    it('keeps its words through stock changes (no product indexed again), and shows the stock of the moment', async () => {
      await t.app.catalogue.search.ready();
      const slots = t.app.catalogue.search.stats()!.slots;
      const [first] = (await search('search=studio')).products;
      await setVariants(t.database.db, first!._id, { quantity: 3 });
      const again = await search('search=studio');
      expect(again.products[0]).toMatchObject({ _id: first!._id, quantity: 3 });
      expect(t.app.catalogue.search.stats()!.version).toBe(await readCatalogueVersion(t.database.db));
      expect(t.app.catalogue.search.stats()!.slots).toBe(slots);
    });
  });
});
