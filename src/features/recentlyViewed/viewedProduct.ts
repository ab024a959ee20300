// What is stored of a viewed product (enough for a card, not the detail page's reviews, related products, specs or
// descriptions, which would bloat storage), and a stored one (possibly with fields missing) back into a Product.
import type { Product } from '../../contract/types';
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

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function fromViewed(stored: ViewedProduct): Product {
  const category = (
    typeof stored.category === 'object' && stored.category !== null ? stored.category : {}
  ) as Partial<Product['category']>;
  return {
    ...(stored as Partial<Product>),
    _id: stored._id,
    name: stored.name,
    nameAr: text(stored.nameAr),
    description: '',
    descriptionAr: '',
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
    specs: [],
    ratingsAverage: whole(stored.ratingsAverage),
    ratingsQuantity: whole(stored.ratingsQuantity),
    createdAt: text(stored.createdAt),
  };
}
