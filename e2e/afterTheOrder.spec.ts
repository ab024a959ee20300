// After the order: the confirmation says what happens next (the call to the phone shown, the time by which an
// unconfirmed order is cancelled, the delivery days); the order opens by its short number; a shopper who cancels
// stays on the cancelled order; a guest finds it, in Arabic, by its number and the phone pasted with +20.
import { expect, test } from './support/test';
import { findProduct, t } from './support/catalogue';
import { newShopper, registerThroughApi, signInBrowser } from './support/shop';
import { arabicAddress, checkOut, seedCart } from './support/checkout';

test('the confirmation says what happens next; a cancel stays on the order; a guest finds it by number and phone', async ({
  page,
  browser,
  request,
}) => {
  // Three screens and a second browser (the guest's) in one journey.
  test.slow();
  const phone = `011${String(Date.now()).slice(-8)}`;
  const account = await registerThroughApi(request, newShopper({ phone }));
  const mouse = await findProduct(request, 'Glide Mouse');
  await signInBrowser(page, account);
  await seedCart(page, mouse, 1);

  const { id } = await checkOut(page, 'en', arabicAddress);
  const number = id.split('-')[0]!.toUpperCase();
  const next = page.getByRole('region', { name: t('en', 'order.next.title') });
  await expect(next.getByRole('listitem')).toHaveText([
    t('en', 'order.next.call', { phone }),
    /^If we cannot confirm it with you by .+, the order is cancelled\.$/,
    t('en', 'order.next.delivery', { min: 1, max: 2 }),
  ]);

  // The short number opens the order as its id does; cancelling keeps the shopper on it.
  await page.goto(`/trackingorder/${encodeURIComponent(`#${number}`)}`);
  await expect(page.getByText(t('en', 'tracking.orderNumber', { number }))).toBeVisible();
  await page.getByRole('button', { name: t('en', 'tracking.cancel') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: t('en', 'orders.cancelReason.noReason') }).check();
  await dialog.getByRole('button', { name: t('en', 'cancelDialog.confirm') }).click();
  await expect(page.getByText(t('en', 'tracking.cancelSuccess'))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('en', 'tracking.cancelled') })).toBeVisible();
  await expect(page).toHaveURL(/\/trackingorder\//);

  // A guest, in Arabic: the number as the email shows it, the phone as people paste it.
  const guest = await browser.newContext();
  const lookup = await guest.newPage();
  await lookup.goto('/find-order?lang=ar');
  await lookup.getByRole('textbox', { name: t('ar', 'findOrder.number') }).fill('#00000000');
  const phoneField = lookup.getByRole('textbox', { name: t('ar', 'findOrder.phone') });
  await phoneField.fill(`+20 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  await lookup.getByRole('button', { name: t('ar', 'findOrder.submit') }).click();
  await expect(lookup.getByRole('alert').filter({ hasText: t('ar', 'server.order.notFound') })).toBeVisible();
  await lookup.getByRole('textbox', { name: t('ar', 'findOrder.number') }).fill(`#${number}`);
  await lookup.getByRole('button', { name: t('ar', 'findOrder.submit') }).click();
  await expect(
    lookup.getByRole('heading', { name: t('ar', 'tracking.orderNumber', { number }) }),
  ).toBeVisible();
  await expect(
    lookup
      .getByRole('status')
      .filter({ hasText: t('ar', 'tracking.status', { status: t('ar', 'orders.status.cancelled') }) }),
  ).toBeVisible();
  await guest.close();
});
