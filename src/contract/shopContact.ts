// GET /api/shop/contact: how shoppers reach the shop, from its settings (SHOP_PHONE, SHOP_EMAIL, SHOP_WHATSAPP,
// SHOP_ADDRESS, SHOP_ADDRESS_AR); the contact page and the footer show it.
import type { Static } from 'typebox';
import type { ShopContactShape } from './shapes';

export const SHOP_CONTACT_PATH = '/shop/contact';

export type ShopContact = Static<typeof ShopContactShape>;

/** The tel: address of a phone written for people. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
/** WhatsApp's chat address for a number in international digits. */
export const whatsappHref = (digits: string) => `https://wa.me/${digits}`;
