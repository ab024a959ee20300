// Staff see stock read-only, in real Chromium on a 390 px phone in English and Arabic: the back office's menu lists
// Stock, the screen shows the movements (an order this journey places among them) with the products named but not
// linked (their pages, where stock changes, are a manager's), and a change sent by staff is refused with 403.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { findProduct, t } from './support/catalogue';
import { pageWidth } from './support/layout';
import { loginThroughApi, registerThroughApi, signInBrowser, STAFF } from './support/shop';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An order of one Glide Mouse by a new shopper: an 'order' stock movement the screen lists. */
async function orderAMouse(request: APIRequestContext) {
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
        { government: 'Cairo', city: 'Maadi', street: 'Road 9', building: '4', floor: '', apartment: '' },
      ],
      note: 'Ring twice',
      paymentmethod: 'Cash On Delivery',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return mouse;
}

test('staff read stock on a phone, in English and Arabic, and cannot change it', async ({
  page,
  request,
}) => {
  const mouse = await orderAMouse(request);
  const staff = await loginThroughApi(request, STAFF.email, STAFF.password);
  await signInBrowser(page, staff);
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/staff/stock?lang=${lang}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'backOffice.stock.title') }),
    ).toBeVisible();
    const movements = page.getByRole('table', { name: t(lang, 'backOffice.stock.history') });
    await expect(movements).toContainText(lang === 'ar' && mouse.nameAr ? mouse.nameAr : mouse.name);
    await expect(movements.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: /adjust|تعديل/i })).toHaveCount(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: `test-results/e2e/screenshots/stock-staff-${lang}-390.png`,
      fullPage: true,
    });
  }
  const change = await request.post(`/api/staff/products/${mouse._id}/stock`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { delta: 5, reason: 'received' },
  });
  expect(change.status()).toBe(403);
});
