// The journeys' `test`: Playwright's, plus a guard that fails a journey on any Content-Security-Policy violation,
// uncaught page error (the server sends its real, strict CSP to the browser in every journey) or message id shown
// before its catalogue arrived (IntlRoot reports those as `[i18n] …`; catalogues load in parts).
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ pageGuards: void }>({
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
