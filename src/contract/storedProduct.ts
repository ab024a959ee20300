// A product as the browser stores it (favourites, recently viewed) and read back: a stored value may have been
// written by an older shop, with fields missing or of another type, so every field a card shows is checked and a
// missing one is empty. Each feature stores less than a Product (no reviews or related products).
import type { Product } from './types';

/** A stored product: its id and name, and any other field of a Product, possibly missing. */
export interface StoredProduct {
  _id: string;
  name: string;
  [field: string]: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A product a card can show from a stored value. */
export function productFromStored(stored: StoredProduct): Product {
  const category = (
    typeof stored.category === 'object' && stored.category !== null ? stored.category : {}
  ) as Partial<Product['category']> | Record<string, never>;
  return {
    _id: stored._id,
    name: stored.name,
    nameAr: text(stored.nameAr),
    description: text(stored.description),
    descriptionAr: text(stored.descriptionAr),
    price: whole(stored.price),
    priceAfterDiscount: whole(stored.priceAfterDiscount),
    quantity: whole(stored.quantity),
    images: Array.isArray(stored.images)
      ? stored.images.filter((src): src is string => typeof src === 'string')
      : [],
    color: text(stored.color),
    colorAr: text(stored.colorAr),
    warrantyMonths: whole(stored.warrantyMonths),
    category: {
      _id: text(category._id),
      slug: text(category.slug),
      name: text(category.name),
      nameAr: text(category.nameAr),
    },
    specs: Array.isArray(stored.specs) ? (stored.specs as Product['specs']) : [],
    ratingsAverage: whole(stored.ratingsAverage),
    ratingsQuantity: whole(stored.ratingsQuantity),
    createdAt: text(stored.createdAt),
  };
}
