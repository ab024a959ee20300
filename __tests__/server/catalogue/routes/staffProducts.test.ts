// /api/staff/products: the manager's product list, create, edit with versions, archive and restore, and stock by
// hand; every write with its activity row, a refused one saving nothing.
import { desc, eq } from 'drizzle-orm';
import type {
  BackOfficePage,
  BackOfficeProduct,
  Category,
  Product,
  ProductVariants,
  StockMovement,
} from '../../../../src/contract';
import { activityLog, products, stockMovements } from '../../../../server/db/schema';
import { createProduct } from '../../../../server/catalogue/writes';
import {
  bearer,
  CHECKOUT_BODY,
  json,
  managerToken,
  placeOrder,
  register,
  type Account,
} from '../../../support/server/api';
import { as, productInput, rowCounts } from '../../../support/server/backOffice';
import { createTestApp, MANAGER, type TestApp } from '../../../support/server/harness';
import { COLOUR_OPTION, STORAGE_OPTION } from '../../../support/server/variants';

describe('the manager’s products', () => {
  let t: TestApp;
  let token: string;
  let shopper: Account;
  let cats: Category[];
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
    token = await managerToken(t.app);
    shopper = await register(t.app);
    cats = json(await t.app.inject({ method: 'GET', url: '/api/category' })).categories;
  });
  afterAll(() => t.close());

  const get = (url: string) => as(t.app, token, { method: 'GET', url });
  const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    as(t.app, token, { method, url, ...(payload ? { payload } : {}) });
  const page = async (query: string) => {
    const res = await get(`/api/staff/products?${query}`);
    expect(res.statusCode).toBe(200);
    return json<BackOfficePage<BackOfficeProduct>>(res);
  };
  const create = async (overrides = {}) => {
    const res = await send('POST', '/api/staff/products', productInput(cats[0]!._id, overrides));
    expect(res.statusCode).toBe(201);
    return json<{ data: BackOfficeProduct }>(res).data;
  };
  const shop = async (query: string) =>
    json<{ products: Product[] }>(await t.app.inject({ method: 'GET', url: `/api/product?${query}` }))
      .products;
  const activityOf = (id: string) =>
    t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, id))
      .orderBy(desc(activityLog.createdAt));

  describe('listing', () => {
    it('pages every product the shop shows, 20 by default, newest first', async () => {
      const first = await page('');
      expect(first).toMatchObject({ page: 1, limit: 20 });
      expect(first.data).toHaveLength(20);
      expect(first.total).toBeGreaterThanOrEqual(60);
      expect(first.pages).toBe(Math.ceil(first.total / 20));
      expect(first.data[0]).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        nameAr: expect.any(String),
        description: expect.any(String),
        descriptionAr: expect.any(String),
        categoryId: expect.any(String),
        price: expect.any(Number),
        priceAfterDiscount: expect.any(Number),
        quantity: expect.any(Number),
        color: expect.any(String),
        colorAr: expect.stringMatching(/\p{Script=Arabic}/u),
        warrantyMonths: expect.any(Number),
        warrantyKind: expect.stringMatching(/^(official|shop)$/),
        brand: expect.any(String),
        brandAr: expect.any(String),
        specs: expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
        specsAr: expect.any(Object),
        images: expect.any(Array),
        archivedAt: null,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        stockState: expect.stringMatching(/^(in|low|out)$/),
        variantStock: { variants: expect.any(Number), out: expect.any(Number), low: expect.any(Number) },
      });
      // A seeded product has no back-office change: updated when created.
      const seeded = (await page('sort=oldest')).data[0]!;
      expect(seeded.updatedAt).toBe(seeded.createdAt);
      expect((await page('limit=50&page=2')).data.length).toBeGreaterThan(0);
    });

    it('finds products by English or Arabic name, and filters by category, stock and discount', async () => {
      const made = await create({ name: 'Zircobook Ultra', nameAr: 'زيركوبوك ألترا', quantity: 3 });
      expect((await page('search=zircobook')).data.map((p) => p._id)).toEqual([made._id]);
      expect((await page(`search=${encodeURIComponent('زيركوبوك')}`)).data.map((p) => p._id)).toEqual([
        made._id,
      ]);
      const inCategory = await page(`category=${cats[0]!._id}&limit=100`);
      expect(inCategory.data.every((p) => p.categoryId === cats[0]!._id)).toBe(true);
      // A product's stock state is the worst of its variants on sale; each row says how many are out and low.
      const low = (await page('stock=low&limit=100')).data;
      expect(low.map((p) => p._id)).toContain(made._id);
      expect(low.every(({ variantStock: v }) => v!.out === 0 && v!.low >= 1)).toBe(true);
      expect(low.every(({ stockState }) => stockState === 'low')).toBe(true);
      const inStock = (await page('stock=in&limit=100')).data;
      expect(inStock.every(({ variantStock: v }) => v!.out === 0 && v!.low === 0 && v!.variants >= 1)).toBe(
        true,
      );
      expect((await page('stock=out&limit=100')).data.every(({ variantStock: v }) => v!.out >= 1)).toBe(true);
      const discounted = await page('discounted=true&limit=100');
      expect(discounted.total).toBeGreaterThan(0);
      expect(discounted.data.every((p) => p.priceAfterDiscount > 0 && p.priceAfterDiscount < p.price)).toBe(
        true,
      );
    });

    describe('by stock, per variant', () => {
      const COLOUR = COLOUR_OPTION;
      const STORAGE = STORAGE_OPTION;
      const variant = (storage: string, colour: string, extra: object) => ({
        sku: `VANTA-${storage.replace(' ', '')}-${colour}`.toUpperCase(),
        optionValues: [storage, colour],
        price: storage === '256 GB' ? 40000 : 48000,
        priceAfterDiscount: 0,
        images: [],
        color: colour,
        colorAr: colour === 'Blue' ? 'أزرق' : 'أسود',
        storage,
        memory: '',
        ...extra,
      });
      const listed = async (stock: string) =>
        (await page(`search=vantaphone&stock=${stock}`)).data.map((p) => p._id);
      const rowOf = async (id: string) => (await page('search=vantaphone')).data.find((p) => p._id === id)!;

      it('lists a product whose blue 512 GB sold out under out, not in, and leaves archived variants out', async () => {
        const made = await create({ name: 'Vantaphone 9', nameAr: 'فانتافون 9', quantity: 8 });
        const saved = await send('PUT', `/api/staff/products/${made._id}/variants`, {
          version: made.version,
          options: [STORAGE, COLOUR],
          variants: [
            variant('256 GB', 'Blue', { _id: made._id }),
            variant('256 GB', 'Black', { quantity: 20 }),
            variant('512 GB', 'Blue', { quantity: 2 }),
            variant('512 GB', 'Black', { quantity: 9 }),
          ],
        });
        expect(saved.statusCode).toBe(200);
        const variants = json<{ data: ProductVariants }>(saved).data.variants;
        const blue512 = variants.find((v) => v.optionValues.join(' ') === '512 GB Blue')!;
        expect(await listed('low')).toEqual([made._id]);
        expect(await rowOf(made._id)).toMatchObject({
          stockState: 'low',
          variantStock: { variants: 4, out: 0, low: 1 },
        });

        // A shopper buys the last two blue 512 GB.
        const cart = await t.app.inject({
          method: 'POST',
          url: '/api/cart',
          headers: bearer(shopper.token),
          payload: { products: [{ productId: made._id, variantId: blue512._id, quantity: 2 }] },
        });
        expect(cart.statusCode).toBe(201);
        const checkout = await t.app.inject({
          method: 'POST',
          url: `/api/checkout/${json<{ data: { _id: string } }>(cart).data._id}`,
          headers: bearer(shopper.token),
          payload: CHECKOUT_BODY,
        });
        expect(checkout.statusCode).toBe(201);

        expect(await listed('out')).toEqual([made._id]);
        expect(await listed('in')).toEqual([]);
        expect(await listed('low')).toEqual([]);
        const row = await rowOf(made._id);
        // The product's own figure is its default variant's, still in stock: the reason is the row's variants.
        expect(row.quantity).toBeGreaterThan(0);
        expect(row).toMatchObject({ stockState: 'out', variantStock: { variants: 4, out: 1, low: 0 } });

        // The manager stops selling the blue 512 GB: an archived variant does not count.
        const [product] = (await page('search=vantaphone')).data;
        const archived = await send('PUT', `/api/staff/products/${made._id}/variants`, {
          version: product!.version,
          options: [STORAGE, COLOUR],
          variants: variants
            .filter((v) => v._id !== blue512._id)
            .map(({ _id, optionValues: [storage, colour] }) => variant(storage!, colour!, { _id })),
        });
        expect(archived.statusCode).toBe(200);
        expect(await listed('out')).toEqual([]);
        expect(await listed('in')).toEqual([made._id]);
        expect(await rowOf(made._id)).toMatchObject({
          stockState: 'in',
          variantStock: { variants: 3, out: 0, low: 0 },
        });
      });

      it('reads a product sold one way by its own stock, as before', async () => {
        const made = await create({ name: 'Vantaphone Lite', nameAr: 'فانتافون لايت', quantity: 3 });
        expect(await listed('low')).toContain(made._id);
        expect(await listed('out')).not.toContain(made._id);
        expect((await rowOf(made._id)).variantStock).toEqual({ variants: 1, out: 0, low: 1 });
        const res = await send('POST', `/api/staff/products/${made._id}/stock`, {
          delta: -3,
          reason: 'damaged',
        });
        expect(res.statusCode).toBe(201);
        expect(await listed('out')).toContain(made._id);
        expect(await listed('low')).not.toContain(made._id);
      });
    });

    it('sorts by price and stock both ways', async () => {
      const byPrice = (await page('sort=price&limit=100')).data.map((p) => p.priceAfterDiscount || p.price);
      expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
      const byStock = (await page('sort=-stock&limit=100')).data.map((p) => p.quantity);
      expect(byStock).toEqual([...byStock].sort((a, b) => b - a));
    });

    it.each([
      ['limit=30', 'limit'],
      ['stock=some', 'stock'],
      ['sort=cheapest', 'sort'],
      ['archived=yes', 'archived'],
      ['page=0', 'page'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const res = await get(`/api/staff/products?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { [field]: expect.any(String) } });
    });

    it('gives one product, archived or not, and 404 for an unknown one', async () => {
      const made = await create();
      expect(json(await get(`/api/staff/products/${made._id}`)).data).toEqual(made);
      const missing = await get('/api/staff/products/no-such-product');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Product not found' });
    });
  });

  describe('creating', () => {
    it('creates a product the shop lists and finds, with its opening stock as received and an activity row', async () => {
      const made = await create({ name: 'Hyperionbook 16' });
      expect(made).toMatchObject({
        name: 'Hyperionbook 16',
        quantity: 7,
        version: 1,
        archivedAt: null,
        colorAr: 'رمادي',
        warrantyMonths: 24,
      });
      // The shop's answer carries the Arabic colour and the warranty.
      const detail = json<{ product: { colorAr: string; warrantyMonths: number } }>(
        await t.app.inject({ method: 'GET', url: `/api/product/${made._id}` }),
      );
      expect(detail.product).toMatchObject({ colorAr: 'رمادي', warrantyMonths: 24 });
      const found = await shop('search=hyperionbook');
      expect(found.map((p) => p._id)).toEqual([made._id]);
      expect(found[0]!.specs).toEqual([productInput('x').specs]);
      // The filter columns come from the specs, as the seed fills them.
      expect((await shop(`cpu=${encodeURIComponent('Quasar Q9')}&limit=100`)).map((p) => p._id)).toContain(
        made._id,
      );
      expect((await shop(`ram=${encodeURIComponent('24 GB')}&limit=100`)).map((p) => p._id)).toContain(
        made._id,
      );
      const [row] = await t.database.db.select().from(products).where(eq(products.id, made._id));
      expect(row).toMatchObject({ cpu: 'Quasar Q9', memory: '24 GB', storage: '2 TB', display: '14.2-inch' });
      expect(row!.searchText).toContain('كوازاربوك');
      const movements = json<BackOfficePage<StockMovement>>(
        await get(`/api/staff/products/${made._id}/stock`),
      );
      expect(movements.data).toEqual([
        expect.objectContaining({
          delta: 7,
          reason: 'received',
          quantityAfter: 7,
          actor: expect.objectContaining({ name: 'Store Manager' }),
        }),
      ]);
      const [logged] = await activityOf(made._id);
      expect(logged).toMatchObject({ action: 'product.create', entity: 'product', before: null });
      expect(logged!.after).toMatchObject({ name: 'Hyperionbook 16' });
    });

    it.each([
      ['a price as text', { price: '100' }, 'price'],
      ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
      ['no specs', { specs: undefined }, 'specs'],
      ['a discount equal to the price', { price: 1000, priceAfterDiscount: 1000 }, 'priceAfterDiscount'],
      ['a discount above the price', { price: 1000, priceAfterDiscount: 1500 }, 'priceAfterDiscount'],
      ['an unknown category', { categoryId: 'no-such-category' }, 'categoryId'],
      ['a name of spaces only', { name: '   ' }, 'name'],
      ['a negative opening stock', { quantity: -1 }, 'quantity'],
      ['a colour without its Arabic name', { colorAr: undefined }, 'colorAr'],
      ['an Arabic colour name of spaces only', { colorAr: '  ' }, 'colorAr'],
      ['no warranty', { warrantyMonths: undefined }, 'warrantyMonths'],
      ['a warranty of no months', { warrantyMonths: 0 }, 'warrantyMonths'],
      ['a warranty as text', { warrantyMonths: '12' }, 'warrantyMonths'],
    ])('refuses %s with 400 naming the field, and saves nothing', async (_what, overrides, field) => {
      const before = await rowCounts(t.database);
      const body = { ...productInput(cats[0]!._id), ...overrides };
      const res = await send('POST', '/api/staff/products', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: expect.any(String),
        errors: expect.objectContaining({ [field]: expect.any(String) }),
      });
      expect(await rowCounts(t.database)).toEqual(before);
    });

    it('refuses an archived category, naming categoryId, and saves nothing', async () => {
      const archived = json(
        await send('POST', '/api/staff/categories', {
          slug: 'old-line',
          name: 'Old line',
          nameAr: 'خط قديم',
        }),
      ).data;
      expect((await send('POST', `/api/staff/categories/${archived._id}/archive`)).statusCode).toBe(200);
      const before = await rowCounts(t.database);
      const res = await send('POST', '/api/staff/products', productInput(archived._id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Choose a category that exists and is not archived',
        errors: { categoryId: 'Choose a category that exists and is not archived' },
      });
      expect(await rowCounts(t.database)).toEqual(before);
    });

    it('saves nothing when the activity row cannot be written (one transaction)', async () => {
      const before = await rowCounts(t.database);
      await expect(
        createProduct(
          t.app.catalogue,
          'no-such-actor',
          productInput(cats[0]!._id),
          () => Date.now(),
          () => {},
        ),
      ).rejects.toThrow();
      expect(await rowCounts(t.database)).toEqual(before);
    });
  });

  describe('editing', () => {
    it('saves at the version read, moves the version, logs before and after, and the shop finds the new name', async () => {
      const made = await create({ name: 'Vegabook Air' });
      const res = await send('PUT', `/api/staff/products/${made._id}`, {
        ...productInput(cats[1]!._id, { name: 'Altairbook Air', price: 41000, priceAfterDiscount: 39000 }),
        version: made.version,
      });
      expect(res.statusCode).toBe(200);
      const saved = json<{ data: BackOfficeProduct }>(res).data;
      expect(saved).toMatchObject({
        name: 'Altairbook Air',
        categoryId: cats[1]!._id,
        version: 2,
        quantity: 7,
      });
      expect(await shop('search=vegabook')).toEqual([]);
      expect((await shop('search=altairbook')).map((p) => [p._id, p.priceAfterDiscount])).toEqual([
        [made._id, 39000],
      ]);
      // updatedAt: the last back-office change, the same when read again.
      expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));
      expect(json(await get(`/api/staff/products/${made._id}`)).data).toEqual(saved);
      const [logged] = await activityOf(made._id);
      expect(logged).toMatchObject({ action: 'product.update' });
      expect(logged!.before).toMatchObject({ name: 'Vegabook Air', version: 1 });
      expect(logged!.after).toMatchObject({ name: 'Altairbook Air', version: 2 });
    });

    it("keeps a seeded phone's camera, battery, SIM, refresh rate and 5G through the back office's read and save, and changes them", async () => {
      const phones = cats.find((c) => c.slug === 'phones')!;
      const [phone] = (await page(`category=${phones._id}&search=Nova%20Fold`)).data;
      const read = json<{ data: BackOfficeProduct }>(await get(`/api/staff/products/${phone!._id}`)).data;
      expect(read.specs).toMatchObject({
        camera: '50 MP + 12 MP + 10 MP',
        frontCamera: '10 MP',
        battery: '4400 mAh',
        sim: 'nano-SIM + eSIM',
        refreshRate: '120 Hz',
        fiveG: '5G',
      });
      const { _id, quantity, archivedAt, createdAt, updatedAt, images, ...input } = read;
      void [_id, quantity, archivedAt, createdAt, updatedAt];
      const res = await send('PUT', `/api/staff/products/${phone!._id}`, {
        ...input,
        images,
        specs: { ...read.specs, battery: '4500 mAh', fiveG: '4G' },
      });
      expect(res.statusCode).toBe(200);
      const shown = json<{ product: Product }>(
        await t.app.inject({ method: 'GET', url: `/api/product/${phone!._id}` }),
      ).product;
      expect(shown.specs[0]).toMatchObject({
        camera: '50 MP + 12 MP + 10 MP',
        battery: '4500 mAh',
        sim: 'nano-SIM + eSIM',
        fiveG: '4G',
      });
    });

    it('ignores a quantity in an edit (stock moves only through stock changes)', async () => {
      const made = await create();
      const res = await send('PUT', `/api/staff/products/${made._id}`, {
        ...productInput(cats[0]!._id, { quantity: 500 }),
        version: 1,
      });
      expect(json(res).data.quantity).toBe(7);
    });

    it('answers 409 to a save at a stale version, in the caller’s language, and keeps the other save', async () => {
      const made = await create({ name: 'Rigelbook' });
      const first = await send('PUT', `/api/staff/products/${made._id}`, {
        ...productInput(cats[0]!._id, { name: 'Rigelbook 2' }),
        version: 1,
      });
      expect(first.statusCode).toBe(200);
      const before = await rowCounts(t.database);
      const stale = await send('PUT', `/api/staff/products/${made._id}`, {
        ...productInput(cats[0]!._id, { name: 'Rigelbook stale' }),
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message: expect.stringMatching(/Someone else saved this product.*Reload/),
      });
      const arabic = await as(t.app, token, {
        method: 'PUT',
        url: `/api/staff/products/${made._id}`,
        headers: { 'accept-language': 'ar' },
        payload: { ...productInput(cats[0]!._id), version: 1 },
      });
      expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, made._id));
      expect(row).toMatchObject({ name: 'Rigelbook 2', editVersion: 2 });
      expect(await rowCounts(t.database)).toEqual(before);
    });

    it.each([
      ['no version', { version: undefined }, 'version', 400],
      ['a version as text', { version: '1' }, 'version', 400],
      ['a price as text', { price: '100' }, 'price', 400],
      ['an unknown category', { categoryId: 'no-such-category' }, 'categoryId', 400],
      ['the Arabic colour name taken away', { colorAr: '' }, 'colorAr', 400],
    ])(
      'refuses an edit with %s, naming the field, and changes nothing',
      async (_what, overrides, field, status) => {
        const made = await create();
        const before = await rowCounts(t.database);
        const res = await send('PUT', `/api/staff/products/${made._id}`, {
          ...productInput(cats[0]!._id, { name: 'Changed' }),
          version: 1,
          ...overrides,
        });
        expect(res.statusCode).toBe(status);
        expect(res.json().errors).toEqual(expect.objectContaining({ [field]: expect.any(String) }));
        const [row] = await t.database.db.select().from(products).where(eq(products.id, made._id));
        expect(row).toMatchObject({ name: made.name, editVersion: 1 });
        expect(await rowCounts(t.database)).toEqual(before);
      },
    );

    it('answers 404 for an edit of an unknown product', async () => {
      const res = await send('PUT', '/api/staff/products/no-such-product', {
        ...productInput(cats[0]!._id),
        version: 1,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('the specs’ Arabic forms', () => {
    const ARABIC = { display: 'شاشة 14.2 بوصة', memory: '24 جيجابايت موحدة' };
    const detailOf = async (id: string) =>
      json<{ product: Product }>(await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).product;

    it('saves them, answers them to the back office and the shop, and keeps them through a save that leaves them out', async () => {
      const made = await create({ name: 'Lyrabook 14', specsAr: ARABIC });
      expect(made.specsAr).toEqual(ARABIC);
      expect(
        json<{ data: BackOfficeProduct }>(await get(`/api/staff/products/${made._id}`)).data.specsAr,
      ).toEqual(ARABIC);
      expect((await detailOf(made._id)).specsAr).toEqual(ARABIC);
      expect((await shop('search=lyrabook'))[0]!.specsAr).toEqual(ARABIC);
      // Every product answer carries them: {} for one without.
      const plain = await create({ name: 'Plainbook 14' });
      expect(plain.specsAr).toEqual({});
      expect((await detailOf(plain._id)).specsAr).toEqual({});

      // A client from before them leaves them out: kept, but only for specs that still have an English value.
      const { specsAr: _left, ...withoutArabic } = productInput(cats[0]!._id, { name: 'Lyrabook 14' });
      void _left;
      const kept = await send('PUT', `/api/staff/products/${made._id}`, {
        ...withoutArabic,
        specs: { ...withoutArabic.specs, memory: '' },
        version: made.version,
      });
      expect(kept.statusCode).toBe(200);
      expect(json<{ data: BackOfficeProduct }>(kept).data.specsAr).toEqual({ display: ARABIC.display });
      // Sent as {}: none left, and the shop's dictionary writes them again.
      const cleared = await send('PUT', `/api/staff/products/${made._id}`, {
        ...productInput(cats[0]!._id, { name: 'Lyrabook 14', specsAr: {} }),
        version: made.version + 1,
      });
      expect(cleared.statusCode).toBe(200);
      expect((await detailOf(made._id)).specsAr).toEqual({});
      const [logged] = await activityOf(made._id);
      expect(logged!.before).toMatchObject({ specsAr: { display: ARABIC.display } });
      expect(logged!.after).toMatchObject({ specsAr: {} });
    });

    it('are searched: the shop finds a product by a word only its Arabic forms have, and forgets it when they go', async () => {
      const made = await create({ name: 'Lyrabook 14', specsAr: ARABIC });
      await create({ name: 'Plainbook 14' });
      // "موحدة" (unified) is in no English value and no name; written with ه, as shoppers type it.
      expect((await shop(`search=${encodeURIComponent('موحده')}`)).map((p) => p._id)).toEqual([made._id]);
      const cleared = await send('PUT', `/api/staff/products/${made._id}`, {
        ...productInput(cats[0]!._id, { name: 'Lyrabook 14', specsAr: {} }),
        version: made.version,
      });
      expect(cleared.statusCode).toBe(200);
      expect(await shop(`search=${encodeURIComponent('موحده')}`)).toEqual([]);
    });

    it.each([
      ['a key that is not a spec', { ram: 'ذاكرة' }, 'specsAr'],
      ['Arabic for a spec without an English value', { camera: '12 ميجابكسل' }, 'specsAr.camera'],
      ['a form without Arabic letters', { display: '14.2-inch' }, 'specsAr.display'],
      ['an empty form', { display: '' }, 'specsAr.display'],
      ['a form with spaces around it', { display: ' شاشة ' }, 'specsAr.display'],
      ['a form longer than a spec value', { display: 'ش'.repeat(61) }, 'specsAr.display'],
      ['a number instead of text', { display: 14 }, 'specsAr.display'],
    ])('refuses %s with 400 naming the field, and saves nothing', async (_what, specsAr, field) => {
      const made = await create({ name: 'Refusedbook', specsAr: { memory: '24 جيجابايت' } });
      const before = await rowCounts(t.database);
      const created = await send('POST', '/api/staff/products', { ...productInput(cats[0]!._id), specsAr });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({
        message: expect.any(String),
        errors: expect.objectContaining({ [field]: expect.any(String) }),
      });
      const edited = await send('PUT', `/api/staff/products/${made._id}`, {
        ...productInput(cats[0]!._id, { name: 'Renamed by a refused save' }),
        specsAr,
        version: made.version,
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().errors).toHaveProperty([field]);
      expect(await rowCounts(t.database)).toEqual(before);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, made._id));
      expect(row).toMatchObject({
        name: 'Refusedbook',
        editVersion: made.version,
        specsAr: { memory: '24 جيجابايت' },
      });
    });
  });

  describe('archiving', () => {
    it('hides a product from the shop and brings it back, each step logged once', async () => {
      const made = await create({ name: 'Deneborb Mini' });
      const archived = json(await send('POST', `/api/staff/products/${made._id}/archive`)).data;
      expect(archived).toMatchObject({ archivedAt: expect.any(String), version: 2 });
      expect(await shop('search=deneborb')).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/product/${made._id}` })).statusCode).toBe(404);
      expect((await page('archived=true&limit=100')).data.map((p) => p._id)).toContain(made._id);
      expect((await page('search=deneborb')).data).toEqual([]);
      // Again: nothing changes, nothing logged.
      expect(json(await send('POST', `/api/staff/products/${made._id}/archive`)).data).toEqual(archived);
      const restored = json(await send('POST', `/api/staff/products/${made._id}/restore`)).data;
      expect(restored).toMatchObject({ archivedAt: null, version: 3 });
      expect((await shop('search=deneborb')).map((p) => p._id)).toEqual([made._id]);
      expect((await activityOf(made._id)).map((a) => a.action)).toEqual([
        'product.restore',
        'product.archive',
        'product.create',
      ]);
    });

    it('answers 404 for an unknown product', async () => {
      expect((await send('POST', '/api/staff/products/nope/archive')).statusCode).toBe(404);
      expect((await send('POST', '/api/staff/products/nope/restore')).statusCode).toBe(404);
    });
  });

  describe('stock', () => {
    it('adds and takes away stock by hand, with the history newest first and who did it', async () => {
      const made = await create({ quantity: 2 });
      const added = await send('POST', `/api/staff/products/${made._id}/stock`, {
        delta: 10,
        reason: 'received',
        note: 'Delivery 42',
      });
      expect(added.statusCode).toBe(201);
      expect(json(added).data).toMatchObject({
        delta: 10,
        reason: 'received',
        quantityAfter: 12,
        note: 'Delivery 42',
      });
      await send('POST', `/api/staff/products/${made._id}/stock`, { delta: -3, reason: 'damaged' });
      const history = json<BackOfficePage<StockMovement>>(await get(`/api/staff/products/${made._id}/stock`));
      expect(history.data.map((m) => [m.delta, m.reason, m.quantityAfter])).toEqual([
        [-3, 'damaged', 9],
        [10, 'received', 12],
        [2, 'received', 2],
      ]);
      expect(history.data[0]!.actor).toEqual({ _id: expect.any(String), name: 'Store Manager' });
      const [row] = await t.database.db.select().from(products).where(eq(products.id, made._id));
      expect(row!.quantity).toBe(9);
      expect((await shop('limit=100&search=quasarbook')).find((p) => p._id === made._id)?.quantity).toBe(9);
      const [logged] = await activityOf(made._id);
      expect(logged).toMatchObject({
        action: 'stock.adjust',
        before: { quantity: 12 },
        after: { quantity: 9 },
      });
    });

    it('never goes below zero: 409 with a clear message, nothing changed', async () => {
      const made = await create({ quantity: 2 });
      const before = await rowCounts(t.database);
      const res = await send('POST', `/api/staff/products/${made._id}/stock`, {
        delta: -3,
        reason: 'correction',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Stock cannot go below zero: there are 2 in stock',
        errors: { delta: 2 },
      });
      const [row] = await t.database.db.select().from(products).where(eq(products.id, made._id));
      expect(row!.quantity).toBe(2);
      expect(await rowCounts(t.database)).toEqual(before);
    });

    it.each([
      ['a fractional delta', { delta: 1.5, reason: 'received' }, 'delta'],
      ['a delta as text', { delta: '5', reason: 'received' }, 'delta'],
      ['a delta of 0', { delta: 0, reason: 'received' }, 'delta'],
      ['the reason order (written by checkout only)', { delta: 5, reason: 'order' }, 'reason'],
      ['no reason', { delta: 5 }, 'reason'],
    ])('refuses %s with 400 naming the field', async (_what, body, field) => {
      const made = await create();
      const before = await rowCounts(t.database);
      const res = await send('POST', `/api/staff/products/${made._id}/stock`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.objectContaining({ [field]: expect.any(String) }));
      expect(await rowCounts(t.database)).toEqual(before);
    });

    it('lists every product’s movements newest first with their names, by reason, on the Stock screen', async () => {
      const made = await create({ name: 'Lyrabook Stock', nameAr: 'ليرابوك مخزون', quantity: 4 });
      await send('POST', `/api/staff/products/${made._id}/stock`, { delta: -1, reason: 'damaged' });
      const all = json<BackOfficePage<StockMovement>>(await get('/api/staff/stock'));
      expect(all.data[0]).toMatchObject({
        productId: made._id,
        delta: -1,
        reason: 'damaged',
        product: { name: 'Lyrabook Stock', nameAr: 'ليرابوك مخزون' },
      });
      expect(all.data[1]).toMatchObject({ productId: made._id, delta: 4, reason: 'received' });
      const damaged = json<BackOfficePage<StockMovement>>(await get('/api/staff/stock?reason=damaged'));
      expect(damaged.data.length).toBeGreaterThan(0);
      expect(damaged.data.every((m) => m.reason === 'damaged')).toBe(true);
      expect(damaged.total).toBeLessThan(all.total);
      const bad = await get('/api/staff/stock?reason=stolen');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: expect.any(String), errors: { reason: expect.any(String) } });
    });

    it('answers 404 for the stock of an unknown product', async () => {
      expect((await get('/api/staff/products/nope/stock')).statusCode).toBe(404);
      expect(
        (await send('POST', '/api/staff/products/nope/stock', { delta: 1, reason: 'received' })).statusCode,
      ).toBe(404);
    });

    it('records an order movement at checkout and a cancel movement at cancellation', async () => {
      const made = await create({ quantity: 5 });
      const order = await placeOrder(t.app, shopper.token, made._id, 2);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/cancel/${order._id}`,
        headers: bearer(shopper.token),
        payload: { reason: 'I changed my mind' },
      });
      expect(cancelled.statusCode).toBe(200);
      const rows = await t.database.db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.productId, made._id))
        .orderBy(desc(stockMovements.createdAt));
      expect(rows.map((m) => [m.reason, m.delta, m.quantityAfter, m.orderId])).toEqual([
        ['cancel', 2, 5, order._id],
        ['order', -2, 3, order._id],
        ['received', 5, 5, null],
      ]);
      const history = json<BackOfficePage<StockMovement>>(await get(`/api/staff/products/${made._id}/stock`));
      expect(history.data[0]!.actor?.name).toBe('Test User');
    });
  });

  it('names the seeded manager account', () => {
    expect(MANAGER.email).toBe('manager@store.local');
  });
});
