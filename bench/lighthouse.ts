/*
 * Lighthouse (mobile, simulated throttling, Debian's Chromium) on home, the categories, a category's listing, a
 * product, a search, about and contact, in both languages, with the SEO score beside performance (and the SEO
 * audits a page fails),
 * against a fresh production build served by the real app on PGlite. Needs the `lighthouse` package (12.x for Node 20); when
 * it is missing, the script says so and measures what it can with playwright-core instead: LCP, CLS, long tasks and
 * the JavaScript transferred, with 4× CPU and Slow-4G-like network throttling through the DevTools protocol.
 * BENCH_LH_PAGES=n runs only the first n pages; BENCH_LH_RUNS=n measures each page n times (in turns) and reports
 * the medians; BENCH_LH_ONLY=<text> only the pages whose name contains it (e.g. `/item`); BENCH_LH_REPORTS=<dir>
 * keeps each page's full Lighthouse report (the last run's); BENCH_LH_BASE=<git revision> also builds and serves that
 * revision and measures its pages in turns with this tree's, then prints each figure's change (an A/B on one noisy
 * machine at one moment). BENCH_LH_REAL=1 measures real throttled loads instead (viaPlaywright: first paint, largest
 * paint, when the app took over from the pre-rendered frame), BENCH_LH_WARM=1 with the scripts already cached.
 * BENCH_LH_SEO=1 runs Lighthouse's SEO category alone on every page (a quick check of the heads).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { printTable, round, rootDir, writeResult, type Row } from './lib/report';
import { buildInto, checkOut } from './lib/build';
import { startServer } from './lib/servers';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** BENCH_LH_SEO=1: the SEO category alone (a few seconds a page: no trace, no performance figures). */
const SEO_ONLY = process.env.BENCH_LH_SEO === '1';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

async function lighthouseModule(): Promise<
  null | ((url: string, flags: object) => Promise<{ lhr: LighthouseResult }>)
> {
  try {
    const pkg = (await import('lighthouse/package.json', { with: { type: 'json' } })) as {
      default: { version?: string };
    };
    if (!pkg.default.version?.startsWith('12.')) return null;
    const mod = (await import('lighthouse')) as {
      default: (url: string, flags: object) => Promise<{ lhr: LighthouseResult }>;
    };
    return mod.default;
  } catch {
    return null;
  }
}

interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null; scoreDisplayMode?: string }>;
}

/** The SEO category's scored audits that a page does not pass (what keeps it under 100). */
const failedSeoAudits = (lhr: LighthouseResult) =>
  (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit?.scoreDisplayMode === 'binary' && audit.score !== 1)
    .map(({ id }) => id);

/** Each page's median of every figure over its runs. */
function medians(urls: [string, string][], measured: Map<string, Row[]>): Row[] {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : round((sorted[middle - 1]! + sorted[middle]!) / 2, 3);
  };
  return urls.map(([name]) => {
    const all = measured.get(name)!;
    const row: Row = { page: name };
    for (const key of Object.keys(all[0]!).filter((k) => k !== 'page'))
      // Text (the failed audits) is the last run's; figures are medians.
      row[key] =
        typeof all[0]![key] === 'string' ? all.at(-1)![key]! : median(all.map((r) => Number(r[key])));
    return row;
  });
}

async function viaLighthouse(
  run: NonNullable<Awaited<ReturnType<typeof lighthouseModule>>>,
  urls: [string, string][],
) {
  const { launch } = (await import('chrome-launcher' as string)) as {
    launch: (o: object) => Promise<{ port: number; kill(): Promise<void> }>;
  };
  /** One Lighthouse run in a fresh Chromium; a run whose trace failed (NO_NAVSTART and the like) is tried again. */
  async function measure(name: string, url: string): Promise<Row> {
    for (let attempt = 1; ; attempt += 1) {
      const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS });
      try {
        const { lhr } = await run(url, {
          port: chrome.port,
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          output: 'json',
          logLevel: 'error',
          ...(SEO_ONLY ? { onlyCategories: ['seo'] } : {}),
        });
        if (lhr.runtimeError) {
          console.error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          if (attempt < 3) continue;
        }
        // BENCH_LH_REPORTS=<dir> keeps each full report (audits such as layout-shifts and the critical chains).
        if (process.env.BENCH_LH_REPORTS) {
          mkdirSync(process.env.BENCH_LH_REPORTS, { recursive: true });
          const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`;
          writeFileSync(join(process.env.BENCH_LH_REPORTS, file), JSON.stringify(lhr));
        }
        const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
        if (SEO_ONLY)
          return {
            page: name,
            seo: score('seo'),
            'SEO audits failed': failedSeoAudits(lhr).join(' ') || '-',
          };
        return {
          page: name,
          performance: score('performance'),
          seo: score('seo'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          'FCP s': round((lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000, 2),
          'LCP s': round((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000, 2),
          // Simulated; its graph drops tasks under 10 ms, so when the app really takes over is BENCH_LH_REAL=1's.
          'TTI s': round((lhr.audits.interactive?.numericValue ?? 0) / 1000, 2),
          CLS: round(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0, 3),
          'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          'SEO audits failed': failedSeoAudits(lhr).join(' ') || '-',
        };
      } finally {
        await chrome.kill();
      }
    }
  }

  // BENCH_LH_RUNS=n (default 1) measures each page n times, in turns, and reports the median of each figure.
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));
  const measured = new Map<string, Row[]>(urls.map(([name]) => [name, []]));
  for (let turn = 0; turn < runs; turn += 1)
    for (const [name, url] of urls) measured.get(name)!.push(await measure(name, url));
  const rows = medians(urls, measured);
  for (const row of rows)
    if (runs > 1 && !SEO_ONLY) {
      const all = measured.get(String(row.page))!;
      row['performance per run'] = all.map((r) => `${r.performance}`).join('/');
      // LCP was bimodal before the scripts waited for the frame's paint (about 1 s or about 2 s a run, as the trace
      // caught the downloads before or after the paint): the runs show whether a median mixes modes.
      row['LCP per run'] = all.map((r) => `${r['LCP s']}`).join('/');
    }
  printTable(
    'Lighthouse, mobile, simulated throttling (targets: perf ≥ 95, SEO 100, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms, a11y and best practices ≥ 95)',
    rows,
  );
  return rows;
}

/**
 * Real page loads in Debian's Chromium with the DevTools protocol's throttling (Lighthouse's mobile figures: 150 ms
 * RTT, 1.6 Mbit/s, 4× CPU) — not a simulation. Per page: first contentful paint, largest contentful paint, when the
 * app's own render took the place of the pre-rendered frame ('app s'), CLS, long tasks over 50 ms and the
 * JavaScript transferred. BENCH_LH_RUNS loads each page that many times, in turns, and reports medians;
 * BENCH_LH_WARM=1 loads each page once first, so the scripts come from the HTTP cache (a returning visitor).
 */
async function viaPlaywright(urls: [string, string][]) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
  const warm = process.env.BENCH_LH_WARM === '1';
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));
  const measured = new Map<string, Row[]>(urls.map(([name]) => [name, []]));
  try {
    for (let turn = 0; turn < runs; turn += 1)
      for (const [name, url] of urls) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        if (warm) await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
        else await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        let jsBytes = 0;
        const scripts = new Set<string>();
        cdp.on('Network.responseReceived', (event: { requestId: string; type: string }) => {
          if (event.type === 'Script') scripts.add(event.requestId);
        });
        cdp.on('Network.loadingFinished', (event: { encodedDataLength: number; requestId: string }) => {
          if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
        });
        await page.addInitScript(() => {
          const w = window as unknown as { __lcp: number; __cls: number; __tbt: number; __app: number };
          w.__lcp = 0;
          w.__cls = 0;
          w.__tbt = 0;
          w.__app = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) w.__lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) w.__cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) w.__tbt += Math.max(0, entry.duration - 50);
          }).observe({ type: 'longtask', buffered: true });
          // The app's first commit: #root holds something other than the pre-rendered frame.
          new MutationObserver((_records, observer) => {
            const root = document.getElementById('root');
            if (root?.firstElementChild && !root.querySelector(':scope > [data-shell]')) {
              w.__app = performance.now();
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        });
        await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
        await page.waitForTimeout(500);
        const figures = await page.evaluate(() => {
          const w = window as unknown as { __lcp: number; __cls: number; __tbt: number; __app: number };
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          return { fcp, lcp: w.__lcp, cls: w.__cls, tbt: w.__tbt, app: w.__app };
        });
        measured.get(name)!.push({
          page: name,
          'FCP s': round(figures.fcp / 1000, 3),
          'LCP s': round(figures.lcp / 1000, 3),
          'app s': round(figures.app / 1000, 3),
          CLS: round(figures.cls, 3),
          'long tasks over 50 ms (ms)': Math.round(figures.tbt),
          'JS transferred KB': round(jsBytes / 1024, 1),
        });
        await context.close();
      }
  } finally {
    await browser.close();
  }
  const rows = medians(urls, measured);
  for (const row of rows)
    if (runs > 1)
      row['app per run'] = measured
        .get(String(row.page))!
        .map((r) => r['app s'])
        .join('/');
  printTable(
    `Real loads in Chromium (NOT Lighthouse: 4× CPU, 150 ms RTT, 1.6 Mbit/s, ${warm ? 'scripts cached' : 'no cache'}${runs > 1 ? `, medians of ${runs}` : ''})`,
    rows,
  );
  return rows;
}

/**
 * BENCH_LH_BASE=<git revision>: the same pages of that revision's build too, served side by side and measured in
 * turns with the current tree's (this machine's noise moves both alike), then each figure's change.
 */
const printComparison = (rows: Row[]) =>
  printChanges(rows, ['performance', 'seo', 'FCP s', 'LCP s', 'TTI s', 'TBT ms', 'CLS'], (row, base) => ({
    'TBT ratio': round(Number(row['TBT ms']) / Math.max(1, Number(base['TBT ms'])), 2),
  }));

/** Each figure's change from the base build's page to this tree's (BENCH_LH_BASE), and `extra` figures. */
function printChanges(rows: Row[], keys: string[], extra: (row: Row, base: Row) => Row = () => ({})) {
  const comparison: Row[] = rows
    .filter((row) => !String(row.page).endsWith(BASE_SUFFIX))
    .flatMap((row) => {
      const base = rows.find((other) => other.page === `${row.page}${BASE_SUFFIX}`);
      if (!base) return [];
      const changes = keys.map((key) => [key, `${base[key]} → ${row[key]}`]);
      return [{ ...(Object.fromEntries([['page', row.page], ...changes]) as Row), ...extra(row, base) }];
    });
  printTable(`This tree against ${process.env.BENCH_LH_BASE} (medians, measured in turns)`, comparison);
  return comparison;
}

const BASE_SUFFIX = ' @base';

async function main() {
  const buildDir = buildInto(rootDir);
  const baseRev = process.env.BENCH_LH_BASE;
  const baseTree = baseRev ? checkOut(baseRev) : undefined;
  const baseDir = baseTree ? buildInto(baseTree) : undefined;
  process.env.STATIC_DIR = buildDir;
  const server = await startServer();
  if (baseDir) process.env.STATIC_DIR = baseDir;
  const baseServer = baseDir ? await startServer() : undefined;
  try {
    const listing = (await (await fetch(`${server.appUrl}/api/product?limit=1`)).json()) as {
      products: { _id: string; name: string }[];
    };
    const product = listing.products[0]!;
    const { categories } = (await (await fetch(`${server.appUrl}/api/category`)).json()) as {
      categories: { _id: string }[];
    };
    // A word of a product's name: a search that finds something.
    const term = product.name.split(/\s+/)[0]!.toLowerCase();
    const urls: [string, string][] = [];
    for (const lang of ['en', 'ar'])
      for (const [name, path] of [
        ['/', '/?'],
        ['/categories', '/categories?'],
        [
          '/categoriesname?category={id}',
          `/categoriesname?category=${encodeURIComponent(categories[0]!._id)}&`,
        ],
        ['/item/{id}', `/item/${encodeURIComponent(product._id)}?`],
        ['/search?search={term}', `/search?search=${encodeURIComponent(term)}&`],
        ['/about', '/about?'],
        ['/contact', '/contact?'],
      ] as const)
        for (const [suffix, target] of [
          ['', server],
          [BASE_SUFFIX, baseServer],
        ] as const)
          if (target) urls.push([`${name} (${lang})${suffix}`, `${target.appUrl}${path}lang=${lang}`]);
    if (process.env.BENCH_LH_PAGES) urls.splice(Number(process.env.BENCH_LH_PAGES) * (baseServer ? 2 : 1));
    const only = process.env.BENCH_LH_ONLY;
    if (only) urls.splice(0, urls.length, ...urls.filter(([name]) => name.includes(only)));
    // BENCH_LH_REAL=1: real throttled loads instead of Lighthouse (what a change costs shoppers, not the simulation).
    const run = process.env.BENCH_LH_REAL === '1' ? null : await lighthouseModule();
    if (run) {
      const pages = await viaLighthouse(run, urls);
      const comparison = baseRev ? printComparison(pages) : undefined;
      writeResult('lighthouse', { tool: 'lighthouse', base: baseRev, pages, comparison });
    } else if (process.env.BENCH_LH_REAL === '1') {
      const pages = await viaPlaywright(urls);
      const comparison = baseRev ? printChanges(pages, ['FCP s', 'LCP s', 'app s', 'CLS']) : undefined;
      writeResult('pageload', { tool: 'playwright-core, throttled', base: baseRev, pages, comparison });
    } else {
      console.log(
        'lighthouse 12.x is not installed (needed: npm i -D lighthouse@12.8.2); measuring with playwright-core instead.',
      );
      writeResult('lighthouse', { tool: 'playwright-core approximation', pages: await viaPlaywright(urls) });
    }
  } finally {
    await server.stop();
    await baseServer?.stop();
    for (const dir of [buildDir, baseDir, baseTree]) if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
