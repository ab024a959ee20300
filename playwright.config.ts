// Browser journeys in Debian's Chromium (never a downloaded browser). Each worker starts a shop of its own: the real
// server on a free port with a fresh data directory (e2e/support/test.ts), so two workers never share orders or stock.
import { defineConfig, devices } from '@playwright/test';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: false,
  // Two: a journey waits on its browser and its server about as much as it computes, so two cores carry two.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A journey's whole run. The longest take about 20 s alone and three times that with jest running beside them on
  // two cores; every step still waits at most `expect.timeout`.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    headless: true,
    // The shop honours "reduce motion" (GlobalStyle, the category strip's autoplay): no journey checks a motion, and an
    // endlessly gliding strip or a bouncing toast keeps a software-rendered page painting. A journey that checks a
    // motion sets 'no-preference' itself.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
    // A trace is recorded for a journey's retry only (CI retries once, so every failure there leaves one): recording
    // one for every journey cost the journeys 12–20 % of their time (`npx playwright test e2e/browsing.spec.ts
    // e2e/phoneBrowsing.spec.ts` against the same with `--trace off`). Locally, add `--trace on` to a rerun.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
});
