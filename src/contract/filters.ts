// The listing's filter groups (spec section 3): their values, the query parameter each feeds, where each applies.

/** Category slugs of the seeded catalogue; filter groups name the ones they apply to. */
export const CATEGORY_SLUGS = [
  'professional-laptop',
  'air-laptop',
  'all-in-one-desktop',
  'studio-desktop',
  'mini-desktop',
  'accessories',
  'phones',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const CPU_VALUES = [
  'Intel Core i3',
  'Intel Core i5',
  'Intel Core i7',
  'Intel Core i9',
  'M1',
  'M2',
  'M3',
  'M4',
] as const;
/** The spec shows '265 GB'; we show and match '256 GB' (see docs/decisions.md). */
export const RAM_VALUES = ['8 GB', '16 GB', '32 GB', '64 GB', '128 GB', '256 GB'] as const;
export const RAM_ALIASES: Readonly<Record<string, string>> = { '265 GB': '256 GB' };
export const STORAGE_VALUES = [
  '128 GB',
  '256 GB',
  '512 GB',
  '1 TB',
  '2 TB',
  '4 TB',
  '8 TB',
  '16 TB',
] as const;
export const INCH_VALUES = ['21.5-inch', '24-inch', '27-inch'] as const;
export const DISPLAY_VALUES = ['11.6-inch', '13.3-inch', '15-inch', '16-inch'] as const;

export type FilterKey = 'cpu' | 'ram' | 'storage' | 'display';
export interface FilterGroup {
  /** Message id of the group label. */
  readonly id: 'cpu' | 'ram' | 'storage' | 'inch' | 'display';
  /** The query parameter of GET /product it feeds (inch and display both feed `display`). */
  readonly param: FilterKey;
  readonly values: readonly string[];
  /** 'all', or the category slugs for which the group is shown. */
  readonly appliesTo: 'all' | readonly CategorySlug[];
}
export const FILTER_GROUPS: readonly FilterGroup[] = [
  { id: 'cpu', param: 'cpu', values: CPU_VALUES, appliesTo: 'all' },
  { id: 'ram', param: 'ram', values: RAM_VALUES, appliesTo: 'all' },
  { id: 'storage', param: 'storage', values: STORAGE_VALUES, appliesTo: 'all' },
  { id: 'inch', param: 'display', values: INCH_VALUES, appliesTo: ['all-in-one-desktop'] },
  {
    id: 'display',
    param: 'display',
    values: DISPLAY_VALUES,
    appliesTo: ['professional-laptop', 'air-laptop'],
  },
];

/**
 * The orders a listing or search can be sorted in (GET /product `sort`): featured is the catalogue's own order (a
 * search's best match), the prices are what a shopper pays (the price after discount when there is one), newest
 * is the latest added first.
 */
export const LISTING_SORTS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The spec values the products of a listing's category (or the whole catalogue) have, per filter parameter. */
export type SpecValues = Record<FilterKey, string[]>;
