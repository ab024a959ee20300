// One cart open in two tabs of one browser: Place Order in the first makes the order; the second tab learns from
// the storage event that its cart was ordered (in Arabic, the language it was opened in) and leads to that same
// order's confirmation; the account has one order and the stock was taken once.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { findProduct, t } from './support/catalogue';
import type { Order, ProductDetailResponse } from '../src/contract/types';
import { registerThroughApi, signInBrowser } from './support/shop';
import { arabicAddress, fillCheckout, seedCart } from './support/checkout';

async function stockOf(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/product/${id}`);
  return ((await response.json()) as ProductDetailResponse).product.quantity;
}

test('a cart open in two tabs becomes one order; the second tab shows it instead of ordering again', async ({
  context,
  request,
}) => {
  const account = await registerThroughApi(request);
  const mouse = await findProduct(request, 'Glide Mouse');
  const before = await stockOf(request, mouse._id);
  const second = await context.newPage();
  const first = await context.newPage();
  for (const page of [first, second]) await signInBrowser(page, account);
  // One cart with its checkout key, as a cart has from its first line, stored once: the tabs share the storage.
  await seedCart(first, mouse, 2, randomUUID());
  await first.goto('/');

  // The second tab opens checkout in Arabic, the first in English; the first places the order.
  await second.goto('/Checkout?lang=ar');
  await expect(second.getByRole('button', { name: t('ar', 'checkout.placeOrder') })).toBeVisible();
  const place = await fillCheckout(first, 'en', arabicAddress);
  await place.click();
  await expect(first).toHaveURL(/\/order$/);
  const track = first.getByRole('link', { name: t('en', 'order.track') });
  const id = (await track.getAttribute('href'))?.split('/').pop() ?? '';
  const number = id.split('-')[0]!.toUpperCase();

  // The second tab knows, without a reload and without a press.
  const notice = second.getByRole('status').filter({ hasText: number });
  await expect(notice).toContainText(t('ar', 'checkout.orderedElsewhere', { number }));
  await expect(second.getByRole('button', { name: t('ar', 'checkout.placeOrder') })).toHaveCount(0);
  await second.getByRole('link', { name: t('ar', 'checkout.orderedElsewhere.view') }).click();
  await expect(second).toHaveURL(/\/order$/);
  await expect(second.getByRole('link', { name: t('ar', 'order.track') })).toHaveAttribute(
    'href',
    new RegExp(`/trackingorder/${id}$`),
  );

  const orders = await request.get('/api/checkout/userOrders', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(((await orders.json()) as { data: Order[] }).data.map((order) => order._id)).toEqual([id]);
  expect(await stockOf(request, mouse._id)).toBe(before - 2);
});
