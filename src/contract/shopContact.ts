// GET /api/shop/contact: how shoppers reach the shop, from its settings (SHOP_PHONE, SHOP_EMAIL, SHOP_WHATSAPP,
// SHOP_ADDRESS, SHOP_ADDRESS_AR); the contact page and the footer show it.
export const SHOP_CONTACT_PATH = '/shop/contact';

export interface ShopContact {
  /** As written for people, e.g. '+20 2 2525 0000'; a tel: link drops the spaces. */
  phone: string;
  email: string;
  /** International digits only (wa.me's form), e.g. '201012345678'. */
  whatsapp: string;
  address: string;
  addressAr: string;
  /** True while any of the settings is unset and its sample shows: the shop then says the details are samples. */
  sample: boolean;
}

/** The tel: address of a phone written for people. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
/** WhatsApp's chat address for a number in international digits. */
export const whatsappHref = (digits: string) => `https://wa.me/${digits}`;
