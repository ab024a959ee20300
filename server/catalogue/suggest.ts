// Suggestions as the shopper types (GET /api/search/suggest): the best products and categories of the query, from
// the search index (search.ts); the products' names, photo and prices are read with the change log's position, as a
// listing page is (a catalogue that moved on is caught up with first).
import { and, asc, isNull, like, or, sql } from 'drizzle-orm';
import {
  SUGGEST_MAX_CATEGORIES,
  SUGGEST_MAX_PRODUCTS,
  SUGGEST_MIN_LENGTH,
  type SuggestResponse,
  type SuggestedProduct,
} from '../../src/contract';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import type { CatalogueSearch } from './search';
import { likeLiteral, searchWords } from './searchText';

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
  if (search.enabled && (await search.ready())) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const index = search.current;
      const found = search.lookup({ search: query }, { offset: 0, limit: SUGGEST_MAX_PRODUCTS });
      if (!index || !found) break;
      const rows = rowsOf<SuggestRow>(await bySeq(db, found.seqs));
      const version = Number(rows[0]?.version ?? 0);
      if (version !== found.version) {
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
          .map(({ id, slug, name, nameAr }) => ({
            _id: id,
            slug,
            name,
            nameAr,
          })),
      };
    }
  }
  return suggestBySql(db, query);
}

/** Without the index (SEARCH_INDEX_MAX_PRODUCTS=0): products whose text contains every word, in catalogue order. */
async function suggestBySql(db: Database, query: string): Promise<SuggestResponse> {
  const words = searchWords(query).map(likeLiteral);
  if (words.length === 0) return { products: [], categories: [] };
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameAr: products.nameAr,
      image: sql<string | null>`${products.images}->>0`,
      price: products.price,
      priceAfterDiscount: products.priceAfterDiscount,
    })
    .from(products)
    .where(and(isNull(products.archivedAt), ...words.map((w) => like(products.searchText, `%${w}%`))))
    .orderBy(asc(products.seq))
    .limit(SUGGEST_MAX_PRODUCTS);
  const found = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, nameAr: categories.nameAr })
    .from(categories)
    .where(
      and(
        isNull(categories.archivedAt),
        or(
          ...words.map((w) =>
            or(sql`lower(${categories.name}) like ${`%${w}%`}`, like(categories.nameAr, `%${w}%`)),
          ),
        ),
      ),
    )
    .orderBy(asc(categories.position))
    .limit(SUGGEST_MAX_CATEGORIES);
  return {
    products: rows.map((r) => suggested({ ...r, seq: 0, version: 0 })),
    categories: found.map(({ id, ...c }) => ({ _id: id, ...c })),
  };
}
