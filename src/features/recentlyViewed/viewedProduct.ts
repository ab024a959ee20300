// What is stored of a viewed product (enough for a card, not the detail page's reviews, related products, specs or
// descriptions, which would bloat storage), and a stored one (possibly with fields missing) back into a Product.
import type { Product } from '../../contract/types';
import { productFromStored } from '../../contract/storedProduct';
import type { ViewedProduct } from './recentlyViewedSlice';

export function toViewed(product: Product): ViewedProduct {
  const {
    reviews: _reviews,
    relatedProducts: _related,
    specs: _specs,
    description: _description,
    descriptionAr: _descriptionAr,
    ...rest
  } = product as Product & { reviews?: unknown; relatedProducts?: unknown };
  return rest;
}

/** A stored viewed product back into a product a card can show. */
export const fromViewed = (stored: ViewedProduct): Product => productFromStored(stored);
