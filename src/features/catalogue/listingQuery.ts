// The listing's filters as they live in the address bar (so a listing can be shared and Back works), and their
// mapping to GET /product. The URL uses the API's own parameter names.
import {
  FILTER_GROUPS,
  LIST_LIMIT_DEFAULT,
  PRICE_MAX,
  PRICE_MIN,
  RAM_ALIASES,
  type Category,
  type FilterGroup,
  type FilterKey,
  type ProductListQuery,
} from '../../contract';

export const LISTING_DEBOUNCE_MS = 500;
export const FILTER_KEYS: readonly FilterKey[] = ['cpu', 'ram', 'storage', 'display'];

export interface ListingFilters {
  /** Category id; null = All. */
  category: string | null;
  cpu: string | null;
  ram: string | null;
  storage: string | null;
  display: string | null;
  lowestPrice: number;
  highestPrice: number;
  page: number;
}

export const defaultListingFilters: ListingFilters = {
  category: null,
  cpu: null,
  ram: null,
  storage: null,
  display: null,
  lowestPrice: PRICE_MIN,
  highestPrice: PRICE_MAX,
  page: 1,
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

function intParam(params: URLSearchParams, key: string, fallback: number, min: number, max: number) {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Math.round(Number(raw));
  return Number.isFinite(value) ? clamp(value, min, max) : fallback;
}

/** Reads the filters from the query string; unknown or out-of-range values fall back to the defaults. */
export function parseListingFilters(params: URLSearchParams, storedCategory: string | null): ListingFilters {
  const text = (key: string) => {
    const value = params.get(key)?.trim();
    return value ? value : null;
  };
  const ram = text('ram');
  const lowestPrice = intParam(params, 'lowestPrice', PRICE_MIN, PRICE_MIN, PRICE_MAX);
  return {
    category: text('category') ?? storedCategory,
    cpu: text('cpu'),
    ram: ram === null ? null : (RAM_ALIASES[ram] ?? ram),
    storage: text('storage'),
    display: text('display'),
    lowestPrice,
    highestPrice: intParam(params, 'highestPrice', PRICE_MAX, lowestPrice, PRICE_MAX),
    page: intParam(params, 'page', 1, 1, Number.MAX_SAFE_INTEGER),
  };
}

/** The query string for a set of filters: only what differs from the defaults. */
export function listingSearchParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.lowestPrice !== PRICE_MIN) params.set('lowestPrice', String(filters.lowestPrice));
  if (filters.highestPrice !== PRICE_MAX) params.set('highestPrice', String(filters.highestPrice));
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}

/** GET /product's query for the filters. */
export function productQueryOf(filters: ListingFilters): ProductListQuery {
  const query: ProductListQuery = {
    lowestPrice: filters.lowestPrice,
    highestPrice: filters.highestPrice,
    page: filters.page,
    limit: LIST_LIMIT_DEFAULT,
  };
  if (filters.category) query.category = filters.category;
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}

/** The filter groups shown for a category (by slug; null = All shows the groups that apply to every line). */
export function filterGroupsFor(slug: string | null): FilterGroup[] {
  return FILTER_GROUPS.filter(
    (group) => group.appliesTo === 'all' || (slug !== null && group.appliesTo.some((s) => s === slug)),
  );
}

/**
 * A change of category keeps only the filters that still apply (display sizes belong to a line) and, like every
 * filter change, goes back to page 1.
 */
export function withCategory(filters: ListingFilters, category: Category | null): ListingFilters {
  const groups = filterGroupsFor(category?.slug ?? null);
  const next: ListingFilters = { ...filters, category: category?._id ?? null, page: 1 };
  for (const key of FILTER_KEYS) {
    const value = next[key];
    if (value && !groups.some((group) => group.param === key && group.values.includes(value)))
      next[key] = null;
  }
  return next;
}
