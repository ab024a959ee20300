/*
 * Deep pages: page 5,000 of the unfiltered listing of 100,000+ products (20 a page) against page 1, on PostgreSQL,
 * measured alternately in one run (sequential medians), then each under load (autocannon, 10 connections).
 *   npm run bench:deep   (BENCH_DATABASE_URL reuses a seeded database)
 */
import { printTable, round, writeResult } from './lib/report';
import { withBenchDatabase } from './lib/postgres';
import { load, startServer } from './lib/servers';
import { timePair } from './lib/timing';

const TARGET = 3;

async function main() {
  const result = await withBenchDatabase(async (url) => {
    // The same two URLs again and again would be catalogue-cache hits: measure the database path.
    const server = await startServer(url, { CATALOGUE_CACHE_TTL_MS: '0' });
    try {
      const first = `${server.appUrl}/api/product?limit=20&page=1`;
      const deep = `${server.appUrl}/api/product?limit=20&page=5000`;
      const body = (await (await fetch(deep)).json()) as {
        page: number;
        pages: number;
        total: number;
        products: unknown[];
      };
      if (body.page !== 5000 || body.products.length === 0)
        throw new Error(`page 5000 is empty: ${JSON.stringify(body).slice(0, 200)}`);
      await timePair(first, deep, 10); // warm-up
      const { a, b } = await timePair(first, deep, 100, 40);
      const loadFirst = await load(first, { seconds: 4, connections: 10 });
      const loadDeep = await load(deep, { seconds: 4, connections: 10 });
      const ratio = b.median / a.median;
      printTable(`Deep pages on PostgreSQL, ${body.total} products, 20 a page (one run)`, [
        {
          page: 1,
          'median ms': a.median,
          'p90 ms': a.p90,
          'req/s (10 conn.)': loadFirst.requestsPerSecond,
          'p99 ms (10 conn.)': loadFirst.p99,
        },
        {
          page: 5000,
          'median ms': b.median,
          'p90 ms': b.p90,
          'req/s (10 conn.)': loadDeep.requestsPerSecond,
          'p99 ms (10 conn.)': loadDeep.p99,
        },
      ]);
      printTable('Ratio', [
        { figure: 'page 5000 / page 1 (median)', value: round(ratio, 2), target: `≤ ${TARGET}` },
        {
          figure: 'page 1 / page 5000 (req/s)',
          value: round(loadFirst.requestsPerSecond / loadDeep.requestsPerSecond, 2),
          target: `≤ ${TARGET}`,
        },
      ]);
      return {
        total: body.total,
        pages: body.pages,
        page1: { ...a, load: loadFirst },
        page5000: { ...b, load: loadDeep },
        ratio: round(ratio, 3),
        target: TARGET,
      };
    } finally {
      await server.stop();
    }
  });
  writeResult('deep', result);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
