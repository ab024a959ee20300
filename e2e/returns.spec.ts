// Returns inside the law's windows (14 days for a change of mind, 30 for a defect), in real Chromium against a real
// server of the journey's own whose clock it moves (TEST_CLOCK): a shopper returns one of two units as defective with
// a photo; staff approve, mark it picked up and received, inspect it as resellable (stock
// rises by one) and refund it by mobile wallet with a reference; the shopper sees "Refunded" (English, then Arabic at
// 390 px) and has an email for every step. The pickup is from a new address, kept in the address book too. The
// journey leaves small screenshots of the form, the desk and the shopper's return for docs/operations.md. Then 15 days
// pass: a second order, delivered when the journey began, is past its change-of-mind window, and the return is refused
// with the reason shown, in English and in Arabic.
import { request as apiRequest, type APIRequestContext, type Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { shot } from './support/layout';
import { stockOf, t } from './support/catalogue';
import { startsWith } from './support/checkout';
import { photoFiles } from './support/photos';
import { moveClock, startShop } from './support/server';
import { loginThroughApi, registerThroughApi, signInBrowser, STAFF } from './support/shop';
import type { Order, Product, ProductListResponse } from '../src/contract/types';
import { RETURN_PHOTOS_MAX, type BackOfficePage, type OutboxMail } from '../src/contract';

const DAY = 86_400_000;
const numberOf = (id: string) => id.slice(0, 8).toUpperCase();
/**
 * A screenshot of one region, small enough for docs/operations.md (copied to docs/screenshots/ from here): clipped
 * from the full page, so the sticky header does not cover a region taller than the screen.
 */
async function regionShot(region: Locator, name: string) {
  const clip = await region.evaluate((element) => {
    window.scrollTo(0, 0);
    const box = element.getBoundingClientRect();
    return {
      x: box.left + window.scrollX,
      y: box.top + window.scrollY,
      width: box.width,
      height: box.height,
    };
  });
  await region.page().screenshot({ path: `test-results/e2e/screenshots/${name}.png`, fullPage: true, clip });
}

const ADDRESS = {
  government: 'Cairo',
  city: 'Maadi',
  street: 'Road 9',
  building: '12',
  floor: '3',
  apartment: '7',
  landmark: '',
};

/** An order of `quantity` units placed by `token` and moved to Completed at the desk (delivered now). */
async function deliveredOrder(
  api: APIRequestContext,
  token: string,
  staff: string,
  product: Product,
  quantity: number,
) {
  const auth = { authorization: `Bearer ${token}` };
  const cart = await api.post('/api/cart', {
    headers: auth,
    data: { products: [{ productId: product._id, quantity }] },
  });
  const cartId = ((await cart.json()) as { data: { _id: string } }).data._id;
  const placed = await api.post(`/api/checkout/${cartId}`, {
    headers: auth,
    data: { address: [ADDRESS], note: 'Call first', paymentmethod: 'Cash On Delivery' },
  });
  const order = ((await placed.json()) as { data: Order }).data;
  const staffAuth = { authorization: `Bearer ${staff}` };
  const versionOf = async () => {
    const desk = await api.get(`/api/staff/orders/${order._id}`, { headers: staffAuth });
    return ((await desk.json()) as { data: { version: number } }).data.version;
  };
  // Confirmed by phone, then in progress, shipped (courier and tracking number) and completed.
  const confirmed = await api.post(`/api/staff/orders/${order._id}/confirmation`, {
    headers: staffAuth,
    data: { outcome: 'confirmed', note: '', version: await versionOf() },
  });
  expect(confirmed.status()).toBe(200);
  for (const step of [{}, { courier: 'Bosta', trackingNumber: 'BST-1' }, {}]) {
    const moved = await api.post(`/api/staff/orders/${order._id}/advance`, {
      headers: staffAuth,
      data: { version: await versionOf(), ...step },
    });
    expect(moved.status()).toBe(200);
  }
  return order;
}

test('a defective unit comes back, goes back on sale and is refunded; a late change of mind is refused', async ({
  browser,
}) => {
  // Its own server starts inside the test (120 s allowed, as the timer's journey), then two browsers and the desk's
  // six steps: room for a busy machine.
  test.setTimeout(480_000);
  const returnsShop = await startShop({ TEST_CLOCK: '1' });
  const origin = returnsShop.url;
  const api = await apiRequest.newContext({ baseURL: origin });
  try {
    const staffSession = await loginThroughApi(api, STAFF.email, STAFF.password);
    const products = ((await (await api.get('/api/product?limit=100')).json()) as ProductListResponse)
      .products;
    // Sold one way: its lines are named by the product alone (a variant's would add its choices).
    const product = products.find(
      (p) => p.quantity >= 4 && p.priceAfterDiscount === 0 && p.price * 2 < 200_000 && p.options.length === 0,
    )!;
    const shopper = await registerThroughApi(api);
    // The order whose change of mind comes too late: asked for once the clock has moved on 15 days.
    const late = await deliveredOrder(api, shopper.token, staffSession.token, product, 1);
    const order = await deliveredOrder(api, shopper.token, staffSession.token, product, 2);

    // The shopper returns one of the two units as defective, with a photo, and sees what is refunded first.
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await signInBrowser(page, shopper);
    await page.goto(`/trackingorder/${order._id}?lang=en`);
    await page.getByRole('button', { name: t('en', 'returns.start') }).click();
    const form = page.getByRole('form', { name: t('en', 'returns.start') });
    await form
      .getByRole('combobox', { name: t('en', 'returns.form.quantity', { name: product.name }) })
      .selectOption('1');
    await form.getByRole('radio', { name: t('en', 'returns.reason.defective') }).check();
    const [photo] = await photoFiles(1, 800, 600);
    // The form's own button opens the file chooser.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form
        .getByRole('button', { name: t('en', 'returns.form.addPhotos', { max: RETURN_PHOTOS_MAX }) })
        .click(),
    ]);
    await chooser.setFiles([photo!]);
    await expect(form.getByRole('img', { name: t('en', 'returns.form.photoAlt') })).toBeVisible();
    await expect(page.getByTestId('return-summary')).toContainText(t('en', 'returns.form.refund'));
    // Picked up from a new address, kept in the address book too.
    await form.getByRole('radio', { name: t('en', 'returns.form.newAddress') }).check();
    const pickup = form.getByRole('group', { name: t('en', 'returns.form.newAddress') });
    await pickup.getByRole('combobox', { name: t('en', 'checkout.field.government') }).fill('Giza');
    await pickup.getByRole('option', { name: 'Giza' }).click();
    const field = (id: string) => pickup.getByRole('textbox', { name: startsWith(t('en', id)) });
    await pickup.getByRole('combobox', { name: startsWith(t('en', 'checkout.field.city')) }).fill('Dokki');
    await field('checkout.field.street').fill('Tahrir Street');
    await field('checkout.field.building').fill('40');
    await form.getByRole('checkbox', { name: t('en', 'returns.form.saveAddress') }).check();
    await regionShot(form, 'returns-form-en');
    await form.getByRole('button', { name: t('en', 'returns.form.confirm') }).click();
    await expect(page.getByTestId('return')).toContainText(
      t('en', 'returns.card.status', { status: t('en', 'returns.status.requested') }),
    );
    await shot(page, 'returns-shopper-requested-en');
    const book = (await (
      await api.get('/api/user/addresses', { headers: { authorization: `Bearer ${shopper.token}` } })
    ).json()) as { data: { city: string; street: string }[] };
    expect(book.data).toEqual([expect.objectContaining({ city: 'Dokki', street: 'Tahrir Street' })]);

    // The returns desk: approve with a pickup day, picked up, received, inspect as resellable, refund by wallet.
    const desk = await browser.newContext({ baseURL: origin });
    const staffPage = await desk.newPage();
    await signInBrowser(staffPage, staffSession);
    await staffPage.setViewportSize({ width: 1280, height: 900 });
    await staffPage.goto('/staff/returns?lang=en');
    await staffPage.getByRole('button', { name: `#${numberOf(order._id)}` }).click();
    const status = staffPage.getByTestId('return-detail-status');
    const detail = staffPage.locator('[aria-labelledby="return-detail"]');
    await expect(status).toHaveText(t('en', 'returns.status.requested'));
    await shot(staffPage, 'returns-desk-requested-en');
    await regionShot(detail, 'returns-desk-requested-en-1280');
    await staffPage.getByLabel(t('en', 'backOffice.returns.pickupDate')).fill('2026-12-01');
    await staffPage.getByRole('button', { name: t('en', 'backOffice.returns.approve') }).click();
    await expect(status).toHaveText(t('en', 'returns.status.approved'));
    await staffPage.getByRole('button', { name: t('en', 'backOffice.returns.pickup') }).click();
    await expect(status).toHaveText(t('en', 'returns.status.pickedUp'));
    await staffPage.getByRole('button', { name: t('en', 'backOffice.returns.receive') }).click();
    await expect(status).toHaveText(t('en', 'returns.status.received'));
    const before = await stockOf(api, product._id);
    await staffPage
      .getByLabel(t('en', 'backOffice.returns.resellable', { name: product.name, quantity: 1 }))
      .selectOption('1');
    await staffPage.getByRole('button', { name: t('en', 'backOffice.returns.inspect') }).click();
    await expect(status).toHaveText(t('en', 'returns.status.inspected'));
    expect(await stockOf(api, product._id)).toBe(before + 1);
    // The refund step in Arabic on a phone, then back to English at the desk's width.
    await staffPage.setViewportSize({ width: 390, height: 844 });
    await staffPage.goto('/staff/returns?lang=ar');
    await staffPage.getByRole('button', { name: `#${numberOf(order._id)}` }).click();
    await expect(status).toHaveText(t('ar', 'returns.status.inspected'));
    await regionShot(detail, 'returns-desk-refund-ar-390');
    await staffPage.setViewportSize({ width: 1280, height: 900 });
    await staffPage.goto('/staff/returns?lang=en');
    await staffPage.getByRole('button', { name: `#${numberOf(order._id)}` }).click();
    await expect(status).toHaveText(t('en', 'returns.status.inspected'));
    await staffPage.getByLabel(t('en', 'backOffice.returns.refundMethod')).selectOption('wallet');
    await staffPage.getByLabel(t('en', 'backOffice.returns.reference')).fill('VF-20261201-77');
    await staffPage.getByRole('button', { name: t('en', 'backOffice.returns.refund') }).click();
    await expect(status).toHaveText(t('en', 'returns.status.refunded'));
    await shot(staffPage, 'returns-desk-refunded-en');
    await regionShot(staffPage.locator('table'), 'returns-desk-list-en-1280');

    // The shopper sees it refunded, in English, then in Arabic on a phone; an email for every step.
    await page.reload();
    await expect(page.getByTestId('return')).toContainText(
      t('en', 'returns.card.status', { status: t('en', 'returns.status.refunded') }),
    );
    await expect(page.getByTestId('return')).toContainText('VF-20261201-77');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/trackingorder/${order._id}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('return')).toContainText(
      t('ar', 'returns.card.status', { status: t('ar', 'returns.status.refunded') }),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'returns-shopper-refunded-ar-390');
    await regionShot(page.getByTestId('return'), 'returns-shopper-card-ar-390');
    const mails = (await (
      await api.get('/api/staff/emails?page=1', {
        headers: { authorization: `Bearer ${staffSession.token}` },
      })
    ).json()) as BackOfficePage<OutboxMail>;
    const kinds = mails.data.filter(
      (mail) => mail.orderId === order._id && mail.to === shopper.shopper.email,
    );
    expect(
      kinds
        .map((mail) => mail.kind)
        .filter((kind) => kind.startsWith('return.'))
        .sort(),
    ).toEqual([
      'return.approved',
      'return.inspected',
      'return.pickedUp',
      'return.received',
      'return.refunded',
      'return.requested',
    ]);

    // 15 days later the first order's change-of-mind window has closed: refused with the reason, in both languages.
    await moveClock(api, 15 * DAY);
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(`/trackingorder/${late._id}?lang=${lang}`);
      await page.getByRole('button', { name: t(lang, 'returns.start') }).click();
      const lateForm = page.getByRole('form', { name: t(lang, 'returns.start') });
      await lateForm.getByRole('combobox').first().selectOption('1');
      await lateForm.getByRole('radio', { name: t(lang, 'returns.reason.changedMind') }).check();
      await expect(lateForm.getByTestId('return-summary')).toContainText(t(lang, 'returns.form.pickupFee'));
      await lateForm.getByRole('button', { name: t(lang, 'returns.form.confirm') }).click();
      await expect(
        lateForm.getByRole('alert').filter({ hasText: t(lang, 'server.returns.changeOfMindClosed') }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await shot(page, 'returns-shopper-refused-ar-390');
    await context.close();
    await desk.close();
  } finally {
    await api.dispose();
    await returnsShop.stop();
  }
});
