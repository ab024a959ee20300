/*
 * API under load: autocannon, 100 connections, loopback. The same server process also answers a bare Fastify route,
 * measured in the same run, as the ceiling. Runs on PGlite with the seeded catalogue, then (unless --pglite-only)
 * on PostgreSQL with 100,000 products (a throw-away database, or BENCH_DATABASE_URL).
 *
 * Catalogue answers are cached in process (CATALOGUE_CACHE_TTL_MS), so one URL repeated is a cache hit after its first
 * request. Each database is measured these ways in one run:
 *   - "hit": the four fixed URLs on the normal server (the cache serves them);
 *   - "miss": a new listing query per request on the normal server (a different price floor each time, so nothing
 *     is found in the cache: database + serialisation + cache bookkeeping);
 *   - "off": on a second server started with CATALOGUE_CACHE_TTL_MS=0 (every request reads the database), with its
 *     own bare route as its ceiling: the four fixed URLs, and searches of a new word/page pair per request;
 * autocannon sends no Accept-Encoding, so those answers are uncompressed; "hit, br" repeats the four hits with the
 * header a browser sends (`gzip, deflate, br`), so the answer is the brotli copy kept with the cached entry.
 *   npm run bench:api [-- --pglite-only | --postgres-only] [-- --seconds N]
 *
 * --layers: each speed layer that has a switch (the answer cache) off against everything on, in one run (see
 * measureLayers below), on PGlite with the seeded catalogue and on PostgreSQL with the seeded catalogue and with
 * 100,000 products.
 *   npm run bench:api -- --layers [--pglite-only | --postgres-only | --large-only] [--only a,b] [--seconds N]
 * (--only: the layers whose name starts with one of these, e.g. --only answerCache).
 *
 * --against DIR: this tree against another working tree of the repository (e.g. `git worktree add ../before REV`,
 * with node_modules), both with their default settings and both with the answer cache off, each scenario measured
 * on the two servers one right after the other (as --layers does), at the same databases as --layers.
 *   npm run bench:api -- --against ../before [--pglite-only | --postgres-only | --large-only] [--seconds N]
 * BENCH_AGAINST_DATABASE_URL (with --against): in the 100,000-product run the other tree's server reads this
 *   database, e.g. one seeded by that tree before a change of the data model, so that each tree is measured on its own
 *   data; each server then gets its own paths (its own category, product and page count).
 * --rounds N (with --layers or --against): each scenario measured N times on each server in turns (odd turns start
 * with the other server), medians kept. Both modes also report the CPU time per request of each server process and
 * (PostgreSQL) of the database, the figure that moves least when other work shares the machine.
 */
import { printTable, round, writeResult, type Row } from './lib/report';
import { withBenchDatabase } from './lib/postgres';
import { cpuMicros, load, startServer, type BenchServer, type LoadFigures } from './lib/servers';

const args = process.argv.slice(2);
const secondsArg = args.indexOf('--seconds');
const seconds = secondsArg >= 0 ? Math.min(30, Math.max(2, Number(args[secondsArg + 1]))) : 8;
const roundsArg = args.indexOf('--rounds');
const rounds = roundsArg >= 0 ? Math.min(15, Math.max(1, Number(args[roundsArg + 1]))) : 1;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** Each figure's median over several measurements of one scenario; errors and requests are summed. */
const medianFigures = (runs: LoadFigures[]): LoadFigures => ({
  requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
  p50: round(median(runs.map((r) => r.p50)), 1),
  p90: round(median(runs.map((r) => r.p90)), 1),
  p95: round(median(runs.map((r) => r.p95)), 1),
  p97_5: round(median(runs.map((r) => r.p97_5)), 1),
  p99: round(median(runs.map((r) => r.p99)), 1),
  max: Math.max(...runs.map((r) => r.max)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
  non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  requests: runs.reduce((sum, r) => sum + r.requests, 0),
});

/**
 * CPU time per request in microseconds: the server process, and (PostgreSQL) every PostgreSQL process of the
 * machine, so another database's work on a shared machine shows up there; the server's own figure is the steadier.
 */
interface CpuPerRequest {
  server: number;
  db: number;
}
const medianCpu = (runs: CpuPerRequest[]): CpuPerRequest => ({
  server: median(runs.map((r) => r.server)),
  db: median(runs.map((r) => r.db)),
});

interface Scenario {
  name: string;
  path: string;
  /** A path per request (the n-th request gets pathFor(n)): every answer is a cache miss. */
  pathFor?: (n: number) => string;
}

/** Words of the seeded product names: a varied search is one of them on one of the first 100 pages. */
const SEARCH_WORDS = [
  'airbook',
  'probook',
  'onedesk',
  'studio',
  'mini cube',
  'ultra',
  'max',
  'core i7',
  'm4',
  'pro',
];

async function scenarios(
  appUrl: string,
): Promise<{ fixed: Scenario[]; varied: Scenario[]; search: Scenario }> {
  const categories = (await (await fetch(`${appUrl}/api/category`)).json()) as {
    categories: { _id: string; slug: string }[];
  };
  const laptop =
    categories.categories.find((c) => c.slug === 'professional-laptop') ?? categories.categories[0]!;
  const listing = (await (await fetch(`${appUrl}/api/product?category=${laptop._id}&limit=1`)).json()) as {
    products: { _id: string }[];
  };
  const listingPath = `/api/product?category=${laptop._id}&lowestPrice=10000&highestPrice=90000`;
  return {
    fixed: [
      { name: 'category list', path: '/api/category' },
      { name: 'listing, category + price', path: listingPath },
      { name: 'product detail', path: `/api/product/${listing.products[0]!._id}` },
      { name: 'search "airbook"', path: '/api/product?search=airbook' },
    ],
    varied: [
      {
        name: 'listing, category + price, a new price floor per request',
        path: listingPath,
        // 10,000 + n EGP: a different query (and cache key) for every request of the run.
        pathFor: (n) =>
          `/api/product?category=${laptop._id}&lowestPrice=${10_000 + n}&highestPrice=90000&page=${1 + (n % 5)}`,
      },
    ],
    // 1,000 word/page pairs: a fast server repeats one within the answer cache's TTL, so this one is measured on the
    // cache-off servers, where every request searches.
    search: {
      name: 'search, a new word/page pair per request',
      path: '/api/product?search=airbook',
      pathFor: (n) =>
        `/api/product?search=${encodeURIComponent(SEARCH_WORDS[n % SEARCH_WORDS.length]!)}&page=${1 + (Math.floor(n / SEARCH_WORDS.length) % 100)}`,
    },
  };
}

/** What Chromium, Firefox and Safari send over HTTP (the server prefers br). */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

interface Result {
  name: string;
  cache: string;
  path: string;
  figures: LoadFigures;
  ceiling: LoadFigures;
}

async function check(server: BenchServer, list: Scenario[]) {
  for (const s of list) {
    const res = await fetch(server.appUrl + (s.pathFor ? s.pathFor(0) : s.path));
    if (res.status !== 200) throw new Error(`${s.path} answered ${res.status}`);
  }
}

async function measure(label: string, databaseUrl?: string) {
  const server = await startServer(databaseUrl);
  const uncached = await startServer(databaseUrl, { CATALOGUE_CACHE_TTL_MS: '0' });
  try {
    const { fixed, varied, search } = await scenarios(server.appUrl);
    await check(server, [...fixed, ...varied]);
    await check(uncached, [...fixed, search]);
    // Warm up (JIT, caches) before measuring: 2 s on each bare route, 1 s on each scenario.
    await load(`${server.bareUrl}/bare`, { seconds: 2 });
    await load(`${uncached.bareUrl}/bare`, { seconds: 2 });
    for (const s of fixed) await load(server.appUrl + s.path, { seconds: 1 });
    for (const s of fixed) await load(server.appUrl + s.path, { seconds: 1, headers: BROWSER_ENCODING });
    for (const s of fixed) await load(uncached.appUrl + s.path, { seconds: 1 });
    // The warm-up used pathFor(0…); the measured run starts further on, so its queries are new too.
    for (const s of varied) {
      const from = 1_000_000;
      await load(server.appUrl + s.path, { seconds: 1, pathFor: (n) => s.pathFor!(from + n) });
    }
    await load(uncached.appUrl + search.path, { seconds: 1, pathFor: (n) => search.pathFor!(500 + n) });

    const bare = await load(`${server.bareUrl}/bare`, { seconds });
    const results: Result[] = [
      { name: 'bare Fastify route (ceiling)', cache: '', path: '/bare', figures: bare, ceiling: bare },
    ];
    for (const s of fixed) {
      const figures = await load(server.appUrl + s.path, { seconds });
      results.push({ name: s.name, cache: 'hit', path: s.path, figures, ceiling: bare });
    }
    for (const s of fixed) {
      const figures = await load(server.appUrl + s.path, { seconds, headers: BROWSER_ENCODING });
      results.push({ name: s.name, cache: 'hit, br', path: s.path, figures, ceiling: bare });
    }
    for (const s of varied) {
      const figures = await load(server.appUrl + s.path, { seconds, pathFor: s.pathFor });
      results.push({ name: s.name, cache: 'miss', path: s.path, figures, ceiling: bare });
    }
    const bareOff = await load(`${uncached.bareUrl}/bare`, { seconds });
    results.push({
      name: 'bare Fastify route of the cache-off server',
      cache: '',
      path: '/bare',
      figures: bareOff,
      ceiling: bareOff,
    });
    for (const s of fixed) {
      const figures = await load(uncached.appUrl + s.path, { seconds });
      results.push({ name: s.name, cache: 'off', path: s.path, figures, ceiling: bareOff });
    }
    results.push({
      name: search.name,
      cache: 'off',
      path: search.path,
      figures: await load(uncached.appUrl + search.path, { seconds, pathFor: search.pathFor }),
      ceiling: bareOff,
    });
    const rows: Row[] = results.map(({ name, cache, figures, ceiling }) => ({
      route: name,
      cache,
      'req/s': figures.requestsPerSecond,
      'vs bare': `${round((100 * figures.requestsPerSecond) / ceiling.requestsPerSecond, 1)} %`,
      'p50 ms': figures.p50,
      'p95 ms': figures.p95,
      'p97.5 ms': figures.p97_5,
      'p99 ms': figures.p99,
      errors: figures.errors + figures.non2xx,
    }));
    printTable(
      `API under load on ${label} (100 connections, ${seconds} s each, loopback, one run; ` +
        'cache: hit = fixed URL on the normal server, hit, br = the same with a browser Accept-Encoding, ' +
        'miss = a new query per request, ' +
        'off = on a second server with CATALOGUE_CACHE_TTL_MS=0, against its own bare route)',
      rows,
    );
    const index = server.searchIndex;
    if (index) {
      printTable(`Search index on ${label} (built in the background after start-up)`, [
        { figure: 'products', value: index.products },
        { figure: 'distinct tokens', value: index.tokens },
        { figure: 'build (s)', value: round(index.buildSeconds, 2) },
        { figure: 'heap kept (MB)', value: round(index.heapMegabytes, 1) },
      ]);
    }
    return { label, seconds, connections: 100, results, searchIndex: index };
  } finally {
    await uncached.stop();
    await server.stop();
  }
}

/** The speed layers and how each is turned off (server/config.ts). */
const LAYERS: { name: string; env: Record<string, string> }[] = [
  { name: 'answerCache (answers kept 3 s)', env: { CATALOGUE_CACHE_TTL_MS: '0' } },
];

/**
 * --against: the settings both trees run with (the earlier spelling of the cache setting, which both read).
 * "on" is this tree, "off" the other one: a ratio above 1 means this tree is faster.
 */
const AGAINST: { name: string; env: Record<string, string> }[] = [
  { name: 'defaults', env: {} },
  { name: 'answer cache off', env: { CATALOG_CACHE_TTL_MS: '0' } },
];

/**
 * What a shopper's browser asks for, with the Accept-Encoding a browser sends: a listing someone asked for in the
 * last 3 s (a cache hit), a listing and a search nobody asked for lately (a new query per request), a product page
 * (cached), and a deep page of the unfiltered listing (pages in the second half of the catalogue, one after another).
 */
async function shopperScenarios(appUrl: string): Promise<Scenario[]> {
  const { fixed } = await scenarios(appUrl);
  const first = (await (await fetch(`${appUrl}/api/product?limit=20`)).json()) as { pages: number };
  const deepFrom = Math.max(1, Math.floor(first.pages / 2));
  const span = Math.max(1, first.pages - deepFrom + 1);
  const listing = new URL(fixed[1]!.path, appUrl);
  /** n as a price with six decimals: a new query (cache key) for every n, the same products as its whole part. */
  const price = (whole: number, n: number) => `${whole}.${String(n % 1_000_000).padStart(6, '0')}`;
  return [
    { name: 'cached listing', path: fixed[1]!.path },
    {
      name: 'never-seen listing',
      path: fixed[1]!.path,
      // Price floors of 10,000–10,996 EGP (the listing's own floor is 10,000), five pages.
      pathFor: (n) =>
        `/api/product?category=${listing.searchParams.get('category')}&lowestPrice=${price(10_000 + (n % 997), Math.floor(n / 997))}&highestPrice=90000&page=${1 + (n % 5)}`,
    },
    {
      name: 'never-seen search',
      path: '/api/product?search=airbook',
      // A word/page pair with a price floor below every price (under 100 EGP): the same matches, a new query.
      pathFor: (n) =>
        `/api/product?search=${encodeURIComponent(SEARCH_WORDS[n % SEARCH_WORDS.length]!)}&page=${1 + (Math.floor(n / SEARCH_WORDS.length) % 20)}&lowestPrice=${price(Math.floor(n / 1_000_000) % 100, n)}`,
    },
    { name: 'product page', path: fixed[2]!.path },
    {
      name: `deep page (pages ${deepFrom}–${first.pages} of 20)`,
      path: `/api/product?limit=20&page=${deepFrom}`,
      pathFor: (n) => `/api/product?limit=20&page=${deepFrom + (n % span)}`,
    },
  ];
}

/**
 * Every layer on (one server, kept for the whole run) against each layer off in turn (a server of its own, started
 * and stopped in turn): each scenario is measured on the two servers one right after the other, so a ratio compares
 * figures taken under the same load of the (shared) machine. A never-seen scenario starts each measurement further
 * on in its sequence, so no query of it was asked before.
 */
async function measureLayers(
  label: string,
  databaseUrl?: string,
  against?: string,
  againstDatabaseUrl = databaseUrl,
) {
  const on = await startServer(databaseUrl);
  const results: {
    layer: string;
    scenario: string;
    on: LoadFigures;
    off: LoadFigures;
    cpuOn: CpuPerRequest;
    cpuOff: CpuPerRequest;
  }[] = [];
  let from = 0;
  /** One measurement, with the CPU time per request of the server process and (PostgreSQL) of the database. */
  const run = async (server: BenchServer, s: Scenario, runSeconds: number) => {
    const start = (from += 1_000_000);
    const before = { server: cpuMicros(server.child.pid), db: databaseUrl ? cpuMicros() : 0 };
    const figures = await load(server.appUrl + s.path, {
      seconds: runSeconds,
      headers: BROWSER_ENCODING,
      ...(s.pathFor ? { pathFor: (n: number) => s.pathFor!(start + n) } : {}),
    });
    const after = { server: cpuMicros(server.child.pid), db: databaseUrl ? cpuMicros() : 0 };
    const per = (a?: number, b?: number) =>
      a === undefined || b === undefined ? NaN : (b - a) / Math.max(1, figures.requests);
    return { figures, cpu: { server: per(before.server, after.server), db: per(before.db, after.db) } };
  };
  try {
    const list = await shopperScenarios(on.appUrl);
    for (const s of list) {
      for (const n of [0, 123_456_789]) {
        const path = s.pathFor ? s.pathFor(n) : s.path;
        const res = await fetch(on.appUrl + path);
        const body = (await res.json()) as { products?: unknown[] };
        // A never-seen query may ask past its last page (an empty page); its first one has products.
        if (res.status !== 200 || (n === 0 && body.products && body.products.length === 0))
          throw new Error(`${s.name}: ${path} answered ${res.status}, ${JSON.stringify(body).slice(0, 100)}`);
      }
    }
    await load(`${on.bareUrl}/bare`, { seconds: 2 });
    const onlyArg = args.indexOf('--only');
    const only = onlyArg >= 0 ? args[onlyArg + 1]!.split(',') : undefined;
    const chosen = against
      ? AGAINST
      : only
        ? LAYERS.filter((l) => only.some((prefix) => l.name.startsWith(prefix)))
        : LAYERS;
    for (const layer of chosen) {
      // --against: both servers with the comparison's settings, this tree's against the other tree's.
      const mine =
        against && Object.keys(layer.env).length > 0 ? await startServer(databaseUrl, layer.env) : on;
      const off = await startServer(againstDatabaseUrl, layer.env, against);
      // On a database of its own, the other server asks for its own category, product and pages.
      const offList = againstDatabaseUrl === databaseUrl ? list : await shopperScenarios(off.appUrl);
      try {
        for (const [i, s] of list.entries()) {
          await run(mine, s, 1);
          await run(off, offList[i]!, 1);
        }
        for (const [i, s] of list.entries()) {
          const other = offList[i]!;
          // --rounds N: N alternations, each figure the median of its N (a shared machine's bursts fall on both).
          // Odd turns measure the other server first, so neither always inherits the machine's state from the other.
          const ons: Awaited<ReturnType<typeof run>>[] = [];
          const offs: Awaited<ReturnType<typeof run>>[] = [];
          for (let round = 0; round < rounds; round += 1) {
            if (round % 2 === 0) {
              ons.push(await run(mine, s, seconds));
              offs.push(await run(off, other, seconds));
            } else {
              offs.push(await run(off, other, seconds));
              ons.push(await run(mine, s, seconds));
            }
          }
          const figuresOn = medianFigures(ons.map((r) => r.figures));
          const figuresOff = medianFigures(offs.map((r) => r.figures));
          results.push({
            layer: layer.name,
            scenario: s.name,
            on: figuresOn,
            off: figuresOff,
            cpuOn: medianCpu(ons.map((r) => r.cpu)),
            cpuOff: medianCpu(offs.map((r) => r.cpu)),
          });
          const errors = figuresOn.errors + figuresOn.non2xx + figuresOff.errors + figuresOff.non2xx;
          if (errors > 0) console.warn(`${label}, ${layer.name}, ${s.name}: ${errors} errors`);
        }
      } finally {
        await off.stop();
        if (mine !== on) await mine.stop();
      }
    }
  } finally {
    await on.stop();
  }
  const rows: Row[] = results.map(({ layer, scenario, on: a, off: b, cpuOn, cpuOff }) => {
    const throughput = a.requestsPerSecond / Math.max(1, b.requestsPerSecond);
    const p95 = b.p95 / Math.max(0.1, a.p95);
    const cpuTotal = (c: CpuPerRequest) => c.server + c.db;
    return {
      layer,
      scenario,
      'req/s on': a.requestsPerSecond,
      'req/s off': b.requestsPerSecond,
      'on/off req/s': round(throughput, 2),
      'p95 ms on': a.p95,
      'p95 ms off': b.p95,
      'off/on p95': round(p95, 2),
      'CPU µs/req on': `${Math.round(cpuOn.server)}+${Math.round(cpuOn.db)}`,
      'CPU µs/req off': `${Math.round(cpuOff.server)}+${Math.round(cpuOff.db)}`,
      'off/on CPU': round(cpuTotal(cpuOff) / Math.max(1, cpuTotal(cpuOn)), 2),
      '≥ 1.5×': throughput >= 1.5 || p95 >= 1.5 ? 'yes' : '',
      errors: a.errors + a.non2xx + b.errors + b.non2xx,
    };
  });
  printTable(
    `${against ? `This tree ("on") against ${against} ("off")` : 'Speed layers off against on'}, ${label} ` +
      `(100 connections, browser Accept-Encoding, ${seconds} s each, on and off measured one right after the other` +
      `${rounds > 1 ? `, medians of ${rounds} turns` : ''})`,
    rows,
  );
  return { label, seconds, connections: 100, results };
}

async function layersMain(against?: string) {
  const runs = [];
  if (!args.includes('--postgres-only') && !args.includes('--large-only'))
    runs.push(await measureLayers('PGlite, seeded catalogue', undefined, against));
  if (!args.includes('--pglite-only')) {
    if (!args.includes('--large-only'))
      runs.push(
        await withBenchDatabase((url) => measureLayers('PostgreSQL, seeded catalogue', url, against), 0),
      );
    runs.push(
      await withBenchDatabase((url) =>
        measureLayers(
          'PostgreSQL, 100,000 products',
          url,
          against,
          (against && process.env.BENCH_AGAINST_DATABASE_URL) || url,
        ),
      ),
    );
  }
  writeResult(against ? 'api-against' : 'api-layers', { runs });
}

async function main() {
  const againstArg = args.indexOf('--against');
  if (againstArg >= 0) return layersMain(args[againstArg + 1]);
  if (args.includes('--layers')) return layersMain();
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
