// The cart and favourites journey, in English and in Arabic: add from a product page and from a card, step up to
// the stock, delete with the confirmation, reload and find the cart intact, and favourites kept on /Favourites.
import { expect, test } from './support/test';
import { DELIVERY_FEE, unitPrice } from '../src/contract/constants';
import { cartCount, egp, findProduct, linkWords, locales, t, type Lang } from './support/catalogue';
import { box, expectNoSeriousAxe } from './support/layout';
import { registerThroughApi, signInBrowser } from './support/shop';

const digits = (lang: Lang, value: number) => new Intl.NumberFormat(locales[lang]).format(value);

for (const lang of ['en', 'ar'] as const) {
  test(`cart and favourites survive a reload (${lang})`, async ({ page, request }) => {
    // A laptop with little stock (stepped to its ceiling) and an accessory with plenty.
    const laptop = await findProduct(request, 'ProBook 16 M4 Max');
    const mouse = await findProduct(request, 'Glide Mouse');
    expect(laptop.quantity).toBeGreaterThanOrEqual(2);
    const laptopName = lang === 'ar' ? laptop.nameAr : laptop.name;
    const mouseName = lang === 'ar' ? mouse.nameAr : mouse.name;

    // 1. From the product page: add, then step up to the stock; plus stops there.
    await page.goto(`/item/${laptop._id}?lang=${lang}`);
    await page
      .getByRole('button', { name: t(lang, 'cart.control.addNamed', { name: laptopName }), exact: true })
      .click();
    await expect(page.getByText(t(lang, 'cart.toast.added')).first()).toBeVisible();
    const plus = page.getByRole('button', {
      name: t(lang, 'cart.stepper.increase', { name: laptopName }),
      exact: true,
    });
    for (let i = 1; i < laptop.quantity; i += 1) await plus.click();
    await expect(
      page.getByRole('status', { name: t(lang, 'cart.stepper.quantity', { name: laptopName }), exact: true }),
    ).toHaveText(digits(lang, laptop.quantity));
    await expect(plus).toBeDisabled();

    // 2. From a product card in the search results: add to the cart and favourite it.
    await page.goto(`/search?search=${encodeURIComponent(mouse.name)}`);
    await page
      .getByRole('button', { name: t(lang, 'cart.control.addNamed', { name: mouseName }), exact: true })
      .click();
    const heart = page.getByRole('button', {
      name: t(lang, 'favourites.toggle.label', { name: mouseName }),
      exact: true,
    });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(t(lang, 'favourites.toast.added')).first()).toBeVisible();
    await expect(cartCount(page, lang, laptop.quantity + 1)).toBeVisible();

    // 3. The cart page: step the laptop down once, delete the mouse after the confirmation.
    await cartCount(page, lang, laptop.quantity + 1).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'cart.title') })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: laptopName, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: mouseName, exact: true })).toBeVisible();
    await page
      .getByRole('button', { name: t(lang, 'cart.stepper.decrease', { name: laptopName }), exact: true })
      .click();
    await page
      .getByRole('button', { name: t(lang, 'cart.table.remove', { name: mouseName }), exact: true })
      .click();
    const dialog = page.getByRole('alertdialog', { name: t(lang, 'cart.remove.question') });
    await dialog.getByRole('button', { name: t(lang, 'cart.confirm.yes') }).click();
    await expect(page.getByText(t(lang, 'cart.toast.itemRemoved')).first()).toBeVisible();
    await expect(table.getByRole('link', { name: mouseName, exact: true })).toHaveCount(0);
    await page.screenshot({ path: `test-results/e2e/screenshots/cart-${lang}.png`, fullPage: true });

    // 4. Reload: the cart is exactly as left, and so is the header's count.
    await page.reload();
    await expect(table.getByRole('link', { name: laptopName, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: mouseName, exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('status', { name: t(lang, 'cart.stepper.quantity', { name: laptopName }), exact: true }),
    ).toHaveText(digits(lang, laptop.quantity - 1));
    await expect(cartCount(page, lang, laptop.quantity - 1)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown);
    expect(stored).toMatchObject({ data: [{ id: laptop._id, quantity: laptop.quantity - 1 }] });

    // 5. Favourites after a reload.
    await page.goto('/Favourites');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'favourites.title') })).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: t(lang, 'favourites.toggle.label', { name: mouseName }),
        exact: true,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `test-results/e2e/screenshots/favourites-${lang}.png`, fullPage: true });
  });
}

// The seeded Studio Tower M4 Ultra (450,000 EGP) is above the 250,000 EGP cash-on-delivery limit: the cart says so
// beside its total before the shopper goes to checkout, and checkout says it again above Place Order, on a phone and
// on a desktop.
for (const lang of ['en', 'ar'] as const)
  test(`the cart and checkout say when the total is above the cash-on-delivery limit (${lang}, 390 and 1280 px)`, async ({
    page,
    request,
  }) => {
    await signInBrowser(page, await registerThroughApi(request));
    const tower = await findProduct(request, 'Studio Tower M4 Ultra');
    const name = lang === 'ar' ? tower.nameAr : tower.name;
    await page.goto(`/item/${tower._id}?lang=${lang}`);
    await page.getByRole('button', { name: t(lang, 'cart.control.addNamed', { name }), exact: true }).click();
    await expect(cartCount(page, lang, 1)).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/cart?lang=${lang}`);
      const summary = page.getByRole('region', { name: t(lang, 'cart.summary.title') });
      const notice = summary.getByRole('status');
      await expect(notice).toBeVisible();
      // The limit, and the order's total with delivery, as the shop formats them.
      await expect(notice).toContainText(egp(lang, 250_000));
      await expect(notice).toContainText(egp(lang, unitPrice(tower) + DELIVERY_FEE));
      await expect(
        notice.getByRole('link', { name: linkWords(lang, 'cart.summary.codLimit') }),
      ).toHaveAttribute('href', '/contact');
      await expectNoSeriousAxe(page, `cart above the COD limit ${lang} at ${width}`);

      await page.goto(`/Checkout?lang=${lang}`);
      const checkoutSummary = page.getByRole('region', { name: t(lang, 'checkout.summary.title') });
      const again = checkoutSummary.getByRole('status');
      await expect(again).toContainText(egp(lang, 250_000));
      await expect(again).toContainText(egp(lang, unitPrice(tower) + DELIVERY_FEE));
      expect((await box(again)).bottom).toBeLessThanOrEqual(
        (await box(checkoutSummary.getByRole('button', { name: t(lang, 'checkout.placeOrder') }))).top,
      );
      await expectNoSeriousAxe(page, `checkout above the COD limit ${lang} at ${width}`);
    }
  });
