/*
 * At boot, asks RTK Query for the data the first screen will ask for, so it is on its way while the route's code and
 * the message catalogue load (instead of after them). Same endpoints and arguments as the screens, so the screens
 * find the request in flight or answered in the cache; nothing is fetched that the screen would not fetch.
 */
import { matchPath } from 'react-router';
import type { AppStore } from '../../app/store';
import { paths } from '../../app/paths';
import { catalogApi } from './catalogApi';
import { selectChosenCategory } from './filtersSlice';
import { parseListingFilters, productQueryOf } from './listingQuery';

const LISTING_PATHS = [paths.categories, '/categoriesname'];

/** Call after the persisted slices are back (the session's token and the language go with each request). */
export function prefetchFirstScreen(store: AppStore, location: Pick<Location, 'pathname' | 'search'>) {
  const { dispatch } = store;
  const { pathname, search } = location;
  // The header's category links (and the category strip) are on every shop screen.
  void dispatch(catalogApi.util.prefetch('getCategories', undefined, {}));
  if (pathname === paths.home) {
    void dispatch(catalogApi.util.prefetch('getSpecialOffers', undefined, {}));
  } else if (LISTING_PATHS.some((path) => matchPath(path, pathname))) {
    const filters = parseListingFilters(
      new URLSearchParams(search),
      selectChosenCategory(store.getState()).category,
    );
    void dispatch(catalogApi.util.prefetch('getProducts', productQueryOf(filters), {}));
  } else {
    const id = matchPath(paths.item(), pathname)?.params.id;
    if (id) void dispatch(catalogApi.util.prefetch('getProduct', id, {}));
  }
}
