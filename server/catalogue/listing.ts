// The listing's fast path: a page's products found in the in-memory search index (search.ts), read together with
// every other page asked for in the same turn of the event loop (pageReads.ts), and written from the products' kept
// item texts (productFragments.ts). What it buys is in docs/performance.md ("Speed layers, off against on"); the
// answers are byte for byte those of the plain SQL path (reads.ts, listBySql), which answers whenever the index
// cannot.
import { sql } from 'drizzle-orm';
import type { DidYouMean, Product, ProductListQuery, ProductListResponse } from '../../src/contract';
import type { Database } from '../db/client';
import { MAX_SEQS_PER_STATEMENT, PageReads, type VersionRow } from './pageReads';
import { ProductFragments, type ProductFragment } from './productFragments';
import {
  SEARCH_MATCH_CAP,
  listBySql,
  listingAnswer,
  listingOf,
  productDto,
  type Listing,
  type ProductFields,
} from './reads';
import type { CatalogueSearch } from './search';

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
 * (productFragments.ts) or null: a product still at that row_version comes as its seq and row_version
 * alone, the others with every column. No ORDER BY: the rows are handed out by seq (pageReads.ts). Read with the
 * prepared statement's all(), which both drivers (node-postgres and PGlite) answer with the rows as the driver
 * parsed them, named by their column aliases: drizzle's mapping of each selected column into nested objects cost
 * about 3 us a row, a third of a page's cost in Node. Prepared once per listing; named (PostgreSQL plans it once per
 * connection) unless CATALOGUE_LAYERS_OFF=prepared gives an empty name.
 */
const productsBySeq = (db: Database, name: string) => {
  // Null when the product is still at the row_version its kept answer was made at.
  const unlessKept = (expression: string, alias: string) =>
    pageColumn(`case when p.row_version = k.known then null else ${expression} end`, alias);
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
      colorAr: unlessKept('p.color_ar', 'colorAr'),
      warrantyMonths: unlessKept('p.warranty_months', 'warrantyMonths'),
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
      sql`(select coalesce((select max(id) from catalogue_changes), 0)::float8 as version) v
        left join (
          unnest(${sql.placeholder('seqs')}::int[], ${sql.placeholder('known')}::bigint[]) k(seq, known)
          join products p on p.seq = k.seq
          join categories c on c.id = p.category_id
        ) on true`,
    )
    .prepare(name);
  const raw = statement as unknown as {
    all(values: { seqs: string; known: string }): Promise<(PageRow | VersionRow)[]>;
  };
  // Array literals written here (whole numbers and NULLs need no quoting): both drivers pass a string as it is,
  // where they would quote and escape each element of an array.
  return (seqs: number[], known: (string | null)[]) =>
    raw.all({ seqs: `{${seqs.join(',')}}`, known: `{${known.map((v) => v ?? 'NULL').join(',')}}` });
};

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
  answer: (answer: ProductListResponse & DidYouMean) => string;
  item: (product: Product) => string;
}

/** Which of the listing's own speed layers are on (CATALOGUE_LAYERS_OFF turns them off; both on by default). */
export interface ListingLayers {
  /** Pages asked for in one turn of the event loop read by one statement (else one statement each). */
  pageReads: boolean;
  /** Products' item texts kept by row_version (else every page is serialised whole). */
  fragments: boolean;
  /** The page read as a named statement (else unnamed, planned on every call). */
  prepared: boolean;
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

export interface ProductListingOptions {
  /** The in-memory index; without it (or while it cannot answer) listings are read by SQL. */
  search?: CatalogueSearch;
  layers?: ListingLayers;
  /** How many matches a search counts at most (tests use a smaller cap). */
  searchMatchCap?: number;
}

/**
 * The product listing of one database: the pages asked for in one turn of the event loop, read by one statement,
 * and the products' answers kept by row_version (made by one item serialiser; another one starts them afresh).
 */
export class ProductListing {
  private readonly reads: PageReads<PageRow, ProductFragment>;
  private fragments = new ProductFragments();
  private fragmentsBy: ListingSerializers['item'] | undefined;
  private readonly search: CatalogueSearch | undefined;
  private readonly layers: ListingLayers;
  private readonly searchMatchCap: number;

  constructor(
    private readonly db: Database,
    {
      search,
      layers = { pageReads: true, fragments: true, prepared: true },
      searchMatchCap = SEARCH_MATCH_CAP,
    }: ProductListingOptions = {},
  ) {
    this.search = search;
    this.layers = layers;
    this.searchMatchCap = searchMatchCap;
    this.reads = new PageReads<PageRow, ProductFragment>(
      productsBySeq(db, layers.prepared ? 'catalogue_products_by_seq' : ''),
      MAX_SEQS_PER_STATEMENT,
      layers.fragments ? (seq) => this.fragments.get(seq) : undefined,
      layers.pageReads,
    );
  }

  /**
   * The listing's JSON text, as `serializers.answer` would write it for the listing's answer. A page answered from
   * the index is put together from the answer's envelope and each product's item text: kept ones (their
   * row_version confirmed by this page's statement) as they are, the others serialised by `serializers.item` and
   * kept. Otherwise SQL answers and the whole answer is serialised.
   */
  async json(query: ProductListQuery, serializers: ListingSerializers): Promise<string | Buffer> {
    const listing = listingOf(query, this.searchMatchCap);
    const indexed = await this.readFromIndex(listing);
    // A search with no result names the closest spelling that has results, when there is one.
    const didYouMean = (total: number) =>
      total === 0 && listing.query.words.length > 0
        ? this.search?.current?.didYouMean(listing.query.search)
        : undefined;
    if (!indexed) {
      const answer = await listBySql(this.db, listing, this.searchMatchCap);
      const suggestion = didYouMean(answer.total);
      return serializers.answer(suggestion === undefined ? answer : { ...answer, didYouMean: suggestion });
    }
    const { read, total } = indexed;
    const { page, limit } = listing;
    const suggestion = didYouMean(total);
    const whole = () =>
      serializers.answer({
        ...listingAnswer(read.rows.map(pageProduct), { page, limit, total }),
        ...(suggestion === undefined ? {} : { didYouMean: suggestion }),
      });
    if (!this.layers.fragments) return whole();
    const fragments = this.fragmentsOf(serializers.item);
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
    if (!anyKept) return whole();
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

  /**
   * A listing page from the in-memory index: the page's seqs and the count come from memory, and the page's
   * products are read with the catalogue's search version in the same statement (one for every page asked for in
   * this turn of the event loop). Null when the index cannot answer (none yet, or built from an older catalogue):
   * the caller answers by SQL.
   */
  private async readFromIndex({ page, limit, query, cap }: Listing) {
    const search = this.search;
    if (!search) return null;
    // A search waits for the index (only it ranks and forgives); a plain listing is answered by SQL meanwhile.
    if (query.words.length > 0 && !search.current) await search.ready();
    // The catalogue changed since the index last looked (on any instance): it catches up and finds the page again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const found = search.lookup(query, { offset: (page - 1) * limit, limit, cap });
      if (!found) return null;
      const read = await this.reads.read(found.seqs);
      if (search.confirm(found, read.version)) return { read, total: found.total };
      await search.catchUp(read.version < 0 ? undefined : read.version);
    }
    return null;
  }

  /** The store for item texts made by `item`. */
  private fragmentsOf(item: ListingSerializers['item']): ProductFragments {
    if (this.fragmentsBy !== item) {
      this.fragmentsBy = item;
      this.fragments = new ProductFragments();
    }
    return this.fragments;
  }
}
