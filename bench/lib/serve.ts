/*
 * Child process for the load benchmarks: the real app (buildApp) and a bare Fastify route, both on loopback, in one
 * process, so the bare route is the ceiling for this machine at this moment. Sends { appPort, barePort } to the
 * parent over IPC. Database: DATABASE_URL (PostgreSQL) or PGlite in DATA_DIR (migrated and seeded here).
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { everyRateLimit, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { products } from '../../server/db/schema';
import { prepareDatabase } from '../../server/db/seed/index';
import { createMailer } from '../../server/services/mailer';

/** The search index as this server built it (null when it has none). */
export interface SearchIndexFigures {
  products: number;
  tokens: number;
  buildSeconds: number;
  /** Heap kept after the build, garbage collected before and after (node --expose-gc). */
  heapMegabytes: number;
}

const heapUsed = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

// Cheap password hashing and no sign-up limit: the checkout benchmark registers its shoppers; neither is measured.
const CHEAP_ARGON = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const NO_LIMIT = { max: 1_000_000, timeWindow: 60_000 };

async function main() {
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent' },
    {
      host: '127.0.0.1',
      port: 0,
      argon: CHEAP_ARGON,
      rateLimits: everyRateLimit(NO_LIMIT),
    },
  );
  const database = await openDatabase(config);
  await prepareDatabase(database, config);
  const staticDir = process.env.STATIC_DIR;
  const app = await buildApp({
    config,
    database,
    mailer: createMailer(config, () => undefined),
    logger: false,
    ...(staticDir ? { staticDir } : {}),
  });
  // Server time of each answer (from the request's arrival to the answer's end), by route, for bench:search.
  const serverTimes = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    let times = serverTimes.get(route);
    if (!times) serverTimes.set(route, (times = []));
    times.push(reply.elapsedTime);
  });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  // The search index is built once the app is ready (listen); measured load starts after it is in use.
  const heapBefore = heapUsed();
  const indexStarted = Date.now();
  await app.listen({ host: '127.0.0.1', port: 0 });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  await app.catalogue.search.ready();
  const index = app.catalogue.search.stats();
  const searchIndex: SearchIndexFigures | null = index && {
    products: index.products,
    tokens: index.words,
    buildSeconds: (Date.now() - indexStarted) / 1000,
    heapMegabytes: (heapUsed() - heapBefore) / 1024 / 1024,
  };
  const portOf = (server: typeof bare.server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  process.send?.({ appPort: portOf(app.server), barePort: portOf(bare.server), searchIndex });
  const close = async () => {
    await bare.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'close') void close();
    if (message === 'serverTimes') {
      process.send?.({ type: 'serverTimes', times: Object.fromEntries(serverTimes) });
      serverTimes.clear();
    }
    // The checkout benchmark sets one product's stock (PGlite has one connection, held by this process).
    const stock = message as { type?: string; id?: string; quantity?: number };
    if (stock.type === 'setStock' && stock.id && stock.quantity !== undefined) {
      void database.db
        .update(products)
        .set({ quantity: stock.quantity })
        .where(eq(products.id, stock.id))
        .then(() => process.send?.({ type: 'stockSet' }));
    }
  });
  process.on('disconnect', () => void close());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
