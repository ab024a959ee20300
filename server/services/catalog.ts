// Catalogue reads: categories, the filtered product listing, product detail with reviews and related items.
import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
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
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { categories, products, reviews, type CategoryRow, type ProductRow } from '../db/schema';
import type { CatalogueSearch, ListingQuery } from './catalogueSearch';
import { MAX_SEQS_PER_STATEMENT, PageReads, type VersionRow } from './pageReads';
import { ProductFragments, type ProductFragment } from './productFragments';
import { SPEC_FILTERS, type SpecFilter } from './searchIndex';
import { likeLiteral, searchWords } from './search';

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
  | 'specs'
  | 'ratingsAverage'
  | 'ratingsQuantity'
  | 'createdAt'
>;
type CategoryFields = Pick<CategoryRow, 'id' | 'slug' | 'name' | 'nameAr'>;

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

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
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

const listingAnswer = (
  products: Product[],
  { page, limit, total }: { page: number; limit: number; total: number },
): ProductListResponse => ({
  products,
  page,
  pages: Math.max(1, Math.ceil(total / limit)),
  total,
  limit,
});

/**
 * A row of productsBySeq: a product and its category as PostgreSQL names the statement's columns. Every column but
 * seq, rowVersion and version is null when the row was asked for at the row_version it has (its kept item is used).
 */
interface PageRow extends Omit<ProductFields, 'createdAt'> {
  seq: number;
  /** products.row_version as text. */
  rowVersion: string;
  /** products.created_at in epoch milliseconds. */
  createdAt: number;
  categoryId: string;
  categorySlug: string;
  categoryName: string;
  categoryNameAr: string;
  version: number;
}

const pageColumn = (expression: string, name: string) => sql.raw(expression).as(name);

/**
 * Products by seq with the catalogue's search version (the same statement for any set of seqs, none included), and
 * each product's row_version. `known` gives, per seq, the row_version of the answer kept for it
 * (services/productFragments.ts) or null: a product still at that row_version comes as its seq and row_version
 * alone, the others with every column. No ORDER BY: the rows are handed out by seq (services/pageReads.ts). Read
 * with the prepared statement's all(), which both drivers (node-postgres and PGlite) answer with the rows as the
 * driver parsed them, named by their column aliases: drizzle's mapping of each selected column into nested objects
 * cost about 3 us a row, a third of a page's cost in Node.
 */
const buildProductsBySeq = (db: Database, name: string | undefined) => {
  // Null when the product is still at the row_version its kept answer was made at.
  const unlessKept = (expression: string, name: string) =>
    pageColumn(`case when p.row_version = k.known then null else ${expression} end`, name);
  const statement = db
    .select({
      seq: pageColumn('p.seq', 'seq'),
      rowVersion: pageColumn('p.row_version::text', 'rowVersion'),
      id: unlessKept('p.id', 'id'),
      name: unlessKept('p.name', 'name'),
      nameAr: unlessKept('p.name_ar', 'nameAr'),
      description: unlessKept('p.description', 'description'),
      descriptionAr: unlessKept('p.description_ar', 'descriptionAr'),
      price: unlessKept('p.price', 'price'),
      priceAfterDiscount: unlessKept('p.price_after_discount', 'priceAfterDiscount'),
      quantity: unlessKept('p.quantity', 'quantity'),
      images: unlessKept('p.images', 'images'),
      color: unlessKept('p.color', 'color'),
      specs: unlessKept('p.specs', 'specs'),
      ratingsAverage: unlessKept('p.ratings_average', 'ratingsAverage'),
      ratingsQuantity: unlessKept('p.ratings_quantity', 'ratingsQuantity'),
      // A number in both drivers (a timestamp's text form and parsing differ between them).
      createdAt: unlessKept('floor(extract(epoch from p.created_at) * 1000)::float8', 'createdAt'),
      categoryId: unlessKept('c.id', 'categoryId'),
      categorySlug: unlessKept('c.slug', 'categorySlug'),
      categoryName: unlessKept('c.name', 'categoryName'),
      categoryNameAr: unlessKept('c.name_ar', 'categoryNameAr'),
      version: pageColumn('v.version', 'version'),
    })
    // The version comes in a row of its own when no product is asked for or found (pages past the end, no match).
    .from(
      sql`(select coalesce((select search_version from catalogue_state where id = 1), 0) as version) v
        left join (
          unnest(${sql.placeholder('seqs')}::int[], ${sql.placeholder('known')}::bigint[]) k(seq, known)
          join products p on p.seq = k.seq
          join categories c on c.id = p.category_id
        ) on true`,
    )
    .prepare(name as string);
  const raw = statement as unknown as {
    all(values: { seqs: string; known: string }): Promise<(PageRow | VersionRow)[]>;
  };
  // Array literals written here (whole numbers and NULLs need no quoting): both drivers pass a string as it is,
  // where they would quote and escape each element of an array.
  return (seqs: number[], known: (string | null)[]) =>
    raw.all({ seqs: `{${seqs.join(',')}}`, known: `{${known.map((v) => v ?? 'NULL').join(',')}}` });
};
/** Built once per database handle, a named statement (PostgreSQL plans it once per connection). */
const productsBySeq = preparedPer((db) => buildProductsBySeq(db, 'catalogue_products_by_seq'));
/**
 * CATALOGUE_LAYERS_OFF=prepared: built on every call, unnamed (drizzle then sends an unnamed statement, parsed and
 * planned on every execution).
 */
const productsBySeqUnprepared =
  (db: Database) =>
  (seqs: number[], known: (string | null)[]): Promise<(PageRow | VersionRow)[]> =>
    buildProductsBySeq(db, undefined)(seqs, known);

const pageProduct = (row: PageRow): Product =>
  productDto(
    { ...row, createdAt: new Date(row.createdAt) },
    { id: row.categoryId, slug: row.categorySlug, name: row.categoryName, nameAr: row.categoryNameAr },
  );

/**
 * Serialisers of the listing route's response schema: the whole answer, and one item of its `products` (both give
 * JSON text; an item's text is what the whole answer's serialiser writes for it).
 */
export interface ListingSerializers {
  answer: (answer: ProductListResponse) => string;
  item: (product: Product) => string;
}

/** Which of the listing's own speed layers are on (CATALOGUE_LAYERS_OFF turns them off; both on by default). */
export interface ListingLayers {
  /** Pages asked for in one turn of the event loop read by one statement (else one statement each). */
  pageReads: boolean;
  /** Products' item texts kept by row_version (else every page is serialised whole). */
  fragments: boolean;
  /** Statements built once per database handle and named, so PostgreSQL plans them once per connection. */
  prepared: boolean;
}
const ALL_LAYERS: ListingLayers = { pageReads: true, fragments: true, prepared: true };

/**
 * Per database handle (and set of layers): the pages asked for in one turn of the event loop, read by one
 * statement, and the products' answers kept by row_version (made by one item serialiser; another one starts them
 * afresh).
 */
const pageReadsWith = ({ pageReads: batch, fragments: keep, prepared }: ListingLayers) =>
  preparedPer((db) => {
    const state = {
      fragments: new ProductFragments(),
      item: undefined as ListingSerializers['item'] | undefined,
    };
    const reads = new PageReads<PageRow, ProductFragment>(
      prepared ? productsBySeq(db) : productsBySeqUnprepared(db),
      MAX_SEQS_PER_STATEMENT,
      keep ? (seq) => state.fragments.get(seq) : undefined,
      batch,
    );
    return {
      reads,
      /** The store for answers made by `item`. */
      fragments(item: ListingSerializers['item']): ProductFragments {
        if (state.item !== item) {
          state.item = item;
          state.fragments = new ProductFragments();
        }
        return state.fragments;
      },
    };
  });
const pageReadsByLayers = new Map<string, ReturnType<typeof pageReadsWith>>();
const pageReads = (db: Database, layers: ListingLayers) => {
  const key = `${layers.pageReads},${layers.fragments},${layers.prepared}`;
  let perDb = pageReadsByLayers.get(key);
  if (!perDb) {
    perDb = pageReadsWith(layers);
    pageReadsByLayers.set(key, perDb);
  }
  return perDb(db);
};

/** What the listing asks for, as the API's query says it (defaults applied, filters parsed). */
interface Listing {
  page: number;
  limit: number;
  query: ListingQuery & { specs: Record<SpecFilter, string[]>; words: string[] };
  /** How many matches are counted (a search's cap; a listing counts them all). */
  cap: number;
}

function listingOf(query: ProductListQuery, searchMatchCap: number): Listing {
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const page = query.page ?? 1;
  const words = searchWords(query.search ?? '');
  const trimmed = query.category?.trim();
  const category = trimmed && trimmed.toLowerCase() !== 'all' ? trimmed : undefined;
  const lowestPrice = query.lowestPrice === undefined ? undefined : Math.floor(query.lowestPrice);
  const highestPrice = query.highestPrice === undefined ? undefined : Math.ceil(query.highestPrice);
  const specs: Record<SpecFilter, string[]> = {
    cpu: commaList(query.cpu),
    memory: commaList(query.ram, RAM_ALIASES),
    storage: commaList(query.storage),
    display: commaList(query.display),
  };
  return {
    page,
    limit,
    query: { category, lowestPrice, highestPrice, specs, words },
    // A search counts at most searchMatchCap matches; a listing counts them all.
    cap: words.length > 0 ? searchMatchCap : Infinity,
  };
}

/**
 * A listing page from the in-memory index: the page's seqs and the count come from memory, and the page's products
 * are read with the catalogue's search version in the same statement (one for every page asked for in this turn of
 * the event loop). Null when the index cannot answer (none yet, or built from an older catalogue): the caller
 * answers by SQL.
 */
async function readFromIndex(
  db: Database,
  search: CatalogueSearch,
  { page, limit, query, cap }: Listing,
  layers: ListingLayers,
) {
  const found = search.lookup(query, { offset: (page - 1) * limit, limit, cap });
  if (!found) return null;
  const read = await pageReads(db, layers).reads.read(found.seqs);
  if (!search.confirm(found, read.version)) return null;
  return { read, total: found.total };
}

const PRODUCTS_OPEN = '{"products":[';
const productsOpen = Buffer.from(PRODUCTS_OPEN);
const comma = Buffer.from(',');

/**
 * A listing answer's JSON text from `envelope` (the answer's text with no products) and its products' item texts:
 * byte for byte what the answer's serialiser writes for the whole answer, since `products` is its first property
 * (routes/schemas.ts, productListAnswer) and an array's items are written one after another with commas.
 */
export function listingJson(envelope: string, items: readonly Buffer[]): Buffer {
  if (!envelope.startsWith(`${PRODUCTS_OPEN}]`))
    throw new Error('a listing answer must start with its products (routes/schemas.ts)');
  const parts: Buffer[] = [productsOpen];
  for (let i = 0; i < items.length; i += 1) {
    if (i > 0) parts.push(comma);
    parts.push(items[i]!);
  }
  parts.push(Buffer.from(envelope.slice(PRODUCTS_OPEN.length)));
  return Buffer.concat(parts);
}

/**
 * The listing's JSON text, as `serializers.answer` would write it for the listing's answer. A page answered from
 * the index is put together from the answer's envelope and each product's item text: kept ones (their row_version
 * confirmed by this page's statement) as they are, the others serialised by `serializers.item` and kept. Otherwise
 * SQL answers and the whole answer is serialised.
 */
export async function listProductsJson(
  db: Database,
  query: ProductListQuery,
  {
    searchMatchCap = SEARCH_MATCH_CAP,
    search,
    serializers,
    layers = ALL_LAYERS,
  }: {
    searchMatchCap?: number;
    search?: CatalogueSearch;
    serializers: ListingSerializers;
    layers?: ListingLayers;
  },
): Promise<string | Buffer> {
  const listing = listingOf(query, searchMatchCap);
  const indexed = search && (await readFromIndex(db, search, listing, layers));
  if (!indexed) return serializers.answer(await listBySql(db, listing, searchMatchCap));
  const { read, total } = indexed;
  const { page, limit } = listing;
  if (!layers.fragments)
    return serializers.answer(listingAnswer(read.rows.map(pageProduct), { page, limit, total }));
  const fragments = pageReads(db, layers).fragments(serializers.item);
  // Per row: its kept item (at the row_version this statement read: confirmed by it, or made from a row it read
  // for another page), true to make and keep one, or false.
  const known: (ProductFragment | boolean)[] = [];
  let anyKept = false;
  for (let i = 0; i < read.rows.length; i += 1) {
    const row = read.rows[i]!;
    let item: ProductFragment | boolean | undefined = read.kept[i];
    if (item === undefined) {
      const kept = fragments.get(row.seq);
      item = kept !== undefined && kept.rowVersion === row.rowVersion ? kept : fragments.admit(row.seq);
    }
    if (item !== false) anyKept = true;
    known.push(item);
  }
  // Nothing kept or to keep (products not asked for lately): the whole answer is serialised, as by SQL.
  if (!anyKept) return serializers.answer(listingAnswer(read.rows.map(pageProduct), { page, limit, total }));
  const items: Buffer[] = [];
  for (let i = 0; i < read.rows.length; i += 1) {
    const row = read.rows[i]!;
    const item = known[i]!;
    if (typeof item !== 'boolean') items.push(item.body);
    else {
      const text = serializers.item(pageProduct(row));
      items.push(item ? fragments.set(row.seq, row.rowVersion, text).body : Buffer.from(text));
    }
  }
  return listingJson(serializers.answer(listingAnswer([], { page, limit, total })), items);
}

async function listBySql(
  db: Database,
  { page, limit, query: { category, lowestPrice, highestPrice, specs, words } }: Listing,
  searchMatchCap: number,
): Promise<ProductListResponse> {
  const where: SQL[] = [];
  if (category) {
    where.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.id} = ${category} or ${categories.slug} = ${category} limit 1)`,
    );
  }
  if (lowestPrice !== undefined) where.push(gte(products.effectivePrice, lowestPrice));
  if (highestPrice !== undefined) where.push(lte(products.effectivePrice, highestPrice));
  for (const column of SPEC_FILTERS) {
    if (specs[column].length > 0) where.push(inArray(products[column], specs[column]));
  }
  const terms = words.map(likeLiteral);
  for (const term of terms) {
    where.push(sql`${products.searchText} like ${`%${term}%`}`);
  }
  const condition = where.length > 0 ? and(...where) : undefined;

  // Deep pages: the page's seq values come from an index-only scan (seq, or category + seq), and only those rows
  // are read and joined; an OFFSET over the joined rows would read every skipped product (page 5,000 was 5× page 1).
  // One statement per listing: the page's rows carry the total (a scalar subquery, run once, or a window count).
  const offset = (page - 1) * limit;
  let total: number;
  let rows: (ListedRow & { total: number })[];
  if (terms.length > 0) {
    // A search takes at most searchMatchCap matches (in scan order) and counts and orders them in the same scan.
    const matches = db
      .select({ seq: products.seq })
      .from(products)
      .where(condition)
      .limit(searchMatchCap)
      .as('matches');
    const ranked = db
      .select({ seq: matches.seq, total: sql<number>`count(*) over ()`.as('total') })
      .from(matches)
      .orderBy(asc(matches.seq))
      .limit(limit)
      .offset(offset)
      .as('ranked');
    rows = await db
      .select({ product: productColumns, category: categoryColumns, total: sql<number>`${ranked.total}` })
      .from(ranked)
      .innerJoin(products, eq(products.seq, ranked.seq))
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .orderBy(asc(ranked.seq));
    total =
      rows.length > 0
        ? Number(rows[0]!.total)
        : Number((await db.select({ total: count() }).from(matches))[0]?.total ?? 0);
  } else {
    const pageSeqs = db
      .select({ seq: products.seq })
      .from(products)
      .where(condition)
      .orderBy(asc(products.seq))
      .limit(limit)
      .offset(offset);
    const counted = db.select({ total: count() }).from(products).where(condition);
    rows = await db
      .select({ product: productColumns, category: categoryColumns, total: sql<number>`(${counted})` })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(sql`${products.seq} in (${pageSeqs})`)
      .orderBy(asc(products.seq));
    // A page past the end has no row to carry the total; page 1 empty means there is nothing at all.
    total =
      rows.length > 0 ? Number(rows[0]!.total) : offset === 0 ? 0 : Number((await counted)[0]?.total ?? 0);
  }
  return listingAnswer(
    rows.map((r) => productDto(r.product, r.category)),
    { page, limit, total },
  );
}

export async function findProduct(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, id));
  return row;
}

/** A product (alias p, its category c) as JSON with the fields of ProductFields; createdAt in epoch milliseconds. */
const productJson = (p: string, c: string) =>
  sql.raw(`jsonb_build_object(
    'id', ${p}.id, 'name', ${p}.name, 'nameAr', ${p}.name_ar,
    'description', ${p}.description, 'descriptionAr', ${p}.description_ar,
    'price', ${p}.price, 'priceAfterDiscount', ${p}.price_after_discount, 'quantity', ${p}.quantity,
    'images', ${p}.images, 'color', ${p}.color, 'specs', ${p}.specs,
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

const buildProductDetail = (db: Database, name: string | undefined) =>
  db
    .select({
      product: sql<ProductJson>`${productJson('p', 'c')}`,
      related: sql<ProductJson[]>`coalesce((
        select jsonb_agg(${productJson('rp', 'rc')} order by rp.seq)
        from (
          select * from products
          where category_id = p.category_id and id <> p.id
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
    .where(sql`p.id = ${sql.placeholder('id')}`)
    .prepare(name as string);
const productDetail = preparedPer((db) => buildProductDetail(db, 'catalogue_product_detail'));

/**
 * One product with its reviews (newest change first) and up to RELATED_PRODUCTS_LIMIT products of its category in
 * catalogue order: one prepared statement (the product by its key, related ones from the (category_id, seq) index,
 * reviews from (product_id, created_at)), so a detail costs one round trip.
 */
export async function getProductDetail(
  db: Database,
  id: string,
  { prepared = true }: { prepared?: boolean } = {},
): Promise<ProductDetail | null> {
  const statement = prepared ? productDetail(db) : buildProductDetail(db, undefined);
  const rows = await statement.execute({ id });
  const row = rows[0];
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
