// Favourites are stored as whole product objects; these turn a product into what is stored, and a stored value
// (possibly written by an older shop, with fields missing) back into a product a card can show.
import type { Product } from '../../contract/types';
import { productFromStored } from '../../contract/storedProduct';
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

/** A stored favourite back into a product a card can show. */
export const fromFavourite = (stored: FavouriteProduct): Product => productFromStored(stored);
