/*
 * The back office's product table at 100,000 products on PostgreSQL: what a manager waits for when they open it,
 * search it (English and Arabic), filter it, sort it and jump to page 500. Each URL is asked one request at a time
 * (a person clicking; p50 and p95 of the sequential times), the URLs taken in turns so the machine's bursts fall on
 * all of them alike, then each under a few managers at once (5 connections). Target: p95 under 50 ms, one at a time.
 *   npm run bench:backoffice   (BENCH_DATABASE_URL reuses a seeded database)
 */
import { performance } from 'node:perf_hooks';
import { printTable, writeResult, type Row } from './lib/report';
import { withBenchDatabase } from './lib/postgres';
import { load, managerToken, startServer } from './lib/servers';

const TARGET_P95_MS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

const percentile = (sorted: number[], q: number) =>
  Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));

async function main() {
  const result = await withBenchDatabase(async (url) => {
    const server = await startServer(url);
    try {
      const token = await managerToken(server.appUrl);
      const headers = { authorization: `Bearer ${token}` };
      const categories = (await (await fetch(`${server.appUrl}/api/category`)).json()) as {
        categories: { _id: string; slug: string }[];
      };
      const laptops = categories.categories.find((c) => c.slug === 'professional-laptop')!._id;
      const table = '/api/staff/products';
      const urls: [string, string][] = [
        ['first page (newest)', `${table}`],
        ['search, English word', `${table}?search=probook`],
        ['search, Arabic word', `${table}?search=${encodeURIComponent('لابتوب')}`],
        ['search, no match', `${table}?search=zzqx`],
        ['low stock', `${table}?stock=low`],
        ['out of stock', `${table}?stock=out`],
        ['category + low stock', `${table}?category=${laptops}&stock=low`],
        ['discounted, by price', `${table}?discounted=true&sort=price`],
        ['page 500 (newest)', `${table}?page=500`],
        ['page 500, by name', `${table}?page=500&sort=name`],
        ['page 500, by stock', `${table}?page=500&sort=stock&limit=100`],
      ];
      const totals = new Map<string, number>();
      for (const [name, path] of urls) {
        const res = await fetch(server.appUrl + path, { headers });
        if (res.status !== 200) throw new Error(`${name}: ${path} answered ${res.status}`);
        totals.set(name, ((await res.json()) as { total: number }).total);
      }
      // Warm-up, then the measured turns.
      const times = new Map<string, number[]>(urls.map(([name]) => [name, []]));
      for (let round = -5; round < ROUNDS; round += 1) {
        for (const [name, path] of urls) {
          const started = performance.now();
          const res = await fetch(server.appUrl + path, { headers });
          await res.arrayBuffer();
          if (round >= 0) times.get(name)!.push(performance.now() - started);
        }
      }
      const rows: Row[] = [];
      for (const [name, path] of urls) {
        const sorted = times.get(name)!.sort((a, b) => a - b);
        const busy = await load(server.appUrl + path, { seconds: 3, connections: 5, headers });
        const p95 = percentile(sorted, 0.95);
        rows.push({
          view: name,
          matches: totals.get(name)!,
          'p50 ms': percentile(sorted, 0.5),
          'p95 ms': p95,
          [`p95 < ${TARGET_P95_MS} ms`]: p95 < TARGET_P95_MS ? 'yes' : 'NO',
          'req/s (5 at once)': busy.requestsPerSecond,
          'p95 ms (5 at once)': busy.p95,
        });
      }
      return rows;
    } finally {
      await server.stop();
    }
  });
  printTable(
    `Back-office product table, PostgreSQL, 100,000 products (${ROUNDS} requests each, one at a time, in turns)`,
    result,
  );
  writeResult('backoffice', { targetP95Ms: TARGET_P95_MS, rows: result });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
