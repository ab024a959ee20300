// QA: named snapshots start journeys from a known state; export and import carry a shopper's state exactly.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loadSnapshot } from './support/snapshots';
import { registerThroughApi } from './support/shop';

const SHOP_KEYS = ['cart', 'favorite', 'filter', 'selectedCategory', 'filterName', 'lang'];
const PRO_BOOK_16_M4 = 'f6413e13-e41c-57b2-840c-274d05da2d04';

/** The shop's stored values, JSON ones parsed (a reload may rewrite them with their fields in another order). */
const storedKeys = (page: Page) =>
  page.evaluate(
    (keys) =>
      Object.fromEntries(
        keys.map((key) => {
          const raw = localStorage.getItem(key);
          try {
            return [key, raw === null ? null : (JSON.parse(raw) as unknown)];
          } catch {
            return [key, raw];
          }
        }),
      ),
    SHOP_KEYS,
  );

/**
 * The stored values once the app has written its state back after loading (redux-persist writes its keys one after
 * another after rehydrating): two reads 100 ms apart that agree.
 */
async function settledStoredKeys(page: Page) {
  let last = JSON.stringify(await storedKeys(page));
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await storedKeys(page));
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return JSON.parse(last) as Awaited<ReturnType<typeof storedKeys>>;
}

test('a snapshot exported after building a cart restores the same cart, filters and language', async ({
  page,
}) => {
  await page.goto(`/item/${PRO_BOOK_16_M4}?devtools=1`);
  await page.getByRole('button', { name: 'Add to Cart, ProBook 16 M4', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Air Laptops' })
    .click();
  await expect(page).toHaveURL(/categoriesname\?category=/);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const before = await settledStoredKeys(page);
  expect(JSON.stringify(before.cart)).toContain(PRO_BOOK_16_M4);
  expect(before.lang).toBe('ar');

  await page.goto('/qa');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تصدير اللقطة' }).click();
  const file = await (await downloading).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as {
    format: string;
    storage: Record<string, string>;
  };
  expect(exported.format).toBe('storefront-snapshot');
  expect(JSON.parse(exported.storage.cart!)).toEqual(before.cart);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  await page.getByLabel('Import snapshot…').setInputFiles(file);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: /^السلة، منتج واحد/ })).toBeVisible();
  expect(await storedKeys(page)).toEqual(before);
});

test('the QA panel refuses a file that is not a snapshot and keeps the current state', async ({ page }) => {
  await loadSnapshot(page, 'full-cart-discounted');
  await page.goto('/qa?devtools=1');
  await expect(page.getByLabel('Import snapshot…')).toBeVisible();
  const before = await settledStoredKeys(page);
  await page.getByLabel('Import snapshot…').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"storefront-snapshot","formatVersion":99,"storage":{}}'),
  });
  await expect(page.getByRole('main').getByRole('alert')).toContainText('format version 99');
  expect(await storedKeys(page)).toEqual(before);
});

test('the full-cart snapshot starts a journey with three items, one discounted', async ({ page }) => {
  await loadSnapshot(page, 'full-cart-discounted');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
});

test('the Arabic snapshot with filters starts right to left with the category chosen', async ({ page }) => {
  await loadSnapshot(page, 'arabic-with-filters');
  await page.goto('/categories');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await page.evaluate(() => localStorage.getItem('filterName'))).toBe('Air Laptops');
});

test('the signed-in snapshot opens protected pages for a live account', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  await loadSnapshot(page, 'signed-in-with-orders', session);
  await page.goto('/myorder');
  await expect(page).toHaveURL(/\/myorder$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});

test('the QA panel is off in a production build until ?devtools=1', async ({ page }) => {
  await page.goto('/qa');
  await expect(page.getByText('The QA panel is off in this build.')).toBeVisible();
  await page.goto('/qa?devtools=1');
  await expect(page.getByRole('button', { name: 'Export snapshot' })).toBeVisible();
});
