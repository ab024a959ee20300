// Catalogue JSON carries an ETag and answers 304 to a matching If-None-Match; built files are served precompressed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { json } from '../support/server/api';
import { createTestApp, type TestApp } from '../support/server/harness';

describe('HTTP caching', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  const html = `<!doctype html><title>shop</title><div id="root"></div>${' '.repeat(1200)}`;
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'));
    const file = join(staticDir, 'assets', 'main.3f9a1c2b7d.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    writeFileSync(join(staticDir, 'index.html'), html);
    writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync(html));
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['/api/category', '/api/product?limit=5', 'detail'])(
    'answers %s with an ETag and a 304 when it matches',
    async (path) => {
      const url =
        path === 'detail' ? `/api/product/${json(await get('/api/product?limit=1')).products[0]._id}` : path;
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const stale = await get(url, { 'if-none-match': '"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    },
  );

  it('gives different listings different tags, and the same tag when compressed', async () => {
    const one = await get('/api/product?limit=5');
    const two = await get('/api/product?limit=5&page=2');
    expect(one.headers.etag).not.toBe(two.headers.etag);
    const br = await get('/api/product?limit=5', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(one.headers.etag);
  });

  it('puts no ETag on errors or on answers that depend on the caller', async () => {
    const missing = await get('/api/product/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const orders = await get('/api/checkout/userOrders');
    expect(orders.statusCode).toBe(401);
    expect(orders.headers.etag).toBeUndefined();
  });

  it('serves the brotli copy of a hashed script to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/main.3f9a1c2b7d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('serves gzip, or the plain file, to clients that do not accept brotli', async () => {
    const gz = await get('/assets/main.3f9a1c2b7d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/main.3f9a1c2b7d.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps index.html revalidated (no-cache) when it is served precompressed', async () => {
    const res = await get('/', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = await get('/categories', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
