// GET /api/staff/products/export.csv and POST /api/staff/products/import: the catalogue as CSV, read back with a dry
// run first and imported in one transaction (on PGlite, and on PostgreSQL when DATABASE_URL is set).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import type { CatalogueImportReport, ProductDetail } from '../../../src/contract';
import { products, productVariants } from '../../../server/db/schema';
import { json, managerToken, staffToken } from '../../support/server/api';
import { as, rowCounts } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';

type Cells = Record<string, string>;

describe('the catalogue as CSV, exported and imported by a manager', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
    token = await managerToken(t.app);
  });
  afterAll(() => t.close());

  const exported = async (bearer = token) =>
    as(t.app, bearer, { method: 'GET', url: '/api/staff/products/export.csv' });
  const exportedText = async () => {
    const res = await exported();
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  /** The export's header and rows, by column. */
  const table = async () => {
    const [header, ...records] = parse(await exportedText(), { bom: true }) as string[][];
    return {
      header: header!,
      rows: records.map(
        (record) => Object.fromEntries(header!.map((name, i) => [name, record[i]!])) as Cells,
      ),
    };
  };
  const csvOf = (header: string[], rows: Cells[]) =>
    stringify(
      rows.map((row) => header.map((name) => row[name] ?? '')),
      { header: true, columns: header },
    );
  const importing = (body: string, dryRun: boolean, bearer = token) =>
    as(t.app, bearer, {
      method: 'POST',
      url: `/api/staff/products/import?dryRun=${dryRun}`,
      headers: { 'content-type': 'text/csv' },
      payload: body,
    });
  const report = async (body: string, dryRun: boolean) => {
    const res = await importing(body, dryRun);
    expect(res.statusCode).toBe(200);
    return json<{ data: CatalogueImportReport }>(res).data;
  };
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** What a write would change: rows and every product's and variant's version and figures. */
  const snapshot = async () => ({
    counts: await rowCounts(t.database),
    variants: await rowsOf(
      sql`select count(*)::int as n, md5(string_agg(v::text, ',' order by v.id)) as h from product_variants v`,
    ),
    products: await rowsOf(
      sql`select md5(string_agg(p.id || p.edit_version || p.price || p.name_ar || p.options::text, ',' order by p.id)) as h from products p`,
    ),
  });

  it('exports one row per variant on sale, UTF-8 with a BOM, with the Arabic as it is stored', async () => {
    const res = await exported();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('catalogue.csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const { rows } = await table();
    const [onSale] = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from product_variants v join products p on p.id = v.product_id
      where v.archived_at is null and p.archived_at is null`);
    expect(rows).toHaveLength(onSale!.n);
    const phone = rows.find((row) => row.option2_key === 'color')!;
    expect(phone).toMatchObject({ option1_key: 'storage', option2_name_ar: 'اللون' });
    const [stored] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.sku, phone.sku!));
    expect(phone.color_ar).toBe(stored!.colorAr);
    expect(phone.color_ar).toMatch(/[\u0600-\u06ff]/);
    expect(phone.name_ar).toMatch(/[\u0600-\u06ff]/);
  });

  it('reads its own export back as no change at all, in a dry run and in an import', async () => {
    const text = await exportedText();
    const before = await snapshot();
    const dry = await report(text, true);
    expect(dry).toMatchObject({
      dryRun: true,
      newProducts: 0,
      changedProducts: 0,
      newVariants: 0,
      changedVariants: 0,
      errors: [],
      warnings: [],
    });
    expect(dry.rows).toBeGreaterThan(20);
    const done = await report(text, false);
    expect(done).toMatchObject({ dryRun: false, changedProducts: 0, changedVariants: 0, errors: [] });
    expect(await snapshot()).toEqual(before);
    // And the export after it is the same file.
    expect(await exportedText()).toBe(text);
  });

  it('carries each spec’s Arabic form in a spec_<key>_ar column after the English ones, both ways', async () => {
    const { header, rows } = await table();
    expect(header.indexOf('spec_cpu_ar')).toBe(header.indexOf('spec_five_g') + 1);
    expect(header).toContain('spec_front_camera_ar');
    const phone = rows.find((each) => each.option2_key === 'color' && each.spec_camera !== '')!;
    const edited = rows.map((each) =>
      each.product === phone.product
        ? { ...each, spec_camera_ar: 'رئيسية 48 ميجابكسل', spec_sim_ar: 'شريحتان فعليتان' }
        : each,
    );
    const done = await report(csvOf(header, edited), false);
    expect(done).toMatchObject({ changedProducts: 1, changedVariants: 0, errors: [] });
    const [stored] = await t.database.db.select().from(products).where(eq(products.id, phone.product!));
    expect(stored!.specsAr).toEqual({ camera: 'رئيسية 48 ميجابكسل', sim: 'شريحتان فعليتان' });
    const detail = json<{ product: ProductDetail }>(
      await t.app.inject({ method: 'GET', url: `/api/product/${phone.product}` }),
    ).product;
    expect(detail.specsAr).toMatchObject({ camera: 'رئيسية 48 ميجابكسل' });

    // Exported again, the file has them, and reads back as no change.
    const text = await exportedText();
    const again = (await table()).rows.filter((each) => each.product === phone.product);
    expect(again.every((each) => each.spec_sim_ar === 'شريحتان فعليتان')).toBe(true);
    expect(await report(text, true)).toMatchObject({ changedProducts: 0, changedVariants: 0, errors: [] });
    // A file from before these columns keeps the Arabic forms the products have.
    const older = header.filter((name) => !name.endsWith('_ar') || !name.startsWith('spec_'));
    expect(await report(csvOf(older, rows), false)).toMatchObject({
      changedProducts: 0,
      errors: [],
    });
    const [kept] = await t.database.db.select().from(products).where(eq(products.id, phone.product!));
    expect(kept!.specsAr).toEqual(stored!.specsAr);

    // The product form's rule: Arabic letters, and only for a spec the product has a value for.
    const laptop = rows.find((each) => each.option1_key === '' && each.spec_camera === '')!;
    const bad = rows.map((each) =>
      each.product === laptop.product
        ? { ...each, spec_camera_ar: 'كاميرا', spec_display_ar: '16-inch' }
        : each,
    );
    const before = await snapshot();
    const refused = await importing(csvOf(header, bad), false);
    expect(refused.statusCode).toBe(400);
    const errors = json<{ report: CatalogueImportReport }>(refused).report.errors;
    const line = bad.findIndex((each) => each.product === laptop.product) + 2;
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: line, column: 'spec_camera_ar', message: expect.any(String) },
        { row: line, column: 'spec_display_ar', message: 'Write the Arabic form in Arabic letters' },
      ]),
    );
    expect(await snapshot()).toEqual(before);
    const [unchanged] = await t.database.db.select().from(products).where(eq(products.id, laptop.product!));
    expect(unchanged!.specsAr).toEqual({});
  });

  it('reports a change in a dry run without writing it, then writes it with Arabic intact', async () => {
    const { header, rows } = await table();
    const row = rows.find((each) => each.option2_key === 'color')!;
    const edited = rows.map((each) =>
      each.sku === row.sku
        ? {
            ...each,
            price: String(Number(each.price) + 1000),
            price_after_discount: '0',
            color_ar: 'أزرق سماوي',
          }
        : each,
    );
    const text = csvOf(header, edited);
    const before = await snapshot();
    const dry = await report(text, true);
    expect(dry).toMatchObject({
      newProducts: 0,
      changedProducts: 1,
      newVariants: 0,
      changedVariants: 1,
      errors: [],
    });
    expect(await snapshot()).toEqual(before);

    const done = await report(text, false);
    expect(done).toMatchObject({ changedProducts: 1, changedVariants: 1, errors: [] });
    const [stored] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.sku, row.sku!));
    expect(stored).toMatchObject({ price: Number(row.price) + 1000, colorAr: 'أزرق سماوي' });
    // Read back, the file is what the shop now has.
    expect((await report(await exportedText(), true)).changedVariants).toBe(0);
  });

  it('creates a new product in 2 × 2 variants from four rows, its stock received', async () => {
    const { header, rows } = await table();
    const phone = rows.find((each) => each.option2_key === 'color')!;
    const base: Cells = {
      ...Object.fromEntries(header.map((name) => [name, ''])),
      product: 'new:lumaphone',
      name: 'Lumaphone 9',
      name_ar: 'لومافون ٩',
      description: 'A phone made for the import’s test.',
      description_ar: 'هاتف صُنع لاختبار الاستيراد.',
      category: phone.category!,
      brand: 'Luma',
      brand_ar: 'لوما',
      warranty_kind: 'official',
      warranty_months: '12',
      spec_cpu: 'Luma L1',
      spec_memory: '8 GB',
      spec_storage: '256 GB',
      spec_gpu: 'Integrated',
      spec_display: '6.1-inch',
      spec_os: 'LumaOS',
      option1_key: 'storage',
      option1_name: 'Storage',
      option1_name_ar: 'السعة',
      option2_key: 'color',
      option2_name: 'Colour',
      option2_name_ar: 'اللون',
      price_after_discount: '0',
    };
    const colours = [
      ['Blue', 'أزرق'],
      ['Black', 'أسود'],
    ];
    const fresh = ['256 GB', '512 GB'].flatMap((storage, s) =>
      colours.map(([colour, colourAr], c) => ({
        ...base,
        sku: `LUMA9-${storage.replace(' ', '')}-${colour}`.toUpperCase(),
        option1_value: storage,
        option1_value_ar: `${storage.split(' ')[0]} جيجابايت`,
        option2_value: colour!,
        option2_value_ar: colourAr!,
        price: String(30000 + s * 5000),
        quantity: String(2 + c),
        color: colour!,
        color_ar: colourAr!,
        storage,
      })),
    );
    const text = csvOf(header, [...rows, ...fresh]);
    const before = await snapshot();
    // A file with a mistake still says what it would do once mended: the product and its four variants, one error.
    const mistaken = fresh.map((each, i) => (i === 1 ? { ...each, price_after_discount: '99999' } : each));
    expect(await report(csvOf(header, [...rows, ...mistaken]), true)).toMatchObject({
      newProducts: 1,
      newVariants: 4,
      errors: [{ row: rows.length + 3, column: 'price_after_discount' }],
    });
    const dry = await report(text, true);
    expect(dry).toMatchObject({
      newProducts: 1,
      changedProducts: 0,
      newVariants: 4,
      changedVariants: 0,
      errors: [],
    });
    expect(await snapshot()).toEqual(before);

    expect(await report(text, false)).toMatchObject({ newProducts: 1, newVariants: 4, errors: [] });
    const [made] = await t.database.db.select().from(products).where(eq(products.name, 'Lumaphone 9'));
    const detail = json<{ product: ProductDetail }>(
      await t.app.inject({ method: 'GET', url: `/api/product/${made!.id}` }),
    ).product;
    expect(detail.options.map((o) => [o.key, o.values.map((v) => v.valueAr)])).toEqual([
      ['storage', ['256 جيجابايت', '512 جيجابايت']],
      ['color', ['أزرق', 'أسود']],
    ]);
    expect(detail.variants.map((v) => [v.sku, v.quantity, v.colorAr]).sort()).toEqual(
      [
        ['LUMA9-256GB-BLACK', 3, 'أسود'],
        ['LUMA9-256GB-BLUE', 2, 'أزرق'],
        ['LUMA9-512GB-BLACK', 3, 'أسود'],
        ['LUMA9-512GB-BLUE', 2, 'أزرق'],
      ].sort(),
    );
    // Its own figures are its default variant's (the cheapest in stock); no stray variant was left behind.
    expect(detail).toMatchObject({ price: 30000, brandAr: 'لوما' });
    const all = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, made!.id));
    expect(all).toHaveLength(4);
    const received = await rowsOf<{ n: number }>(
      sql`select coalesce(sum(delta), 0)::int as n from stock_movements where product_id = ${made!.id} and reason = 'received'`,
    );
    expect(received[0]!.n).toBe(10);
    // Exported again, it reads back as no change.
    const again = await report(await exportedText(), true);
    expect(again).toMatchObject({ changedProducts: 0, newProducts: 0, changedVariants: 0, errors: [] });
  });

  it('names each error by row and column, and a real import of that file writes nothing', async () => {
    const { header, rows } = await table();
    const phones = rows.filter((each) => each.option2_key === 'color');
    const laptop = rows.find((each) => each.option1_key === '')!;
    const bad = rows.map((each, i) => {
      if (each === phones[0]) return { ...each, price: '12.5' };
      if (each === phones[1]) return { ...each, quantity: '-3', color_ar: '' };
      if (each === laptop) return { ...each, category: 'no-such-category', name: 'Renamed by a good row?' };
      if (i === rows.length - 1) return { ...each, sku: phones[0]!.sku! };
      return each;
    });
    // A good change in the same file: it must not be written either.
    const goodIndex = rows.findIndex((each) => each.option1_key === '' && each !== laptop);
    bad[goodIndex] = { ...rows[goodIndex]!, name_ar: 'اسم جديد' };
    const text = csvOf(header, bad);
    const line = (row: Cells) => bad.indexOf(row) + 2;

    const before = await snapshot();
    const dry = await report(text, true);
    const at = (row: number, column: string) =>
      dry.errors.filter((e) => e.row === row && e.column === column);
    expect(at(line(bad[rows.indexOf(phones[0]!)]!), 'price')).toHaveLength(1);
    expect(at(line(bad[rows.indexOf(phones[1]!)]!), 'color_ar')).toHaveLength(1);
    expect(at(line(bad[rows.indexOf(laptop)]!), 'category')[0]!.message).toBe(
      'Choose a category that exists and is not archived',
    );
    expect(at(rows.length + 1, 'sku')).toHaveLength(1);
    expect(at(line(bad[rows.indexOf(phones[1]!)]!), 'quantity')[0]!.message).toBe('Enter a whole number');
    expect(await snapshot()).toEqual(before);

    const refused = await importing(text, false);
    expect(refused.statusCode).toBe(400);
    const body = json<{ message: string; report: CatalogueImportReport }>(refused);
    expect(body.message).toBe('Nothing was imported: the file has errors');
    expect(body.report.errors).toEqual(dry.errors);
    expect(await snapshot()).toEqual(before);
  });

  it('reports what only the database refuses (a SKU another product holds) at its row, and checks the products after it', async () => {
    const { header, rows } = await table();
    const single = rows.filter((each) => each.option1_key === '');
    // A new product sold one way whose SKU an existing product's variant holds (the file does not list that one).
    const copy = { ...single[0]!, product: 'new:copy', sku: rows[rows.length - 1]!.sku! };
    const later = { ...single[1]!, product: 'new:copy2', sku: rows[rows.length - 2]!.sku! };
    const before = await snapshot();
    const dry = await report(csvOf(header, [copy, later]), true);
    // The second is checked by the database too, after the first's refusal rolled back to its savepoint.
    expect(dry.errors).toEqual([
      { row: 2, column: 'sku', message: 'Another variant already uses this SKU' },
      { row: 3, column: 'sku', message: 'Another variant already uses this SKU' },
    ]);
    expect(dry.newProducts).toBe(2);
    expect(await snapshot()).toEqual(before);
  });

  it('answers errors in Arabic to an Arabic caller', async () => {
    const { header, rows } = await table();
    const res = await as(t.app, token, {
      method: 'POST',
      url: '/api/staff/products/import?dryRun=true',
      headers: { 'content-type': 'text/csv', 'accept-language': 'ar' },
      payload: csvOf(header, [{ ...rows[0]!, warranty_months: 'twelve' }]),
    });
    const { errors } = json<{ data: CatalogueImportReport }>(res).data;
    expect(errors).toEqual([{ row: 2, column: 'warranty_months', message: 'أدخل عددًا صحيحًا' }]);
  });

  it('refuses a file that is not the catalogue’s: missing columns, unknown products, not UTF-8', async () => {
    const { header, rows } = await table();
    const missing = await report(
      csvOf(
        header.filter((name) => name !== 'color_ar'),
        rows.slice(0, 1),
      ),
      true,
    );
    expect(missing.errors).toEqual([expect.objectContaining({ row: 1, column: 'color_ar' })]);
    const unknown = await report(csvOf(header, [{ ...rows[0]!, product: 'no-such-id' }]), true);
    expect(unknown.errors).toEqual([expect.objectContaining({ row: 2, column: 'product' })]);
    const latin1 = Buffer.from(csvOf(header, rows.slice(0, 1)).replace(/[\u0600-\u06ff]+/g, 'é'), 'latin1');
    const res = await as(t.app, token, {
      method: 'POST',
      url: '/api/staff/products/import?dryRun=true',
      headers: { 'content-type': 'text/csv' },
      payload: latin1,
    });
    expect(json<{ data: CatalogueImportReport }>(res).data.errors[0]).toMatchObject({ row: 0 });
  });

  it('exports text a spreadsheet would run as a formula after an apostrophe, and reads it back as it was', async () => {
    const { header, rows } = await table();
    const first = rows[0]!;
    const renamed = rows.map((each) =>
      each.product === first.product ? { ...each, name: '=HYPERLINK("http://example.com")' } : each,
    );
    expect(await report(csvOf(header, renamed), false)).toMatchObject({ changedProducts: 1, errors: [] });
    const again = await table();
    expect(again.rows[0]!.name).toBe(`'=HYPERLINK("http://example.com")`);
    const [stored] = await t.database.db.select().from(products).where(eq(products.id, first.product!));
    expect(stored!.name).toBe('=HYPERLINK("http://example.com")');
    expect((await report(await exportedText(), true)).changedProducts).toBe(0);
  });

  it('refuses a body over its size limit with 413, writing nothing', async () => {
    const res = await importing('x'.repeat(4 * 1024 * 1024 + 1), true);
    expect(res.statusCode).toBe(413);
  });

  it('is the manager’s: shop-desk staff get 403 for both, and a missing dryRun is a 400', async () => {
    const desk = await staffToken(t.app);
    expect((await exported(desk)).statusCode).toBe(403);
    const text = await exportedText();
    expect((await importing(text, true, desk)).statusCode).toBe(403);
    expect((await importing(text, false, desk)).statusCode).toBe(403);
    const noFlag = await as(t.app, token, {
      method: 'POST',
      url: '/api/staff/products/import',
      headers: { 'content-type': 'text/csv' },
      payload: text,
    });
    expect(noFlag.statusCode).toBe(400);
  });
});
