// A shopper on a 390 px phone: the header keeps the cart (with its count), favourites and search in sight, toasts
// never cover the cart or a sheet's close button, a listing opened by a category's slug shows that category
// chosen, and the picture zoom covers the screen with the whole picture. English first, then Arabic (RTL).
import type { Locator, Page } from '@playwright/test';
import { box, pageWidth, reachable, type Box } from './support/layout';
import { expect, test } from './support/test';
import { cartCount, findProduct, t, type Lang } from './support/catalogue';
import { storeOutsideTheShop } from './support/shop';

const PHONE = { width: 390, height: 844 };

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The header's own controls in its first row, each whole on the screen and none over another. */
async function expectHeaderRow(page: Page, lang: Lang, cartItems: number) {
  const banner = page.getByRole('banner');
  const cart = banner.getByRole('link', { name: t(lang, 'cart.link.label', { count: cartItems }) });
  const favourites = banner.getByRole('link', { name: t(lang, 'favourites.link.label', { count: 0 }) });
  const search = banner.getByRole('combobox', { name: t(lang, 'search.label') });
  const controls: Locator[] = [
    banner.getByRole('button', { name: t(lang, 'layout.menu.open') }),
    banner.getByRole('link', { name: t(lang, 'layout.logo') }),
    favourites,
    cart,
    banner.getByRole('button', { name: lang === 'en' ? 'العربية' : 'English' }),
    banner.getByRole('link', { name: t(lang, 'session.signIn') }),
  ];
  for (const control of [...controls, search]) {
    await expect(control).toBeVisible();
    expect(await reachable(control), `${String(control)} can be tapped`).toBe(true);
  }
  const boxes = await Promise.all(controls.map(box));
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  expect(lang === 'ar' ? [...sorted].reverse() : sorted, 'the reading order is the visual order').toEqual(
    boxes,
  );
  expect(sorted[0]!.left).toBeGreaterThanOrEqual(0);
  expect(sorted.at(-1)!.right).toBeLessThanOrEqual(PHONE.width);
  sorted.slice(1).forEach((b, i) => expect(b.left, 'no overlap').toBeGreaterThanOrEqual(sorted[i]!.right));
  // The search field is a row of its own under them, as wide as the screen allows.
  const field = await box(search);
  expect(field.top).toBeGreaterThanOrEqual(Math.max(...boxes.map((b) => b.bottom)));
  expect(field.width).toBeGreaterThan(PHONE.width / 2);
  expect(field.bottom, 'the page starts below the header').toBeLessThanOrEqual(
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return main.getBoundingClientRect().top + parseFloat(getComputedStyle(main).paddingTop) + 1;
    }),
  );
  await expect(banner.getByRole('button', { name: t(lang, 'layout.more') })).toBeHidden();
}

test('on a phone the header shows cart, favourites and search, the count follows the press, toasts keep clear', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, 'ProBook 16 M4 Max');
  for (const lang of ['en', 'ar'] as const) {
    // Emptied where no shop runs: a shop starting up beside the removal wrote the cart it had just read back.
    await storeOutsideTheShop(page, { cart: null });
    await page.goto(`/item/${product._id}?lang=${lang}`);
    await expectHeaderRow(page, lang, 0);

    // The count changes with the press: the header's cart shows it in the first frame drawn after the click.
    const name = lang === 'en' ? product.name : product.nameAr;
    const add = page.getByRole('button', { name: t(lang, 'cart.control.addNamed', { name }) }).first();
    const labelAfterPress = await add.evaluate(
      (button) =>
        new Promise<string | null | undefined>((resolve) => {
          (button as HTMLButtonElement).click();
          requestAnimationFrame(() =>
            resolve(document.querySelector('header a[href="/cart"]')?.getAttribute('aria-label')),
          );
        }),
    );
    expect(labelAfterPress).toBe(t(lang, 'cart.link.label', { count: 1 }));
    const toast = page.getByRole('alert').filter({ hasText: t(lang, 'cart.toast.added') });
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    const cart = cartCount(page, lang, 1);
    expect(overlaps(toastBox, await box(cart)), 'the toast leaves the cart in sight').toBe(false);
    expect(toastBox.top).toBeGreaterThanOrEqual((await box(page.getByRole('banner'))).bottom);
    expect(await reachable(cart)).toBe(true);

    // A toast that comes while the filters' sheet is open leaves its close button in reach. The page carries its
    // first listing; a category not yet seen on this page asks the API, which is busy. The Arabic pass opens on the
    // category the English pass chose (remembered), so it chooses another one.
    await page.goto(`/categories?lang=${lang}`);
    await page.route('**/api/product?*', (route) =>
      route.fulfill({ status: 503, json: { message: 'The shop is busy, try again.' } }),
    );
    await page.getByRole('button', { name: t(lang, 'listing.filters.title') }).click();
    const sheet = page.getByRole('dialog', { name: t(lang, 'listing.filters.title') });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('radio', { name: lang === 'en' ? 'Phones' : 'إكسسوارات' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The shop is busy, try again.' });
    await expect(failure.first()).toBeVisible();
    const close = sheet.getByRole('button', { name: t(lang, 'listing.filters.close') });
    expect(overlaps(await box(failure.first()), await box(close))).toBe(false);
    expect(await reachable(close)).toBe(true);
    await page.unroute('**/api/product?*');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  }
});

test('a listing opened by its slug has its category chosen, and sign-up fits the phone', async ({ page }) => {
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/categoriesname?category=phones&lang=${lang}`);
    await page.getByRole('button', { name: t(lang, 'listing.filters.title') }).click();
    const sheet = page.getByRole('dialog', { name: t(lang, 'listing.filters.title') });
    const phones = sheet.getByRole('radio', { name: lang === 'en' ? 'Phones' : 'هواتف' });
    await expect(phones).toBeChecked();

    await page.goto(`/signup?lang=${lang}`);
    await expect(page.getByRole('textbox').first()).toBeVisible();
    // Sent empty, every field shows its message: still no wider than the screen.
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  }
});

test('the picture zoom covers the screen and shows the whole picture, on a phone and at 1280 px', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, 'ProBook 16 M4 Max');
  for (const [lang, viewport] of [
    ['en', PHONE],
    ['ar', PHONE],
    ['en', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/item/${product._id}?lang=${lang}`);
    await page
      .getByRole('button', { name: t(lang, 'product.gallery.zoom', { n: 1, count: product.images.length }) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await box(dialog)).toMatchObject({ left: 0, top: 0, ...viewport });
    const picture = dialog.getByRole('img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const shown = await box(picture);
    const stage = await box(dialog.getByRole('group'));
    expect(shown.left).toBeGreaterThanOrEqual(stage.left);
    expect(shown.right).toBeLessThanOrEqual(Math.min(stage.right, viewport.width));
    expect(shown.top).toBeGreaterThanOrEqual(stage.top);
    expect(shown.bottom).toBeLessThanOrEqual(Math.min(stage.bottom, viewport.height));
    // Drawn whole inside its box, and as large as the stage lets it be on one side.
    expect(await picture.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
    expect(Math.max(shown.width / stage.width, shown.height / stage.height)).toBeGreaterThan(0.95);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
