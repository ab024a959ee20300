// The search's contract: suggestions as the shopper types, and the back office's synonyms and search figures.
import type { Static } from 'typebox';
import type {
  SearchCountShape,
  SearchStatsResponseShape,
  SuggestedProductShape,
  SuggestResponseShape,
  SynonymGroupRequestShape,
  SynonymGroupShape,
} from './shapes';
import type { ProductListResponse } from './types';

/** Suggestions start from this many characters (after trimming). */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_MAX_PRODUCTS = 6;
export const SUGGEST_MAX_CATEGORIES = 3;
/** A query is cut at this many characters. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** One product in the search box's suggestions. */
export type SuggestedProduct = Static<typeof SuggestedProductShape>;

/** `GET /api/search/suggest?q=&lang=en|ar`: up to 6 products and 3 categories, best match first. */
export type SuggestResponse = Static<typeof SuggestResponseShape>;

/** `GET /api/product?search=` with no result adds the closest spelling that has results, when there is one. */
export type DidYouMean = Pick<ProductListResponse, 'didYouMean'>;

/** A group of words the search treats as one (`موبايل / تليفون / phone / mobile`). */
export type SynonymGroup = Static<typeof SynonymGroupShape>;
/** `POST /api/staff/search/synonyms`, `PUT /api/staff/search/synonyms/:id` (managers). */
export type SynonymGroupRequest = Static<typeof SynonymGroupRequestShape>;
/** A group has 2 to 12 distinct terms, each 1 to 40 characters after trimming. */
export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 12;
export const SYNONYM_TERM_MAX_LENGTH = 40;

/** One query as shoppers typed it (normalised), and how often, over the last 30 days. */
export type SearchCount = Static<typeof SearchCountShape>;
/** `GET /api/staff/search/stats`: the top searches and the searches with no result, last 30 days, 20 each. */
export type SearchStatsResponse = Static<typeof SearchStatsResponseShape>;
