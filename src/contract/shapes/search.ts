// The back office's search shapes (/api/staff/search): synonym groups and the search's figures. The suggestions'
// shapes are the catalogue's (./catalogue).
import { Type } from 'typebox';
import { SYNONYM_TERM_MAX_LENGTH, SYNONYM_TERMS_MAX } from '../search';
import { int, Loose, str, strings } from './kit';

/** A group of words the search treats as one (`موبايل / تليفون / phone / mobile`). */
export const SynonymGroupShape = Type.Object({ _id: str, terms: strings });

/**
 * `POST /api/staff/search/synonyms`, `PUT /api/staff/search/synonyms/:id` (managers). The body's shape only (no
 * limits here): checkTerms() refuses what breaks the rules with the field's name.
 */
export const SynonymGroupRequestShape = Loose({
  terms: Type.Array(str, {
    description: `2 to ${SYNONYM_TERMS_MAX} distinct terms of 1 to ${SYNONYM_TERM_MAX_LENGTH} characters; a term of another group is a 409`,
  }),
});

export const SynonymGroupListShape = Loose({ data: Type.Array(SynonymGroupShape) });

/** One query as shoppers typed it (normalised), and how often, over the last 30 days. */
export const SearchCountShape = Type.Object({ query: str, count: int });

/** `GET /api/staff/search/stats`: the top searches and the searches with no result, last 30 days, 20 each. */
export const SearchStatsResponseShape = Type.Object({
  top: Type.Array(SearchCountShape),
  noResult: Type.Array(SearchCountShape),
});
