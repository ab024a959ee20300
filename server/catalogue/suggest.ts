// Suggestions as the shopper types (GET /api/search/suggest): the best products and categories of the query, from
// the search index (search.ts); the products' names, photo and prices are read with the change log's position, as a
// listing page is (a catalogue that moved on is caught up with first).
import { sql } from 'drizzle-orm';
import {
  SUGGEST_MAX_CATEGORIES,
  SUGGEST_MAX_PRODUCTS,
  SUGGEST_MIN_LENGTH,
  type SuggestResponse,
  type SuggestedProduct,
} from '../../src/contract';
import type { Database } from '../db/client';
import type { CatalogueSearch } from './search';

type SuggestRow = {
  seq: number;
  id: string;
  name: string;
  nameAr: string;
  image: string | null;
  price: number;
  priceAfterDiscount: number;
  version: number;
};

const bySeq = (db: Database, seqs: number[]) =>
  db.execute<SuggestRow>(sql`
    select p.seq, p.id, p.name, p.name_ar as "nameAr", p.images->>0 as image, p.price,
      p.price_after_discount as "priceAfterDiscount",
      coalesce((select max(id) from catalogue_changes), 0)::float8 as version
    from (select 1) one left join products p on p.seq = any(${`{${seqs.join(',')}}`}::int[]) and p.archived_at is null`);

/** Attempts while the catalogue moves on under the suggestions. */
const ATTEMPTS = 3;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const suggested = (row: SuggestRow): SuggestedProduct => ({
  _id: row.id,
  name: row.name,
  nameAr: row.nameAr,
  image: row.image ?? '',
  price: row.price,
  priceAfterDiscount: row.priceAfterDiscount,
});

/** Up to 6 products and 3 categories for `q`, best match first; nothing under 2 characters. */
export async function suggest(db: Database, search: CatalogueSearch, q: string): Promise<SuggestResponse> {
  const query = q.trim();
  if (query.length < SUGGEST_MIN_LENGTH) return { products: [], categories: [] };
  for (let attempt = 1; ; attempt += 1) {
    if (!search.current) await search.ready();
    const index = search.current;
    const found = search.lookup({ search: query }, { offset: 0, limit: SUGGEST_MAX_PRODUCTS });
    if (!index || !found) continue;
    const rows = rowsOf<SuggestRow>(await bySeq(db, found.seqs));
    const version = Number(rows[0]?.version ?? 0);
    // The catalogue moved on: the index catches up and finds them again (the last attempt is answered as read).
    if (version !== found.version && attempt < ATTEMPTS) {
      await search.catchUp(version);
      continue;
    }
    const read = new Map(rows.filter((r) => r.id !== null).map((r) => [Number(r.seq), r]));
    return {
      products: found.seqs.flatMap((seq) => {
        const row = read.get(seq);
        return row ? [suggested(row)] : [];
      }),
      categories: index
        .suggestCategories(query, found.seqs, SUGGEST_MAX_CATEGORIES)
        .map(({ id, slug, name, nameAr }) => ({ _id: id, slug, name, nameAr })),
    };
  }
}
