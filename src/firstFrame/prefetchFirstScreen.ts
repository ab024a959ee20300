/*
 * The first screen's data: asked of RTK Query before the screen exists, with the same endpoints and arguments as the
 * screens, so the screens find the request in flight or answered in the cache; nothing is fetched that the screen
 * would not fetch. The server runs it to render a page's first frame with its data (./renderFrame.tsx) and puts the
 * answers in the page; the browser's boot (src/main.tsx) puts them in its cache (takePageData) and runs it again,
 * which then asks only for what the page did not carry.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { PAGE_DATA_ID, type PageQuery } from '../contract/pageShells';
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

/**
 * Asks for the data of the screen at `location`; resolves once every request is on its way. Call after the persisted
 * slices are back (the session's token and the language go with each request).
 */
export async function prefetchFirstScreen(
  store: PrefetchStore,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const { dispatch } = store;
  const { pathname, search } = location;
  const prefetch = catalogueApi.util.prefetch;
  // The header's category links (and the category strip) are on every shop screen.
  void dispatch(prefetch('getCategories', undefined, {}));
  if (pathname === paths.home) {
    void dispatch(prefetch('getSpecialOffers', undefined, {}));
  } else if (LISTING_PATHS.some((path) => matchPath(path, pathname))) {
    const { parseListingFilters, productQueryOf } = await loadListingQuery();
    const filters = parseListingFilters(
      new URLSearchParams(search),
      selectChosenCategory(store.getState()).category,
    );
    void dispatch(prefetch('getProducts', productQueryOf(filters), {}));
  } else if (matchPath(paths.search(), pathname)) {
    const { searchQueryOf } = await loadListingQuery();
    const query = searchQueryOf(new URLSearchParams(search));
    if (query.search !== '') void dispatch(prefetch('searchProducts', query, {}));
  } else {
    const id = matchPath(paths.item(), pathname)?.params.id;
    if (id) void dispatch(prefetch('getProduct', id, {}));
  }
}

/**
 * The answers a server-rendered page carries (its first frame's data): into the cache before the first render, so
 * the screens render them without asking. Read once.
 */
export function takePageData(dispatch: PrefetchStore['dispatch']) {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  let queries: PageQuery[];
  try {
    queries = (JSON.parse(element.textContent ?? '') as { queries: PageQuery[] }).queries;
  } catch {
    return;
  }
  if (!Array.isArray(queries) || queries.length === 0) return;
  dispatch(
    catalogueApi.util.upsertQueryEntries(
      queries as Parameters<typeof catalogueApi.util.upsertQueryEntries>[0],
    ),
  );
}
