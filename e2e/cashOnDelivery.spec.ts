// Cash on delivery the shop and the shopper can trust, in real Chromium against the real server: an Arabic shopper
// orders and finds the Arabic email in the outbox (DATA_DIR/outbox) with the right total and a tracking link that
// works; the desk records an unanswered call, then confirms, and the shopper's tracking page says so; a second
// order past the cash-on-delivery cap is refused with the message. On a second server whose clock the journey moves
// (TEST_CLOCK), an order nobody confirms within the 48-hour window is cancelled by the timer and its stock comes back.
import { request as apiRequest, type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { catalogue, egp, stockOf, t } from './support/catalogue';
import { arabicAddress, checkOut, fillCheckout, seedCart } from './support/checkout';
import { fitsAndPasses } from './support/layout';
import { mailTo } from './support/outbox';
import { moveClock, startShop } from './support/server';
import { loginThroughApi, registerThroughApi, signInBrowser, STAFF } from './support/shop';
import type { Order } from '../src/contract/types';

const HOUR = 3_600_000;
const numberOf = (id: string) => id.slice(0, 8).toUpperCase();

/** The staff account's back office on an Arabic phone: the order's confirmation panel, then the Emails screen. */
async function deskOnArabicPhone(browser: Browser, request: APIRequestContext, orderId: string) {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await signInBrowser(page, await loginThroughApi(request, STAFF.email, STAFF.password));
  await page.goto(`/staff/orders/${orderId}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: t('ar', 'backOffice.confirm.title') })).toBeVisible();
  await fitsAndPasses(page, 'cod-desk-order-ar-390');
  await page.goto('/staff/emails?lang=ar&status=all');
  await expect(page.getByRole('heading', { name: t('ar', 'backOffice.emails.title') })).toBeVisible();
  await expect(
    page.getByText(t('ar', 'server.mail.order.placed.subject', { number: numberOf(orderId) })),
  ).toBeVisible();
  await fitsAndPasses(page, 'cod-emails-ar-390');
  await phone.close();
}

test('an Arabic shopper’s order: the email, the desk’s call, the tracking page, and the cap', async ({
  page,
  request,
  browser,
  shop,
}) => {
  test.slow();
  const products = await catalogue(request);
  const phone = products.find((p) => p.quantity >= 3 && p.priceAfterDiscount === 0 && p.price < 100_000)!;
  // Two of these come to more than the 250,000 EGP cash-on-delivery cap.
  const dear = products.find(
    (p) => p.quantity >= 2 && (p.priceAfterDiscount || p.price) * 2 + 100 > 250_000,
  )!;
  expect(phone && dear).toBeTruthy();
  const account = await registerThroughApi(request);
  await signInBrowser(page, account);
  await seedCart(page, phone, 1);
  await page.goto('/?lang=ar');
  const { id } = await checkOut(page, 'ar', arabicAddress);

  // The email, in Arabic, right to left, with the order's total and a tracking link.
  const mail = await mailTo(
    shop.dataDir,
    account.shopper.email,
    t('ar', 'server.mail.order.placed.subject', { number: numberOf(id) }),
  );
  expect(mail.html).toContain('dir="rtl"');
  expect(mail.text).toContain(egp('ar', phone.price + 100));
  const link = /https?:\/\/\S+\/trackingorder\/\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toBe(`${new URL(page.url()).origin}/trackingorder/${id}`);
  await page.goto(`${link}?lang=ar`);
  await expect(page.getByRole('heading', { name: t('ar', 'tracking.title') })).toBeVisible();
  await expect(page.getByText(t('ar', 'tracking.awaitingConfirmation')).first()).toBeVisible();

  await deskOnArabicPhone(browser, request, id);

  // The desk: one call unanswered, then confirmed.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInBrowser(desk, await loginThroughApi(request, STAFF.email, STAFF.password));
  await desk.goto(`/staff/orders/${id}`);
  const confirmation = desk.getByRole('region', { name: t('en', 'backOffice.confirm.title') });
  await expect(confirmation.getByRole('link', { name: new RegExp(account.shopper.phone) })).toBeVisible();
  await confirmation
    .getByRole('button', { name: t('en', 'backOffice.confirm.noAnswer'), exact: true })
    .click();
  await expect(confirmation.getByText(t('en', 'backOffice.confirm.attempts', { count: 1 }))).toBeVisible();
  await confirmation
    .getByRole('button', { name: t('en', 'backOffice.confirm.confirmed'), exact: true })
    .click();
  await expect(confirmation.getByText(/^Confirmed on /)).toBeVisible();
  await deskContext.close();

  // The shopper's tracking page says so.
  await page.reload();
  await expect(page.getByText(t('ar', 'tracking.confirmed'), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(t('ar', 'tracking.awaitingConfirmation'))).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsAndPasses(page, 'cod-tracking-confirmed-ar-390');
  const confirmedMail = await mailTo(
    shop.dataDir,
    account.shopper.email,
    t('ar', 'server.mail.order.confirmed.subject', { number: numberOf(id) }),
  );
  expect(confirmedMail.html).toContain('dir="rtl"');

  // A second order, past the cap: refused with the message, nothing placed, the cart kept.
  const second = await page.context().newPage();
  await seedCart(second, dear, 2);
  const place = await fillCheckout(second, 'ar', arabicAddress);
  await place.click();
  // The refusal (an alert), and the notice above Place Order once the cart's products have come (a status).
  const capSaid = /الدفع عند الاستلام متاح للطلبات حتى/;
  await expect(second.getByRole('alert').filter({ hasText: capSaid })).toBeVisible();
  await expect(second.getByRole('status').filter({ hasText: capSaid })).toBeVisible();
  await expect(second).toHaveURL(/\/Checkout/);
  const orders = await request.get('/api/checkout/userOrders', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(((await orders.json()) as { data: Order[] }).data.map((order) => order._id)).toEqual([id]);
});

test('an order nobody confirms is cancelled by the timer and its stock comes back', async ({ browser }) => {
  test.slow();
  // A shop of its own with the usual 48-hour window, whose clock the journey moves (TEST_CLOCK).
  const timerShop = await startShop({ TEST_CLOCK: '1' });
  const { dataDir, url: origin } = timerShop;
  const api = await apiRequest.newContext({ baseURL: origin });
  try {
    const product = (await catalogue(api)).find(
      (p) => p.quantity >= 2 && p.priceAfterDiscount === 0 && p.price * 2 + 100 <= 250_000,
    )!;
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const account = await registerThroughApi(api);
    await signInBrowser(page, account);
    await seedCart(page, product, 2);
    await page.goto('/?lang=en');
    const before = await stockOf(api, product._id);
    const { id, track } = await checkOut(page, 'en', arabicAddress);
    expect(await stockOf(api, product._id)).toBe(before - 2);
    await track.click();
    await expect(page.getByText(t('en', 'tracking.awaitingConfirmation')).first()).toBeVisible();

    // Nobody calls: 47 hours on it still waits; past 48 the timer cancels it, the stock returns, the shopper is told
    // why.
    await moveClock(api, 47 * HOUR);
    expect(await stockOf(api, product._id)).toBe(before - 2);
    await moveClock(api, 2 * HOUR);
    expect(await stockOf(api, product._id)).toBe(before);
    await page.reload();
    await expect(page.getByRole('heading', { name: t('en', 'tracking.cancelled') })).toBeVisible();
    await expect(
      page.getByText(
        t('en', 'tracking.cancelledReason', { reason: t('en', 'orders.cancelReason.notConfirmed') }),
      ),
    ).toBeVisible();
    const mail = await mailTo(
      dataDir,
      account.shopper.email,
      t('en', 'server.mail.order.cancelled.subject', { number: numberOf(id) }),
    );
    expect(mail.text).toContain(t('en', 'orders.cancelReason.notConfirmed'));
    await context.close();
  } finally {
    await api.dispose();
    await timerShop.stop();
  }
});
