// A listing's order, its price filter and its filter values, as a shopper uses them in Chromium: in Arabic at 390 px
// (filters in the bottom sheet) and in English at 1280 px (filters in the sidebar). Sorting by price, low to high,
// shows the prices a shopper pays in ascending order; phones' filters offer their own spec set (storage, no CPU); the
// price slider spans the phones' prices. Sign-up at 390 px is no wider than the screen.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Category, ProductListResponse } from '../src/contract/types';
import { t, type Lang } from './support/catalogue';
import { expectNoSeriousAxe, pageWidth } from './support/layout';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const LOADED = 30_000;

const localName = (record: { name: string; nameAr: string }, lang: Lang) =>
  lang === 'ar' && record.nameAr ? record.nameAr : record.name;

/**
 * What the cards say the shopper pays: each card's price line (the paragraph whose strong text is the price paid, the
 * discounted one when there is a discount), as a number. Read in one step in the page: a read per card would wait for ever on a card the next answer removed.
 */
const paidOn = async (cards: Locator) =>
  (
    await cards.evaluateAll((items) =>
      items.map(
        (item) =>
          (item.querySelector('p:has(> strong)') as HTMLElement | null)?.innerText.split('\n')[0] ?? '',
      ),
    )
  ).map((text) =>
    Number(text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^0-9]/g, '')),
  );

async function phones(page: Page): Promise<Category> {
  const { categories } = (await (await page.request.get('/api/category')).json()) as {
    categories: Category[];
  };
  return categories.find((c) => c.slug === 'phones')!;
}

test.describe.configure({ timeout: 120_000 });

const cases = [
  { lang: 'ar' as Lang, viewport: PHONE, phone: true },
  { lang: 'en' as Lang, viewport: WIDE, phone: false },
];

for (const { lang, viewport, phone } of cases) {
  test.describe(`at ${viewport.width} px in ${lang}`, () => {
    test.use({ viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });

    test('sorting by price, low to high, shows the prices ascending; the filters fit the phones', async ({
      page,
    }) => {
      const category = await phones(page);
      const expected = (await (
        await page.request.get(`/api/product?category=${category._id}&sort=price-asc`)
      ).json()) as ProductListResponse;
      await page.goto(`/categoriesname?category=phones&lang=${lang}`);
      const heading = t(lang, 'listing.collection', { name: localName(category, lang) });
      const cards = page.getByRole('list', { name: heading }).getByRole('listitem');
      await expect(cards.first()).toBeVisible({ timeout: LOADED });

      const sort = page.getByRole('combobox', { name: t(lang, 'listing.sort.label') });
      await sort.selectOption({ label: t(lang, 'listing.sort.price-asc') });
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      // The cards follow the API's order, and the prices they show climb.
      await expect(cards.getByRole('heading').getByRole('link')).toHaveText(
        expected.products.map((p) => localName(p, lang)),
        { timeout: LOADED },
      );
      const prices = await paidOn(cards);
      expect(prices.length).toBeGreaterThan(2);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices[0]).toBeLessThan(prices.at(-1)!);
      await page.screenshot({ path: `test-results/e2e/screenshots/listing-sorted-${lang}.png` });

      // The filters: in the sheet on a phone, in the sidebar on a wide screen.
      let filters: Locator;
      if (phone) {
        await page.getByRole('button', { name: t(lang, 'listing.filters.title'), exact: true }).click();
        filters = page.getByRole('dialog', { name: t(lang, 'listing.filters.title') });
      } else {
        filters = page.getByRole('complementary', { name: t(lang, 'listing.filters.title') });
      }
      // Phones' own spec set: their storages (a variant's, such as 1 TB), and no CPU group, so no Intel Core.
      const storage = filters.getByRole('group', { name: t(lang, 'listing.filters.group.storage') });
      await expect(storage.getByRole('radio', { name: lang === 'ar' ? '١ تيرابايت' : '1 TB' })).toBeVisible();
      await expect(filters.getByRole('group', { name: t(lang, 'listing.filters.group.cpu') })).toHaveCount(0);
      await expect(filters.getByRole('radio', { name: /Intel Core/ })).toHaveCount(0);
      // Checked while the list is settled (a list being fetched again is dimmed).
      await expectNoSeriousAxe(page, `listing filters ${lang}`);

      // The price slider spans the phones' prices (not EGP 0 to 1,000,000), with both bounds typed beside it.
      const low = filters.getByRole('slider', { name: t(lang, 'listing.filters.priceMin') });
      const min = Number(await low.getAttribute('min'));
      const max = Number(await low.getAttribute('max'));
      const step = Number(await low.getAttribute('step'));
      expect(min).toBeLessThanOrEqual(Math.min(...prices));
      expect(max).toBeGreaterThanOrEqual(Math.max(...prices));
      expect(max).toBeLessThan(200_000);
      expect((max - min) / step).toBeLessThanOrEqual(200);
      const sliderWidth = (await low.boundingBox())!.width;
      // A step is wide enough to aim at with a finger or a mouse's arrow keys alike: more than a pixel.
      expect((sliderWidth / (max - min)) * step).toBeGreaterThan(1);
      const to = filters.getByRole('textbox', { name: t(lang, 'listing.filters.priceTo') });
      const cap = prices[Math.floor(prices.length / 2)]!;
      await to.fill(String(cap));
      await to.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]highestPrice=${cap}`));
      if (phone) await page.screenshot({ path: `test-results/e2e/screenshots/listing-price-${lang}.png` });
      if (phone) {
        await filters.getByRole('button', { name: t(lang, 'listing.filters.close') }).click();
      }
      // The list becomes the API's answer for the bound, still by price, and no card costs more than it.
      const bounded = (await (
        await page.request.get(`/api/product?category=${category._id}&sort=price-asc&highestPrice=${cap}`)
      ).json()) as ProductListResponse;
      expect(bounded.products.length).toBeLessThan(prices.length);
      await expect(cards.getByRole('heading').getByRole('link')).toHaveText(
        bounded.products.map((p) => localName(p, lang)),
        { timeout: LOADED },
      );
      expect(Math.max(...(await paidOn(cards)))).toBeLessThanOrEqual(cap);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test.describe('sign-up at 390 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  for (const lang of ['en', 'ar'] as Lang[]) {
    test(`is no wider than the screen (${lang})`, async ({ page }) => {
      await page.goto(`/signup?lang=${lang}`);
      await expect(page.getByRole('button', { name: t(lang, 'signup.submit') })).toBeVisible({
        timeout: LOADED,
      });
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      // With every field's message shown too (a long phone hint, the password rules).
      await page.getByRole('button', { name: t(lang, 'signup.submit') }).click();
      await expect(page.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: `test-results/e2e/screenshots/signup-390-${lang}.png`, fullPage: true });
    });
  }
});
