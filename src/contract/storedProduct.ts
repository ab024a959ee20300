// A product as the browser stores it (favourites, recently viewed) and read back: a stored value may have been
// written by an older shop, with fields missing or of another type. What a product card shows and its controls use
// is checked, a missing or mistyped one made empty; every other field is kept as stored, so a field the shop adds
// to its products needs nothing here until a card shows it. Each feature stores less than a Product (no reviews or
// related products).
import type { Product } from './types';

/** A stored product: its id and name, and any other field of a Product, possibly missing. */
export interface StoredProduct {
  _id: string;
  name: string;
  [field: string]: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];

/** The fields a card reads (ProductCard, its price, badge and controls), each with how a stored value is read. */
const CARD_FIELDS = {
  nameAr: text,
  price: whole,
  priceAfterDiscount: whole,
  quantity: whole,
  images: texts,
  color: text,
  ratingsAverage: whole,
  ratingsQuantity: whole,
} satisfies { [Field in keyof Product]?: (value: unknown) => Product[Field] };

/** A product a card can show from a stored value (the fields a card does not read are as stored, maybe missing). */
export function productFromStored(stored: StoredProduct): Product {
  const card = Object.fromEntries(
    Object.entries(CARD_FIELDS).map(([field, read]) => [field, read(stored[field])]),
  );
  return { ...stored, ...card, _id: stored._id, name: stored.name } as unknown as Product;
}
