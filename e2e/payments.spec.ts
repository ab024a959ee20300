// Paying online, in real Chromium against a shop of its own with card, wallet and instalments switched on (the
// Paymob-compatible sandbox, no network): a card payment with the test card makes the order paid, the desk shows it
// confirmed, a manager refunds half on an Arabic phone, and the shopper's Arabic order page and email say so; a
// declined card is retried and paid (Arabic, 390 px); a wallet pays; a plan chosen on the product page for one
// variant (its own monthly figure) is carried to checkout and paid in instalments (Arabic, 390 px); and, the clock
// moved past the 30-minute hold, an abandoned payment is cancelled and its stock comes back.
import {
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { expect, test } from './support/test';
import {
  catalogue,
  chooseOption,
  egp,
  locales,
  productDetail,
  stockOf,
  t,
  type Lang,
} from './support/catalogue';
import { unitPrice } from '../src/contract';
import { lowestMonthly } from '../src/contract/instalments';
import { arabicAddress, fillCheckout, seedCart } from './support/checkout';
import { fitsAndPasses } from './support/layout';
import { mailTo } from './support/outbox';
import { moveClock, startShop } from './support/server';
import { loginThroughApi, registerThroughApi, signInBrowser, MANAGER } from './support/shop';
import type { Order } from '../src/contract/types';

const TEST_CARD = { number: '5123456789012346', expiry: '01/39', cvv: '123' };
const TEST_WALLET = { phone: '01010101010', pin: '123456', otp: '123456' };
const numberOf = (id: string) => id.slice(0, 8).toUpperCase();
const MINUTE = 60_000;

/** EGP from piasters as the order page writes them. */
const cents = (lang: Lang, amountCents: number) =>
  new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: amountCents % 100 ? 2 : 0,
    maximumFractionDigits: amountCents % 100 ? 2 : 0,
  }).format(amountCents / 100);

interface PayingShop {
  origin: string;
  dataDir: string;
  api: APIRequestContext;
  stop(): Promise<void>;
}

/** The shop, started on its own port and data directory with card, wallet and instalments switched on. */
async function startPayingShop(more: Record<string, string> = {}): Promise<PayingShop> {
  const shop = await startShop({
    PAYMOB_CARD_INTEGRATION_ID: '4000001',
    PAYMOB_WALLET_INTEGRATION_ID: '4000002',
    PAYMOB_INSTALMENTS_INTEGRATION_ID: '4000003',
    ...more,
  });
  const api = await apiRequest.newContext({ baseURL: shop.url });
  return {
    origin: shop.url,
    dataDir: shop.dataDir,
    api,
    async stop() {
      await api.dispose();
      await shop.stop();
    },
  };
}

/** A product in stock that cash on delivery would also carry, sold at its list price. */
const anyProduct = async (request: APIRequestContext, min = 2) =>
  (await catalogue(request)).find(
    (p) => p.quantity >= min && p.priceAfterDiscount === 0 && p.price >= 3000 && p.price < 100_000,
  )!;

/** A browser for `origin` in `lang` (the gateway's page follows the browser's language), on a phone when asked. */
async function shopperContext(browser: Browser, origin: string, lang: Lang, phone = false) {
  return browser.newContext({
    baseURL: origin,
    locale: locales[lang],
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
}

/** Fills the checkout, chooses `method` and places the order: the shopper lands on the gateway's page. */
async function placeOnline(page: Page, lang: Lang, method: string) {
  const place = await fillCheckout(page, lang, arabicAddress);
  await page.getByRole('radio', { name: t(lang, method) }).check();
  await place.click();
  await expect(page.getByRole('heading', { name: t(lang, 'server.sandbox.title') })).toBeVisible();
}

/** Pays on the sandbox's page with a card; answers the order's id from the order page the shopper comes back to. */
async function payByCard(page: Page, lang: Lang, card = TEST_CARD) {
  await page.getByLabel(t(lang, 'server.sandbox.card.number')).fill(card.number);
  await page.getByLabel(t(lang, 'server.sandbox.card.expiry')).fill(card.expiry);
  await page.getByLabel(t(lang, 'server.sandbox.card.cvv')).fill(card.cvv);
  await page.getByRole('button', { name: t(lang, 'server.sandbox.pay') }).click();
  await expect(page).toHaveURL(/\/trackingorder\/[0-9a-f-]+/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

const paymentRegion = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: t(lang, 'payment.title') });

async function readOrder(api: APIRequestContext, token: string, id: string): Promise<Order> {
  const response = await api.get(`/api/checkout/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: Order }).data;
}

test.describe('paying online', () => {
  test.describe.configure({ mode: 'serial' });
  let shop: PayingShop;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The hold journey, last, moves its clock (TEST_CLOCK).
    shop = await startPayingShop({ TEST_CLOCK: '1' });
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('card → paid → confirmed at the desk → a manager refunds half on an Arabic phone → the shopper is told', async ({
    browser,
  }) => {
    test.slow();
    const product = await anyProduct(shop.api);
    const account = await registerThroughApi(shop.api);
    const context = await shopperContext(browser, shop.origin, 'en');
    const page = await context.newPage();
    await signInBrowser(page, account);
    await seedCart(page, product, 1);
    await page.goto('/?lang=en');
    const before = await stockOf(shop.api, product._id);
    await placeOnline(page, 'en', 'checkout.payment.payByCard');
    // The stock is held while the shopper pays.
    expect(await stockOf(shop.api, product._id)).toBe(before - 1);
    const id = await payByCard(page, 'en');
    await expect(paymentRegion(page, 'en').getByText(t('en', 'payment.status.paid'))).toBeVisible();
    const paidCents = (product.price + 100) * 100;
    await mailTo(
      shop.dataDir,
      account.shopper.email,
      t('en', 'server.mail.payment.received.subject', { number: numberOf(id) }),
    );

    // The desk: confirmed without a call, paid, the gateway's callback kept.
    const managerSession = await loginThroughApi(shop.api, MANAGER.email, MANAGER.password);
    const deskContext = await browser.newContext({
      baseURL: shop.origin,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const desk = await deskContext.newPage();
    await signInBrowser(desk, managerSession);
    await desk.goto(`/staff/orders?lang=ar&payment=paid`);
    await expect(desk.locator('html')).toHaveAttribute('dir', 'rtl');
    const row = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: numberOf(id) }) });
    await expect(row).toContainText(t('ar', 'backOffice.payment.status.paid'));
    await expect(row).not.toContainText(t('ar', 'backOffice.orders.awaitingConfirmation'));
    await row.getByRole('link', { name: numberOf(id) }).click();
    const payment = desk.getByTestId('desk-payment');
    await expect(payment).toContainText(t('ar', 'backOffice.payment.status.paid'));
    await expect(payment).toContainText(t('ar', 'backOffice.payment.verdict.paid'));
    await fitsAndPasses(desk, 'pay-desk-paid-ar-390');

    // Half, with a reason; the amount above what is left is refused first, in Arabic.
    const amount = payment.getByLabel(t('ar', 'backOffice.payment.refundAmount'));
    await amount.fill(String(paidCents / 100 + 1));
    await payment.getByLabel(t('ar', 'backOffice.payment.refundReason')).fill('الكرتونة تالفة');
    await payment
      .getByRole('button', { name: t('ar', 'backOffice.payment.refundSubmit'), exact: true })
      .click();
    await expect(payment.getByText(t('ar', 'validation.refund.amountAboveLeft'))).toBeVisible();
    const half = paidCents / 2;
    await amount.fill((half / 100).toFixed(half % 100 ? 2 : 0));
    await payment
      .getByRole('button', { name: t('ar', 'backOffice.payment.refundSubmit'), exact: true })
      .click();
    await expect(payment).toContainText(t('ar', 'backOffice.payment.status.partlyRefunded'));
    await expect(payment.getByRole('region', { name: t('ar', 'backOffice.payment.refunds') })).toContainText(
      'الكرتونة تالفة',
    );
    await fitsAndPasses(desk, 'pay-desk-refunded-ar-390');
    // In the activity log.
    await desk.goto(`/staff/activity?lang=ar`);
    await expect(
      desk.getByText(
        t('ar', 'backOffice.activity.said.payment.refund', {
          actor: managerSession.user.name,
          amount: cents('ar', half),
          item: `#${numberOf(id)}`,
        }),
      ),
    ).toBeVisible();
    await deskContext.close();

    // The shopper's order page, in Arabic on a phone, and the email (in the order's language).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/trackingorder/${id}?lang=ar`);
    const region = paymentRegion(page, 'ar');
    await expect(region.getByText(t('ar', 'payment.status.partlyRefunded'))).toBeVisible();
    await expect(region).toContainText(
      t('ar', 'payment.refunded', { refunded: cents('ar', half), paid: cents('ar', paidCents) }),
    );
    await fitsAndPasses(page, 'pay-order-partly-refunded-ar-390');
    const mail = await mailTo(
      shop.dataDir,
      account.shopper.email,
      t('en', 'server.mail.payment.refunded.subject', { number: numberOf(id) }),
    );
    expect(mail.text?.replace(/\s/g, ' ')).toContain(cents('en', half).replace(/\s/g, ' '));
    expect((await readOrder(shop.api, account.token, id)).payment).toMatchObject({
      status: 'partly refunded',
      refundedCents: half,
    });
    await context.close();
  });

  test('a declined card, retried from the order page, then paid: Arabic, on a phone', async ({ browser }) => {
    test.slow();
    const product = await anyProduct(shop.api);
    const account = await registerThroughApi(shop.api);
    const context = await shopperContext(browser, shop.origin, 'ar', true);
    const page = await context.newPage();
    await signInBrowser(page, account);
    await seedCart(page, product, 1);
    await page.goto('/?lang=ar');
    await placeOnline(page, 'ar', 'checkout.payment.payByCard');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const id = await payByCard(page, 'ar', { ...TEST_CARD, number: '4111111111111111' });
    const region = paymentRegion(page, 'ar');
    await expect(region.getByText(t('ar', 'payment.status.declined'))).toBeVisible();
    await fitsAndPasses(page, 'pay-order-declined-ar-390');
    await region.getByRole('button', { name: t('ar', 'payment.retry') }).click();
    await expect(page.getByRole('heading', { name: t('ar', 'server.sandbox.title') })).toBeVisible();
    expect(await payByCard(page, 'ar')).toBe(id);
    await expect(paymentRegion(page, 'ar').getByText(t('ar', 'payment.status.paid'))).toBeVisible();
    await fitsAndPasses(page, 'pay-order-paid-ar-390');
    expect((await readOrder(shop.api, account.token, id)).payment.status).toBe('paid');
    await context.close();
  });

  test('a mobile wallet pays with the test wallet, PIN and OTP', async ({ browser }) => {
    const product = await anyProduct(shop.api);
    const account = await registerThroughApi(shop.api);
    const context = await shopperContext(browser, shop.origin, 'en');
    const page = await context.newPage();
    await signInBrowser(page, account);
    await seedCart(page, product, 1);
    await page.goto('/?lang=en');
    await placeOnline(page, 'en', 'checkout.payment.mobileWallet');
    await page.getByLabel(t('en', 'server.sandbox.wallet.phone')).fill(TEST_WALLET.phone);
    await page.getByLabel(t('en', 'server.sandbox.wallet.pin')).fill(TEST_WALLET.pin);
    await page.getByLabel(t('en', 'server.sandbox.wallet.otp')).fill(TEST_WALLET.otp);
    await page.getByRole('button', { name: t('en', 'server.sandbox.pay') }).click();
    await expect(page).toHaveURL(/\/trackingorder\//);
    await expect(paymentRegion(page, 'en').getByText(t('en', 'payment.status.paid'))).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const order = await readOrder(shop.api, account.token, id);
    expect(order.payment).toMatchObject({ method: 'wallet', status: 'paid' });
    expect(order.paymentmethod).toBe('Mobile Wallet');
    await context.close();
  });

  test('a plan chosen on the product page for one variant is carried to checkout and paid in instalments: Arabic, on a phone', async ({
    browser,
  }) => {
    test.slow();
    // The dearest configuration in stock whose price is not the one the page opens on (the product's default).
    const product = await productDetail(shop.api, 'Nova Phone 16 Pro');
    const chosen = product.variants
      .filter((v) => v.quantity > 0 && unitPrice(v) !== unitPrice(product))
      .sort((a, b) => unitPrice(b) - unitPrice(a))[0]!;
    const account = await registerThroughApi(shop.api);
    const context = await shopperContext(browser, shop.origin, 'ar', true);
    const page: Page = await context.newPage();
    const from = (price: number) =>
      page.getByText(t('ar', 'product.instalments.from', { amount: egp('ar', lowestMonthly(price)!) }));
    await signInBrowser(page, account);
    await page.goto(`/item/${product._id}?lang=ar`);
    await expect(from(unitPrice(product))).toBeVisible({ timeout: 30_000 });
    for (const [option, value] of chosen.optionValues.entries())
      await chooseOption(page, product, 'ar', option, value);
    await expect(page).toHaveURL(new RegExp(`[?&]variant=${chosen.sku}(&|$)`));
    await from(unitPrice(chosen)).click();
    const choose = page.getByRole('button', {
      name: t('ar', 'product.instalments.choose', { months: new Intl.NumberFormat(locales.ar).format(12) }),
    });
    await expect(choose).toBeVisible();
    await fitsAndPasses(page, 'pay-product-plans-ar-390');
    await choose.click();
    await expect(page).toHaveURL(/\/Checkout\?plan=12$/);
    await expect(page.getByRole('radio', { name: t('ar', 'checkout.payment.installment') })).toBeChecked();
    const plans = page.getByRole('group', { name: t('ar', 'checkout.plan.title') });
    await expect(plans.getByRole('radio', { checked: true })).toHaveAccessibleName(
      new RegExp(`^${new Intl.NumberFormat(locales.ar).format(12)} `),
    );
    // The form, as a shopper fills it (the method stays Installments).
    const field = (id: string) => page.getByRole('textbox', { name: new RegExp(`^${t('ar', id)}`) });
    await page.getByRole('combobox', { name: t('ar', 'checkout.field.government') }).fill('الجيزة');
    await page.getByRole('option', { name: 'الجيزة' }).click();
    await page
      .getByRole('combobox', { name: new RegExp(`^${t('ar', 'checkout.field.city')}`) })
      .fill(arabicAddress.city);
    await field('checkout.field.street').fill(arabicAddress.street);
    await field('checkout.field.building').fill(arabicAddress.building);
    await field('checkout.field.floor').fill(arabicAddress.floor);
    await field('checkout.field.apartment').fill(arabicAddress.apartment);
    await field('checkout.field.note').fill(arabicAddress.note);
    await fitsAndPasses(page, 'pay-checkout-plan-ar-390');
    await page.getByRole('button', { name: t('ar', 'checkout.placeOrder') }).click();
    await expect(page.getByRole('heading', { name: t('ar', 'server.sandbox.title') })).toBeVisible();
    await expect(page.getByText(t('ar', 'server.sandbox.instalments.note'))).toBeVisible();
    const id = await payByCard(page, 'ar');
    await expect(paymentRegion(page, 'ar').getByText(t('ar', 'payment.status.paid'))).toBeVisible();
    const order = await readOrder(shop.api, account.token, id);
    expect(order.payment).toMatchObject({ method: 'instalments', status: 'paid' });
    // The order is for the configuration chosen, at its price.
    expect(order.cartId.products.map((line) => [line.product.variant?.sku, line.product.unitPrice])).toEqual([
      [chosen.sku, unitPrice(chosen)],
    ]);
    await context.close();
  });

  // Last: it moves the shop's clock.
  test('an abandoned payment is cancelled when its hold runs out, and its stock comes back', async ({
    browser,
  }) => {
    let context: BrowserContext | undefined;
    try {
      const product = await anyProduct(shop.api);
      const account = await registerThroughApi(shop.api);
      context = await shopperContext(browser, shop.origin, 'en');
      const page = await context.newPage();
      await signInBrowser(page, account);
      await seedCart(page, product, 2);
      await page.goto('/?lang=en');
      const before = await stockOf(shop.api, product._id);
      await placeOnline(page, 'en', 'checkout.payment.payByCard');
      expect(await stockOf(shop.api, product._id)).toBe(before - 2);
      // The shopper leaves the gateway's page without paying.
      const orders = await shop.api.get('/api/checkout/userOrders', {
        headers: { authorization: `Bearer ${account.token}` },
      });
      const [order] = ((await orders.json()) as { data: Order[] }).data;
      // 29 minutes on, the stock is still held; past the 30-minute hold the timer cancels the order.
      await moveClock(shop.api, 29 * MINUTE);
      expect(await stockOf(shop.api, product._id)).toBe(before - 2);
      await moveClock(shop.api, 2 * MINUTE);
      expect(await stockOf(shop.api, product._id)).toBe(before);
      await page.goto(`/trackingorder/${order!._id}?lang=en`);
      await expect(page.getByRole('heading', { name: t('en', 'tracking.cancelled') })).toBeVisible();
      await expect(
        page.getByText(
          t('en', 'tracking.cancelledReason', { reason: t('en', 'orders.cancelReason.paymentNotCompleted') }),
        ),
      ).toBeVisible();
      await expect(paymentRegion(page, 'en').getByText(t('en', 'payment.status.expired'))).toBeVisible();
      const mail = await mailTo(
        shop.dataDir,
        account.shopper.email,
        t('en', 'server.mail.order.cancelled.subject', { number: numberOf(order!._id) }),
      );
      expect(mail.text).toContain(t('en', 'orders.cancelReason.paymentNotCompleted'));
    } finally {
      await context?.close();
    }
  });
});
