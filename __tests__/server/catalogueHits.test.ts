// The cheap cache-hit path: security headers computed once (the same as @fastify/helmet per request), repeated URLs
// answered before validation, and compressed copies kept per encoding (the same choice and bytes as
// @fastify/compress, the same ETag, Vary and 304s). Oracles are the plugins themselves, on a probe instance.
// Real app, real database (PGlite, or PostgreSQL with DATABASE_URL).
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { helmetOptions } from '../../server/app';
import { BROTLI_OPTIONS } from '../../server/plugins/publicAnswers';
import { json } from '../support/server/api';
import { createTestApp, type TestApp } from '../support/server/harness';
import { countQueries } from '../support/server/queries';

/** Long enough that nothing expires by itself; the clock is moved by hand. */
const LONG_TTL = 60_000;
/** Headers that every response has whatever the plugins do. */
const TRANSPORT = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
]);

const decode = (res: LightMyRequestResponse): Buffer => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
};

describe('cache hits', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  let clock = Date.now();
  let t: TestApp;
  /** The headers @fastify/helmet sets per request with the app's options, read from a probe instance. */
  let helmetSays: Record<string, string>;
  /** @fastify/compress with the app's options, answering any body it is given as JSON. */
  let compressor: FastifyInstance;
  let body: Buffer = Buffer.alloc(0);
  const paths: Record<string, string> = {};
  let queries: { readonly count: number };

  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
    t = await createTestApp({ staticDir, config: { catalogueCacheTtlMs: LONG_TTL }, now: () => clock });

    const probe = Fastify({ logger: false });
    await probe.register(helmet, helmetOptions());
    probe.get('/', async () => 'x');
    const probed = await probe.inject({ method: 'GET', url: '/' });
    helmetSays = Object.fromEntries(
      Object.entries(probed.headers)
        .filter(([name]) => !TRANSPORT.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
    await probe.close();

    compressor = Fastify({ logger: false });
    await compressor.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: BROTLI_OPTIONS,
    });
    compressor.get('/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
    await compressor.ready();

    const categories = json<{ categories: { _id: string }[] }>(await get('/api/category')).categories;
    const category = categories[0]!._id;
    const first = json<{ products: { _id: string }[] }>(
      await get(`/api/product?category=${category}&limit=1`),
    );
    paths.categories = '/api/category';
    paths.listing = `/api/product?category=${category}&lowestPrice=100&highestPrice=900000`;
    paths.detail = `/api/product/${first.products[0]!._id}`;
    paths.search = '/api/product?search=pro';
    paths.small = '/api/product?search=no-such-words-anywhere';
    queries = countQueries(t.database);
  });
  afterAll(async () => {
    await compressor.close();
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
    return t.app.inject({ method, url, headers });
  }
  /** What @fastify/compress sends for `payload` to a client with these request headers. */
  async function compressed(payload: Buffer, headers: Record<string, string>) {
    body = payload;
    return compressor.inject({ method: 'GET', url: '/', headers });
  }

  it('has helmet compute the same security headers it would set per request, on every kind of response', async () => {
    expect(Object.keys(helmetSays).length).toBeGreaterThanOrEqual(10);
    expect(helmetSays['content-security-policy']).toContain("frame-ancestors 'none'");
    const responses = [
      await get('/api/category'),
      await get('/api/category'),
      await get('/api/category', { 'accept-encoding': 'br' }),
      await get('/api/product?page=abc'),
      await get('/api/product/no-such-product'),
      await get('/api/nothing'),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      await get('/'),
      await get('/categories'),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 400, 404, 404, 400, 200, 200]);
    for (const res of responses) {
      for (const [name, value] of Object.entries(helmetSays))
        expect([name, res.headers[name]]).toEqual([name, value]);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it.each(['categories', 'listing', 'detail', 'search', 'small'])(
    'answers %s again from the cache with the same bytes and headers as the first time',
    async (name) => {
      const url = paths[name]!;
      clock += 2 * LONG_TTL;
      const before = queries.count;
      const first = await get(url);
      const read = queries.count;
      const again = await get(url);
      // Another spelling of the same query (the default page spelled out) shares the answer.
      const respelled = await get(url.includes('?') ? `${url}&page=1` : `${url}?page=1`);
      expect(read).toBeGreaterThan(before);
      expect(queries.count).toBe(read);
      for (const res of [first, again, respelled]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toBeUndefined();
        expect(res.headers.etag).toBe(first.headers.etag);
        expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
      }
    },
  );

  it.each(['categories', 'listing', 'detail', 'search', 'small'])(
    'sends %s to a browser in the encoding, with the bytes and the Vary, that @fastify/compress would, once made',
    async (name) => {
      const url = paths[name]!;
      const plain = await get(url);
      for (const acceptEncoding of ['gzip, deflate, br, zstd', 'gzip', 'br;q=0.5, gzip;q=0.8']) {
        const headers = { 'accept-encoding': acceptEncoding };
        const oracle = await compressed(plain.rawPayload, headers);
        const first = await get(url, headers);
        const again = await get(url, headers);
        for (const res of [first, again]) {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(oracle.headers['content-encoding']);
          expect(res.headers.vary).toBe(oracle.headers.vary);
          // @fastify/compress streams bodies over its syncThreshold (chunked); the cached copy has a length.
          expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
          expect(res.headers.etag).toBe(plain.headers.etag);
          expect(res.headers['cache-control']).toBe('no-cache');
          expect(res.rawPayload.equals(oracle.rawPayload)).toBe(true);
          expect(decode(res).equals(plain.rawPayload)).toBe(true);
        }
      }
    },
  );

  it('sends a body under 1 KB as it is, as @fastify/compress does', async () => {
    const res = await get(paths.small!, { 'accept-encoding': 'br' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });

  it('chooses the encoding @fastify/compress would for any Accept-Encoding', async () => {
    const plain = await get(paths.listing!);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const acceptEncoding of [
      'br',
      'gzip',
      'deflate',
      'identity',
      '*',
      'x-gzip',
      'BR, GZIP',
      'br;q=0, gzip;q=0',
      'br;q=0.1, gzip;q=0.9',
      'identity;q=1, gzip;q=0.5',
      'gzip;q=0.5, br;q=0.5',
      '',
      'zstd',
    ]) {
      const headers = { 'accept-encoding': acceptEncoding };
      const oracle = await compressed(plain.rawPayload, headers);
      const res = await get(paths.listing!, headers);
      expect([acceptEncoding, res.headers['content-encoding']]).toEqual([
        acceptEncoding,
        oracle.headers['content-encoding'],
      ]);
      expect(decode(res).equals(plain.rawPayload)).toBe(true);
    }
    const refused = await get(paths.listing!, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers a revalidation with a 304 and no body, whatever the client accepts', async () => {
    const plain = await get(paths.search!);
    const etag = plain.headers.etag as string;
    for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }] as Record<string, string>[]) {
      const res = await get(paths.search!, { ...headers, 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBeUndefined();
      const changed = await get(paths.search!, { ...headers, 'if-none-match': '"other"' });
      expect(changed.statusCode).toBe(200);
      expect(decode(changed).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('answers HEAD for a cached URL with the headers and no body', async () => {
    const plain = await get(paths.detail!);
    const head = await get(paths.detail!, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(plain.headers.etag);
  });

  it('never answers an invalid query early, and loads again once the entry expired or the catalogue changed', async () => {
    for (let i = 0; i < 2; i += 1) expect((await get('/api/product?page=abc')).statusCode).toBe(400);
    expect((await get('/api/product?limit=100000')).statusCode).toBe(400);
    const url = paths.listing!;
    await get(url);
    const read = queries.count;
    await get(url);
    expect(queries.count).toBe(read);
    await t.app.catalogue.write(async () => undefined);
    await get(url);
    const again = queries.count;
    expect(again).toBeGreaterThan(read);
    await get(url);
    expect(queries.count).toBe(again);
    clock += 2 * LONG_TTL;
    await get(url, { 'accept-encoding': 'br' });
    expect(queries.count).toBeGreaterThan(again);
  });
});
