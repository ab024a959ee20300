/*
 * npm run bench:search — the search's relevance and speed (issue 40):
 *   1. the relevance set (bench/search/relevance.ts) through GET /api/product?search= on the seeded shop (PGlite):
 *      success@3 and the mean reciprocal rank, and the queries that failed;
 *   2. server time (request arrival to answer end, measured in the server) p95 of suggestions (every prefix of each
 *      query from its second character, as typed) and searches, on the seeded shop;
 *   3. the same at 100,000 products on PostgreSQL (a throw-away database, or BENCH_DATABASE_URL), with the index's
 *      build time and memory (heap kept after the build, garbage collected before and after).
 * The answer cache is off (CATALOGUE_CACHE_TTL_MS=0): every request reaches the search. BENCH_SEARCH_PG=0 skips 3.
 */
import { printTable, round, writeResult } from '../lib/report';
import { withBenchDatabase } from '../lib/postgres';
import { startServer, type BenchServer } from '../lib/servers';
import { RELEVANCE_SET, RELEVANCE_TARGET, relevanceFigures } from './relevance';

/** The speed targets of issue 40 (server time, p95). */
const SEEDED_P95_MS = 10;
const LARGE_P95_MS = 30;

const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0, 2);
};
const p95 = (times: number[]) => quantile(times, 0.95);

/** Product names of a search's first page, best match first. */
async function ranked(server: BenchServer, query: string): Promise<string[]> {
  const res = await fetch(`${server.appUrl}/api/product?search=${encodeURIComponent(query)}&limit=10`);
  if (res.status !== 200) throw new Error(`search ${query} answered ${res.status}`);
  return ((await res.json()) as { products: { name: string }[] }).products.map((p) => p.name);
}

/** Every prefix of each query from its second character, as a shopper types it. */
const typed = RELEVANCE_SET.flatMap(({ query, lang }) =>
  Array.from({ length: Math.max(0, query.length - 1) }, (_, i) => ({ q: query.slice(0, i + 2), lang })),
);

/** Runs the suggestions and searches of the set `rounds` times; server-time p95 of each. */
async function speed(server: BenchServer, rounds: number) {
  await server.serverTimes();
  for (let round = 0; round < rounds; round += 1) {
    for (const { q, lang } of typed) {
      const res = await fetch(`${server.appUrl}/api/search/suggest?q=${encodeURIComponent(q)}&lang=${lang}`);
      if (res.status !== 200) throw new Error(`suggest ${q} answered ${res.status}`);
      await res.arrayBuffer();
    }
    for (const { query } of RELEVANCE_SET) await ranked(server, query);
  }
  const times = await server.serverTimes();
  const suggest = times['/api/search/suggest'] ?? [];
  const search = times['/api/product'] ?? [];
  return {
    suggestMedian: quantile(suggest, 0.5),
    suggestP95: p95(suggest),
    suggestCount: suggest.length,
    searchMedian: quantile(search, 0.5),
    searchP95: p95(search),
    searchCount: search.length,
  };
}

async function main() {
  const seeded = await startServer(undefined, { CATALOGUE_CACHE_TTL_MS: '0' });
  let relevance: ReturnType<typeof relevanceFigures>;
  let seededSpeed: Awaited<ReturnType<typeof speed>>;
  try {
    const results: string[][] = [];
    for (const { query } of RELEVANCE_SET) results.push(await ranked(seeded, query));
    relevance = relevanceFigures(results);
    await speed(seeded, 1); // warm-up
    seededSpeed = await speed(seeded, 3);
  } finally {
    await seeded.stop();
  }
  const arabic = RELEVANCE_SET.filter((q) => q.lang === 'ar').length;
  printTable(`Relevance: ${relevance.queries} queries (${arabic} Arabic), seeded shop`, [
    { figure: 'success@3', value: round(relevance.successAt3, 3), target: `≥ ${RELEVANCE_TARGET}` },
    { figure: 'mean reciprocal rank', value: round(relevance.mrr, 3), target: '' },
  ]);
  if (relevance.failures.length > 0) {
    printTable(
      'Queries whose top 3 missed',
      relevance.failures.map((f) => ({ query: f.query, 'top 3': f.top.join(' | ') })),
    );
  }
  const rows = [
    {
      catalogue: 'seeded shop (PGlite)',
      'suggest median ms': seededSpeed.suggestMedian,
      'suggest p95 ms': seededSpeed.suggestP95,
      'search median ms': seededSpeed.searchMedian,
      'search p95 ms': seededSpeed.searchP95,
      requests: seededSpeed.suggestCount + seededSpeed.searchCount,
      target: `≤ ${SEEDED_P95_MS} ms`,
    },
  ];
  let large: {
    products: number;
    speed: Awaited<ReturnType<typeof speed>>;
    index: BenchServer['searchIndex'];
  } | null = null;
  if (process.env.BENCH_SEARCH_PG !== '0') {
    large = await withBenchDatabase(async (url) => {
      const server = await startServer(url, { CATALOGUE_CACHE_TTL_MS: '0' });
      try {
        await speed(server, 1); // warm-up
        return {
          products: server.searchIndex?.products ?? 0,
          speed: await speed(server, 2),
          index: server.searchIndex,
        };
      } finally {
        await server.stop();
      }
    });
    rows.push({
      catalogue: `${large.products} products (PostgreSQL)`,
      'suggest median ms': large.speed.suggestMedian,
      'suggest p95 ms': large.speed.suggestP95,
      'search median ms': large.speed.searchMedian,
      'search p95 ms': large.speed.searchP95,
      requests: large.speed.suggestCount + large.speed.searchCount,
      target: `≤ ${LARGE_P95_MS} ms`,
    });
  }
  printTable('Server time (arrival to answer end, measured in the server), p95', rows);
  if (large?.index) {
    printTable('The search index at 100,000 products', [
      { figure: 'products', value: large.index.products },
      { figure: 'words', value: large.index.tokens },
      { figure: 'built in (s, start-up included)', value: round(large.index.buildSeconds, 1) },
      { figure: 'heap kept (MB)', value: round(large.index.heapMegabytes, 1) },
    ]);
  }
  writeResult('search', {
    relevance: { ...relevance, arabic },
    seeded: seededSpeed,
    large,
    targets: { successAt3: RELEVANCE_TARGET, seededP95Ms: SEEDED_P95_MS, largeP95Ms: LARGE_P95_MS },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
