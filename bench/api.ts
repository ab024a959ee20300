/*
 * API under load: autocannon, 100 connections, loopback. The same server process also answers a bare Fastify route,
 * measured in the same run, as the ceiling. Runs on PGlite with the seeded catalogue, then (unless --pglite-only)
 * on PostgreSQL with 100,000 products (a throw-away database, or BENCH_DATABASE_URL).
 *   npm run bench:api [-- --pglite-only | --postgres-only] [-- --seconds N]
 */
import { printTable, round, writeResult, type Row } from './lib/report';
import { withBenchDatabase } from './lib/postgres';
import { load, startServer, type LoadFigures } from './lib/servers';

const args = process.argv.slice(2);
const secondsArg = args.indexOf('--seconds');
const seconds = secondsArg >= 0 ? Math.min(30, Math.max(2, Number(args[secondsArg + 1]))) : 8;

interface Scenario {
  name: string;
  path: string;
}

async function scenarios(appUrl: string): Promise<Scenario[]> {
  const categories = (await (await fetch(`${appUrl}/api/category`)).json()) as {
    categories: { _id: string; slug: string }[];
  };
  const laptop =
    categories.categories.find((c) => c.slug === 'professional-laptop') ?? categories.categories[0]!;
  const listing = (await (await fetch(`${appUrl}/api/product?category=${laptop._id}&limit=1`)).json()) as {
    products: { _id: string }[];
  };
  return [
    { name: 'category list', path: '/api/category' },
    {
      name: 'listing, category + price',
      path: `/api/product?category=${laptop._id}&lowestPrice=10000&highestPrice=90000`,
    },
    { name: 'product detail', path: `/api/product/${listing.products[0]!._id}` },
    { name: 'search "airbook"', path: '/api/product?search=airbook' },
  ];
}

async function measure(label: string, databaseUrl?: string) {
  const server = await startServer(databaseUrl);
  try {
    const list = await scenarios(server.appUrl);
    for (const s of list) {
      const res = await fetch(server.appUrl + s.path);
      if (res.status !== 200) throw new Error(`${s.path} answered ${res.status}`);
    }
    // Warm up both (JIT, caches) for 2 s each before measuring.
    await load(`${server.bareUrl}/bare`, { seconds: 2 });
    for (const s of list) await load(server.appUrl + s.path, { seconds: 1 });
    const bare = await load(`${server.bareUrl}/bare`, { seconds });
    const results: { name: string; path: string; figures: LoadFigures }[] = [
      { name: 'bare Fastify route (ceiling)', path: '/bare', figures: bare },
    ];
    for (const s of list) results.push({ ...s, figures: await load(server.appUrl + s.path, { seconds }) });
    const rows: Row[] = results.map(({ name, figures }) => ({
      route: name,
      'req/s': figures.requestsPerSecond,
      'vs bare': `${round((100 * figures.requestsPerSecond) / bare.requestsPerSecond, 1)} %`,
      'p50 ms': figures.p50,
      'p97.5 ms': figures.p97_5,
      'p99 ms': figures.p99,
      errors: figures.errors + figures.non2xx,
    }));
    printTable(`API under load on ${label} (100 connections, ${seconds} s each, loopback, one run)`, rows);
    return { label, seconds, connections: 100, results };
  } finally {
    await server.stop();
  }
}

async function main() {
  const runs = [];
  if (!args.includes('--postgres-only')) runs.push(await measure('PGlite, seeded catalogue'));
  if (!args.includes('--pglite-only'))
    runs.push(await withBenchDatabase((url) => measure('PostgreSQL, 100,000 products', url)));
  writeResult('api', { runs });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
