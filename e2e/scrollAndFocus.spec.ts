// Where the page is and where focus is, in Chromium: a shopper who scrolls while a pre-rendered page is starting
// stays where they scrolled; a route change still starts at the top; a refused checkout on a phone brings the first
// field to correct into view with focus; Add to Cart hands the keyboard to its stepper, and the stepper takes its
// place without moving what follows.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { findProduct, t, type Lang } from './support/catalogue';
import { seedCart } from './support/checkout';
import { newShopper, registerThroughApi, signInBrowser } from './support/shop';

/** Holds the app's scripts back until `release` is called: the pre-rendered frame is all the page shows until then. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const [path, width] of [
  ['/categories', 1280],
  ['/categories', 390],
  ['/', 1280],
  ['/', 390],
] as const) {
  for (const lang of ['en', 'ar'] as const) {
    test(`a shopper who scrolls ${path} while it starts stays where they scrolled (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdScripts(page);
      await page.goto(`${path}?lang=${lang}`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root > [data-shell]')).toBeVisible();
      await page.mouse.move(width / 2, 400);
      await page.mouse.wheel(0, 500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);

      release();
      await expect(page.locator('[data-shell]')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeAttached();
      // Long enough for the first render's effects, lazy sections and the first data to have landed.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => window.scrollY)).toBe(500);
    });
  }
}

test('a route change still starts the next page at the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/i);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const lang of ['en', 'ar'] as const) {
  test(`a refused checkout on a phone brings the first field to correct into view, focused (${lang})`, async ({
    page,
    request,
  }) => {
    const session = await registerThroughApi(request, newShopper());
    await signInBrowser(page, session);
    await seedCart(page, await findProduct(request, 'Glide Mouse'), 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/Checkout?lang=${lang}`);
    const place = page.getByRole('button', { name: t(lang, 'checkout.placeOrder') });
    await place.click();

    const government = page.getByRole('combobox', { name: t(lang, 'checkout.field.government') });
    await expect(government).toBeFocused();
    await expect(government).toBeInViewport({ ratio: 1 });
    await expect(
      page.getByRole('alert').filter({ hasText: t(lang, 'form.errors.count', { count: 5 }) }),
    ).toBeAttached();
    await page.screenshot({ path: `test-results/e2e/screenshots/checkout-refused-390-${lang}.png` });
  });
}

/** Where the product's tabs start, in the document: what follows the cart control. */
const tabsTop = (page: Page) =>
  page
    .getByRole('tablist', { name: t('en', 'product.tabs.label') })
    .or(page.getByRole('tablist', { name: t('ar', 'product.tabs.label') }))
    .evaluate((tabs) => tabs.getBoundingClientRect().top + window.scrollY);

async function addWithKeyboard(page: Page, lang: Lang) {
  const mouse = await findProduct(page.request, 'Glide Mouse');
  const name = lang === 'ar' ? mouse.nameAr : mouse.name;
  await page.goto(`/item/${mouse._id}?lang=${lang}`);
  const add = page.getByRole('button', { name: t(lang, 'cart.control.addNamed', { name }), exact: true });
  await add.focus();
  const before = await tabsTop(page);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: t(lang, 'cart.stepper.increase', { name }), exact: true }),
  ).toBeFocused();
  // The stepper takes the button's place without moving the page under it, either way.
  expect(await tabsTop(page)).toBe(before);
  await expect(add).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await expect(
    page.getByRole('button', { name: t(lang, 'cart.stepper.decrease', { name }), exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add).toBeFocused();
  expect(await tabsTop(page)).toBe(before);
}

for (const lang of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`Add to Cart hands the keyboard to its stepper and takes it back, the page still (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await addWithKeyboard(page, lang);
    });
  }
}
