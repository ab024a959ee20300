/*
 * The controls other features put on the catalogue's products (the context is features/catalogue/productControls.ts): the cart's
 * add-to-cart control, checkout's choice of an instalment plan, the favourites' heart, the reviews' form and the recently viewed products. Every screen that shows product cards or a
 * product gets them here; the route table loads this module with each such screen's own chunk.
 */
import { lazy, type ComponentType } from 'react';
import { AddToCartControl } from '../features/cart/components/AddToCartControl';
import { FavouriteToggle } from '../features/favourites/components/FavouriteToggle';
import { RecentlyViewed } from '../features/recentlyViewed/RecentlyViewed';
import { ChoosePlanControl } from '../features/orders/components/ChoosePlanControl';
import { ProductControlsContext, type ProductControls } from '../features/catalogue/productControls';

/*
 * The review form (Formik, yup and the review schema: about half of the product screen's code) is shown only in the
 * Reviews tab, and only to a buyer with a completed order: it loads on its own, when the browser is idle after the
 * product is shown (so it is there when the tab is opened), or at once if the tab is opened first.
 */
const loadReviewForm = () => import(/* webpackChunkName: "review-form" */ '../features/reviews/ReviewForm');

export const productControls: ProductControls = {
  Favourite: FavouriteToggle,
  AddToCart: AddToCartControl,
  ChoosePlan: ChoosePlanControl,
  ReviewForm: lazy(loadReviewForm),
  preloadReviewForm: loadReviewForm,
  RecentlyViewed,
};

/** The screen, with the product controls given to every product it shows. */
export function withProductControls<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithProductControls(props: P) {
    return (
      <ProductControlsContext.Provider value={productControls}>
        <Screen {...props} />
      </ProductControlsContext.Provider>
    );
  }
  WithProductControls.displayName = `WithProductControls(${Screen.displayName ?? Screen.name})`;
  return WithProductControls;
}
