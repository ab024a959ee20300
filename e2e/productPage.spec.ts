// The product page a buyer trusts, in both languages at 390 and 1280 px: stock, rating, instalments, the delivery
// estimate, the badges, the zoomable gallery, and on a phone the buy bar that follows the shopper down the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { unitPrice, type Product } from '../src/contract';
import { lowestMonthly } from '../src/contract/instalments';
import { expect, test } from './support/test';
import { egp, findProduct, linkWords, locales, t, type Lang } from './support/catalogue';
import { box, expectNoSeriousAxe, pageWidth, reachable } from './support/layout';

const LANGS: Lang[] = ['en', 'ar'];
const LOADED = 30_000;
test.describe.configure({ timeout: 120_000 });

// Aswan is in the 3–5 working days zone (src/contract/delivery.ts).
const governorate: Record<Lang, { label: string; days: [number, number] }> = {
  en: { label: 'Aswan', days: [3, 5] },
  ar: { label: 'أسوان', days: [3, 5] },
};
const digits = (lang: Lang, n: number) =>
  new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 1 }).format(n);
const nameIn = (lang: Lang, product: Product) => (lang === 'ar' ? product.nameAr : product.name);

async function checkFacts(page: Page, lang: Lang, product: Product) {
  const quantity = product.quantity;
  const level = quantity <= 0 ? 'out' : quantity <= 5 ? 'low' : 'in';
  await expect(page.getByText(t(lang, `product.stock.${level}`, { count: quantity }))).toBeVisible();
  await expect(page.getByRole('list', { name: t(lang, 'product.badges.label') })).toBeVisible();
  await expect(page.getByText(t(lang, 'product.badges.cod'), { exact: true })).toBeVisible();

  const where = page.getByRole('combobox', { name: t(lang, 'product.delivery.label') });
  await where.selectOption({ label: governorate[lang].label });
  const [min, max] = governorate[lang].days;
  await expect(
    page.getByText(t(lang, 'product.delivery.estimate', { min: digits(lang, min), max: digits(lang, max) })),
  ).toBeVisible();

  // The journeys' shop has no online method switched on: it promises no instalment plans (issue 37).
  const monthly = lowestMonthly(unitPrice(product))!;
  await expect(
    page.getByText(t(lang, 'product.instalments.from', { amount: egp(lang, monthly) })),
  ).toHaveCount(0);
}

/** Opens the ProBook 16 M4 Max's page and checks what a buyer reads beside its price. */
async function openProduct(page: Page, request: APIRequestContext, lang: Lang): Promise<Product> {
  const product = await findProduct(request, 'ProBook 16 M4 Max');
  await page.goto(`/item/${product._id}?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOADED });
  await checkFacts(page, lang, product);
  return product;
}

for (const lang of LANGS) {
  test.describe(`at 390 px (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test(`the buy bar follows the shopper down the page, and the pictures zoom (${lang})`, async ({
      page,
      request,
    }) => {
      const product = await openProduct(page, request, lang);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await expectNoSeriousAxe(page, `product ${lang} at 390`);

      const bar = page.getByRole('complementary', {
        name: t(lang, 'product.buyBar.label', { name: nameIn(lang, product) }),
      });
      await expect(bar).toBeHidden();
      // Scrolled until the page's own cart control is above the screen.
      const own = page
        .getByRole('button', { name: t(lang, 'cart.control.addNamed', { name: nameIn(lang, product) }) })
        .first();
      await page.evaluate((y) => window.scrollBy(0, y), (await box(own)).bottom + 100);
      await expect(bar).toBeVisible();
      const barBox = await box(bar);
      expect(barBox.bottom).toBeLessThanOrEqual(844 + 1);
      expect(barBox.left).toBeGreaterThanOrEqual(0);
      expect(barBox.right).toBeLessThanOrEqual(390);
      const add = bar.getByRole('button', {
        name: t(lang, 'cart.control.addNamed', { name: nameIn(lang, product) }),
      });
      expect(await reachable(add)).toBe(true);
      // The scroll-to-top button rises above the bar instead of covering its controls.
      const scrollTop = page.getByRole('button', { name: t(lang, 'layout.scrollTop') });
      await expect(scrollTop).toBeVisible();
      expect((await box(scrollTop)).bottom).toBeLessThanOrEqual((await box(bar)).top);
      await add.click();
      await expect(bar.getByRole('group')).toBeVisible();
      await page.screenshot({ path: `test-results/e2e/screenshots/product-buy-bar-${lang}.png` });

      // Back at the top, the page's own control shows the same cart, and the bar hides again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeHidden();

      const zoom = page.getByRole('button', {
        name: t(lang, 'product.gallery.zoom', { n: 1, count: product.images.length }),
      });
      await zoom.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const dialogBox = await box(dialog);
      expect(dialogBox.width).toBe(390);
      await expect(dialog.getByRole('button', { name: t(lang, 'product.gallery.close') })).toBeFocused();
      await dialog.getByRole('button', { name: t(lang, 'product.gallery.zoomIn') }).click();
      await expect(dialog.getByRole('button', { name: t(lang, 'product.gallery.zoomOut') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoSeriousAxe(page, `zoom ${lang} at 390`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(zoom).toBeFocused();
    });
  });

  test.describe(`at 1280 px (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test(`stock, rating, instalments, delivery and badges sit beside the picture; no buy bar (${lang})`, async ({
      page,
      request,
    }) => {
      const product = await openProduct(page, request, lang);

      const rating = page.getByRole('button', {
        name:
          product.ratingsQuantity > 0
            ? t(lang, 'product.rating.summary', {
                average: digits(lang, product.ratingsAverage),
                max: 5,
                count: product.ratingsQuantity,
              })
            : t(lang, 'product.rating.none'),
      });
      await rating.click();
      await expect(page.getByRole('tab', { name: t(lang, 'product.tabs.reviews') })).toBeFocused();

      // Scrolled past the cart control, a desktop shows no buy bar: the control is beside the picture.
      await page.getByRole('tablist', { name: t(lang, 'product.tabs.label') }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 600));
      await expect(
        page.getByRole('complementary', {
          name: t(lang, 'product.buyBar.label', { name: nameIn(lang, product) }),
        }),
      ).toBeHidden();
      await expectNoSeriousAxe(page, `product ${lang} at 1280`);
      await page.screenshot({
        path: `test-results/e2e/screenshots/product-facts-${lang}.png`,
        fullPage: true,
      });
    });
  });
}

// The seeded Studio Tower M4 Ultra costs 450,000 EGP: above the 250,000 EGP cash-on-delivery limit (COD_MAX_ORDER_EGP's
// default), and cash on delivery is the only way to pay. Its page must not promise cash on delivery.
for (const lang of LANGS)
  test(`a product above the cash-on-delivery limit says so and points to the contact page (${lang}, 390 and 1280 px)`, async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, 'Studio Tower M4 Ultra');
    expect(unitPrice(product)).toBeGreaterThan(250_000);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/item/${product._id}?lang=${lang}`);
      const badges = page.getByRole('list', { name: t(lang, 'product.badges.label') });
      await expect(badges).toBeVisible({ timeout: LOADED });
      await expect(
        badges.getByText(t(lang, 'product.badges.codOver', { limit: egp(lang, 250_000) })),
      ).toBeVisible();
      await expect(badges.getByText(t(lang, 'product.badges.cod'), { exact: true })).toHaveCount(0);
      await expect(badges.getByText(t(lang, 'product.badges.codText'))).toHaveCount(0);
      await expectNoSeriousAxe(page, `product above the COD limit ${lang} at ${width}`);
      await badges.getByRole('link', { name: linkWords(lang, 'product.badges.codOverText') }).click();
      await expect(page).toHaveURL(/\/contact(\?|$)/);
    }
  });
