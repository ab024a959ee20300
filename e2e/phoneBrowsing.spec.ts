// Browsing on a phone (390 px) and at 1280 px, in English and Arabic, in Chromium: the two-column product grid, the
// related products' sideways row, the listing's filters in a bottom sheet with 'Show N results', and the recently
// viewed products on the product and cart pages, kept across a reload. jsdom has no layout, so these live here.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Category, ProductDetail, ProductListResponse } from '../src/contract/types';
import { t, type Lang } from './support/catalogue';
import { box, expectNoSeriousAxe, pageWidth } from './support/layout';

const LANGS: Lang[] = ['en', 'ar'];
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
/** A screen's data on a busy machine: waits longer than the default for the first thing measured. */
const LOADED = 30_000;

const localName = (record: { name: string; nameAr: string }, lang: Lang) =>
  lang === 'ar' && record.nameAr ? record.nameAr : record.name;

/** A seeded category with a few products (fewer than a page), and how many the API counts. */
async function smallCategory(page: Page) {
  const { categories } = (await (await page.request.get('/api/category')).json()) as {
    categories: Category[];
  };
  for (const category of categories) {
    const list = (await (
      await page.request.get(`/api/product?category=${category._id}&lowestPrice=0&highestPrice=1000000`)
    ).json()) as ProductListResponse;
    if (list.total >= 2 && list.total <= 10) return { category, total: list.total };
  }
  throw new Error('no seeded category with 2 to 10 products');
}

/** Two products with at least three related products each. */
async function twoProductsWithRelated(page: Page): Promise<[ProductDetail, ProductDetail]> {
  const { products } = (await (
    await page.request.get('/api/product?limit=20')
  ).json()) as ProductListResponse;
  const found: ProductDetail[] = [];
  for (const { _id } of products) {
    const { product } = (await (await page.request.get(`/api/product/${_id}`)).json()) as {
      product: ProductDetail;
    };
    if (product.relatedProducts.products.length >= 3) found.push(product);
    if (found.length === 2) return found as [ProductDetail, ProductDetail];
  }
  throw new Error('the seed has fewer than two products with three related ones');
}

const recentlyViewed = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: t(lang, 'recentlyViewed.title') });

test.describe.configure({ timeout: 120_000 });

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const lang of LANGS) {
    test(`the listing is two columns and its filters open in a bottom sheet with 'Show N results' (${lang})`, async ({
      page,
    }) => {
      const { category, total } = await smallCategory(page);
      await page.goto(`/categories?lang=${lang}`);
      const grid = page.getByRole('list', { name: t(lang, 'listing.allProducts') });
      const cards = grid.getByRole('listitem');
      await expect(cards.nth(2)).toBeVisible({ timeout: LOADED });

      // Two columns: the first two cards share a row, in the reading direction; the third starts the next row.
      const [first, second, third] = await Promise.all([0, 1, 2].map((n) => box(cards.nth(n))));
      expect(Math.abs(first!.top - second!.top)).toBeLessThan(1);
      if (lang === 'en') expect(second!.left).toBeGreaterThan(first!.right);
      else expect(second!.right).toBeLessThan(first!.left);
      expect(third!.top).toBeGreaterThan(first!.bottom);
      expect(first!.width).toBeGreaterThan(150);
      // Each card's name, price and Add to Cart are inside the card, and nothing runs off the screen.
      for (const n of [0, 1]) {
        const card = cards.nth(n);
        const cardBox = await box(card);
        for (const part of [
          card.getByRole('link').first(),
          card.locator('p').first(),
          card.getByRole('button', { name: new RegExp(`^${t(lang, 'cart.control.add')}`) }),
        ]) {
          const partBox = await box(part);
          expect(partBox.left).toBeGreaterThanOrEqual(cardBox.left - 0.5);
          expect(partBox.right).toBeLessThanOrEqual(cardBox.right + 0.5);
        }
      }
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: `test-results/e2e/screenshots/phone-grid-${lang}.png` });

      // The filters: a button, then a modal sheet; the page behind is locked.
      const filtersButton = page.getByRole('button', { name: t(lang, 'listing.filters.title'), exact: true });
      await filtersButton.click();
      const sheet = page.getByRole('dialog', { name: t(lang, 'listing.filters.title') });
      await expect(sheet).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      const sheetBox = await box(sheet);
      expect(Math.round(sheetBox.bottom)).toBe(PHONE.height);
      await sheet.getByRole('radio', { name: localName(category, lang) }).check();
      const show = sheet.getByRole('button', {
        name: t(lang, 'listing.filters.showResults', { count: total }),
      });
      await expect(show).toBeVisible({ timeout: LOADED });
      await page.screenshot({ path: `test-results/e2e/screenshots/phone-filters-${lang}.png` });
      await expectNoSeriousAxe(page, `filters sheet ${lang}`);

      await show.click();
      await expect(sheet).toBeHidden();
      await expect(filtersButton).toBeFocused();
      const heading = t(lang, 'listing.collection', { name: localName(category, lang) });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('list', { name: heading }).getByRole('listitem')).toHaveCount(total);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
        'hidden',
      );
      await expectNoSeriousAxe(page, `listing ${lang}`);
    });

    test(`related products scroll in the reading direction and recently viewed survives a reload (${lang})`, async ({
      page,
    }) => {
      const [one, two] = await twoProductsWithRelated(page);
      await page.goto(`/item/${one._id}?lang=${lang}`);
      const related = page.getByRole('list', { name: t(lang, 'product.related') });
      const items = related.getByRole('listitem');
      await expect(items.first()).toBeVisible({ timeout: LOADED });
      // Nothing viewed before this product: no recently viewed section yet (the product itself is not listed).
      await expect(recentlyViewed(page, lang)).toHaveCount(0);

      const [a, b] = [await box(items.nth(0)), await box(items.nth(1))];
      if (lang === 'en') expect(b.left).toBeGreaterThan(a.right);
      else expect(b.right).toBeLessThan(a.left);
      const row = await box(related);
      // A hint of more: the row scrolls, and a part of a later card shows at its end edge.
      expect(await related.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const count = await items.count();
      const partly = await Promise.all(
        Array.from({ length: count }, async (_, n) => {
          const item = await box(items.nth(n));
          return (
            item.left < row.right && item.right > row.left && (item.left < row.left || item.right > row.right)
          );
        }),
      );
      expect(partly.some(Boolean)).toBe(true);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

      // The last related product is reachable from the keyboard: Tab to its link scrolls it into view.
      const lastLink = items.last().getByRole('link').first();
      await items
        .nth(count - 2)
        .getByRole('link')
        .first()
        .focus();
      for (let i = 0; i < 12; i += 1) {
        if (await lastLink.evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(lastLink).toBeFocused();
      await expect
        .poll(async () => {
          const last = await box(items.last());
          return last.left >= row.left - 1 && last.right <= row.right + 1;
        })
        .toBe(true);
      const scrolled = await related.evaluate((el) => el.scrollLeft);
      if (lang === 'en') expect(scrolled).toBeGreaterThan(0);
      else expect(scrolled).toBeLessThan(0);
      await page.screenshot({ path: `test-results/e2e/screenshots/phone-related-${lang}.png` });
      await expectNoSeriousAxe(page, `product ${lang}`);

      // A second product lists the first under recently viewed.
      await page.goto(`/item/${two._id}?lang=${lang}`);
      const onProduct = recentlyViewed(page, lang);
      await expect(onProduct.getByRole('link', { name: localName(one, lang) })).toBeVisible({
        timeout: LOADED,
      });
      await expect(onProduct.getByRole('link', { name: localName(two, lang) })).toHaveCount(0);

      // The cart lists both, newest first, and so it does after a reload.
      await page.goto(`/cart?lang=${lang}`);
      for (const pass of ['before', 'after'] as const) {
        if (pass === 'after') await page.reload();
        const onCart = recentlyViewed(page, lang);
        const names = onCart.getByRole('listitem').getByRole('heading');
        await expect(names).toHaveText([localName(two, lang), localName(one, lang)], { timeout: LOADED });
      }
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: `test-results/e2e/screenshots/phone-recent-${lang}.png` });
      await expectNoSeriousAxe(page, `cart ${lang}`);
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: WIDE });

  for (const lang of LANGS) {
    test(`the listing keeps its sidebar and the product page shows recently viewed (${lang})`, async ({
      page,
    }) => {
      const [one, two] = await twoProductsWithRelated(page);
      await page.goto(`/categories?lang=${lang}`);
      const sidebar = page.getByRole('complementary', { name: t(lang, 'listing.filters.title') });
      await expect(sidebar.getByRole('radio').first()).toBeVisible({ timeout: LOADED });
      await expect(
        page.getByRole('button', { name: t(lang, 'listing.filters.title'), exact: true }),
      ).toBeHidden();

      await page.goto(`/item/${one._id}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: localName(one, lang) })).toBeVisible({
        timeout: LOADED,
      });
      await page.goto(`/item/${two._id}?lang=${lang}`);
      const section = recentlyViewed(page, lang);
      await expect(section.getByRole('link', { name: localName(one, lang) })).toBeVisible({
        timeout: LOADED,
      });
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/e2e/screenshots/wide-recent-${lang}.png` });
      await expectNoSeriousAxe(page, `product at 1280 ${lang}`);
    });
  }
});
