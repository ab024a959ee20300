// The back office's screens measured at 1280 px and on a 390 px phone, in English and Arabic: no field runs under
// another, the orders list shows status and total on a phone, the call link reads 'Call 0…' with its space, and the
// Emails table keeps its Retry column on the screen.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { box, pageWidth, type Box } from './support/layout';
import { expect, test } from './support/test';
import { findProduct, t, type Lang } from './support/catalogue';
import { loginThroughApi, registerThroughApi, signInBrowser, MANAGER } from './support/shop';
import type { Order } from '../src/contract/types';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe.configure({ timeout: 180_000 });

const apart = (a: Box, b: Box) =>
  a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

async function expectNoneOverlap(fields: Locator) {
  const boxes = await Promise.all((await fields.all()).map(box));
  expect(boxes.length).toBeGreaterThan(1);
  boxes.forEach((a, i) =>
    boxes
      .slice(i + 1)
      .forEach((b) => expect(apart(a, b), `${JSON.stringify(a)} / ${JSON.stringify(b)}`).toBe(true)),
  );
}

async function placeOrder(request: APIRequestContext): Promise<{ order: Order; phone: string }> {
  const owner = await registerThroughApi(request);
  const mouse = await findProduct(request, 'Glide Mouse');
  const auth = { authorization: `Bearer ${owner.token}` };
  const cart = await request.post('/api/cart', {
    headers: auth,
    data: { user: owner.user._id, products: [{ productId: mouse._id, quantity: 1 }] },
  });
  const cartId = ((await cart.json()) as { data: { _id: string } }).data._id;
  const placed = await request.post(`/api/checkout/${cartId}`, {
    headers: auth,
    data: {
      address: [
        {
          government: 'Cairo',
          city: 'Maadi',
          street: 'Obour Street 42',
          building: '4',
          floor: '',
          apartment: '',
        },
      ],
      note: 'Ring twice',
      paymentmethod: 'Cash On Delivery',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { order: ((await placed.json()) as { data: Order }).data, phone: owner.user.phone ?? '' };
}

/** A failed email as the outbox lists it, long where real ones are long (address, subject, transport error). */
const failedMail = {
  _id: 'mail-1',
  kind: 'orderPlaced',
  to: 'a.very.long.customer.address.for.testing@example-mail-provider.com.eg',
  subject: 'Your order #5EF9B888 at Genuine Store has been received and is waiting for a call',
  status: 'failed',
  attempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525 after 8 attempts; the mail server did not answer in time',
  orderId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  nextAttemptAt: '2026-11-26T12:00:00.000Z',
  sentAt: null,
};

async function checkScreens(page: Page, lang: Lang, width: number, order: Order, phone: string) {
  await page.goto(`/staff/orders?lang=${lang}`);
  const search = page.getByRole('searchbox', { name: t(lang, 'backOffice.orders.search') });
  const status = page.getByRole('combobox', { name: t(lang, 'backOffice.orders.status') });
  await expect(search).toBeVisible();
  expect(apart(await box(search), await box(status)), 'the status select leaves the search box alone').toBe(
    true,
  );
  // The newest order's status and total are on the screen without scrolling the table.
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/staff/orders/${order._id}"]`) });
  await expect(row).toBeVisible();
  for (const cell of [row.getByRole('cell').nth(1), row.getByRole('cell').nth(2)]) {
    const { left, right } = await box(cell);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(width);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);

  await page.goto(`/staff/orders/${order._id}?lang=${lang}`);
  const call = page.locator(`a[href="tel:${phone}"]`).filter({ has: page.locator('bdi') });
  await expect(call).toBeVisible();
  // The words and the number are apart: the number's box starts a space after the words end (either direction).
  const gap = await call.evaluate((link) => {
    const number = link.querySelector('bdi')!.getBoundingClientRect();
    const range = document.createRange();
    const words = [link, ...link.querySelectorAll('span')]
      .flatMap((el) => [...el.childNodes])
      .find((n) => n.nodeType === 3 && n.textContent!.trim())!;
    // The words themselves, without the space after them.
    range.setStart(words, words.textContent!.length - words.textContent!.trimStart().length);
    range.setEnd(words, words.textContent!.trimEnd().length);
    const text = range.getBoundingClientRect();
    return Math.max(number.left - text.right, text.left - number.right);
  });
  expect(gap, 'a space between the words and the number').toBeGreaterThan(2);

  await page.goto(`/staff/products/new?lang=${lang}`);
  await expect(page.locator('input[name="specs.cpu"]')).toBeVisible();
  await expectNoneOverlap(page.locator('input[name^="specs."]'));
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
}

test('the back office fits 1280 px and a phone, in English and Arabic', async ({ page, request }) => {
  const { order, phone } = await placeOrder(request);
  await signInBrowser(page, await loginThroughApi(request, MANAGER.email, MANAGER.password));
  for (const [lang, viewport] of [
    ['en', DESKTOP],
    ['ar', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await checkScreens(page, lang, viewport.width, order, phone);
  }

  // The Emails table at 1280 px keeps its last column, Retry, in the screen and in its box (a failed email of
  // realistic length; failing an email for real takes the outbox's whole retry budget).
  await page.setViewportSize(DESKTOP);
  await page.route('**/api/staff/emails?*', (route) =>
    route.fulfill({ json: { data: [failedMail], page: 1, pages: 1, total: 1, limit: 20 } }),
  );
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/staff/emails?lang=${lang}`);
    const retry = page.getByRole('button', { name: new RegExp(t(lang, 'backOffice.emails.retry')) });
    await expect(retry).toBeVisible();
    const region = await box(page.getByRole('region', { name: t(lang, 'backOffice.emails.caption') }));
    const button = await box(retry);
    expect(button.left).toBeGreaterThanOrEqual(region.left);
    expect(button.right).toBeLessThanOrEqual(Math.min(region.right, DESKTOP.width));
  }
});
