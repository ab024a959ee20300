// A press the shopper is told about survives a reload that follows it at once, on a phone with a 6× slower CPU:
// Add to Cart and the heart on a product card, 20 times each, and Place Order, 5 times.
import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { findProduct, t } from './support/catalogue';
import { arabicAddress, fillCheckout } from './support/checkout';
import { registerThroughApi, storeOutsideTheShop } from './support/shop';
import type { Order } from '../src/contract/types';

const PRESSES = 20;

async function phone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  return page.context().newCDPSession(page);
}

/**
 * A real press (mouse down and up on the control's centre) on a 6× slower CPU, and the reload sent right behind it
 * (or once `reloadWhen` resolves) without waiting for anything else. The CPU stays slowed until the reloaded page
 * has loaded.
 */
async function pressThenReload(
  page: Page,
  cdp: CDPSession,
  control: Locator,
  reloadWhen: () => Promise<unknown> = () => Promise.resolve(),
) {
  await expect(control).toBeVisible();
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
  // The press lands on the control itself (not on a toast above it), or it is no press of it.
  await expect
    .poll(() =>
      control.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), at),
    )
    .toBe(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // A document's load: the reloaded page (the confirmation's address is a navigation in the same document).
  const committed = page.waitForEvent('load');
  const ready = reloadWhen();
  await Promise.all([
    cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at }),
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at }),
    ready.then(() => cdp.send('Page.reload', {})),
  ]);
  await committed;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

test('Add to Cart and the heart, each followed at once by a reload, are kept every time (6× CPU, 390 px)', async ({
  page,
  request,
}) => {
  // 60–80 s on a quiet machine, 2.6 min with another journey beside it on a machine half as fast: room for both.
  test.setTimeout(300_000);
  const mouse = await findProduct(request, 'Glide Mouse');
  const cdp = await phone(page);
  await page.goto(`/search?search=${encodeURIComponent(mouse.name)}&lang=en`);
  const add = page.getByRole('button', {
    name: t('en', 'cart.control.addNamed', { name: mouse.name }),
    exact: true,
  });
  const minus = page.getByRole('button', {
    name: t('en', 'cart.stepper.decrease', { name: mouse.name }),
    exact: true,
  });
  const quantity = page.getByRole('status', {
    name: t('en', 'cart.stepper.quantity', { name: mouse.name }),
    exact: true,
  });
  const heart = page.getByRole('button', {
    name: t('en', 'favourites.toggle.label', { name: mouse.name }),
    exact: true,
  });

  let cartLost = 0;
  for (let press = 0; press < PRESSES; press += 1) {
    await pressThenReload(page, cdp, add);
    // After the reload the card shows either the stepper (the line was kept) or Add to Cart (it was lost).
    await expect(quantity.or(add)).toBeVisible();
    if (await add.isVisible()) cartLost += 1;
    else {
      await expect(quantity).toHaveText('1');
      await minus.click(); // the cart is empty again for the next press
      await expect(add).toBeVisible();
    }
  }
  expect.soft(cartLost, `Add to Cart lost after a reload, of ${PRESSES}`).toBe(0);

  await page.reload(); // the last toast gone
  let favouriteLost = 0;
  for (let press = 0; press < PRESSES; press += 1) {
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await pressThenReload(page, cdp, heart);
    await expect(add).toBeVisible(); // the card is back
    if ((await heart.getAttribute('aria-pressed')) !== 'true') favouriteLost += 1;
    else {
      // No favourite again for the next press; its toast would cover the heart, so the page starts afresh.
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await page.reload();
    }
  }
  expect(favouriteLost, `favourites lost after a reload, of ${PRESSES}`).toBe(0);
});

const ORDERS = 5;

test('Place Order followed by a reload the moment the order is placed: the cart no longer holds it (6× CPU, 390 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const mouse = await findProduct(request, 'Glide Mouse');
  const cdp = await phone(page);
  const line = {
    id: mouse._id,
    title: mouse.name,
    image: mouse.images[0] ?? '',
    price: mouse.price,
    priceAfterDesc: mouse.priceAfterDiscount,
    productquantity: mouse.quantity,
    quantity: 1,
    color: mouse.color,
  };
  let cartKept = 0;
  for (let order = 0; order < ORDERS; order += 1) {
    // A fresh shopper each time (an account may hold only a few open orders), with one line in the cart.
    const { token, refreshToken, user } = await registerThroughApi(request);
    await storeOutsideTheShop(
      page,
      {
        authUser: token,
        refreshToken,
        User: JSON.stringify({ version: 1, data: user }),
        cart: JSON.stringify({ version: 1, data: [line] }),
      },
      true,
    );
    const place = await fillCheckout(page, 'en', arabicAddress);
    // The reload goes out the moment the shopper is told the order is placed: the confirmation's address. (The
    // moment its answer reaches the network is earlier than the page can act on it: a reload then leaves the cart
    // as it was, with its checkout key, so pressing again would land on the order placed: e2e/oneCartOneOrder.spec.ts
    // and the server's Idempotency-Key tests.)
    await pressThenReload(page, cdp, place, () => page.waitForURL((url) => url.pathname === '/order'));
    const orders = await request.get('/api/checkout/userOrders', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await orders.json()) as { data: Order[] }).data).toHaveLength(1);
    await expect(page.getByRole('main')).toBeVisible();
    const cart = await page.evaluate(() => localStorage.getItem('cart'));
    if (cart !== null) cartKept += 1;
  }
  expect(cartKept, `orders placed whose lines were still in the cart after the reload, of ${ORDERS}`).toBe(0);
});
