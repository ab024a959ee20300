// GET /sitemap.xml: every page the shop shows in English and Arabic, valid against the sitemaps.org schemas, split
// into a sitemap index past 50,000 URLs, each product once (not each variant), and following the back office's
// changes at the next request.
import { gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BackOfficeCategory, BackOfficeProduct, Category } from '../../../src/contract';
import { categories, products, productVariants } from '../../../server/db/schema';
import { json, managerToken } from '../../support/server/api';
import { as, productInput } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';
import { parseSitemap, type SitemapUrl } from '../../support/server/sitemap';
import { schemaErrors } from '../../support/server/xsd';

const APP = 'http://shop.test';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The English and Arabic addresses of a page, as the sitemap must list them. */
const both = (path: string) => [`${APP}${path}`, `${APP}${path}${path.includes('?') ? '&' : '?'}lang=ar`];

async function activeIds(t: TestApp) {
  const productRows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.archivedAt));
  const categoryRows = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.archivedAt));
  return { products: productRows.map((r) => r.id), categories: categoryRows.map((r) => r.id) };
}

describe('the sitemap', () => {
  let t: TestApp;
  let token: string;
  let cats: Category[];
  beforeAll(async () => {
    t = await createTestApp();
    token = await managerToken(t.app);
    cats = json(await t.app.inject({ method: 'GET', url: '/api/category' })).categories;
  });
  afterAll(() => t.close());

  const sitemap = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    return parseSitemap(res.body);
  };
  const urlOf = (urls: SitemapUrl[], loc: string) => urls.find((u) => u.loc === loc);
  const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    as(t.app, token, { method, url, ...(payload ? { payload } : {}) });

  it('is XML valid against the sitemaps.org schema, with xhtml:link alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await schemaErrors(res.body, 'urlset')).toEqual([]);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // A category's Arabic address has two query parameters, the second escaped.
    expect(res.body).toContain(`<loc>${APP}/categoriesname?category=${cats[0]!._id}&amp;lang=ar</loc>`);
  });

  it('lists the content pages, every category and every product the shop shows, once in each language', async () => {
    const { urls, root } = await sitemap();
    expect(root).toBe('urlset');
    const ids = await activeIds(t);
    const expected = [
      ...[
        '/',
        '/categories',
        '/about',
        '/contact',
        '/blog',
        '/blog/choosing-a-laptop',
        '/blog/genuine-or-fake',
        '/blog/keeping-your-desktop-fast',
        '/privacy',
        '/terms',
      ].flatMap(both),
      ...ids.categories.flatMap((id) => both(`/categoriesname?category=${encodeURIComponent(id)}`)),
      ...ids.products.flatMap((id) => both(`/item/${encodeURIComponent(id)}`)),
    ];
    expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort());
    expect(ids.products.length).toBeGreaterThanOrEqual(60);
  });

  it('lists a product in several variants once in each language, by its own address and none of its variants', async () => {
    const [several] = await t.database.db
      .select({ id: productVariants.productId, variants: sql<number>`count(*)::int` })
      .from(productVariants)
      .groupBy(productVariants.productId)
      .having(sql`count(*) > 1`)
      .limit(1);
    expect(several!.variants).toBeGreaterThan(1);
    const { urls } = await sitemap();
    const locs = urls.map((u) => u.loc);
    expect(locs.filter((loc) => loc.includes(`/item/${encodeURIComponent(several!.id)}`))).toEqual(
      both(`/item/${encodeURIComponent(several!.id)}`),
    );
    expect(locs.filter((loc) => loc.includes('variant='))).toEqual([]);
  });

  it('gives each address its English, Arabic and x-default alternates and a W3C lastmod', async () => {
    const { urls } = await sitemap();
    const product = (await activeIds(t)).products[0]!;
    const [en, ar] = both(`/item/${product}`);
    const alternates = { en, ar, 'x-default': en };
    expect(urlOf(urls, en!)!.alternates).toEqual(alternates);
    expect(urlOf(urls, ar!)!.alternates).toEqual(alternates);
    // About, contact, the blog and the legal pages have no recorded change (their text ships with the app): no
    // lastmod rather than a guess.
    for (const url of urls)
      if (/\/(about|contact|blog|blog\/[a-z-]+|privacy|terms)(\?|$)/.test(url.loc))
        expect(url.lastmod).toBeUndefined();
      else expect(url.lastmod).toMatch(W3C_DATETIME);
    // A seeded product no one has edited or reviewed last changed when it was created.
    const [row] = await t.database.db
      .select({ createdAt: products.createdAt })
      .from(products)
      .where(eq(products.id, product));
    expect(urlOf(urls, en!)!.lastmod).toBe(row!.createdAt.toISOString());
  });

  it('shows a product created in the back office at the next request, and moves its lastmod when it is renamed', async () => {
    const created = await send(
      'POST',
      '/api/staff/products',
      productInput(cats[0]!._id, { name: 'Sitemapbook 13' }),
    );
    expect(created.statusCode).toBe(201);
    const made = json<{ data: BackOfficeProduct }>(created).data;
    const [en, ar] = both(`/item/${made._id}`);
    const before = urlOf((await sitemap()).urls, en!);
    expect(before).toBeDefined();
    expect(urlOf((await sitemap()).urls, ar!)).toBeDefined();

    await new Promise((resolve) => setTimeout(resolve, 5));
    const renamed = await send('PUT', `/api/staff/products/${made._id}`, {
      ...productInput(cats[0]!._id, { name: 'Sitemapbook 14' }),
      version: made.version,
    });
    expect(renamed.statusCode).toBe(200);
    const after = urlOf((await sitemap()).urls, en!);
    expect(Date.parse(after!.lastmod!)).toBeGreaterThan(Date.parse(before!.lastmod!));
    // Home and the product's category changed with it.
    const home = urlOf((await sitemap()).urls, `${APP}/`);
    expect(home!.lastmod).toBe(after!.lastmod);
    const category = urlOf((await sitemap()).urls, both(`/categoriesname?category=${cats[0]!._id}`)[0]!);
    expect(category!.lastmod).toBe(after!.lastmod);
  });

  it('drops a product archived in the back office at the next request, the newest or one in the middle', async () => {
    const made = json<{ data: BackOfficeProduct }>(
      await send('POST', '/api/staff/products', productInput(cats[0]!._id, { name: 'Archivebook 1' })),
    ).data;
    const [seeded] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(products.seq)
      .limit(1);
    for (const id of [made._id, seeded!.id])
      expect(urlOf((await sitemap()).urls, both(`/item/${id}`)[0]!)).toBeDefined();
    for (const id of [made._id, seeded!.id])
      expect((await send('POST', `/api/staff/products/${id}/archive`)).statusCode).toBe(200);
    const { urls } = await sitemap();
    for (const id of [made._id, seeded!.id])
      for (const loc of both(`/item/${id}`)) expect(urlOf(urls, loc)).toBeUndefined();
    const ids = await activeIds(t);
    expect(urls.filter((u) => u.loc.includes('/item/')).length).toBe(2 * ids.products.length);
    expect((await send('POST', `/api/staff/products/${seeded!.id}/restore`)).statusCode).toBe(200);
    expect(urlOf((await sitemap()).urls, both(`/item/${seeded!.id}`)[0]!)).toBeDefined();
  });

  it('adds a category created in the back office and drops it when it is archived', async () => {
    const res = await send('POST', '/api/staff/categories', {
      slug: 'sitemap-line',
      name: 'Line',
      nameAr: 'خط',
    });
    expect(res.statusCode).toBe(201);
    const made = json<{ data: BackOfficeCategory }>(res).data;
    const [en] = both(`/categoriesname?category=${made._id}`);
    const listed = urlOf((await sitemap()).urls, en!);
    expect(listed).toBeDefined();
    // Its creation is its only change.
    expect(listed!.lastmod).toMatch(W3C_DATETIME);
    expect((await send('POST', `/api/staff/categories/${made._id}/archive`)).statusCode).toBe(200);
    expect(urlOf((await sitemap()).urls, en!)).toBeUndefined();
  });

  it('is compressed for a client that accepts gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('has no numbered files while it is one file', async () => {
    for (const url of ['/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-01.xml']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('reads the whole catalogue per request, so one address asking too often gets 429 and when to come back', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { ...t.config.rateLimits, sitemap: { max: 2, timeWindow: 60_000 } } },
    });
    try {
      const get = (url: string, remoteAddress = '203.0.113.7') =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      expect((await get('/sitemap.xml')).statusCode).toBe(200);
      expect((await get('/sitemap.xml')).statusCode).toBe(200);
      const refused = await get('/sitemap.xml');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.any(String) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back; the numbered files are limited the same way.
      expect((await get('/sitemap.xml', '203.0.113.8')).statusCode).toBe(200);
      for (const status of [404, 404, 429]) expect((await get('/sitemap-1.xml')).statusCode).toBe(status);
    } finally {
      await limited.close();
    }
  });
});

describe('the sitemap beside the built SPA', () => {
  let t: TestApp;
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  beforeAll(async () => {
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers a browser with the XML, not the SPA’s page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(parseSitemap(res.body).root).toBe('urlset');
  });
});

describe('the sitemap past 50,000 URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // 25,000 more products: with the seeded ones and the content pages, more than 25,000 pages (50,000 URLs).
    const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
    await t.database.db.execute(sql`
      insert into products (id, category_id, name, name_ar, description, description_ar, price, images, color, specs, search_text)
      select 'bulk-' || n, ${category!.id}, 'Bulk ' || n, 'كمية ' || n, 'Bulk product', 'منتج', 1000 + n,
        '["/images/products/quasarbook.svg"]'::jsonb, 'Grey', '[]'::jsonb, 'bulk ' || n
      from generate_series(1, 25000) as n`);
    // One archived: it must be in no file.
    await t.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(and(eq(products.id, 'bulk-7')));
  }, 120_000);
  afterAll(() => t.close());

  it('becomes a sitemap index whose files hold at most 50,000 URLs each and every product once per language', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await schemaErrors(index.body, 'sitemapindex')).toEqual([]);
    const { root, sitemaps } = parseSitemap(index.body);
    expect(root).toBe('sitemapindex');
    expect(sitemaps).toEqual([`${APP}/sitemap-1.xml`, `${APP}/sitemap-2.xml`]);

    const seen = new Map<string, number>();
    for (const loc of sitemaps) {
      const res = await t.app.inject({ method: 'GET', url: new URL(loc).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThanOrEqual(52_428_800);
      expect(await schemaErrors(res.body, 'urlset')).toEqual([]);
      const { urls } = parseSitemap(res.body);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) seen.set(url.loc, (seen.get(url.loc) ?? 0) + 1);
    }
    const ids = await activeIds(t);
    expect(ids.products.length).toBeGreaterThan(25_000);
    for (const id of ids.products) for (const loc of both(`/item/${id}`)) expect(seen.get(loc)).toBe(1);
    expect(seen.has(`${APP}/item/bulk-7`)).toBe(false);
    expect(seen.size).toBe(2 * (10 + ids.categories.length + ids.products.length));
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-3.xml' })).statusCode).toBe(404);
  }, 180_000);
});
