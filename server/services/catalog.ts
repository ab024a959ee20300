// Catalogue reads: categories, the filtered product listing, product detail with reviews and related items.
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  LIST_LIMIT_DEFAULT,
  RAM_ALIASES,
  RELATED_PRODUCTS_LIMIT,
  type Category,
  type Product,
  type ProductDetail,
  type ProductListQuery,
  type ProductListResponse,
  type Review,
} from '../../src/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { categories, products, reviews, users, type CategoryRow, type ProductRow } from '../db/schema';
import { searchTerms } from './search';

export const categoryDto = (row: CategoryRow): Category => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  nameAr: row.nameAr,
  image: row.image,
});

interface Ratings {
  average: number;
  count: number;
}

export function productDto(row: ProductRow, category: CategoryRow, ratings?: Ratings): Product {
  return {
    _id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    price: row.price,
    priceAfterDiscount: row.priceAfterDiscount,
    quantity: row.quantity,
    images: row.images,
    color: row.color,
    category: { _id: category.id, slug: category.slug, name: category.name, nameAr: category.nameAr },
    specs: row.specs,
    ratingsAverage: ratings ? Math.round(ratings.average * 10) / 10 : 0,
    ratingsQuantity: ratings?.count ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "a, b,,c" → ['a', 'b', 'c'] (at most 20 values). */
const commaList = (value: string | undefined, alias: Readonly<Record<string, string>> = {}) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 20)
    .map((v) => alias[v] ?? v);

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  return rows.map(categoryDto);
}

async function ratingsFor(db: Database, productIds: string[]): Promise<Map<string, Ratings>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: reviews.productId,
      average: sql<number>`avg(${reviews.rating})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(inArray(reviews.productId, productIds))
    .groupBy(reviews.productId);
  return new Map(rows.map((r) => [r.productId, { average: Number(r.average), count: Number(r.count) }]));
}

async function withCategories(db: Database, rows: { products: ProductRow; categories: CategoryRow }[]) {
  const ratings = await ratingsFor(
    db,
    rows.map((r) => r.products.id),
  );
  return rows.map((r) => productDto(r.products, r.categories, ratings.get(r.products.id)));
}

/**
 * A search counts and ranks at most this many matches (100 pages of 10): a common word in a large catalogue would
 * otherwise recheck every trigram match on each call (15,000 rows for 'airbook' at 100,000 products).
 */
export const SEARCH_MATCH_CAP = 1000;

export async function listProducts(
  db: Database,
  query: ProductListQuery,
  { searchMatchCap = SEARCH_MATCH_CAP }: { searchMatchCap?: number } = {},
): Promise<ProductListResponse> {
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const page = query.page ?? 1;
  const where: SQL[] = [];
  const category = query.category?.trim();
  if (category && category.toLowerCase() !== 'all') {
    where.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.id} = ${category} or ${categories.slug} = ${category} limit 1)`,
    );
  }
  if (query.lowestPrice !== undefined)
    where.push(gte(products.effectivePrice, Math.floor(query.lowestPrice)));
  if (query.highestPrice !== undefined)
    where.push(lte(products.effectivePrice, Math.ceil(query.highestPrice)));
  const filters: [string | undefined, AnyPgColumn, Readonly<Record<string, string>>?][] = [
    [query.cpu, products.cpu],
    [query.ram, products.memory, RAM_ALIASES],
    [query.storage, products.storage],
    [query.display, products.display],
  ];
  for (const [value, column, alias] of filters) {
    const values = commaList(value, alias);
    if (values.length > 0) where.push(inArray(column, values));
  }
  const terms = searchTerms(query.search ?? '');
  for (const term of terms) {
    where.push(sql`${products.searchText} like ${`%${term}%`}`);
  }
  const condition = where.length > 0 ? and(...where) : undefined;

  // Deep pages: the page's seq values come from an index-only scan (seq, or category + seq), and only those rows
  // are read and joined; an OFFSET over the joined rows would read every skipped product (page 5,000 was 5× page 1).
  const offset = (page - 1) * limit;
  const rowsAt = (seqs: SQL | number[]) =>
    db
      .select()
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(Array.isArray(seqs) ? inArray(products.seq, seqs) : sql`${products.seq} in ${seqs}`)
      .orderBy(asc(products.seq));

  let total: number;
  let rows: Awaited<ReturnType<typeof rowsAt>>;
  if (terms.length > 0) {
    // A search takes at most searchMatchCap matches (in scan order) and counts and orders them in the same scan.
    const matches = db
      .select({ seq: products.seq })
      .from(products)
      .where(condition)
      .limit(searchMatchCap)
      .as('matches');
    const ranked = await db
      .select({ seq: matches.seq, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matches)
      .orderBy(asc(matches.seq))
      .limit(limit)
      .offset(offset);
    total = ranked[0]?.total ?? Number((await db.select({ total: count() }).from(matches))[0]?.total ?? 0);
    rows = ranked.length > 0 ? await rowsAt(ranked.map((r) => r.seq)) : [];
  } else {
    const pageSeqs = db
      .select({ seq: products.seq })
      .from(products)
      .where(condition)
      .orderBy(asc(products.seq))
      .limit(limit)
      .offset(offset);
    const [[totalRow], pageRows] = await Promise.all([
      db.select({ total: count() }).from(products).where(condition),
      rowsAt(sql`(${pageSeqs})`),
    ]);
    total = Number(totalRow?.total ?? 0);
    rows = pageRows;
  }
  const pages = Math.max(1, Math.ceil(total / limit));
  return { products: await withCategories(db, rows), page, pages, total, limit };
}

export async function reviewsOf(db: Database, productId: string): Promise<Review[]> {
  const rows = await db
    .select({ review: reviews, user: { id: users.id, name: users.name, role: users.role } })
    .from(reviews)
    .innerJoin(users, eq(reviews.userId, users.id))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.updatedAt), asc(reviews.id));
  return rows.map(({ review, user }) => ({
    _id: review.id,
    product: review.productId,
    rating: review.rating,
    content: review.content,
    role: user.role,
    user: { _id: user.id, name: user.name },
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  }));
}

export async function findProduct(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, id));
  return row;
}

export async function getProductDetail(db: Database, id: string): Promise<ProductDetail | null> {
  const row = await findProduct(db, id);
  if (!row) return null;
  const related = await db
    .select()
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.categoryId, row.products.categoryId), ne(products.id, id)))
    .orderBy(asc(products.seq))
    .limit(RELATED_PRODUCTS_LIMIT);
  const [[product], relatedProducts, productReviews] = await Promise.all([
    withCategories(db, [row]),
    withCategories(db, related),
    reviewsOf(db, id),
  ]);
  if (!product) return null;
  return { ...product, reviews: productReviews, relatedProducts: { products: relatedProducts } };
}
