// Landing screens are answered with their pre-rendered first frame in the asked language; every other page with
// index.html; the frames' inline script is allowed by its hash in the Content-Security-Policy, and nothing else is.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { products as productsTable } from '../../server/db/schema';
import { fillProductPage, loadPageShells } from '../../firstFrame/server';
import { PAGE_DATA_ID, PAGE_SLOTS } from '../../src/contract/pageShells';
import { createTestApp, type TestApp } from '../support/server/harness';

const guard = (lang: string) => `document.documentElement.dataset.frame='${lang}'`;
const page = (name: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><script>${guard(lang)}</script><div id="root">${name}.${lang}</div>`;
const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('pre-rendered landing pages', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-shells-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(staticDir, 'shells'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const screens = [
      { name: 'home', pattern: '/' },
      { name: 'categories', pattern: '/categories' },
      { name: 'item', pattern: '/item/:id' },
    ];
    for (const { name } of screens)
      for (const lang of ['en', 'ar'])
        writeFileSync(join(staticDir, 'shells', `${name}.${lang}.html`), page(name, lang));
    writeFileSync(
      join(staticDir, 'shells', 'manifest.json'),
      JSON.stringify({ languages: ['en', 'ar'], screens }),
    );
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it.each([
    ['/', 'home.en'],
    ['/?lang=ar', 'home.ar'],
    ['/?lang=en&utm_source=mail', 'home.en'],
    ['/?lang=fr', 'home.en'],
    ['/categories', 'categories.en'],
    ['/categories/?lang=ar', 'categories.ar'],
  ])('answers %s with the %s frame, never cached without revalidation', async (url, frame) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<div id="root">${frame}</div>`);
  });

  it('answers an unknown product’s address with the product frame and 404', async () => {
    const response = await get('/item/5f1c-42?lang=ar');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">item.ar</div>');
  });

  it.each([
    ['/about', 200],
    ['/categoriesname', 200],
    ['/cart?lang=ar', 200],
    ['/item', 404],
    ['/item/1/reviews', 404],
  ])('answers %s, which has no frame, with index.html (status %d)', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.body).toMatch(
      /^<!doctype html><html lang="(en|ar)" dir="(ltr|rtl)">.*<div id="root"><\/div>$/,
    );
  });

  it('allows exactly the frames’ inline scripts in the Content-Security-Policy', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
    expect(scriptSrc).toEqual(expect.arrayContaining(["'self'", sha(guard('en')), sha(guard('ar'))]));
    expect(scriptSrc).toHaveLength(3);
  });

  it('still answers the API with JSON, and a missing file with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/category' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone.12345678.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
  });
});

describe('without pre-rendered frames', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-plain-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers / with index.html and allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/?lang=ar' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">.*<div id="root"><\/div>$/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });
});

describe('before the SPA is built', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-unbuilt-'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/', '/categories'])('answers %s with a JSON 404, like any missing page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('a product page', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-product-page-'));
  const frame = (lang: string) =>
    `<!doctype html><html lang="${lang}"><head><script>${guard(lang)}</script></head><body>` +
    `<div id="root"><div data-shell><div class="top"><h1 class="name">${PAGE_SLOTS.productName}</h1></div></div></div>` +
    `</body></html>`;
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    mkdirSync(join(staticDir, 'shells'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const lang of ['en', 'ar'])
      writeFileSync(join(staticDir, 'shells', `item.${lang}.html`), frame(lang));
    writeFileSync(
      join(staticDir, 'shells', 'manifest.json'),
      JSON.stringify({
        languages: ['en', 'ar'],
        screens: [{ name: 'item', pattern: '/item/:id', data: 'product' }],
      }),
    );
    t = await createTestApp({ staticDir });
    const listing = (await t.app.inject({ method: 'GET', url: '/api/product?limit=1' })).json() as {
      products: { _id: string }[];
    };
    id = listing.products[0]!._id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const dataOf = (body: string) => {
    const text = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(
      body,
    )?.[1];
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  };

  it('shows the product’s name in the page’s language where the frame has its slot, and carries the API’s answer', async () => {
    const api = await t.app.inject({ method: 'GET', url: `/api/product/${id}` });
    const { product } = api.json() as { product: { name: string; nameAr: string } };
    expect(product.nameAr).not.toBe(product.name);
    for (const [lang, name] of [
      ['en', product.name],
      ['ar', product.nameAr],
    ] as const) {
      const response = await get(`/item/${id}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<div class="top"><h1 class="name">${name}</h1></div>`);
      expect(response.body).not.toContain(PAGE_SLOTS.productName);
      expect(dataOf(response.body)).toEqual(api.json());
    }
  });

  it('escapes the product’s text: a name cannot add markup to the page or end the data’s script', async () => {
    const hostile = `Pro </script><script>alert(1)</script> & "Max" 'M3'`;
    await t.app.catalogue.write((tx) =>
      tx.update(productsTable).set({ name: hostile }).where(eq(productsTable.id, id)),
    );
    const body = (await get(`/item/${id}`)).body;
    expect(body).toContain(
      '<h1 class="name">Pro &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Max&#34; &#39;M3&#39;</h1>',
    );
    // The guard and the page's data; the structured data's scripts are data too, with '<' escaped.
    expect(body.match(/<script(?! type="application\/ld\+json")/g)).toHaveLength(2);
    expect(body.match(/<\/script>/g)).toHaveLength(body.match(/<script/g)!.length);
    expect(dataOf(body)).toMatchObject({ product: { _id: id, name: hostile } });
  });

  it.each([
    ['an unknown product', '/item/00000000-0000-4000-8000-000000000000'],
    ['an id the API refuses (too long)', `/item/${'x'.repeat(200)}`],
  ])(
    'answers %s with 404 and the frame without a name or data (the app shows not found)',
    async (_case, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div class="top"></div>');
      expect(response.body).not.toContain(PAGE_SLOTS.productName);
      expect(dataOf(response.body)).toBeUndefined();
    },
  );

  it('fills in a product page whose id cannot be read without a name or data (never the slot’s marker)', () => {
    // Fastify answers such an address 400 before routing; the page is still never left with its marker.
    const page = loadPageShells(staticDir).pageFor('/item/%E0%A4%A', '?lang=ar');
    expect(page).toMatchObject({
      file: 'shells/item.ar.html',
      lang: 'ar',
      data: { kind: 'product', id: undefined },
    });
    const html = fillProductPage(page!.data!.page, 'ar', undefined);
    expect(html).toContain('<div class="top"></div>');
    expect(html).not.toContain(PAGE_SLOTS.productName);
    expect(html).not.toContain(PAGE_DATA_ID);
  });

  it('compresses the filled-in page for a client that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/item/${id}`,
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1 class="name">');
  });
});
