// The public screens are answered with their page and its first frame, rendered per request in the asked language
// with the data the API answers in-process; every other page with index.html; the pages' inline scripts are allowed
// by their hash in the Content-Security-Policy, and nothing else is. (The frame renderer here is a small stand-in
// with the real one's signature; the real one is tested in __tests__/web/firstFrame and in Chromium.)
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { products as productsTable } from '../../server/db/schema';
import { PAGE_DATA_ID, PAGE_FRAME_MARK, PAGE_RENDERER, PAGE_HINTS_MARK } from '../../src/contract/pageShells';
import { createTestApp, type TestApp } from '../support/server/harness';

const guard = (lang: string) => `document.documentElement.dataset.frame='${lang}'`;
const page = (name: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><script>${guard(lang)}</script>${PAGE_HINTS_MARK}</head>` +
  `<body><div id="root"><div data-shell>${PAGE_FRAME_MARK}</div></div></body></html>`;
const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * A stand-in for src/firstFrame/renderFrame.tsx: a product page's frame shows the product the API answers through
 * the `fetch` it is given (its name in the page's language) and carries that answer; other screens show their
 * address and language; /about fails.
 */
const RENDERER = `
exports.renderFrame = async (url, lang, fetch) => {
  const { pathname } = new URL(url, 'http://shop.local');
  if (pathname === '/about') throw new Error('the frame could not be rendered');
  const id = pathname.startsWith('/item/') ? pathname.slice('/item/'.length) : undefined;
  if (!id) return { html: '<main>' + pathname + ' ' + lang + '</main>', styles: '<style data-styled="true">.a{}</style>', queries: [] };
  const response = await fetch('http://localhost/api/product/' + id);
  if (!response.ok) return { html: '<main>not found</main>', styles: '', queries: [] };
  const { product } = await response.json();
  const name = (lang === 'ar' ? product.nameAr : product.name).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return { html: '<h1>' + name + '</h1>', styles: '', queries: [{ endpointName: 'getProduct', arg: id, value: product }] };
};`;

const SCREENS = [
  { name: 'home', pattern: '/' },
  { name: 'categories', pattern: '/categories' },
  { name: 'item', pattern: '/item/:id' },
  { name: 'about', pattern: '/about' },
];

/** A built SPA's public pages in a new folder, with the stand-in renderer. */
function publicPages(prefix: string) {
  const staticDir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(staticDir, 'shells'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const { name } of SCREENS)
    for (const lang of ['en', 'ar'])
      writeFileSync(join(staticDir, 'shells', `${name}.${lang}.html`), page(name, lang));
  writeFileSync(
    join(staticDir, 'shells', 'manifest.json'),
    JSON.stringify({ languages: ['en', 'ar'], screens: SCREENS }),
  );
  writeFileSync(join(staticDir, PAGE_RENDERER), RENDERER);
  return staticDir;
}

const dataOf = (body: string) => {
  const text = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(
    body,
  )?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
};

describe('public pages', () => {
  const staticDir = publicPages('storefront-pages-');
  const logs: { msg?: string }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      staticDir,
      config: { logLevel: 'warn' },
      logStream: { write: (line) => logs.push(JSON.parse(line) as { msg?: string }) },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it.each([
    ['/', '/ en'],
    ['/?lang=ar', '/ ar'],
    ['/?lang=en&utm_source=mail', '/ en'],
    ['/?lang=fr', '/ en'],
    ['/categories', '/categories en'],
    ['/categories/?lang=ar', '/categories/ ar'],
  ])('answers %s with its first frame (%s), never cached without revalidation', async (url, frame) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The frame with its styles, marked as the frame's; no mark is left.
    expect(response.body).toContain(
      `<div id="root"><div data-shell><style data-shell>.a{}</style><main>${frame}</main></div></div>`,
    );
    expect(response.body).not.toContain(PAGE_FRAME_MARK);
    expect(response.body).not.toContain(PAGE_HINTS_MARK);
  });

  it('serves a page whose frame cannot be rendered without a frame (the app renders it), and says so in the log', async () => {
    const response = await get('/about?lang=ar');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><div data-shell></div></div>');
    expect(response.body).toContain(`<script>${guard('ar')}</script><title>`);
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: 'a page’s first frame could not be rendered' }),
    );
  });

  it.each([
    ['/cart?lang=ar', 200],
    ['/item', 404],
    ['/item/1/reviews', 404],
  ])('answers %s, which is not a public screen, with index.html (status %d)', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.body).toMatch(
      /^<!doctype html><html lang="(en|ar)" dir="(ltr|rtl)">.*<div id="root"><\/div>$/,
    );
  });

  it('never serves the pages’ templates or the frame renderer as files', async () => {
    for (const url of ['/shells/renderFrame.js', '/shells/home.en.html', '/shells/manifest.json']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('renderFrame');
    }
  });

  it('allows exactly the pages’ inline scripts in the Content-Security-Policy', async () => {
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

describe('without public pages', () => {
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
  const staticDir = publicPages('storefront-product-page-');
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
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

  it('renders its frame with the product the API answers, in the page’s language, and carries that answer', async () => {
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
      expect(response.body).toContain(`<div data-shell><h1>${name}</h1></div>`);
      expect(dataOf(response.body)).toEqual({
        queries: [{ endpointName: 'getProduct', arg: id, value: product }],
      });
    }
  });

  it('shows a price change on the next page at once (the frame asks the API, whose answers follow the catalogue)', async () => {
    await get(`/item/${id}`);
    await t.app.catalogue.write((tx) =>
      tx.update(productsTable).set({ price: 12_345 }).where(eq(productsTable.id, id)),
    );
    expect(dataOf((await get(`/item/${id}`)).body)).toMatchObject({
      queries: [{ value: { _id: id, price: 12_345 } }],
    });
  });

  it('carries text no product can use to end the data’s script or add markup', async () => {
    const hostile = `Pro </script><script>alert(1)</script> & "Max" 'M3'`;
    await t.app.catalogue.write((tx) =>
      tx.update(productsTable).set({ name: hostile }).where(eq(productsTable.id, id)),
    );
    const body = (await get(`/item/${id}`)).body;
    // The guard and the page's data; the structured data's scripts are data too, with '<' escaped.
    expect(body.match(/<script(?! type="application\/ld\+json")/g)).toHaveLength(2);
    expect(body.match(/<\/script>/g)).toHaveLength(body.match(/<script/g)!.length);
    expect(dataOf(body)).toMatchObject({ queries: [{ value: { _id: id, name: hostile } }] });
  });

  it.each([
    ['an unknown product', '/item/00000000-0000-4000-8000-000000000000'],
    ['an id the API refuses (too long)', `/item/${'x'.repeat(200)}`],
  ])('answers %s with 404 and the frame the screen shows for it, without data', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div data-shell><main>not found</main></div>');
    expect(dataOf(response.body)).toBeUndefined();
  });

  it('compresses the page for a client that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/item/${id}`,
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div data-shell><h1>');
  });
});
