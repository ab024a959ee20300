// Listings and searches of products in several variants (on PGlite, and on PostgreSQL when DATABASE_URL is set):
// found by any variant's words and by brand, filtered (storage, memory, colour) by a variant in stock that then shows
// on the card, swatches and "from" prices, and brands and colours offered and filtered.
import { eq } from 'drizzle-orm';
import { products, productVariants } from '../../../server/db/schema';
import type { ProductDetail, ProductListResponse } from '../../../src/contract';
import { json } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('listings of products in several variants', () => {
  let t: TestApp;
  let phones: ProductDetail[];
  beforeAll(async () => {
    // The answer cache off: every request below reaches the index and the database.
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
    const listed = await list('category=phones&limit=100');
    phones = await Promise.all(listed.products.map((p) => detailOf(p._id)));
  });
  afterAll(() => t.close());

  async function list(query: string): Promise<ProductListResponse> {
    const res = await t.app.inject({ method: 'GET', url: `/api/product?${encodeURI(query)}` });
    expect(res.statusCode).toBe(200);
    return json<ProductListResponse>(res);
  }
  async function detailOf(id: string): Promise<ProductDetail> {
    return json<{ product: ProductDetail }>(await t.app.inject({ method: 'GET', url: `/api/product/${id}` }))
      .product;
  }
  const ids = (answer: ProductListResponse) => answer.products.map((p) => p._id).sort();
  const phonesWith = (has: (p: ProductDetail) => boolean) =>
    phones
      .filter(has)
      .map((p) => p._id)
      .sort();
  const paid = (v: { price: number; priceAfterDiscount: number }) =>
    v.priceAfterDiscount > 0 && v.priceAfterDiscount < v.price ? v.priceAfterDiscount : v.price;

  it.each([
    ['512', (p: ProductDetail) => p.variants.some((v) => v.storage.startsWith('512'))],
    ['512 GB', (p: ProductDetail) => p.variants.some((v) => v.storage === '512 GB')],
    ['512 جيجا', (p: ProductDetail) => p.variants.some((v) => v.storage === '512 GB')],
    ['أزرق', (p: ProductDetail) => p.variants.some((v) => v.colorAr === 'أزرق')],
    ['Blue', (p: ProductDetail) => p.variants.some((v) => v.color === 'Blue')],
  ])('finds the phones one of whose variants is "%s", whatever their default', async (query, has) => {
    const wanted = phonesWith(has);
    expect(wanted.length).toBeGreaterThan(0);
    // Some of them only through a variant that is not their default.
    expect(phones.some((p) => has(p) && !has({ ...p, variants: p.variants.slice(0, 1) }))).toBe(true);
    const found = await list(`search=${query}&category=phones&limit=100`);
    expect(ids(found)).toEqual(wanted);
  });

  it('finds products by their brand in both languages', async () => {
    for (const query of ['Nova', 'نوفا']) {
      const found = await list(`search=${query}&limit=100`);
      expect(found.total).toBe(phones.length);
      expect(found.products.every((p) => p.brand === 'Nova' && p.brandAr === 'نوفا')).toBe(true);
    }
    expect((await list('search=أوربت&limit=100')).products.every((p) => p.brand === 'Orbit')).toBe(true);
  });

  it('finds a phone by a colour added as a variant, and no longer once that variant is archived', async () => {
    const phone = phones[0]!;
    const base = phone.variants[0]!;
    expect((await list('search=زعفراني')).total).toBe(0);
    const options = phone.options.map((o) =>
      o.key === 'color' ? { ...o, values: [...o.values, { value: 'Saffron', valueAr: 'زعفراني' }] } : o,
    );
    await t.app.catalogue.write(async (tx) => {
      await tx.update(products).set({ options }).where(eq(products.id, phone._id));
      await tx.insert(productVariants).values({
        id: 'variant-saffron',
        productId: phone._id,
        sku: 'TEST-SAFFRON',
        optionValues: options.map((o) => (o.key === 'color' ? 'Saffron' : base.optionValues[0]!)),
        price: base.price + 1,
        quantity: 3,
        color: 'Saffron',
        colorAr: 'زعفراني',
        storage: base.storage,
        position: 99,
      });
    });
    for (const query of ['زعفراني', 'saffron', 'Safron']) {
      expect(ids(await list(`search=${query}`))).toEqual([phone._id]);
    }
    // Its card offers the new colour among its swatches.
    const card = (await list(`search=saffron`)).products[0]!;
    expect(card.swatches).toEqual(expect.arrayContaining([{ color: 'Saffron', colorAr: 'زعفراني' }]));
    await t.app.catalogue.write(async (tx) => {
      await tx
        .update(productVariants)
        .set({ archivedAt: new Date() })
        .where(eq(productVariants.id, 'variant-saffron'));
      await tx.update(products).set({ options: phone.options }).where(eq(products.id, phone._id));
    });
    expect((await list('search=زعفراني')).total).toBe(0);
  });

  it('filters by storage on the variants in stock, and the card shows the chosen variant', async () => {
    const answer = await list('category=phones&storage=512 GB&limit=100');
    // A phone sold out in every variant is filtered on all of them (it shows as sold out, as before variants).
    const soldOut = (p: ProductDetail) => p.variants.every((v) => v.quantity === 0);
    const has512 = (p: ProductDetail) =>
      p.variants.some((v) => v.storage === '512 GB' && (v.quantity > 0 || soldOut(p)));
    expect(phones.some((p) => soldOut(p) && has512(p))).toBe(true);
    expect(ids(answer)).toEqual(phonesWith(has512));
    // More phones than those whose default is 512 GB.
    expect(answer.total).toBeGreaterThan(phones.filter((p) => p.specs[0]!.storage === '512 GB').length);
    for (const card of answer.products) {
      const detail = phones.find((p) => p._id === card._id)!;
      const chosen = detail.variants.find(
        (v) => v.storage === '512 GB' && (v.quantity > 0 || soldOut(detail)),
      )!;
      expect(card.variant?.sku).toBe(chosen.sku);
      expect(card.variant?.choices.map((c) => c.value)).toEqual(chosen.optionValues);
      expect([card.price, card.priceAfterDiscount, card.quantity]).toEqual([
        chosen.price,
        chosen.priceAfterDiscount,
        chosen.quantity,
      ]);
      expect(card.images).toEqual(chosen.images);
      expect(card.specs[0]!.storage).toBe('512 GB');
      expect(card.fromPrice).toBe(false);
    }
  });

  it("leaves out a phone whose 512 GB variants are sold out while its others sell, and keeps the spec's filters", async () => {
    const phone = phones.find((p) => p.variants.some((v) => v.storage === '512 GB' && v.quantity > 0))!;
    const sold = phone.variants.filter((v) => v.storage === '512 GB');
    await t.app.catalogue.write(async (tx) => {
      for (const v of sold)
        await tx.update(productVariants).set({ quantity: 0 }).where(eq(productVariants.id, v._id));
    });
    try {
      expect(ids(await list('category=phones&storage=512 GB&limit=100'))).not.toContain(phone._id);
      // It still sells in its other storages.
      const other = phone.variants.find((v) => v.storage !== '512 GB' && v.quantity > 0)!;
      expect(ids(await list(`category=phones&storage=${other.storage}&limit=100`))).toContain(phone._id);
    } finally {
      await t.app.catalogue.write(async (tx) => {
        for (const v of sold)
          await tx.update(productVariants).set({ quantity: v.quantity }).where(eq(productVariants.id, v._id));
      });
    }
  });

  it("shows a phone's card from its lowest price in stock, with the colours it has in stock", async () => {
    const answer = await list('category=phones&limit=100');
    for (const card of answer.products) {
      const detail = phones.find((p) => p._id === card._id)!;
      const inStock = detail.variants.filter((v) => v.quantity > 0);
      if (inStock.length === 0) continue;
      expect(paid(card)).toBe(Math.min(...inStock.map(paid)));
      expect(card.fromPrice).toBe(new Set(inStock.map(paid)).size > 1);
      const colours = detail.options.find((o) => o.key === 'color')!.values;
      expect(card.swatches).toEqual(
        colours
          .filter(({ value }) => inStock.some((v) => v.color === value))
          .map(({ value, valueAr }) => ({ color: value, colorAr: valueAr })),
      );
      expect(card.variant).toBeUndefined();
    }
    // A product sold one way has neither.
    const mouse = (await list('category=accessories&limit=100')).products[0]!;
    expect(mouse).not.toHaveProperty('swatches');
    expect(mouse).not.toHaveProperty('fromPrice');
  });

  it('filters by colour on the variants in stock (with storage too), offers the colours in both languages, and the card shows the chosen variant', async () => {
    const soldOut = (p: ProductDetail) => p.variants.every((v) => v.quantity === 0);
    const blueOnSale = (p: ProductDetail, storage?: string) =>
      p.variants.some(
        (v) =>
          v.color === 'Blue' &&
          (storage === undefined || v.storage === storage) &&
          (v.quantity > 0 || soldOut(p)),
      );
    const answer = await list('category=phones&color=Blue&limit=100');
    expect(answer.total).toBeGreaterThan(0);
    expect(ids(answer)).toEqual(phonesWith((p) => blueOnSale(p)));
    // More phones than those whose default is blue: the filter reads every variant in stock.
    expect(answer.total).toBeGreaterThan(phones.filter((p) => p.color === 'Blue').length);
    for (const card of answer.products) {
      expect(card.color).toBe('Blue');
      expect(card.colorAr).toBe('أزرق');
      const detail = phones.find((p) => p._id === card._id)!;
      const chosen = detail.variants.find((v) => v.color === 'Blue' && (v.quantity > 0 || soldOut(detail)))!;
      expect(card.variant?.sku).toBe(chosen.sku);
      expect(card.images).toEqual(chosen.images);
    }
    // Colour and storage together: one variant must be both.
    const both = await list('category=phones&color=Blue&storage=512 GB&limit=100');
    expect(ids(both)).toEqual(phonesWith((p) => blueOnSale(p, '512 GB')));
    for (const card of both.products)
      expect([card.color, card.specs[0]!.storage]).toEqual(['Blue', '512 GB']);
    // The colours offered: those of the category's variants, in both languages; an unknown colour finds nothing.
    const colours = new Map(phones.flatMap((p) => p.variants.map((v) => [v.color, v.colorAr] as const)));
    expect(answer.colors).toEqual(
      [...colours]
        .map(([value, valueAr]) => ({ value, valueAr }))
        .sort((a, b) => a.value.localeCompare(b.value)),
    );
    expect((await list('category=phones&color=Plaid')).total).toBe(0);
  });

  it("shows a chosen variant that has no storage or memory of its own with the product's", async () => {
    const phone = phones[1]!;
    const base = phone.variants[0]!;
    const options = phone.options.map((o) =>
      o.key === 'color' ? { ...o, values: [...o.values, { value: 'Copper', valueAr: 'نحاسي' }] } : o,
    );
    await t.app.catalogue.write(async (tx) => {
      await tx.update(products).set({ options }).where(eq(products.id, phone._id));
      // '' = the product's storage and memory (a colour sold in its default configuration).
      await tx.insert(productVariants).values({
        id: 'variant-copper',
        productId: phone._id,
        sku: 'TEST-COPPER',
        optionValues: options.map((o) => (o.key === 'color' ? 'Copper' : base.optionValues[0]!)),
        price: base.price,
        quantity: 2,
        color: 'Copper',
        colorAr: 'نحاسي',
        storage: '',
        memory: '',
        position: 98,
      });
    });
    const [card] = (await list('category=phones&color=Copper')).products;
    expect(card?.variant?.sku).toBe('TEST-COPPER');
    expect([card!.specs[0]!.storage, card!.specs[0]!.memory]).toEqual([
      phone.specs[0]!.storage,
      phone.specs[0]!.memory,
    ]);
    expect(card!.specs[0]!.storage).not.toBe('');
    await t.app.catalogue.write(async (tx) => {
      await tx
        .update(productVariants)
        .set({ archivedAt: new Date() })
        .where(eq(productVariants.id, 'variant-copper'));
      await tx.update(products).set({ options: phone.options }).where(eq(products.id, phone._id));
    });
  });

  it("offers the category's brands in both languages and filters by them", async () => {
    const phoneList = await list('category=phones&limit=100');
    expect(phoneList.brands).toEqual([{ value: 'Nova', valueAr: 'نوفا' }]);
    const all = await list('limit=100');
    expect(all.brands!.map((b) => b.value)).toEqual(['Nova', 'Orbit', 'Wave']);
    const waves = await list('brand=Wave&limit=100');
    expect(waves.total).toBeGreaterThan(0);
    expect(waves.products.every((p) => p.brand === 'Wave')).toBe(true);
    const two = await list('brand=Wave,Nova&limit=100');
    expect(two.total).toBe(waves.total + phones.length);
    expect((await list('brand=Nobody')).total).toBe(0);
  });
});
