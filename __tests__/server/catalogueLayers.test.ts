// CATALOGUE_LAYERS_OFF turns each catalogue speed layer off; the answers stay byte for byte those of the plain path
// (SQL alone: no answer cache, no search index, every layer off), whichever layer is off.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CATALOGUE_LAYERS,
  ConfigError,
  loadConfig,
  type CatalogueLayer,
  type Config,
} from '../../server/config';
import { json } from '../support/server/api';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../support/server/harness';

const NO_LAYERS = new Set<CatalogueLayer>(CATALOGUE_LAYERS);

describe('catalogue speed layers, off against on', () => {
  let database: TestDatabase;
  /** The reference: SQL alone, nothing kept, every layer off. */
  let plain: TestApp;
  const apps = new Map<string, TestApp>();
  const urls: string[] = [];

  const start = async (config: Partial<Config>) => {
    const app = await createTestApp({ config, database });
    await app.app.catalogue.search.ready();
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    plain = await start({ catalogueCacheTtlMs: 0, searchIndexMaxProducts: 0, catalogueLayersOff: NO_LAYERS });
    // Every layer on (the default), and each layer off in turn; the answer cache off so that every request reaches
    // the listing (and its kept items are made and used on the repeats).
    apps.set('none', await start({ catalogueCacheTtlMs: 0 }));
    for (const layer of CATALOGUE_LAYERS)
      apps.set(layer, await start({ catalogueCacheTtlMs: 0, catalogueLayersOff: new Set([layer]) }));
    const listed = json(await plain.app.inject({ method: 'GET', url: '/api/product?limit=3' }));
    const categories = json(await plain.app.inject({ method: 'GET', url: '/api/category' })).categories;
    urls.push(
      '/api/category',
      '/api/product',
      '/api/product?limit=7&page=2',
      `/api/product?category=${categories[0]._id}&lowestPrice=10000&highestPrice=90000`,
      `/api/product?category=${categories[1].slug}&ram=16gb,32gb&page=1`,
      '/api/product?search=airbook',
      '/api/product?search=pro&page=2&limit=5',
      '/api/product?page=500',
      '/api/product?search=nothing-matches-this',
      ...listed.products.map((p: { _id: string }) => `/api/product/${p._id}`),
    );
  });
  afterAll(async () => {
    for (const app of apps.values()) await app.close();
    await plain.close();
    await database.drop();
  });

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['none', ...CATALOGUE_LAYERS])(
    'answers byte for byte as the plain SQL path with %s off',
    async (name) => {
      const t = apps.get(name)!;
      for (const url of urls) {
        // Searches are ranked by the search index (not a speed layer: SQL matches differently), so their
        // reference is the app with every layer on.
        const reference = await get(url.includes('search=') ? apps.get('none')! : plain, url);
        expect(reference.statusCode).toBe(200);
        // Three times: a product's item is kept on its second read and used from the third on.
        for (let i = 0; i < 3; i += 1) {
          const res = await get(t, url);
          expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
          expect(res.rawPayload.equals(reference.rawPayload)).toBe(true);
        }
      }
    },
  );

  it.each(['br', 'gzip'])('compresses with %s with encoding off, to the same bytes', async (encoding) => {
    const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    const url = '/api/product?limit=20';
    const reference = await get(plain, url);
    for (const name of ['none', 'encoding']) {
      const res = await get(apps.get(name)!, url, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).equals(reference.rawPayload)).toBe(true);
    }
  });

  it('sets the same security headers with securityHeaders off (@fastify/helmet per request)', async () => {
    const headersOf = (res: { headers: Record<string, unknown> }) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => name !== 'date'));
    for (const url of ['/api/product?limit=5', '/api/no-such-route', '/api/checkout/userOrders']) {
      const on = await get(apps.get('none')!, url);
      const off = await get(apps.get('securityHeaders')!, url);
      expect(off.statusCode).toBe(on.statusCode);
      expect(headersOf(off)).toEqual(headersOf(on));
      expect(off.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('reads CATALOGUE_LAYERS_OFF at boot: every layer on when unset, unknown names refused', () => {
    const env = { DATA_DIR: '/tmp/storefront-layers', JWT_SECRET: 'x'.repeat(40) };
    expect([...loadConfig(env).catalogueLayersOff]).toEqual([]);
    expect([
      ...loadConfig({ ...env, CATALOGUE_LAYERS_OFF: ' encoding, fragments ,' }).catalogueLayersOff,
    ]).toEqual(['encoding', 'fragments']);
    expect(() => loadConfig({ ...env, CATALOGUE_LAYERS_OFF: 'encoding,cache' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, CATALOGUE_LAYERS_OFF: 'encoding,cache' })).toThrow(/"cache"/);
    // A layer that was removed (etag: the route answers 304s itself) is refused like any unknown name.
    expect(() => loadConfig({ ...env, CATALOGUE_LAYERS_OFF: 'prepared,etag' })).toThrow(/"etag"/);
  });
});
