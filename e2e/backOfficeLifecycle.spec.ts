// A product's whole life through the back office, in real Chromium against the real server: a manager creates a
// category and a product with two photos in English and Arabic; a shopper finds it by an Arabic and an English word,
// sees the photos and puts it in the cart; the manager raises the price and the cart shows the new one before
// checkout, which charges it; the order's stock movement and the order show in the back office; staff complete the
// order from the desk (confirmed, shipped, completed) and cannot open the products. The desk's order page is checked in Arabic on a phone.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shot } from './support/layout';
import { cartCount, t } from './support/catalogue';
import { arabicAddress, checkOut } from './support/checkout';
import { choosePhotos, photoFiles } from './support/photos';
import { loginThroughApi, registerThroughApi, signInBrowser, STAFF, MANAGER } from './support/shop';
import type { Order } from '../src/contract/types';
import { backOfficePaths, type BackOfficeCategory } from '../src/contract/backOffice';

const egp = (amount: number) => new RegExp(amount.toLocaleString('en-US'));

test('a product from the back office is found, bought at its new price, and its order completed at the desk', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const n = Date.now().toString(36);
  const name = `Nile Book ${n}`;
  const nameAr = `كتاب النيل ${n}`;
  await signInBrowser(page, await loginThroughApi(request, MANAGER.email, MANAGER.password));

  // A category of its own, in both languages.
  await page.goto('/staff/categories');
  await page.getByRole('button', { name: t('en', 'backOffice.categories.new') }).click();
  const categoryForm = page.getByRole('region', { name: t('en', 'backOffice.categories.new') });
  await categoryForm.getByLabel(t('en', 'backOffice.categories.slug'), { exact: true }).fill(`nile-${n}`);
  await categoryForm.getByLabel(t('en', 'backOffice.product.name'), { exact: true }).fill(`Nile Line ${n}`);
  await categoryForm.getByLabel(t('en', 'backOffice.product.nameAr'), { exact: true }).fill(`خط النيل ${n}`);
  await categoryForm.getByRole('button', { name: t('en', 'backOffice.categories.create') }).click();
  await expect(page.getByRole('cell', { name: new RegExp(`^Nile Line ${n}`) })).toBeVisible();

  // The product, with two photos, in that category.
  await page.goto('/staff/products/new');
  const field = (id: string) => page.getByLabel(t('en', id), { exact: true });
  await field('backOffice.product.name').fill(name);
  await field('backOffice.product.nameAr').fill(nameAr);
  await field('backOffice.product.description').fill('A laptop for the whole journey.');
  await field('backOffice.product.descriptionAr').fill('حاسوب محمول للرحلة كلها.');
  await field('backOffice.product.category').selectOption({ label: `Nile Line ${n}` });
  await field('backOffice.product.color').fill('Silver');
  await field('backOffice.product.colorAr').fill('فضي');
  await field('backOffice.product.warrantyMonths').fill('24');
  await field('backOffice.product.price').fill('30000');
  await field('backOffice.product.discountPrice').fill('0');
  await field('backOffice.product.openingStock').fill('3');
  const photos = page.getByRole('region', { name: t('en', 'backOffice.images.title') });
  await choosePhotos(photos, await photoFiles(2));
  await expect(photos.getByRole('img', { name: t('en', 'backOffice.images.photo', { n: 2 }) })).toBeVisible();
  await page.getByRole('button', { name: t('en', 'backOffice.product.create') }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await shot(page, 'lifecycle-product-en');

  // A shopper finds it by an Arabic word and by an English one, sees its photos and puts it in the cart.
  const account = await registerThroughApi(request);
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await signInBrowser(shop, account);
  for (const word of [`النيل ${n}`, `nile ${n}`]) {
    await shop.goto(`/search?search=${encodeURIComponent(word)}`);
    await expect(shop.getByRole('link', { name }).first()).toBeVisible();
  }
  await shop.goto(`/item/${id}`);
  const picture = shop.getByRole('img', { name: new RegExp(`^${name}`) }).first();
  await expect(picture).toHaveAttribute('srcset', /\/uploads\/.*\.webp/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The product page's "Add to Cart" (its accessible name starts with those words, then names the product).
  await shop
    .getByRole('button', { name: /^add to cart\b/i })
    .first()
    .click();
  // The line lands right after the press's paint; the header's count says when it has.
  await expect(cartCount(shop, 'en', 1)).toBeVisible();
  await shop.goto('/cart');
  await expect(shop.getByText(egp(30000)).first()).toBeVisible();

  // The manager raises the price; the cart's freshness check shows it before checkout, and checkout charges it.
  await page.getByLabel(t('en', 'backOffice.product.price'), { exact: true }).fill('32500');
  await page.getByRole('button', { name: t('en', 'backOffice.product.save') }).click();
  await expect(page.getByText(t('en', 'backOffice.product.saved')).first()).toBeVisible();
  await shop.reload();
  await expect(shop.getByText(new RegExp(`The price of ${name} changed`))).toBeVisible();
  await expect(shop.getByText(egp(32500)).first()).toBeVisible();
  const { id: orderId } = await checkOut(shop, 'en', {
    ...arabicAddress,
    governorate: 'Cairo',
    governorateShown: 'Cairo',
  });
  const orders = (
    (await (
      await request.get('/api/checkout/userOrders', { headers: { authorization: `Bearer ${account.token}` } })
    ).json()) as { data: Order[] }
  ).data;
  const order = orders.find((o) => o._id === orderId)!;
  expect(order.cartId.products).toEqual([
    expect.objectContaining({ product: expect.objectContaining({ _id: id }), quantity: 1, total: 32500 }),
  ]);
  expect(order.subtotal).toBe(32500);
  await shopper.close();

  // The back office sees the stock the order took and the order itself.
  await page.goto('/staff/stock?reason=order');
  const movements = page.getByRole('table', { name: t('en', 'backOffice.stock.history') });
  await expect(movements.getByRole('link', { name }).first()).toBeVisible();
  const number = orderId.split('-')[0]!.toUpperCase();
  await page.goto(`/staff/orders?search=${number}`);
  await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible();

  // Staff complete it from the desk; the products are not theirs to open.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signInBrowser(deskPage, await loginThroughApi(request, STAFF.email, STAFF.password));
  await deskPage.goto(`/staff/orders?search=${number}`);
  await deskPage.getByRole('link', { name: number, exact: true }).click();
  const actions = deskPage.getByRole('region', { name: t('en', 'backOffice.orders.actions') });
  const advance = (status: string) =>
    actions
      .getByRole('button', { name: t('en', 'backOffice.orders.advance', { status: t('en', status) }) })
      .click();
  await deskPage
    .getByRole('region', { name: t('en', 'backOffice.confirm.title') })
    .getByRole('button', { name: t('en', 'backOffice.confirm.confirmed'), exact: true })
    .click();
  await advance('orders.status.inProgress');
  await advance('orders.status.shipped');
  const ship = deskPage.getByRole('dialog');
  await ship.getByLabel(t('en', 'backOffice.orders.courier'), { exact: true }).fill('Bosta');
  await ship.getByLabel(t('en', 'backOffice.orders.trackingNumber'), { exact: true }).fill('BST-1001');
  await ship.getByRole('button', { name: t('en', 'backOffice.orders.shipConfirm') }).click();
  await advance('orders.status.completed');
  await deskPage
    .getByRole('dialog')
    .getByRole('button', { name: t('en', 'backOffice.orders.completeConfirm') })
    .click();
  await expect(
    actions.getByText(t('en', 'backOffice.orders.final', { status: t('en', 'orders.status.completed') })),
  ).toBeVisible();
  await deskPage.goto('/staff/products');
  await expect(deskPage.getByText(t('en', 'backOffice.notAllowed.manager'))).toBeVisible();
  await desk.close();

  // The order's page in Arabic on a phone: right to left, nothing wider than the screen.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = await phone.newPage();
  await signInBrowser(phonePage, await loginThroughApi(request, MANAGER.email, MANAGER.password));
  await phonePage.goto(`/staff/orders/${orderId}?lang=ar`);
  await expect(phonePage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phonePage.getByRole('region', { name: t('ar', 'backOffice.orders.actions') })).toBeVisible();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phonePage, 'lifecycle-order-ar-390');
  await phone.close();

  // The line is retired: once the manager archives its category, the shop's header no longer offers it.
  const headerLink = (shopPage: Page) =>
    shopPage
      .getByRole('banner')
      .getByRole('navigation', { name: t('en', 'layout.categories') })
      .getByRole('link', { name: `Nile Line ${n}`, exact: true });
  await page.goto('/');
  await expect(headerLink(page)).toBeVisible();
  await page.goto('/staff/categories');
  await page
    .getByRole('button', { name: t('en', 'backOffice.categories.archiveOne', { name: `Nile Line ${n}` }) })
    .click();
  await page.getByRole('button', { name: t('en', 'cart.confirm.yes'), exact: true }).click();
  await expect(page.getByText(t('en', 'backOffice.categories.archivedDone')).first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
  await expect(headerLink(page)).toHaveCount(0);
});

// The journeys share one server. A run that stops before the step above (a failure, or a retry that starts over)
// must not leave its category in every later journey's header, so whatever it made is archived here.
test.afterEach(async ({ request }) => {
  const { token } = await loginThroughApi(request, MANAGER.email, MANAGER.password);
  const headers = { authorization: `Bearer ${token}` };
  const { data } = (await (await request.get(`/api${backOfficePaths.categories}`, { headers })).json()) as {
    data: BackOfficeCategory[];
  };
  for (const category of data.filter((c) => c.slug.startsWith('nile-') && c.archivedAt === null)) {
    const answer = await request.post(`/api${backOfficePaths.archiveCategory(category._id)}`, { headers });
    expect(answer.ok()).toBe(true);
  }
});
