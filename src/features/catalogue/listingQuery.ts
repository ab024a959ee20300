// The listing's filters as they live in the address bar (so a listing can be shared and Back works), and their
// mapping to GET /product. The URL uses the API's own parameter names.
import {
  FILTER_GROUPS,
  LISTING_SORTS,
  LIST_LIMIT_DEFAULT,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  RAM_ALIASES,
  type Category,
  type FilterGroup,
  type FilterKey,
  type ListingSort,
  type ProductListQuery,
  type SpecValues,
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
  /** A brand's (English) name; null = every brand. */
  brand: string | null;
  /** A colour's (English) name; null = every colour. */
  color: string | null;
  lowestPrice: number;
  highestPrice: number;
  /** The order (featured, the default, is the catalogue's own). */
  sort: ListingSort;
  page: number;
}

export const defaultListingFilters: ListingFilters = {
  category: null,
  cpu: null,
  ram: null,
  storage: null,
  display: null,
  brand: null,
  color: null,
  lowestPrice: PRICE_MIN,
  highestPrice: PRICE_MAX,
  sort: 'featured',
  page: 1,
};

/** The `sort` of a query string: one of the API's sorts, else featured. */
export function sortParam(params: URLSearchParams): ListingSort {
  const value = params.get('sort');
  return LISTING_SORTS.find((sort) => sort === value) ?? 'featured';
}

/** /search's term, page and order as its query asks for them (SearchScreen; the first screen's prefetch). */
export function searchQueryOf(params: URLSearchParams) {
  const term = (params.get('search') ?? '').trim();
  const page = Math.max(1, Math.round(Number(params.get('page') ?? '1')) || 1);
  const sort = sortParam(params);
  return { search: term, page, limit: LIST_LIMIT_DEFAULT, ...(sort === 'featured' ? {} : { sort }) };
}

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
    brand: text('brand'),
    color: text('color'),
    lowestPrice,
    highestPrice: intParam(params, 'highestPrice', PRICE_MAX, lowestPrice, PRICE_MAX),
    sort: sortParam(params),
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
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.color) params.set('color', filters.color);
  if (filters.lowestPrice !== PRICE_MIN) params.set('lowestPrice', String(filters.lowestPrice));
  if (filters.highestPrice !== PRICE_MAX) params.set('highestPrice', String(filters.highestPrice));
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
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
  if (filters.sort !== 'featured') query.sort = filters.sort;
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  if (filters.brand) query.brand = filters.brand;
  if (filters.color) query.color = filters.color;
  return query;
}

/** The filter groups shown for a category (by slug; null = All shows the groups that apply to every line). */
export function filterGroupsFor(slug: string | null): FilterGroup[] {
  return FILTER_GROUPS.filter(
    (group) => group.appliesTo === 'all' || (slug !== null && group.appliesTo.some((s) => s === slug)),
  );
}

/**
 * The values a filter group offers: those the products in view have (the API's specValues), known ones in the
 * group's own order, others (a phone's chip) after them. A value already chosen stays offered, so it can be seen
 * and undone.
 */
export function offeredValues(group: FilterGroup, specValues: SpecValues, chosen: string | null): string[] {
  const have = new Set(specValues[group.param]);
  if (chosen) have.add(chosen);
  const known = group.values.filter((value) => have.has(value));
  const others = [...have].filter((value) => !group.values.includes(value)).sort();
  return [...known, ...others];
}

/** The price slider for the products in view: whole steps around their lowest and highest price. */
export interface PriceScale {
  min: number;
  max: number;
  step: number;
}

/** A step of 1, 2 or 5 times a power of ten that cuts `span` into about 100 steps at most (1 at least). */
export function priceStepFor(span: number): number {
  const rough = Math.max(1, span / 100);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough) ?? 10 * power;
}

/**
 * The slider's scale for the API's price range of the products in view (whatever the price bounds chosen), or
 * the spec's 0 to 1,000,000 by 100 while it is unknown or nothing matches.
 */
export function priceScaleOf(range: { min: number; max: number } | undefined): PriceScale {
  if (!range) return { min: PRICE_MIN, max: PRICE_MAX, step: PRICE_STEP };
  const step = priceStepFor(range.max - range.min);
  const min = Math.floor(range.min / step) * step;
  const max = Math.max(Math.ceil(range.max / step) * step, min + step);
  return { min, max, step };
}

/**
 * A change of category keeps only the filters that still apply (display sizes belong to a line), lets go of the
 * price bounds (the price range is the new category's) and, like every filter change, goes back to page 1.
 */
export function withCategory(filters: ListingFilters, category: Category | null): ListingFilters {
  const groups = filterGroupsFor(category?.slug ?? null);
  const next: ListingFilters = {
    ...filters,
    category: category?._id ?? null,
    lowestPrice: PRICE_MIN,
    highestPrice: PRICE_MAX,
    page: 1,
  };
  for (const key of FILTER_KEYS) {
    const value = next[key];
    if (value && !groups.some((group) => group.param === key && group.values.includes(value)))
      next[key] = null;
  }
  return next;
}
