import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from '../support/server/harness';

/** The configuration production starts with (NODE_ENV=production, nothing else set but the staff and manager passwords). */
const productionDefaults = () => {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-prod-')),
    NODE_ENV: 'production',
    STAFF_PASSWORD: 'Str0ng@Staff',
    MANAGER_PASSWORD: 'Str0ng@Manager',
  });
  return { production: true, trustProxy: config.trustProxy, apiDocs: config.apiDocs };
};

describe('the application shell', () => {
  let t: TestApp;
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));

  beforeAll(async () => {
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Genuine Store</title><div id="root"></div>',
    );
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'main.3f9a1c2b7d.js'), 'console.log("app")');
    writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ staticDir });
  });
  afterAll(() => t.close());

  it('answers the health check with status ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404 message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Route not found' });
  });

  it('answers an unknown API path in Arabic when the client asks for Arabic', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nothing',
      headers: { 'accept-language': 'ar-EG' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('المسار غير موجود');
  });

  it('serves index.html with no-cache for any page path (history fallback); 404 for a page that is not there', async () => {
    const listing = (await t.app.inject({ method: 'GET', url: '/api/product?limit=1' })).json() as {
      products: { _id: string }[];
    };
    for (const [url, status] of [
      ['/', 200],
      ['/categories', 200],
      [`/item/${listing.products[0]!._id}`, 200],
      ['/reset-password/abc?x=1', 200],
      ['/item/123', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('Genuine Store');
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main.3f9a1c2b7d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app")');
  });

  it('serves unhashed files with a short cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404 instead of index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main.00000000aa.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found' });
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      'frame-src https://www.google.com',
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    // X-Frame-Options says what frame-ancestors 'none' says, for browsers that only read the older header.
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only over HTTPS: never on plain HTTP, nor for an X-Forwarded-Proto from an untrusted client', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted proxy that says the request came over HTTPS, and takes the client IP from it', async () => {
    const behind = await createTestApp({
      config: {
        trustProxy: ['127.0.0.1'],
        rateLimits: { ...t.config.rateLimits, contact: { max: 1, timeWindow: 60_000 } },
      },
    });
    try {
      const res = await behind.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // Two clients behind the proxy have their own per-IP counters.
      const send = (client: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: {},
        });
      expect((await send('203.0.113.1')).statusCode).toBe(400);
      expect((await send('203.0.113.1')).statusCode).toBe(429);
      expect((await send('203.0.113.2')).statusCode).toBe(400);
    } finally {
      await behind.close();
    }
  });

  describe('with the production defaults', () => {
    let prod: TestApp;
    const HSTS = 'max-age=31536000; includeSubDomains';
    beforeAll(async () => {
      prod = await createTestApp({
        config: {
          ...productionDefaults(),
          rateLimits: { ...t.config.rateLimits, contact: { max: 1, timeWindow: 60_000 } },
        },
      });
    });
    afterAll(() => prod.close());
    const contact = (remoteAddress: string, forwardedFor: string) =>
      prod.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: {},
      });

    it('rate-limits a direct client by its own address, whatever X-Forwarded-For it sends', async () => {
      expect((await contact('198.51.100.7', '203.0.113.10')).statusCode).toBe(400);
      const dodge = await contact('198.51.100.7', '203.0.113.11');
      expect(dodge.statusCode).toBe(429);
      expect(dodge.headers['retry-after']).toBeDefined();
      // Another direct client has its own counter.
      expect((await contact('198.51.100.8', '203.0.113.10')).statusCode).toBe(400);
    });

    it('does not send HSTS to a direct client claiming X-Forwarded-Proto: https', async () => {
      const res = await prod.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('believes a reverse proxy on the same machine (loopback): client IP and https', async () => {
      expect((await contact('127.0.0.1', '203.0.113.20')).statusCode).toBe(400);
      expect((await contact('127.0.0.1', '203.0.113.20')).statusCode).toBe(429);
      expect((await contact('::1', '203.0.113.21')).statusCode).toBe(400);
      const res = await prod.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    });

    it('does not publish the API docs', async () => {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
        const res = await prod.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Route not found' });
      }
    });
  });

  it('believes only the proxies TRUST_PROXY lists', async () => {
    const behind = await createTestApp({
      config: {
        production: true,
        trustProxy: loadConfig({ DATA_DIR: t.config.dataDir, TRUST_PROXY: '10.0.0.0/8' }).trustProxy,
      },
    });
    try {
      const health = (remoteAddress: string) =>
        behind.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress,
          headers: { 'x-forwarded-proto': 'https' },
        });
      expect((await health('10.1.2.3')).headers['strict-transport-security']).toBeDefined();
      expect((await health('127.0.0.1')).headers['strict-transport-security']).toBeUndefined();
      expect((await health('198.51.100.7')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
  });

  it('publishes the API docs in production when API_DOCS=1', async () => {
    const docs = await createTestApp({
      config: {
        ...productionDefaults(),
        apiDocs: loadConfig({
          DATA_DIR: t.config.dataDir,
          NODE_ENV: 'production',
          STAFF_PASSWORD: 'Str0ng@Staff',
          MANAGER_PASSWORD: 'Str0ng@Manager',
          API_DOCS: '1',
        }).apiDocs,
      },
    });
    try {
      expect((await docs.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await docs.app.inject({ method: 'GET', url: '/api/docs/' })).body).toContain('swagger-ui');
    } finally {
      await docs.close();
    }
  });

  it('compresses large JSON answers with brotli when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/product?limit=50',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh-token',
      '/api/auth/forget-password',
      '/api/auth/reset-password',
      '/api/category',
      '/api/product',
      '/api/product/{id}',
      '/api/cart',
      '/api/checkout/{cartId}',
      '/api/checkout/userOrders',
      '/api/checkout/cancel/{id}',
      '/api/review/{productId}',
      '/api/contact',
      '/api/subscribe',
      '/api/staff/orders',
      '/api/staff/orders/{id}/advance',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });

  it('rejects malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request is not valid' });
  });

  it('rejects a body over the size limit with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fisrtname: 'A', lastname: 'B', email: 'a@b.com', message: 'x'.repeat(200_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large' });
  });

  it('rejects a body that is not JSON with 415 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the request body as JSON');
  });
});
