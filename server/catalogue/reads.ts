// The catalogue's reads in plain SQL: categories, the filtered listing, product detail with reviews and related
// items. This is the readable core and the reference the faster listing path (listing.ts) is tested against.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  max,
  min,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  LIST_LIMIT_DEFAULT,
  RAM_ALIASES,
  RELATED_PRODUCTS_LIMIT,
  type Category,
  type Product,
  type CatalogueProductDetail,
  type ProductListQuery,
  type ProductListResponse,
  type Review,
} from '../../src/contract';
import type { Database } from '../db/client';
import { categories, products, reviews, type CategoryRow, type ProductRow } from '../db/schema';
import { SPEC_FILTERS, type ListingOrder, type SpecFilter } from './searchIndex';
import { likeLiteral, searchWords } from './searchText';

export const categoryDto = (row: CategoryRow): Category => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  nameAr: row.nameAr,
  image: row.image,
});

/** The columns a product answer is made of (not search_text, the filter columns or seq). */
export type ProductFields = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'nameAr'
  | 'description'
  | 'descriptionAr'
  | 'price'
  | 'priceAfterDiscount'
  | 'quantity'
  | 'images'
  | 'color'
  | 'colorAr'
  | 'warrantyMonths'
  | 'specs'
  | 'ratingsAverage'
  | 'ratingsQuantity'
  | 'createdAt'
>;
export type CategoryFields = Pick<CategoryRow, 'id' | 'slug' | 'name' | 'nameAr'>;

export function productDto(row: ProductFields, category: CategoryFields): Product {
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
    colorAr: row.colorAr,
    warrantyMonths: row.warrantyMonths,
    category: { _id: category.id, slug: category.slug, name: category.name, nameAr: category.nameAr },
    specs: row.specs,
    ratingsAverage: Math.round(row.ratingsAverage * 10) / 10,
    ratingsQuantity: row.ratingsQuantity,
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

/** The shop's categories: archived ones are hidden (their products keep pointing at them). */
export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(isNull(categories.archivedAt))
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map(categoryDto);
}

const productColumns = {
  id: products.id,
  name: products.name,
  nameAr: products.nameAr,
  description: products.description,
  descriptionAr: products.descriptionAr,
  price: products.price,
  priceAfterDiscount: products.priceAfterDiscount,
  quantity: products.quantity,
  images: products.images,
  color: products.color,
  colorAr: products.colorAr,
  warrantyMonths: products.warrantyMonths,
  specs: products.specs,
  ratingsAverage: products.ratingsAverage,
  ratingsQuantity: products.ratingsQuantity,
  createdAt: products.createdAt,
};
const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  nameAr: categories.nameAr,
};

/**
 * Keeps products.ratings_average / ratings_quantity equal to the product's reviews. Call it inside the transaction
 * that wrote the review: the row lock makes a second review of the same product wait, and its UPDATE (a new
 * statement, so a new snapshot) then counts the first one too.
 */
export async function refreshRatings(tx: Database, productId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);
  const ofProduct = sql`from ${reviews} where ${reviews.productId} = ${productId}`;
  await tx
    .update(products)
    .set({
      ratingsAverage: sql`coalesce((select avg(${reviews.rating})::float8 ${ofProduct}), 0)`,
      ratingsQuantity: sql`(select count(*)::int ${ofProduct})`,
    })
    .where(eq(products.id, productId));
}

/**
 * A search counts and ranks at most this many matches (100 pages of 10): a common word in a large catalogue would
 * otherwise recheck every trigram match on each call (15,000 rows for 'airbook' at 100,000 products).
 */
export const SEARCH_MATCH_CAP = 1000;

type ListedRow = { product: ProductFields; category: CategoryFields };

/** What the filters offer beside a listing page: its matches' price range and its category's spec values. */
export interface ListingOffer {
  priceRange: { min: number; max: number } | undefined;
  specValues: Record<SpecFilter, string[]>;
}

export const listingAnswer = (
  products: Product[],
  { page, limit, total }: { page: number; limit: number; total: number },
  { priceRange, specValues }: ListingOffer,
): ProductListResponse => ({
  products,
  page,
  pages: Math.max(1, Math.ceil(total / limit)),
  total,
  limit,
  ...(priceRange ? { priceRange } : {}),
  specValues: {
    cpu: specValues.cpu,
    ram: specValues.memory,
    storage: specValues.storage,
    display: specValues.display,
  },
});

/** The SQL order of a listing sort, on a product's price, creation time and seq (those of the index: searchIndex.ts). */
const orderOf = (
  sort: ListingOrder | undefined,
  columns: {
    price: AnyColumn | SQL.Aliased;
    createdAt: AnyColumn | SQL.Aliased;
    seq: AnyColumn | SQL.Aliased;
  },
): SQL[] => {
  switch (sort) {
    case 'price-asc':
      return [asc(columns.price as AnyColumn), asc(columns.seq as AnyColumn)];
    case 'price-desc':
      return [desc(columns.price as AnyColumn), asc(columns.seq as AnyColumn)];
    case 'newest':
      return [desc(columns.createdAt as AnyColumn), desc(columns.seq as AnyColumn)];
    default:
      return [asc(columns.seq as AnyColumn)];
  }
};

/** What the listing asks for, as the API's query says it (defaults applied, filters parsed). */
export interface Listing {
  page: number;
  limit: number;
  query: {
    /** A category id or slug. */
    category: string | undefined;
    lowestPrice: number | undefined;
    highestPrice: number | undefined;
    specs: Record<SpecFilter, string[]>;
    /** The query as typed (the index matches it), and its normalised words (SQL matches them). */
    search: string;
    words: string[];
    /** An explicit order (price, newest); absent: the best match, or catalogue order without a search. */
    sort?: Exclude<ListingOrder, 'featured'>;
  };
  /** How many matches are counted (a search's cap; a listing counts them all). */
  cap: number;
}

export function listingOf(query: ProductListQuery, searchMatchCap: number): Listing {
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const page = query.page ?? 1;
  const words = searchWords(query.search ?? '');
  const trimmed = query.category?.trim();
  const category = trimmed && trimmed.toLowerCase() !== 'all' ? trimmed : undefined;
  const lowestPrice = query.lowestPrice === undefined ? undefined : Math.floor(query.lowestPrice);
  const highestPrice = query.highestPrice === undefined ? undefined : Math.ceil(query.highestPrice);
  const sort = query.sort === undefined || query.sort === 'featured' ? undefined : query.sort;
  const specs: Record<SpecFilter, string[]> = {
    cpu: commaList(query.cpu),
    memory: commaList(query.ram, RAM_ALIASES),
    storage: commaList(query.storage),
    display: commaList(query.display),
  };
  return {
    page,
    limit,
    query: {
      category,
      lowestPrice,
      highestPrice,
      specs,
      search: query.search ?? '',
      words,
      ...(sort ? { sort } : {}),
    },
    // A search counts at most searchMatchCap matches; a listing counts them all.
    cap: words.length > 0 ? searchMatchCap : Infinity,
  };
}

/** A listing page by SQL alone (the reference for the index path, and its fallback). */
export async function listBySql(
  db: Database,
  { page, limit, query: { category, lowestPrice, highestPrice, specs, words, sort } }: Listing,
  searchMatchCap: number,
): Promise<ProductListResponse> {
  // Archived products are never listed or found (the search index skips them too: search.ts).
  const inCategory: SQL[] = [isNull(products.archivedAt)];
  if (category) {
    inCategory.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.id} = ${category} or ${categories.slug} = ${category} limit 1)`,
    );
  }
  // Every filter but the price bounds: the price range the filter offers is that of these matches.
  const unbounded: SQL[] = [...inCategory];
  for (const column of SPEC_FILTERS) {
    if (specs[column].length > 0) unbounded.push(inArray(products[column], specs[column]));
  }
  const terms = words.map(likeLiteral);
  for (const term of terms) {
    unbounded.push(sql`${products.searchText} like ${`%${term}%`}`);
  }
  const where: SQL[] = [...unbounded];
  if (lowestPrice !== undefined) where.push(gte(products.effectivePrice, lowestPrice));
  if (highestPrice !== undefined) where.push(lte(products.effectivePrice, highestPrice));
  const condition = and(...where);
  const productOrder = orderOf(sort, {
    price: products.effectivePrice,
    createdAt: products.createdAt,
    seq: products.seq,
  });

  // Deep pages: the page's seq values come from an index-only scan (seq, or category + seq), and only those rows
  // are read and joined; an OFFSET over the joined rows would read every skipped product (page 5,000 was 5× page 1).
  // One statement per listing: the page's rows carry the total (a scalar subquery, run once, or a window count).
  const offset = (page - 1) * limit;
  let total: number;
  let rows: (ListedRow & { total: number })[];
  if (terms.length > 0) {
    // A search takes at most searchMatchCap matches (in scan order) and counts and orders them in the same scan.
    // A sorted search sorts those matches (the index takes the same ones: searchIndex.ts).
    const matches = db
      .select({ seq: products.seq, price: products.effectivePrice, createdAt: products.createdAt })
      .from(products)
      .where(condition)
      .limit(searchMatchCap)
      .as('matches');
    const ranked = db
      .select({ seq: matches.seq, total: sql<number>`count(*) over ()`.as('total') })
      .from(matches)
      .orderBy(...orderOf(sort, { price: matches.price, createdAt: matches.createdAt, seq: matches.seq }))
      .limit(limit)
      .offset(offset)
      .as('ranked');
    rows = await db
      .select({ product: productColumns, category: categoryColumns, total: sql<number>`${ranked.total}` })
      .from(ranked)
      .innerJoin(products, eq(products.seq, ranked.seq))
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .orderBy(...productOrder);
    total =
      rows.length > 0
        ? Number(rows[0]!.total)
        : Number((await db.select({ total: count() }).from(matches))[0]?.total ?? 0);
  } else {
    const pageSeqs = db
      .select({ seq: products.seq })
      .from(products)
      .where(condition)
      .orderBy(...productOrder)
      .limit(limit)
      .offset(offset);
    const counted = db.select({ total: count() }).from(products).where(condition);
    rows = await db
      .select({ product: productColumns, category: categoryColumns, total: sql<number>`(${counted})` })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(sql`${products.seq} in (${pageSeqs})`)
      .orderBy(...productOrder);
    // A page past the end has no row to carry the total; page 1 empty means there is nothing at all.
    total =
      rows.length > 0 ? Number(rows[0]!.total) : offset === 0 ? 0 : Number((await counted)[0]?.total ?? 0);
  }
  // The price range: of every match but for the price bounds (a search's: of its first searchMatchCap of them).
  const unboundedMatches = db
    .select({ price: products.effectivePrice })
    .from(products)
    .where(and(...unbounded))
    .$dynamic();
  const priced = (terms.length > 0 ? unboundedMatches.limit(searchMatchCap) : unboundedMatches).as('priced');
  const [range] = await db.select({ min: min(priced.price), max: max(priced.price) }).from(priced);
  // The spec values of the category's products (of every product without one).
  const specRows = await db
    .selectDistinct({
      cpu: products.cpu,
      memory: products.memory,
      storage: products.storage,
      display: products.display,
    })
    .from(products)
    .where(and(...inCategory));
  const specValues = Object.fromEntries(
    SPEC_FILTERS.map((column) => [
      column,
      [...new Set(specRows.map((row) => row[column]))].filter((value) => value !== '').sort(),
    ]),
  ) as Record<SpecFilter, string[]>;
  return listingAnswer(
    rows.map((r) => productDto(r.product, r.category)),
    { page, limit, total },
    {
      priceRange:
        range?.min === null || range?.min === undefined || range.max === null
          ? undefined
          : { min: Number(range.min), max: Number(range.max) },
      specValues,
    },
  );
}

/** A product a shopper may see (not archived), with its category. */
export async function findProduct(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  return row;
}

/** A product (alias p, its category c) as JSON with the fields of ProductFields; createdAt in epoch milliseconds. */
const productJson = (p: string, c: string) =>
  sql.raw(`jsonb_build_object(
    'id', ${p}.id, 'name', ${p}.name, 'nameAr', ${p}.name_ar,
    'description', ${p}.description, 'descriptionAr', ${p}.description_ar,
    'price', ${p}.price, 'priceAfterDiscount', ${p}.price_after_discount, 'quantity', ${p}.quantity,
    'images', ${p}.images, 'color', ${p}.color, 'colorAr', ${p}.color_ar,
    'warrantyMonths', ${p}.warranty_months, 'specs', ${p}.specs,
    'ratingsAverage', ${p}.ratings_average, 'ratingsQuantity', ${p}.ratings_quantity,
    'createdAt', floor(extract(epoch from ${p}.created_at) * 1000),
    'category', jsonb_build_object('id', ${c}.id, 'slug', ${c}.slug, 'name', ${c}.name, 'nameAr', ${c}.name_ar))`);

type ProductJson = Omit<ProductFields, 'createdAt'> & { createdAt: number; category: CategoryFields };
const fromJson = ({ category, ...row }: ProductJson) =>
  productDto({ ...row, createdAt: new Date(row.createdAt) }, category);

interface ReviewJson {
  id: string;
  rating: number;
  content: string;
  createdAt: number;
  updatedAt: number;
  userId: string;
  userName: string;
  role: Review['role'];
}

const productDetailQuery = (db: Database, id: SQLWrapper) =>
  db
    .select({
      product: sql<ProductJson>`${productJson('p', 'c')}`,
      related: sql<ProductJson[]>`coalesce((
        select jsonb_agg(${productJson('rp', 'rc')} order by rp.seq)
        from (
          select * from products
          where category_id = p.category_id and id <> p.id and archived_at is null
          order by seq limit ${RELATED_PRODUCTS_LIMIT}
        ) rp
        join categories rc on rc.id = rp.category_id
      ), '[]'::jsonb)`,
      reviews: sql<ReviewJson[]>`coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', r.id, 'rating', r.rating, 'content', r.content,
          'createdAt', floor(extract(epoch from r.created_at) * 1000),
          'updatedAt', floor(extract(epoch from r.updated_at) * 1000),
          'userId', u.id, 'userName', u.name, 'role', u.role
        ) order by r.updated_at desc, r.id)
        from reviews r join users u on u.id = r.user_id
        where r.product_id = p.id
      ), '[]'::jsonb)`,
    })
    .from(sql`products p join categories c on c.id = p.category_id`)
    .where(sql`p.id = ${id} and p.archived_at is null`);

/** The product detail of one database as a prepared statement, built once (PostgreSQL plans it once a connection). */
export const productDetailStatement = (db: Database) =>
  productDetailQuery(db, sql.placeholder('id')).prepare('catalogue_product_detail');
export type ProductDetailStatement = ReturnType<typeof productDetailStatement>;

/**
 * One product with its reviews (newest change first) and up to RELATED_PRODUCTS_LIMIT products of its category in
 * catalogue order: one statement (the product by its key, related ones from the (category_id, seq) index,
 * reviews from (product_id, created_at)), so a detail costs one round trip.
 */
export async function getProductDetail(
  statement: ProductDetailStatement,
  id: string,
): Promise<CatalogueProductDetail | null> {
  const [row] = await statement.execute({ id });
  if (!row) return null;
  return {
    ...fromJson(row.product),
    reviews: row.reviews.map((r) => ({
      _id: r.id,
      product: id,
      rating: r.rating,
      content: r.content,
      role: r.role,
      user: { _id: r.userId, name: r.userName },
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
    })),
    relatedProducts: { products: row.related.map(fromJson) },
  };
}
