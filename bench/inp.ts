/*
 * Interaction to next paint on a phone: Debian's Chromium at 390 × 844 with 4× CPU throttling (DevTools protocol),
 * a fresh production build served by the real app on PGlite, in both languages. Four interactions a shopper makes:
 * choosing a listing filter (a CPU), Add to Cart on a product page, opening the burger menu, and pressing Place
 * Order. Each is measured with the Event Timing API (the longest event of the interaction, from input to the next
 * paint: what INP reports) BENCH_INP_RUNS times (default 5) in turns, and the median and the worst are printed with
 * their ratio to the 100 ms budget ("good" INP is ≤ 200 ms; ours is 100), and where the longest event's time went on
 * average: waiting for the main thread (input delay), the handlers, and from them to the next paint. The Event
 * Timing API reports events of 16 ms or more: a faster interaction is printed as ≤ 16.
 *
 * Each press comes once the page is quiet, as a shopper's does after looking at it (see settle());
 * BENCH_INP_EAGER=1 presses the moment the control is there. Each press is the shopper's alone (see press()), and
 * each is checked to have done what it is for (the filter chosen, the stepper shown, the menu open, the order placed).
 *
 * 4× throttling slows the machine's own CPU, so the figures follow the machine: the bench also prints Lighthouse's
 * CPU benchmark index of the machine's unthrottled Chromium (the median of three), to compare runs made elsewhere.
 * BENCH_INP_CPU_RATE=<n> throttles n× instead of 4×: a fast machine then stands for the slower phone that 4× of a
 * slower machine emulates (the phone's index is about the machine's divided by the rate; DevTools calibrates a
 * mid-tier phone, a Pixel 5, at 1,000).
 * BENCH_INP_BASE=<git revision> builds and serves that revision too and measures both in turns, then prints each
 * interaction's change: the way to tell a change apart from this machine's noise. BENCH_INP_ONLY=filter, add, burger
 * or order measures that interaction alone (each turn still takes the steps it needs: Place Order's adds to the cart
 * first), for more runs of one press in the same time.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { t, type Lang } from '../e2e/support/catalogue';
import { buildInto, checkOut } from './lib/build';
import { printTable, resultsDir, round, writeResult, type Row } from './lib/report';
import { managerToken, startServer } from './lib/servers';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
const CPU_RATE = Number(process.env.BENCH_INP_CPU_RATE ?? 4);
if (!(CPU_RATE >= 1)) throw new Error('BENCH_INP_CPU_RATE is a throttling rate of 1 or more');
const EAGER = process.env.BENCH_INP_EAGER === '1';
const INTERACTIONS = ['filter', 'add', 'burger', 'order'] as const;
type Interaction = (typeof INTERACTIONS)[number];
const ONLY = process.env.BENCH_INP_ONLY as Interaction | undefined;
if (ONLY && !INTERACTIONS.includes(ONLY))
  throw new Error(`BENCH_INP_ONLY is one of ${INTERACTIONS.join(', ')}, not '${ONLY}'`);
/** Whether this run measures the interaction. */
const measured = (interaction: Interaction) => !ONLY || ONLY === interaction;
const BUDGET_MS = 100;
const THRESHOLD_MS = 16;

/** Lighthouse's CPU benchmark index of this machine's Chromium, unthrottled (median of three; ~1,000+ is desktop-class). */
async function benchmarkIndex(page: Page): Promise<number> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const indexes: number[] = [];
  for (let i = 0; i < 3; i += 1) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return indexes.sort((a, b) => a - b)[1]!;
}

interface Listing {
  products: {
    _id: string;
    name: string;
    nameAr?: string;
    price: number;
    priceAfterDiscount: number;
    quantity: number;
  }[];
}

/** Records every Event Timing entry of the page in window.__events (installed before any page script). */
const recordEvents = () => {
  const w = window as unknown as { __events: Timing[] };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      if (entry.interactionId)
        w.__events.push({
          name: entry.name,
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** An Event Timing entry in its three parts: waiting for the main thread, the handlers, then until the next paint. */
interface Timing {
  name: string;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/**
 * Waits as a shopper does before pressing: until the page has loaded, its requests have stopped (Playwright's
 * 'networkidle': none for 500 ms) and the browser has had an idle moment. With BENCH_INP_EAGER=1 the press comes the
 * moment the control is there instead: while the page is still starting (its last chunks, the work it leaves for an
 * idle moment) and while this machine's own server still answers it on the same two cores.
 */
async function settle(page: Page) {
  if (EAGER) return;
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
}

/**
 * Presses a control as a shopper's finger does: the mouse moves onto it, presses and lets go, with nothing of the
 * bench's in the page's events. Playwright's own click checks, from inside the page, that the press lands on the
 * control: listeners of its own on the press's events, with `elementsFromPoint` and the style recalculation it
 * forces, ran inside the interaction measured (5–13 ms of a 4× throttled press in traces, 2026-11-26). So the bench
 * waits for the control to be visible and enabled itself, presses with that check off, and checks the outcome after.
 */
async function press(control: Locator) {
  await control.waitFor({ state: 'visible' });
  if (!(await control.isEnabled())) throw new Error('the control to press is disabled');
  await control.click({ force: true });
}

/** The interaction's latency: its longest event (input delay + processing + until the next paint), or null when
 * every event took less than the API's 16 ms threshold. */
async function measure(page: Page, act: () => Promise<void>): Promise<Timing | null> {
  await page.evaluate(() => {
    (window as unknown as { __events: unknown[] }).__events = [];
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  try {
    await act();
    // Entries are reported after the next paint; two animation frames and a pause let them arrive.
    await page.waitForTimeout(800);
    const events = await page.evaluate(() => (window as unknown as { __events: Timing[] }).__events);
    return events.reduce<Timing | null>(
      (longest, e) => (longest && longest.duration >= e.duration ? longest : e),
      null,
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

async function signedIn(context: BrowserContext, appUrl: string) {
  const email = `inp.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@example.com`;
  const registered = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Mona Adel',
      email,
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      phone: '01012345678',
    }),
  });
  const session = (await registered.json()) as { token: string; refresh_token: string; user: unknown };
  // The session as the SPA stores it, once per tab (as e2e/support/shop.ts signInBrowser does).
  await context.addInitScript((s) => {
    if (window !== window.top || sessionStorage.getItem('bench.signedIn')) return;
    sessionStorage.setItem('bench.signedIn', '1');
    localStorage.setItem('authUser', s.token);
    localStorage.setItem('refreshToken', s.refresh_token);
    localStorage.setItem('User', JSON.stringify({ version: 1, data: s.user }));
  }, session);
}

/** What the shopper's turn needs on one server: a laptop category (its listing has a CPU filter) and one of its
 * products in stock under the cash-on-delivery cap, stocked (as the back office does) for every turn's order: a
 * product sold out by earlier turns would show Out Of Stock, and its Add to Cart would not be the press measured. */
async function targetsOf(appUrl: string) {
  const { categories } = (await (await fetch(`${appUrl}/api/category`)).json()) as {
    categories: { _id: string; name: string }[];
  };
  const category = categories.find((c) => /laptop/i.test(c.name))!._id;
  const listing = `${appUrl}/api/product?category=${encodeURIComponent(category)}&limit=100`;
  const { products } = (await (await fetch(listing)).json()) as Listing;
  const product = products.find(
    (p) => p.quantity >= 1 && (p.priceAfterDiscount || p.price) + 100 <= 250_000,
  )!;
  const token = await managerToken(appUrl);
  const stocked = await fetch(`${appUrl}/api/staff/products/${product._id}/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ delta: 2 * RUNS, reason: 'received' }),
  });
  if (stocked.status !== 201) throw new Error(`stocking the bench's product answered ${stocked.status}`);
  return { appUrl, category, product };
}

/** Takes one interaction's figure. */
type Adder = (interaction: string, value: Timing | null) => void;

/** One shopper in a new browser context: the four interactions, each measured once; `add` takes each figure. */
async function shopperTurn(
  browser: Browser,
  { appUrl, category, product }: Awaited<ReturnType<typeof targetsOf>>,
  lang: Lang,
  add: Adder,
) {
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.addInitScript(recordEvents);
  await signedIn(context, appUrl);
  const page = await context.newPage();

  if (measured('filter')) await filterTurn(page, category, lang, add);
  if (measured('add') || measured('order')) {
    await page.goto(`/item/${product._id}?lang=${lang}`);
    // The product's own control, by its name: never a related product's.
    const name = (lang === 'ar' && product.nameAr) || product.name;
    const addButton = page.getByRole('button', {
      name: t(lang, 'cart.control.addNamed', { name }),
      exact: true,
    });
    await addButton.waitFor();
    await settle(page);
    if (measured('add')) add(`add to cart (${lang})`, await measure(page, () => press(addButton)));
    else await press(addButton);
    await page.getByRole('group', { name: t(lang, 'cart.stepper.label', { name }), exact: true }).waitFor();
    // The line enters the cart (and the browser's storage) right after the press's paint; checkout needs it there.
    await page
      .waitForFunction((id) => (localStorage.getItem('cart') ?? '').includes(id), product._id)
      .catch(async (error: unknown) => {
        await page.screenshot({ path: join(resultsDir, 'inp-add-failure.png') });
        console.error('cart stored:', await page.evaluate(() => localStorage.getItem('cart')));
        throw error;
      });
  }

  if (measured('burger')) {
    await page.goto(`/?lang=${lang}`);
    const menu = page.getByRole('button', { name: t(lang, 'layout.menu.open') });
    await menu.waitFor();
    await settle(page);
    add(`burger menu (${lang})`, await measure(page, () => press(menu)));
    await page.getByRole('dialog', { name: t(lang, 'layout.menu.title') }).waitFor();
  }

  if (measured('order')) await orderTurn(page, lang, add);
  await context.close();
}

/** Choosing a CPU in the listing's filters (on a phone, in their bottom sheet). */
async function filterTurn(page: Page, category: string, lang: Lang, add: Adder) {
  await page.goto(`/categoriesname?category=${encodeURIComponent(category)}&lang=${lang}`);
  const filters = page.getByRole('complementary', { name: t(lang, 'listing.filters.title') });
  // On a phone the filters open from a button first (not measured).
  const opener = filters.locator('button[aria-expanded="false"]').first();
  await opener.waitFor();
  await opener.click();
  // The filters open in a bottom sheet (a dialog) on a phone; a choice applies at once.
  const cpu = page
    .getByRole('dialog', { name: t(lang, 'listing.filters.title') })
    .getByRole('group', { name: t(lang, 'listing.filters.group.cpu') })
    .getByRole('radio');
  await cpu.nth(1).waitFor();
  await settle(page);
  add(`listing filter (${lang})`, await measure(page, () => press(cpu.nth(1))));
  await cpu.nth(1).and(page.locator(':checked')).waitFor();
}

/** Place Order on a filled checkout (the cart holds the product added before). */
async function orderTurn(page: Page, lang: Lang, add: Adder) {
  await page.goto(`/Checkout?lang=${lang}`);
  const field = (id: string) => page.getByRole('textbox', { name: new RegExp(`^${t(lang, id)}`) });
  await page
    .getByRole('combobox', { name: t(lang, 'checkout.field.government') })
    .fill(lang === 'ar' ? 'الجيزة' : 'Giza');
  await page.getByRole('option', { name: lang === 'ar' ? 'الجيزة' : 'Giza' }).click();
  await page.getByRole('combobox', { name: new RegExp(`^${t(lang, 'checkout.field.city')}`) }).fill('Dokki');
  await field('checkout.field.street').fill('Tahrir Street 12');
  await field('checkout.field.building').fill('Nile Tower 7');
  await field('checkout.field.note').fill('Call before delivery');
  const place = page.getByRole('button', { name: t(lang, 'checkout.placeOrder') });
  await settle(page);
  add(`place order (${lang})`, await measure(page, () => press(place)));
  // A checkout that did not go through leaves its screen in bench/results/ to see why.
  await page.waitForURL(/\/order$/, { timeout: 30_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: join(resultsDir, 'inp-failure.png'), fullPage: true });
    throw error;
  });
}

const BASE_SUFFIX = ' @base';

async function main() {
  const buildDir = buildInto(process.cwd());
  // BENCH_INP_BASE=<git revision>: that revision's build too, served beside this tree's and measured in turns with
  // it (this machine's noise then moves both alike), then each interaction's change.
  const baseRev = process.env.BENCH_INP_BASE;
  const baseTree = baseRev ? checkOut(baseRev) : undefined;
  const baseDir = baseTree ? buildInto(baseTree) : undefined;
  process.env.STATIC_DIR = buildDir;
  const server = await startServer();
  if (baseDir) process.env.STATIC_DIR = baseDir;
  const baseServer = baseDir ? await startServer() : undefined;
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const samples = new Map<string, (Timing | null)[]>();
  const adder = (suffix: string) => (name: string, value: Timing | null) =>
    samples.set(`${name}${suffix}`, [...(samples.get(`${name}${suffix}`) ?? []), value]);
  let cpuIndex = 0;
  try {
    const probe = await browser.newPage();
    cpuIndex = await benchmarkIndex(probe);
    await probe.close();
    const builds = [{ suffix: '', targets: await targetsOf(server.appUrl) }];
    if (baseServer) builds.push({ suffix: BASE_SUFFIX, targets: await targetsOf(baseServer.appUrl) });
    for (let run = 0; run < RUNS; run += 1) {
      for (const lang of ['en', 'ar'] as const) {
        // In turns, the first build alternating between runs.
        for (const build of run % 2 === 0 ? builds : [...builds].reverse())
          await shopperTurn(browser, build.targets, lang, adder(build.suffix));
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await baseServer?.stop();
    for (const dir of [buildDir, baseDir, baseTree]) if (dir) rmSync(dir, { recursive: true, force: true });
  }
  const rows: Row[] = [...samples].map(([interaction, timings]) => {
    const values = timings.map((timing) => timing?.duration ?? 0);
    // Where the longest event's time went, on average over the runs that reached the API's threshold.
    const measured = timings.filter((timing): timing is Timing => timing !== null);
    const part = (key: 'inputDelay' | 'processing' | 'presentation') =>
      measured.length === 0
        ? '–'
        : round(measured.reduce((sum, timing) => sum + timing[key], 0) / measured.length, 1);
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const worst = sorted.at(-1)!;
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const shown = (value: number) => (value < THRESHOLD_MS ? `≤ ${THRESHOLD_MS}` : round(value, 0));
    return {
      interaction,
      'median ms': shown(median),
      'worst ms': shown(worst),
      // Durations come in steps of 8 ms (and of a frame): the mean tells apart changes smaller than a step.
      'mean ms': round(mean, 1),
      'median / 100 ms budget': round(Math.max(median, THRESHOLD_MS) / BUDGET_MS, 2),
      'input delay (mean)': part('inputDelay'),
      'handlers (mean)': part('processing'),
      'to paint (mean)': part('presentation'),
      runs: values.length,
    };
  });
  printTable(
    `Interaction to next paint, 390 px, ${CPU_RATE}× CPU throttling (${RUNS} runs each${ONLY ? `, ${ONLY} alone` : ''}, in turns, ` +
      `${EAGER ? 'pressed the moment the control is there' : 'pressed once the page is quiet'}); ` +
      `machine: Lighthouse CPU benchmark index ${cpuIndex} unthrottled (the phone emulated: ~${Math.round(cpuIndex / CPU_RATE)})`,
    rows,
  );
  const comparison: Row[] = rows
    .filter((row) => !String(row.interaction).endsWith(BASE_SUFFIX))
    .flatMap((row) => {
      const base = rows.find((other) => other.interaction === `${row.interaction}${BASE_SUFFIX}`);
      if (!base) return [];
      return [
        {
          interaction: String(row.interaction),
          'median ms': `${base['median ms']} → ${row['median ms']}`,
          'mean ms': `${base['mean ms']} → ${row['mean ms']}`,
          'worst ms': `${base['worst ms']} → ${row['worst ms']}`,
        },
      ];
    });
  if (baseRev) printTable(`This tree against ${baseRev} (measured in turns)`, comparison);
  const over = rows.filter(
    (row) => !String(row.interaction).endsWith(BASE_SUFFIX) && Number(row['median / 100 ms budget']) > 1,
  );
  writeResult('inp', {
    cpuThrottling: CPU_RATE,
    viewport: '390x844',
    runs: RUNS,
    pressed: EAGER ? 'eager' : 'quiet',
    only: ONLY,
    benchmarkIndex: cpuIndex,
    base: baseRev,
    rows,
    comparison,
  });
  if (over.length > 0)
    console.log(`\nOver the 100 ms budget: ${over.map((row) => row.interaction).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
