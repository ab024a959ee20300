// Favourites are stored as whole product objects; these turn a product into what is stored, and a stored value
// (possibly written by an older shop, with fields missing) back into a product a card can show.
import type { Product } from '../../contract/types';
import type { FavouriteProduct } from './favouritesSlice';

/** The product without what only the detail page carries (reviews, related products), which would bloat storage. */
export function toFavourite(product: Product): FavouriteProduct {
  const {
    reviews: _reviews,
    relatedProducts: _related,
    ...rest
  } = product as Product & {
    reviews?: unknown;
    relatedProducts?: unknown;
  };
  return rest;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function fromFavourite(stored: FavouriteProduct): Product {
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
