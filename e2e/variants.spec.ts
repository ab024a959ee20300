// Buying one variant of a phone, in both languages on a phone's screen: the choice changes the price, the photo and the
// address; the cart line and the order name it; that variant's stock alone falls. A sold-out variant cannot be added
// and promises no delivery date.
import type { APIRequestContext } from '@playwright/test';
import { unitPrice, type ProductDetail } from '../src/contract';
import { arabicAddress, checkOut } from './support/checkout';
import { cartCount, chooseOption, egp, productDetail, t, variantOf } from './support/catalogue';
import { expectNoSeriousAxe, pageWidth } from './support/layout';
import { registerThroughApi, signInBrowser } from './support/shop';
import { expect, test } from './support/test';

const phone = (request: APIRequestContext): Promise<ProductDetail> =>
  productDetail(request, 'Nova Phone 16 Pro');

for (const lang of ['en', 'ar'] as const) {
  test.describe(`a phone in several variants at 390 px (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test(`512 GB Blue: its price, photo and address; its cart line and order; its stock alone falls (${lang})`, async ({
      page,
      request,
    }) => {
      await signInBrowser(page, await registerThroughApi(request));
      const product = await phone(request);
      const blue = variantOf(product, '512 GB', 'Blue');
      const name = lang === 'ar' ? product.nameAr : product.name;
      await page.goto(`/item/${product._id}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

      await chooseOption(page, product, lang, 0, '512 GB');
      await chooseOption(page, product, lang, 1, 'Blue');
      await expect(page).toHaveURL(new RegExp(`[?&]variant=${blue.sku}(&|$)`));
      await expect(
        page
          .getByRole('main')
          .getByText(egp(lang, unitPrice(blue)))
          .first(),
      ).toBeVisible();
      await expect(page.locator(`main img[src*="nova-phone-16-pro-blue"]`).first()).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await expectNoSeriousAxe(page, `variant picker ${lang} at 390`);

      const others = await Promise.all(
        product.variants.filter((v) => v._id !== blue._id).map(async (v) => [v._id, v.quantity] as const),
      );
      await page
        .getByRole('button', { name: t(lang, 'cart.control.addNamed', { name }), exact: true })
        .first()
        .click();
      await expect(cartCount(page, lang, 1)).toBeVisible();

      await page.goto(`/cart?lang=${lang}`);
      const words = lang === 'ar' ? '512 جيجابايت · أزرق' : '512 GB · Blue';
      await expect(page.getByRole('main').getByText(words).first()).toBeVisible();

      await checkOut(page, lang, arabicAddress);
      await expect(page.getByText(words).first()).toBeVisible();
      const after = await phone(request);
      expect(variantOf(after, '512 GB', 'Blue').quantity).toBe(blue.quantity - 1);
      for (const [id, quantity] of others)
        expect(after.variants.find((v) => v._id === id)!.quantity, `variant ${id}`).toBe(quantity);
    });

    test(`a sold-out variant is shown as such and cannot be added (${lang})`, async ({ page, request }) => {
      const product = await phone(request);
      const soldOut = product.variants.find((v) => v.quantity === 0)!;
      await page.goto(`/item/${product._id}?lang=${lang}&variant=${soldOut.sku}`);
      const group = product.options[0]!;
      const value = group.values.find((v) => v.value === soldOut.optionValues[0])!;
      const radio = page
        .getByRole('radiogroup', { name: lang === 'ar' ? group.nameAr : group.name })
        .getByRole('radio', { name: lang === 'ar' ? value.valueAr : value.value, exact: true });
      await expect(radio).toBeChecked({ timeout: 30_000 });
      await expect(page.getByText(t(lang, 'product.stock.out')).first()).toBeVisible();
      // No delivery date is promised for it.
      await expect(page.getByText(t(lang, 'product.delivery.soldOut'))).toBeVisible();
      await expect(page.getByRole('combobox', { name: t(lang, 'product.delivery.label') })).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: t(lang, 'cart.control.outOfStock') }).first(),
      ).toBeDisabled();
    });
  });
}
