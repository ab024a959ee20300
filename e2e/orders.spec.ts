// The order journey in real Chromium against the real server: checkout with an Arabic address, confirmation,
// tracking, cancelling with a reason (stock returns), an order confirmed, shipped (its courier and tracking number on
// the shopper's page, in English and in Arabic on a phone) and completed by staff, then reviewed; another shopper kept
// out of the tracking page, and the same checkout in Arabic.
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { shot } from './support/layout';
import { findProduct, t } from './support/catalogue';
import type { Order, ProductDetailResponse } from '../src/contract/types';
import { loginThroughApi, registerThroughApi, signInBrowser, STAFF } from './support/shop';
import { arabicAddress, checkOut, seedCart, startsWith } from './support/checkout';

async function stockOf(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/product/${id}`);
  return ((await response.json()) as ProductDetailResponse).product.quantity;
}

async function ordersOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/checkout/userOrders', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Order[] }).data;
}

async function staffPage(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInBrowser(page, await loginThroughApi(request, STAFF.email, STAFF.password));
  return { page, context };
}

test('a shopper checks out with an Arabic address, tracks the order and cancels it; the stock returns', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const mouse = await findProduct(request, 'Glide Mouse');
  const before = await stockOf(request, mouse._id);
  await signInBrowser(page, account);
  await seedCart(page, mouse, 2);

  const { id, track } = await checkOut(page, 'en', arabicAddress);
  await expect(
    page.getByRole('heading', { name: t('en', 'order.thanks', { name: account.shopper.name }) }),
  ).toBeVisible();
  await expect(page.getByText(id.split('-')[0]!.toUpperCase())).toBeVisible();
  await expect(page.getByText(/شارع التحرير ١٢/)).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: t('en', 'cart.link.label', { count: 0 }) })
      .first(),
  ).toBeVisible();
  await shot(page, 'orders-confirmation-en');
  expect(await ordersOf(request, account.token)).toHaveLength(1);
  expect(await stockOf(request, mouse._id)).toBe(before - 2);

  await track.click();
  await expect(page).toHaveURL(new RegExp(`/trackingorder/${id}$`));
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: t('en', 'orders.status.pending') })
      .first(),
  ).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('الدقي')).toBeVisible();
  await page.getByRole('button', { name: t('en', 'tracking.cancel') }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: t('en', 'cancelDialog.confirm') });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('radio', { name: t('en', 'orders.cancelReason.tooLong') }).check();
  await shot(page, 'orders-cancel-dialog-en');
  await confirm.click();
  await expect(page.getByText(t('en', 'tracking.cancelSuccess'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/trackingorder/${id}$`));
  await expect(page.getByRole('heading', { name: t('en', 'tracking.cancelled') })).toBeVisible();
  expect(await stockOf(request, mouse._id)).toBe(before);

  await page.goto(`/trackingorder/${id}`);
  await expect(page.getByRole('heading', { name: t('en', 'tracking.cancelled') })).toBeVisible();
  await page.goto('/myorder');
  await expect(page.getByRole('link', { name: startsWith(t('en', 'myOrders.view')) })).toHaveAttribute(
    'href',
    `/trackingorder/${id}`,
  );
});

test('staff confirm, ship with a tracking number the shopper sees, and complete an order; the shopper reviews it', async ({
  page,
  request,
  browser,
}) => {
  const account = await registerThroughApi(request);
  const mouse = await findProduct(request, 'Glide Mouse');
  await signInBrowser(page, account);
  await seedCart(page, mouse, 1);
  const { id } = await checkOut(page, 'en', {
    ...arabicAddress,
    governorate: 'Cairo',
    governorateShown: 'Cairo',
  });
  const number = id.split('-')[0]!.toUpperCase();

  const staff = await staffPage(browser, request);
  await staff.page.goto('/staff/orders');
  await staff.page.getByRole('link', { name: number, exact: true }).click();
  const details = staff.page.getByRole('region', { name: t('en', 'backOffice.orders.actions') });
  const advance = (status: string) =>
    details.getByRole('button', {
      name: t('en', 'backOffice.orders.advance', { status: t('en', status) }),
    });
  // Not confirmed yet: the desk is told to call first, and offers no move.
  await expect(details.getByText(t('en', 'backOffice.orders.confirmFirst'))).toBeVisible();
  await expect(advance('orders.status.inProgress')).toHaveCount(0);
  await staff.page
    .getByRole('region', { name: t('en', 'backOffice.confirm.title') })
    .getByRole('button', { name: t('en', 'backOffice.confirm.confirmed'), exact: true })
    .click();
  await advance('orders.status.inProgress').click();
  // The shipped step asks for the courier and the tracking number.
  await advance('orders.status.shipped').click();
  const ship = staff.page.getByRole('dialog', { name: t('en', 'backOffice.orders.shipTitle', { number }) });
  await ship.getByLabel(t('en', 'backOffice.orders.courier'), { exact: true }).fill('Bosta');
  await ship.getByLabel(t('en', 'backOffice.orders.trackingNumber'), { exact: true }).fill('BST-7731');
  await shot(staff.page, 'orders-ship-dialog-en');
  await ship.getByRole('button', { name: t('en', 'backOffice.orders.shipConfirm') }).click();
  await expect(
    details.getByText(
      t('en', 'backOffice.orders.shipment', { courier: 'Bosta', trackingNumber: 'BST-7731' }),
    ),
  ).toBeVisible();

  // The shopper's tracking page shows the courier and the tracking number, in English, then in Arabic on a phone.
  await page.goto(`/trackingorder/${id}`);
  await expect(
    page.getByText(t('en', 'tracking.shippedWith', { courier: 'Bosta', trackingNumber: 'BST-7731' })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('en', 'tracking.cancel') })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/trackingorder/${id}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByText(t('ar', 'tracking.shippedWith', { courier: 'Bosta', trackingNumber: 'BST-7731' })),
  ).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: t('ar', 'orders.status.shipped') })
      .first(),
  ).toHaveAttribute('aria-current', 'step');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'orders-tracking-shipped-ar-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Completing asks first; "Not yet" leaves the order shipped.
  await advance('orders.status.completed').click();
  const complete = staff.page.getByRole('dialog', {
    name: t('en', 'backOffice.orders.completeTitle', { number }),
  });
  await complete.getByRole('button', { name: t('en', 'backOffice.orders.keep') }).click();
  await expect(complete).toHaveCount(0);
  await advance('orders.status.completed').click();
  await complete.getByRole('button', { name: t('en', 'backOffice.orders.completeConfirm') }).click();
  await expect(
    details.getByText(t('en', 'backOffice.orders.final', { status: t('en', 'orders.status.completed') })),
  ).toBeVisible();
  await shot(staff.page, 'orders-staff-console');
  await staff.context.close();

  await page.goto(`/trackingorder/${id}?lang=en`);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: t('en', 'orders.status.completed') })
      .first(),
  ).toHaveAttribute('aria-current', 'step');

  await page.goto(`/item/${mouse._id}`);
  await page.getByRole('tab', { name: t('en', 'product.tabs.reviews') }).click();
  await expect(page.getByRole('heading', { name: t('en', 'review.title') })).toBeVisible();
  const review = `Smooth and quiet mouse, order ${number}`;
  const fiveStars = page.getByRole('radio', { name: t('en', 'review.star', { count: 5 }) });
  await page.locator('label').filter({ has: fiveStars }).click();
  await expect(fiveStars).toBeChecked();
  await page.getByRole('textbox', { name: t('en', 'review.content') }).fill(review);
  await page.getByRole('button', { name: t('en', 'review.submit') }).click();
  await expect(page.getByText(t('en', 'review.success'))).toBeVisible();
  // The form gives way to the shopper's review (a second review replaces the first: they edit it).
  const own = page.getByRole('region', { name: t('en', 'review.yours') });
  await expect(own.getByText(review)).toBeVisible();
  await expect(own.getByText(t('en', 'review.yourRating', { rating: 5, max: 5 }))).toBeVisible();
  await expect(
    page.getByRole('list', { name: t('en', 'product.tabs.reviews') }).getByText(review),
  ).toBeVisible();
  await shot(page, 'orders-review');

  await own.getByRole('button', { name: t('en', 'review.edit') }).click();
  const editing = page.getByRole('region', { name: t('en', 'review.editTitle') });
  await expect(editing.getByRole('textbox', { name: t('en', 'review.content') })).toHaveValue(review);
  const edited = `${review}, still quiet a week later`;
  await editing.getByRole('textbox', { name: t('en', 'review.content') }).fill(edited);
  await editing.getByRole('button', { name: t('en', 'review.update') }).click();
  await expect(page.getByText(t('en', 'review.updated'))).toBeVisible();
  await expect(page.getByRole('region', { name: t('en', 'review.yours') }).getByText(edited)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: t('en', 'product.tabs.reviews') }).click();
  await expect(page.getByRole('region', { name: t('en', 'review.yours') }).getByText(edited)).toBeVisible();
  await expect(page.getByText(review, { exact: true })).toHaveCount(0);
});

test('a second shopper cannot open the first shopper tracking page', async ({ page, request }) => {
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
      note: 'Leave at the door',
      paymentmethod: 'Cash On Delivery',
    },
  });
  const order = ((await placed.json()) as { data: Order }).data;

  const other = await registerThroughApi(request);
  await signInBrowser(page, other);
  await page.goto(`/trackingorder/${order._id}`);
  await expect(page.getByRole('alert')).toContainText(t('en', 'server.order.notFound'));
  await expect(page.getByText('Obour Street 42')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('en', 'tracking.cancel') })).toHaveCount(0);
});

test('the same checkout in Arabic', async ({ page, request }) => {
  const account = await registerThroughApi(request);
  const mouse = await findProduct(request, 'Glide Mouse');
  await signInBrowser(page, account);
  await seedCart(page, mouse, 1);
  await page.goto('/Checkout?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: t('ar', 'checkout.placeOrder') }).click();
  await expect(page.getByText(t('ar', 'validation.government.required'))).toBeVisible();
  await shot(page, 'orders-checkout-errors-ar');

  const { track } = await checkOut(page, 'ar', arabicAddress);
  await expect(
    page.getByRole('heading', { name: t('ar', 'order.thanks', { name: account.shopper.name }) }),
  ).toBeVisible();
  await expect(page.getByText(t('ar', 'checkout.payment.cashOnDelivery'))).toBeVisible();
  await expect(page.getByText(/الجيزة/)).toBeVisible();
  await shot(page, 'orders-confirmation-ar');
  await track.click();
  await expect(page.getByRole('heading', { name: t('ar', 'tracking.title') })).toBeVisible();
  await shot(page, 'orders-tracking-ar');
});
