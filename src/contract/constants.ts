// Business constants shared by the SPA and the API server (spec sections 3, 5 and 9).

export const DELIVERY_FEE = 100;
/** An order's total (EGP): its lines' subtotal and the delivery fee. What the summaries show and checkout charges. */
export const orderTotal = (subtotal: number) => subtotal + DELIVERY_FEE;
/** The largest order total a checkout request may name (EGP): the orders table's integer column. */
export const CHECKOUT_TOTAL_MAX = 2_147_483_647;
/** A cart's most lines, and a line's most units (POST /cart). */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 1000;
export const CURRENCY = 'EGP';

export * from './orders';
export * from './accountRules';
// The listing's filter values live apart, so that the shell's first load (which reads prices) does not carry them.
export * from './filters';

/** Specials allowed (and one required) in a password. */
export const PASSWORD_SPECIALS = '@$!%*?&_';
export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const ADDRESS_FIELD_MAX = 50;
export const ADDRESS_SHORT_FIELD_MAX = 5;
/**
 * Character classes of the checkout address (spec section 5, with the deliberate fix of issue 42: real Egyptian
 * addresses have digits in city names, letters in unit numbers and the Arabic comma): the form's keystroke filters let
 * only these through (src/features/orders/addressFilters.ts) and the contract's schemas (schemas.ts) refuse anything
 * else, so the server holds the same rule. Arabic letters are U+0621–U+063A and U+0641–U+064A (no tatweel);
 * Arabic-Indic digits U+0660–U+0669; the Arabic comma is U+060C. Inside `[…]` as written.
 */
const LETTERS = 'A-Za-z\u0621-\u063A\u0641-\u064A';
const DIGITS = '0-9\u0660-\u0669';
export const ADDRESS_CHARS = {
  letters: LETTERS,
  /** A city or district, from the list or the shopper's own: "6th of October", "Bir al-Abd", "El Sheikh's". */
  city: `${LETTERS}${DIGITS} \\-'.,\u060C`,
  /** Street and building: "شارع ٩، الحي الثاني", "B-7/أ". */
  street: `${LETTERS}${DIGITS} \\-'.,\u060C/`,
  /** Floor and apartment: "12B", "G", "أ٢". */
  unit: `${LETTERS}${DIGITS}`,
  digits: DIGITS,
} as const;
export const NOTE_MAX = 50;
export const REVIEW_CONTENT_MIN = 20;
export const REVIEW_CONTENT_MAX = 2000;
export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MAX = 2000;
export const EMAIL_MAX = 254;
export const RATING_MIN = 0;
export const RATING_MAX = 5;

export const RELATED_PRODUCTS_LIMIT = 7;
export const LIST_LIMIT_DEFAULT = 10;
export const LIST_LIMIT_MAX = 100;
export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 100;

/** True when the spec's discount rule applies (shown only when 0 < priceAfterDiscount < price). */
export function hasDiscount(p: { price: number; priceAfterDiscount: number }): boolean {
  return p.priceAfterDiscount > 0 && p.priceAfterDiscount < p.price;
}
/** The price a shopper pays for one unit. */
export function unitPrice(p: { price: number; priceAfterDiscount: number }): number {
  return hasDiscount(p) ? p.priceAfterDiscount : p.price;
}
/** Whole-number percent off, as 'N % OFF' shows it. */
export function discountPercent(p: { price: number; priceAfterDiscount: number }): number {
  return hasDiscount(p) ? Math.round(((p.price - p.priceAfterDiscount) / p.price) * 100) : 0;
}

/** At or below this many units the product page says 'Only N left' instead of 'In stock'. */
export const LOW_STOCK = 5;
