/*
 * At boot, asks RTK Query for the data the first screen will ask for, so it is on its way while the route's code and
 * the message catalogue load (instead of after them). Same endpoints and arguments as the screens, so the screens
 * find the request in flight or answered in the cache; nothing is fetched that the screen would not fetch. A product
 * page brings its product along: it goes straight into the cache.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import type { ProductDetail, ProductDetailResponse } from '../contract';
import { PAGE_DATA_ID } from '../contract/pageShells';
import { catalogueApi } from '../features/catalogue/catalogueApi';
import { selectChosenCategory } from '../features/catalogue/filtersSlice';

/**
 * The listing's query rules come with the listing screen's chunk (the same chunk by name; a listing page's HTML
 * preloads it), so the home screen's first load does not carry them.
 */
const loadListingQuery = () => import(/* webpackChunkName: "listing" */ '../features/catalogue/listingQuery');

const LISTING_PATHS = [paths.categories, '/categoriesname'];

/** What the prefetch needs of the app's store: its dispatch and the chosen category. */
export interface PrefetchStore {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => Parameters<typeof selectChosenCategory>[0];
}

/** Call after the persisted slices are back (the session's token and the language go with each request). */
export function prefetchFirstScreen(store: PrefetchStore, location: Pick<Location, 'pathname' | 'search'>) {
  const { dispatch } = store;
  const { pathname, search } = location;
  // The header's category links (and the category strip) are on every shop screen.
  void dispatch(catalogueApi.util.prefetch('getCategories', undefined, {}));
  if (pathname === paths.home) {
    void dispatch(catalogueApi.util.prefetch('getSpecialOffers', undefined, {}));
  } else if (LISTING_PATHS.some((path) => matchPath(path, pathname))) {
    void loadListingQuery().then(({ parseListingFilters, productQueryOf }) => {
      const filters = parseListingFilters(
        new URLSearchParams(search),
        selectChosenCategory(store.getState()).category,
      );
      void dispatch(catalogueApi.util.prefetch('getProducts', productQueryOf(filters), {}));
    });
  } else {
    const id = matchPath(paths.item(), pathname)?.params.id;
    if (!id) return;
    const product = pageProduct(id);
    // A product page carries the product (firstFrame/server): in the cache before the first render, no request.
    if (product)
      dispatch(
        catalogueApi.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: id, value: product }]),
      );
    else void dispatch(catalogueApi.util.prefetch('getProduct', id, {}));
  }
}

/** The product the page carries (GET /api/product/:id's answer), if it is this one; read once. */
function pageProduct(id: string): ProductDetail | undefined {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const { product } = JSON.parse(element.textContent ?? '') as Partial<ProductDetailResponse>;
    return product?._id === id ? product : undefined;
  } catch {
    return undefined;
  }
}
