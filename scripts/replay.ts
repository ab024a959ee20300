/*
 * `npm run replay -- snapshot.json [--url /cart] [--lang ar] [--base http://localhost:3000] [--headless]`
 * Opens Debian's Chromium with a QA snapshot loaded into the shop's localStorage. Starts the shop first when
 * nothing answers at --base. Headed when a display exists (close the window to finish), otherwise headless with a
 * full-page screenshot, whose path it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { parseSnapshot, SnapshotError } from '../src/features/qa/snapshot';

const root = join(__dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: '/' },
    lang: { type: 'string' },
    base: {
      type: 'string',
      default: process.env.REPLAY_BASE ?? `http://localhost:${process.env.PORT ?? 3000}`,
    },
    headless: { type: 'boolean', default: !process.env.DISPLAY },
    out: { type: 'string', default: join(root, 'test-results', 'replay') },
  },
});

async function isUp(base: string) {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function ensureShop(base: string): Promise<ChildProcess | null> {
  if (await isUp(base)) return null;
  const port = new URL(base).port || '80';
  console.log(`Nothing answers at ${base}: starting the shop on port ${port}…`);
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: port, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 180_000; waited += 500) {
    if (await isUp(base)) return child;
    if (child.exitCode !== null) throw new Error('the shop did not start; see the errors above');
    await new Promise((done) => setTimeout(done, 500));
  }
  child.kill();
  throw new Error(`the shop did not answer at ${base} within 3 minutes`);
}

async function main() {
  const file = positionals[0];
  if (!file) {
    console.error('usage: npm run replay -- snapshot.json [--url /cart] [--lang ar] [--headless]');
    process.exit(2);
  }
  let snapshot;
  try {
    snapshot = parseSnapshot(readFileSync(resolve(file), 'utf8'));
  } catch (error) {
    console.error(
      `Refused ${file}: ${error instanceof SnapshotError ? `${error.messageId} ${JSON.stringify(error.values)}` : String(error)}`,
    );
    process.exit(1);
  }

  const base = values.base!.replace(/\/$/, '');
  const shop = await ensureShop(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: values.headless,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.addInitScript((storage) => {
    if (sessionStorage.getItem('replay.loaded')) return;
    sessionStorage.setItem('replay.loaded', '1');
    localStorage.clear();
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, snapshot.storage);

  const target = new URL(values.url!, base);
  if (values.lang) target.searchParams.set('lang', values.lang);
  await page.goto(target.href, { waitUntil: 'networkidle' });

  if (values.headless) {
    mkdirSync(values.out!, { recursive: true });
    const shot = join(values.out!, `${basename(file, '.json')}-${Date.now()}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    console.log(`Screenshot: ${shot}`);
    await browser.close();
    shop?.kill('SIGTERM');
  } else {
    console.log(`Replaying ${file} at ${target.href}; close the browser window to finish.`);
    await new Promise<void>((done) => browser.on('disconnected', () => done()));
    shop?.kill('SIGTERM');
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
