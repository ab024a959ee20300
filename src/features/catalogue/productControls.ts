/*
 * What other features put on a product card and on the product screen: the favourite heart, the add-to-cart control,
 * an instalment plan's choice, the review form and the recently viewed products. The catalogue shows products; the app (which composes the features) gives it these controls
 * through this context, so the catalogue imports no other feature. Without a provider a product shows none.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { LineVariant, Product, Review } from '../../contract';

export interface ProductControls {
  Favourite: ComponentType<{ product: Product }>;
  /**
   * With `variant` (the product page's choice of a product that comes in several), for that variant: `product`
   * then carries the variant's price, stock, photos and colour.
   */
  AddToCart: ComponentType<{ product: Product; variant?: LineVariant }>;
  /** Beside a plan of the product page's instalment table: buy the product (or `variant`) with that plan (`months`). */
  ChoosePlan: ComponentType<{ product: Product; variant?: LineVariant; months: number }>;
  /** Lazy: rendered under a Suspense boundary on the product screen's reviews tab. */
  ReviewForm: ComponentType<{ productId: string; reviews?: Review[] }>;
  /** Loads the review form's code ahead of the reviews tab (the product screen calls it when idle). */
  preloadReviewForm: () => Promise<unknown>;
  /** The recently viewed products; given `current`, that product is recorded as viewed and left out. */
  RecentlyViewed: ComponentType<{ current?: Product; exclude?: readonly string[] }>;
}

const Nothing = () => null;
export const noProductControls: ProductControls = {
  Favourite: Nothing,
  AddToCart: Nothing,
  ChoosePlan: Nothing,
  ReviewForm: Nothing,
  preloadReviewForm: () => Promise.resolve(),
  RecentlyViewed: Nothing,
};

export const ProductControlsContext = createContext<ProductControls>(noProductControls);
export const useProductControls = () => useContext(ProductControlsContext);
