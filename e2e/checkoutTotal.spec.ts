// A price changed in the back office while the shopper is on checkout: Place Order shows the new total, in the
// shopper's language, and confirming places the order at it. In Arabic on a 390 px phone and in English at 1280 px.
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { egp, t, type Lang } from './support/catalogue';
import { arabicAddress, fillCheckout, seedCart } from './support/checkout';
import { box, expectNoSeriousAxe, pageWidth, reachable, shot } from './support/layout';
import { loginThroughApi, registerThroughApi, signInBrowser, MANAGER } from './support/shop';
import type { BackOfficeProduct } from '../src/contract/backOffice';
import type { CategoryListResponse, Order, ProductDetailResponse } from '../src/contract/types';

/** A product of the journey's own (so no other journey's prices move), made through the back office's API. */
async function newProduct(
  request: APIRequestContext,
  token: string,
  price: number,
  priceAfterDiscount: number,
) {
  const auth = { authorization: `Bearer ${token}` };
  // A category the shop shows (another journey may have archived one of the back office's).
  const { categories } = (await (await request.get('/api/category')).json()) as CategoryListResponse;
  const n = Date.now().toString(36);
  const created = await request.post('/api/staff/products', {
    headers: auth,
    data: {
      name: `Total Probe ${n}`,
      nameAr: `منتج الإجمالي ${n}`,
      description: 'A product whose price changes during checkout.',
      descriptionAr: 'منتج يتغيّر سعره أثناء الدفع.',
      categoryId: categories[0]!._id,
      price,
      priceAfterDiscount,
      quantity: 5,
      color: 'Black',
      colorAr: 'أسود',
      warrantyMonths: 12,
      specs: { cpu: '', memory: '', storage: '', gpu: '', display: '', os: '' },
      images: [],
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = ((await created.json()) as { data: BackOfficeProduct }).data;
  return ((await (await request.get(`/api/product/${_id}`)).json()) as ProductDetailResponse).product;
}

/** The manager, in the back office in a browser of their own, saves the product with new prices. */
async function repriceInBackOffice(
  browser: Browser,
  session: Awaited<ReturnType<typeof loginThroughApi>>,
  id: string,
  price: number,
  discount: number,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInBrowser(page, session);
  await page.goto(`/staff/products/${id}`);
  await page.getByLabel(t('en', 'backOffice.product.price'), { exact: true }).fill(String(price));
  await page.getByLabel(t('en', 'backOffice.product.discountPrice'), { exact: true }).fill(String(discount));
  await page.getByRole('button', { name: t('en', 'backOffice.product.save') }).click();
  await expect(page.getByText(t('en', 'backOffice.product.saved')).first()).toBeVisible();
  await context.close();
}

async function ordersOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/checkout/userOrders', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Order[] }).data;
}

const journeys: {
  lang: Lang;
  width: number;
  what: string;
  before: { price: number; discount: number };
  after: { price: number; discount: number };
}[] = [
  {
    lang: 'ar',
    width: 390,
    what: 'the manager ends a discount',
    before: { price: 52_000, discount: 47_000 },
    after: { price: 52_000, discount: 0 },
  },
  {
    lang: 'en',
    width: 1280,
    what: 'the manager raises the price',
    before: { price: 30_000, discount: 0 },
    after: { price: 31_500, discount: 0 },
  },
];

for (const { lang, width, what, before, after } of journeys) {
  test(`${what} while the shopper is on checkout (${lang}, ${width} px): Place Order shows the new total, confirming places it`, async ({
    browser,
    request,
  }) => {
    const manager = await loginThroughApi(request, MANAGER.email, MANAGER.password);
    const product = await newProduct(request, manager.token, before.price, before.discount);
    const seen = (before.discount || before.price) * 2 + 100;
    const now = (after.discount || after.price) * 2 + 100;

    const account = await registerThroughApi(request);
    const phone = width < 600;
    const context = await browser.newContext({
      viewport: { width, height: phone ? 844 : 900 },
      ...(phone ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    await signInBrowser(page, account);
    await seedCart(page, product, 2);
    const place = await fillCheckout(page, lang, arabicAddress);
    const summary = page.getByRole('region', { name: t(lang, 'checkout.summary.title') });
    await expect(summary.getByText(egp(lang, seen), { exact: true })).toBeVisible();

    await repriceInBackOffice(browser, manager, product._id, after.price, after.discount);

    await place.click();
    const dialog = page.getByRole('alertdialog', { name: t(lang, 'checkout.totalChanged.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      t(lang, 'checkout.totalChanged.body', { total: egp(lang, now), seen: egp(lang, seen) }),
    );
    // Behind the question the summary already shows the new total; nothing was ordered yet.
    await expect(summary.getByText(egp(lang, now), { exact: true })).toBeVisible();
    expect(await ordersOf(request, account.token)).toEqual([]);
    // The question and both its answers fit the screen, and each answer can be pressed.
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    const confirm = dialog.getByRole('button', {
      name: t(lang, 'checkout.totalChanged.confirm', { total: egp(lang, now) }),
    });
    const back = dialog.getByRole('button', { name: t(lang, 'checkout.totalChanged.back') });
    for (const part of [dialog, confirm, back]) {
      const { left, right } = await box(part);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(width);
      if (part !== dialog) expect(await reachable(part)).toBe(true);
    }
    await expectNoSeriousAxe(page, `the changed total (${lang})`);
    await shot(page, `checkout-total-changed-${lang}-${width}`);

    await confirm.click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(
      page.getByRole('heading', { name: t(lang, 'order.thanks', { name: account.shopper.name }) }),
    ).toBeVisible();
    const orders = await ordersOf(request, account.token);
    expect(orders.map((order) => order.total)).toEqual([now]);
    await context.close();
  });
}
