// PUT /api/staff/products/:id/variants: a manager saves a product's options and variants in one transaction (on
// PGlite, and on PostgreSQL when DATABASE_URL is set); a refused save changes nothing.
import { count, desc, eq } from 'drizzle-orm';
import type {
  BackOfficePage,
  BackOfficeProduct,
  Category,
  ProductDetail,
  ProductVariants,
  RestockItem,
  StockMovement,
  VariantInput,
  VariantsInput,
} from '../../../src/contract';
import { activityLog, products, productVariants } from '../../../server/db/schema';
import { json, managerToken, staffToken } from '../../support/server/api';
import { as, productInput, rowCounts } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';
import { COLOUR_OPTION, STORAGE_OPTION } from '../../support/server/variants';

const STORAGE = STORAGE_OPTION;
const COLOUR = COLOUR_OPTION;
const COLOUR_AR: Record<string, string> = { Blue: 'أزرق', Black: 'أسود' };

describe('a product’s options and variants, saved by a manager', () => {
  let t: TestApp;
  let token: string;
  let cats: Category[];
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
    token = await managerToken(t.app);
    cats = json(await t.app.inject({ method: 'GET', url: '/api/category' })).categories;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    as(t.app, token, { method, url, ...(payload ? { payload } : {}) });
  const create = async () => {
    seq += 1;
    const res = await send(
      'POST',
      '/api/staff/products',
      productInput(cats[0]!._id, { name: `Lumaphone ${seq}` }),
    );
    expect(res.statusCode).toBe(201);
    return json<{ data: BackOfficeProduct }>(res).data;
  };
  const variant = (storage: string, colour: string, overrides: Partial<VariantInput> = {}): VariantInput => ({
    sku: `LUMA-${seq}-${storage.replace(' ', '')}-${colour}`.toUpperCase(),
    optionValues: [storage, colour],
    price: storage === '256 GB' ? 40000 : 48000,
    priceAfterDiscount: 0,
    images: [],
    color: colour,
    colorAr: COLOUR_AR[colour]!,
    storage,
    memory: '',
    ...overrides,
  });
  /** 2 × 2: the product's own variant becomes 256 GB Blue; the three others are new, with opening stock. */
  const twoByTwo = (product: BackOfficeProduct): VariantsInput => ({
    version: product.version,
    options: [STORAGE, COLOUR],
    variants: [
      variant('256 GB', 'Blue', { _id: product.variants![0]!._id }),
      variant('256 GB', 'Black', { quantity: 4 }),
      variant('512 GB', 'Blue', { quantity: 2, priceAfterDiscount: 45000 }),
      variant('512 GB', 'Black'),
    ],
  });
  const save = (id: string, body: object) => send('PUT', `/api/staff/products/${id}/variants`, body);
  const saved = async (id: string, body: object) => {
    const res = await save(id, body);
    expect(res.statusCode).toBe(200);
    return json<{ data: ProductVariants }>(res).data;
  };
  const detail = async (id: string) =>
    json<{ product: ProductDetail }>(await t.app.inject({ method: 'GET', url: `/api/product/${id}` }))
      .product;
  const variantRows = async () =>
    Number((await t.database.db.select({ n: count() }).from(productVariants))[0]?.n ?? 0);

  it('turns a product sold one way into 2 × 2 variants, with the new ones’ stock received, in the shop at once', async () => {
    const product = await create();
    const answer = await saved(product._id, twoByTwo(product));
    expect(answer.version).toBe(product.version + 1);
    expect(answer.options).toEqual([STORAGE, COLOUR]);
    expect(answer.variants.map((v) => [v.optionValues.join(' '), v.quantity, v.archivedAt])).toEqual([
      ['256 GB Blue', 7, null],
      ['256 GB Black', 4, null],
      ['512 GB Blue', 2, null],
      ['512 GB Black', 0, null],
    ]);
    // The product's own variant kept its id (orders name it) and its units.
    expect(answer.variants[0]!._id).toBe(product.variants![0]!._id);

    const shown = await detail(product._id);
    expect(shown.options.map((o) => o.nameAr)).toEqual(['السعة', 'اللون']);
    expect(shown.variants).toHaveLength(4);
    // Its own figures are its default variant's: the cheapest in stock.
    expect(shown).toMatchObject({ price: 40000, priceAfterDiscount: 0, color: 'Blue', colorAr: 'أزرق' });

    const movements = json<BackOfficePage<StockMovement>>(
      await send('GET', `/api/staff/products/${product._id}/stock`),
    ).data;
    expect(movements.filter((m) => m.reason === 'received').map((m) => [m.variantId, m.delta])).toEqual(
      expect.arrayContaining([
        [answer.variants[1]!._id, 4],
        [answer.variants[2]!._id, 2],
      ]),
    );
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, product._id))
      .orderBy(desc(activityLog.createdAt));
    expect(logged).toMatchObject({ action: 'product.variants', entity: 'product' });
    expect((logged!.after as ProductVariants).variants).toHaveLength(4);

    // The back office's product answer carries them too.
    const again = json<{ data: BackOfficeProduct }>(
      await send('GET', `/api/staff/products/${product._id}`),
    ).data;
    expect(again.options).toEqual([STORAGE, COLOUR]);
    expect(again.variants).toHaveLength(4);
    expect(again.version).toBe(answer.version);
  });

  it('archives a variant left out (the shop stops selling it) and restores it when it is sent again', async () => {
    const product = await create();
    const first = await saved(product._id, twoByTwo(product));
    const black512 = first.variants[3]!;
    const kept = first.variants.slice(0, 3).map(({ archivedAt: _a, quantity: _q, ...rest }) => rest);
    const archived = await saved(product._id, {
      version: first.version,
      options: [STORAGE, COLOUR],
      variants: kept,
    });
    expect(archived.variants.map((v) => [v._id, v.archivedAt === null])).toEqual([
      ...kept.map((v) => [v._id, true]),
      [black512._id, false],
    ]);
    expect((await detail(product._id)).variants.map((v) => v._id)).not.toContain(black512._id);
    const rows = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, black512._id));
    expect(rows).toHaveLength(1);

    // Sent again as new (no id), with the same choices: the archived one comes back.
    const back = await saved(product._id, {
      version: archived.version,
      options: [STORAGE, COLOUR],
      variants: [...kept, variant('512 GB', 'Black', { sku: black512.sku })],
    });
    expect(back.variants.filter((v) => v.archivedAt === null).map((v) => v._id)).toContain(black512._id);
    expect(back.variants).toHaveLength(4);
  });

  it('gives a new SKU to one of two saves racing for it; the other is a 409 naming it and saves nothing', async () => {
    const [a, b] = [await create(), await create()];
    const withSku = (product: BackOfficeProduct) => {
      const input = twoByTwo(product);
      input.variants.forEach((variant, i) => (variant.sku = `RACE-${product._id}-${i}`));
      input.variants[1]!.sku = 'RACE-SHARED';
      return input;
    };
    const answers = await Promise.all([save(a._id, withSku(a)), save(b._id, withSku(b))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((res) => res.statusCode === 409)!;
    expect(lost.json().errors).toEqual({ 'variants[1].sku': 'Another variant already uses this SKU' });
    const loser = answers[0]!.statusCode === 409 ? a : b;
    const rows = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, loser._id));
    expect(rows).toHaveLength(1);
  });

  it('lets two variants swap their SKUs in one save', async () => {
    const product = await create();
    const first = await saved(product._id, twoByTwo(product));
    const [a, b, ...rest] = first.variants.map(({ archivedAt: _a, quantity: _q, ...v }) => v);
    const swapped = await saved(product._id, {
      version: first.version,
      options: [STORAGE, COLOUR],
      variants: [{ ...a!, sku: b!.sku }, { ...b!, sku: a!.sku }, ...rest],
    });
    expect(swapped.variants.slice(0, 2).map((v) => [v._id, v.sku])).toEqual([
      [a!._id, b!.sku],
      [b!._id, a!.sku],
    ]);
  });

  describe('refusals: a 400 naming the field, and nothing saved', () => {
    let product: BackOfficeProduct;
    beforeAll(async () => {
      product = await create();
    });
    const body = (change: (input: VariantsInput) => void) => {
      const input = structuredClone(twoByTwo(product));
      change(input);
      return input;
    };

    it.each<[string, (input: VariantsInput) => void, string]>([
      ['a SKU twice in the list', (i) => (i.variants[2]!.sku = i.variants[0]!.sku), 'variants[2].sku'],
      [
        'a combination twice',
        (i) => (i.variants[3]!.optionValues = ['256 GB', 'Black']),
        'variants[3].optionValues',
      ],
      [
        'a value not among the options',
        (i) => (i.variants[1]!.optionValues = ['2 TB', 'Black']),
        'variants[1].optionValues',
      ],
      [
        'one value for two options',
        (i) => (i.variants[1]!.optionValues = ['256 GB']),
        'variants[1].optionValues',
      ],
      [
        'a discount above the price',
        (i) => (i.variants[2]!.priceAfterDiscount = 50000),
        'variants[2].priceAfterDiscount',
      ],
      [
        'an option value without its Arabic',
        (i) => (i.options[1]!.values[1]!.valueAr = ''),
        'options[1].values[1].valueAr',
      ],
      ['an option without its Arabic name', (i) => (i.options[0]!.nameAr = ' '), 'options[0].nameAr'],
      ['a colour without its Arabic', (i) => (i.variants[3]!.colorAr = ''), 'variants[3].colorAr'],
      ['no variant at all', (i) => (i.variants = []), 'variants'],
      ['a SKU with spaces', (i) => (i.variants[0]!.sku = 'LUMA 1'), 'variants[0].sku'],
      [
        'a variant the product does not have',
        (i) => (i.variants[0]!._id = 'no-such-variant'),
        'variants[0]._id',
      ],
      ['a price as text', (i) => ((i.variants[0] as { price: unknown }).price = '100'), 'variants[0].price'],
    ])('refuses %s', async (_what, change, field) => {
      const before = { ...(await rowCounts(t.database)), variants: await variantRows() };
      const res = await save(product._id, body(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: expect.any(String),
        errors: expect.objectContaining({ [field]: expect.any(String) }),
      });
      expect({ ...(await rowCounts(t.database)), variants: await variantRows() }).toEqual(before);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, product._id));
      expect(row).toMatchObject({ editVersion: product.version, options: [] });
    });

    it('answers in Arabic to a caller in Arabic', async () => {
      const res = await as(t.app, token, {
        method: 'PUT',
        url: `/api/staff/products/${product._id}/variants`,
        headers: { 'accept-language': 'ar' },
        payload: body((i) => (i.variants[2]!.sku = i.variants[0]!.sku)),
      });
      expect(res.json().errors['variants[2].sku']).toBe('إصدار آخر في القائمة له رمز المنتج نفسه');
    });

    it('refuses a SKU another product’s variant has with 409 naming it, saving nothing', async () => {
      const other = await create();
      const before = { ...(await rowCounts(t.database)), variants: await variantRows() };
      const res = await save(
        product._id,
        body((i) => (i.variants[1]!.sku = other.variants![0]!.sku)),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Another variant already uses this SKU',
        errors: { 'variants[1].sku': 'Another variant already uses this SKU' },
      });
      expect({ ...(await rowCounts(t.database)), variants: await variantRows() }).toEqual(before);
    });

    it('answers 409 to a save at a stale version', async () => {
      const res = await save(
        product._id,
        body((i) => (i.version = product.version + 5)),
      );
      expect(res.statusCode).toBe(409);
    });
  });

  it('lists each variant to restock with its SKU and choices, though its product’s figures are another’s', async () => {
    const product = await create();
    const answer = await saved(product._id, twoByTwo(product));
    const black512 = answer.variants[3]!;
    const staff = await staffToken(t.app);
    const all: RestockItem[] = [];
    for (let page = 1; ; page += 1) {
      const res = await as(t.app, staff, { method: 'GET', url: `/api/staff/stock/restock?page=${page}` });
      expect(res.statusCode).toBe(200);
      const body = json<BackOfficePage<RestockItem>>(res);
      all.push(...body.data);
      if (page >= body.pages) break;
    }
    expect(all.map((item) => item.quantity)).toEqual(
      [...all.map((item) => item.quantity)].sort((a, b) => a - b),
    );
    expect(all.find((item) => item.variant._id === black512._id)).toEqual({
      productId: product._id,
      name: product.name,
      nameAr: product.nameAr,
      quantity: 0,
      variant: {
        _id: black512._id,
        sku: black512.sku,
        choices: [
          { name: 'Storage', nameAr: 'السعة', value: '512 GB', valueAr: '512 جيجابايت' },
          { name: 'Colour', nameAr: 'اللون', value: 'Black', valueAr: 'أسود' },
        ],
      },
    });
    // The product's own figures are its default variant's (in stock): a list of products would not show it.
    expect((await detail(product._id)).quantity).toBeGreaterThan(5);
    const movements = json<BackOfficePage<StockMovement>>(
      await send('GET', `/api/staff/products/${product._id}/stock`),
    ).data;
    expect(movements.find((m) => m.variantId === answer.variants[1]!._id)?.sku).toBe(answer.variants[1]!.sku);
  });

  it('is the manager’s: staff get 403, and an unknown product is a 404', async () => {
    const product = await create();
    const staff = await staffToken(t.app);
    const refused = await as(t.app, staff, {
      method: 'PUT',
      url: `/api/staff/products/${product._id}/variants`,
      payload: twoByTwo(product),
    });
    expect(refused.statusCode).toBe(403);
    expect((await save('no-such-product', twoByTwo(product))).statusCode).toBe(404);
  });

  it('refuses stock by hand without naming the variant once a product comes in several, and takes it per variant', async () => {
    const product = await create();
    const answer = await saved(product._id, twoByTwo(product));
    const unnamed = await send('POST', `/api/staff/products/${product._id}/stock`, {
      delta: 1,
      reason: 'received',
    });
    expect(unnamed.statusCode).toBe(400);
    const named = await send('POST', `/api/staff/products/${product._id}/stock`, {
      delta: 3,
      reason: 'received',
      variantId: answer.variants[3]!._id,
    });
    expect(named.statusCode).toBe(201);
    expect(json<{ data: StockMovement }>(named).data).toMatchObject({
      variantId: answer.variants[3]!._id,
      quantityAfter: 3,
    });
  });
});

describe('a product’s brand and warranty kind, and a category’s spec set', () => {
  let t: TestApp;
  let token: string;
  let cats: Category[];
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
    token = await managerToken(t.app);
    cats = json(await t.app.inject({ method: 'GET', url: '/api/category' })).categories;
  });
  afterAll(() => t.close());
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    as(t.app, token, { method, url, payload });

  it('saves a brand in both languages and whose warranty it is, and the shop shows them', async () => {
    const made = json<{ data: BackOfficeProduct }>(
      await send(
        'POST',
        '/api/staff/products',
        productInput(cats[0]!._id, { brand: 'Quasar', brandAr: 'كوازار', warrantyKind: 'shop' }),
      ),
    ).data;
    expect(made).toMatchObject({ brand: 'Quasar', brandAr: 'كوازار', warrantyKind: 'shop' });
    const shop = json<{ product: ProductDetail }>(
      await t.app.inject({ method: 'GET', url: `/api/product/${made._id}` }),
    ).product;
    expect(shop).toMatchObject({ brand: 'Quasar', brandAr: 'كوازار', warrantyKind: 'shop' });
    // An edit that leaves them out keeps them.
    const { brand: _b, brandAr: _a, warrantyKind: _k, ...rest } = productInput(cats[0]!._id);
    const edited = await send('PUT', `/api/staff/products/${made._id}`, { ...rest, version: made.version });
    expect(json<{ data: BackOfficeProduct }>(edited).data).toMatchObject({
      brand: 'Quasar',
      warrantyKind: 'shop',
    });
  });

  it.each([
    ['a brand without its Arabic name', { brand: 'Quasar', brandAr: '' }, 'brandAr'],
    ['an unknown warranty kind', { warrantyKind: 'lifetime' }, 'warrantyKind'],
  ])('refuses %s with 400 naming the field', async (_what, overrides, field) => {
    const res = await send('POST', '/api/staff/products', { ...productInput(cats[0]!._id), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.objectContaining({ [field]: expect.any(String) }));
  });

  it('saves a category’s spec set, which the shop’s category answers, and refuses an unknown spec', async () => {
    const [first] = json<{
      data: { _id: string; slug: string; name: string; nameAr: string; version: number }[];
    }>(await as(t.app, token, { method: 'GET', url: '/api/staff/categories' })).data;
    const base = { slug: first!.slug, name: first!.name, nameAr: first!.nameAr, version: first!.version };
    const saved = await send('PUT', `/api/staff/categories/${first!._id}`, {
      ...base,
      specKeys: ['cpu', 'memory'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.specKeys).toEqual(['cpu', 'memory']);
    const shop = json<{ categories: Category[] }>(
      await t.app.inject({ method: 'GET', url: '/api/category' }),
    );
    expect(shop.categories.find((c) => c._id === first!._id)!.specKeys).toEqual(['cpu', 'memory']);
    const refused = await send('PUT', `/api/staff/categories/${first!._id}`, {
      ...base,
      version: saved.json().data.version,
      specKeys: ['horsepower'],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)[0]).toMatch(/^specKeys/);
  });
});
