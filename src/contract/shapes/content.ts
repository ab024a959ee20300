// The shop's public pages' shapes: how to reach the shop (GET /api/shop/contact), a message from the Contact page
// (POST /api/contact) and a newsletter sign-up (POST /api/subscribe). The contract's yup schemas give the bodies'
// rules and messages.
import { Type } from 'typebox';
import { bool, Loose, str } from './kit';

export const ShopContactShape = Type.Object({
  /** As written for people, e.g. '+20 2 2525 0000'; a tel: link drops the spaces. */
  phone: str,
  email: str,
  /** International digits only (wa.me's form), e.g. '201012345678'. */
  whatsapp: str,
  address: str,
  addressAr: str,
  /** True while any of the settings is unset and its sample shows: the shop then says the details are samples. */
  sample: bool,
});

/** POST /contact ('fisrtname' is spelt so on the wire). */
export const ContactRequestShape = Loose({ fisrtname: str, lastname: str, email: str, message: str });

/** POST /subscribe */
export const SubscribeRequestShape = Loose({ email: str });
