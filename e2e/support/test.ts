// The journeys' `test`: Playwright's, with a shop of each worker's own (so journeys in two workers never see each
// other's orders or stock), plus a guard that fails a journey on any Content-Security-Policy violation, uncaught page
// error (the server sends its real, strict CSP to the browser in every journey) or message id shown before its
// catalogue arrived (IntlRoot reports those as `[i18n] …`; catalogues load in parts).
import { test as base, expect } from '@playwright/test';
import { startShop, type Shop } from './server';

export const test = base.extend<{ pageGuards: void }, { shop: Shop }>({
  shop: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startShop();
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  pageGuards: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
        if (message.text().startsWith('[i18n]')) problems.push(`message: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'CSP violations and page errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
