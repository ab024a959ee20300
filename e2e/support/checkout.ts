// The checkout form as a shopper fills it, for the journeys: an Egyptian address (Arabic by default), cash on
// delivery, and a double press of "Place order" that must still make one order.
import type { Page } from '@playwright/test';
import type { Product } from '../../src/contract/types';
import type { CartItem } from '../../src/features/cart/cartSlice';
import { expect } from './test';
import { t, type Lang } from './catalogue';

/** A name that starts with `text` (a field's label is followed by its hint or a required mark). */
export const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export interface AddressInput {
  governorate: string;
  governorateShown: string;
  city: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  note: string;
}

export const arabicAddress: AddressInput = {
  governorate: 'الجيزة',
  governorateShown: 'Giza',
  city: 'الدقي',
  street: 'شارع التحرير ١٢',
  building: 'برج النيل ٧',
  floor: '٣',
  apartment: '١٢',
  note: 'اتصل قبل التوصيل',
};

/** Opens the checkout and fills its form (cash on delivery checked); returns the Place order button. */
export async function fillCheckout(page: Page, lang: Lang, address: AddressInput) {
  await page.goto(`/Checkout?lang=${lang}`);
  const field = (id: string) => page.getByRole('textbox', { name: startsWith(t(lang, id)) });
  const government = page.getByRole('combobox', { name: t(lang, 'checkout.field.government') });
  await government.fill(address.governorate);
  await page
    .getByRole('option', { name: lang === 'ar' ? address.governorate : address.governorateShown })
    .click();
  // The city suggests the governorate's cities (an <input list>, a combobox) and takes the shopper's own.
  await page.getByRole('combobox', { name: startsWith(t(lang, 'checkout.field.city')) }).fill(address.city);
  await field('checkout.field.street').fill(address.street);
  await field('checkout.field.building').fill(address.building);
  await field('checkout.field.floor').fill(address.floor);
  await field('checkout.field.apartment').fill(address.apartment);
  await field('checkout.field.note').fill(address.note);
  await expect(page.getByRole('radio', { name: t(lang, 'checkout.payment.cashOnDelivery') })).toBeChecked();
  return page.getByRole('button', { name: t(lang, 'checkout.placeOrder') });
}

/** Fills the checkout form and places the order; returns the order id from the Track link. */
export async function checkOut(page: Page, lang: Lang, address: AddressInput) {
  const place = await fillCheckout(page, lang, address);
  // A double press must still make one order.
  await place.dblclick();
  await expect(page).toHaveURL(/\/order$/);
  const track = page.getByRole('link', { name: t(lang, 'order.track') });
  const href = await track.getAttribute('href');
  const id = href?.split('/').pop();
  if (!id) throw new Error('no order id on the confirmation');
  return { id, track };
}

/**
 * Puts a cart of one line into localStorage in the stored format before the page's next load, once per tab (so it does
 * not come back after checkout). `checkoutKey`: the key a cart takes with its
 * first line in the shop; without it the cart is one stored before carts had keys, which takes one at Place Order.
 */
export async function seedCart(page: Page, product: Product, quantity: number, checkoutKey?: string) {
  const item: CartItem = {
    id: product._id,
    title: product.name,
    image: product.images[0] ?? '',
    price: product.price,
    priceAfterDesc: product.priceAfterDiscount,
    productquantity: product.quantity,
    quantity,
    color: product.color,
  };
  await page.addInitScript(
    (stored) => {
      if (window !== window.top) return; // not inside embedded frames such as the footer map
      if (sessionStorage.getItem('e2e.cartSeeded')) return;
      sessionStorage.setItem('e2e.cartSeeded', '1');
      localStorage.setItem('cart', stored.cart);
      if (stored.checkoutKey) localStorage.setItem('checkoutKey', stored.checkoutKey);
    },
    { cart: JSON.stringify({ version: 1, data: [item] }), checkoutKey },
  );
}
