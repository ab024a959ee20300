// A listing page (GET /api/product, with or without a search): the in-memory search index (search.ts) finds the
// page's products (their seqs), counts the matches and says what the filters offer; one prepared statement reads
// those products with the change log's position (with the other pages of the same turn: pageReads.ts), so prices
// and stock are the database's at the moment of the request, and a page is answered from an index that has caught
// up with that position.
import { sql } from 'drizzle-orm';
import {
  LIST_LIMIT_DEFAULT,
  RAM_ALIASES,
  type DidYouMean,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
} from '../../src/contract';
import { productAsVariant } from '../../src/contract/variants';
import type { Database } from '../db/client';
import { PageReads, type ReadRows } from './pageReads';
import { PLAIN_FIELDS, columnOf, productDto, type ProductFields } from './reads';
import type { CatalogueSearch, IndexedPage } from './search';
import type { ListingFilter, SpecFilter } from './searchIndex';
import { searchWords } from './searchText';
import { lineVariantOf, listedVariantsJson, withVariantFacts, type ListedVariant } from './variants';

/**
 * A search counts and ranks at most this many matches (100 pages of 10), and the price range it offers is that of
 * those matches.
 */
export const SEARCH_MATCH_CAP = 1000;

/** Attempts at a page while the catalogue moves on under it; the last one is answered as read. */
const ATTEMPTS = 3;

/** "a, b,,c" → ['a', 'b', 'c'] (at most 20 values). */
const commaList = (value: string | undefined, alias: Readonly<Record<string, string>> = {}) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 20)
    .map((v) => alias[v] ?? v);

/** What the listing asks the index for, as the API's query says it (defaults applied, filters parsed). */
export function filterOf(query: ProductListQuery): ListingFilter {
  const trimmed = query.category?.trim();
  const specs: Record<SpecFilter, string[]> = {
    cpu: commaList(query.cpu),
    memory: commaList(query.ram, RAM_ALIASES),
    storage: commaList(query.storage),
    display: commaList(query.display),
  };
  return {
    ...(trimmed && trimmed.toLowerCase() !== 'all' ? { category: trimmed } : {}),
    ...(query.lowestPrice === undefined ? {} : { lowestPrice: Math.floor(query.lowestPrice) }),
    ...(query.highestPrice === undefined ? {} : { highestPrice: Math.ceil(query.highestPrice) }),
    specs,
    search: query.search ?? '',
    ...(query.sort === undefined ? {} : { sort: query.sort }),
    ...(query.brand === undefined ? {} : { brands: commaList(query.brand) }),
    ...(query.color === undefined ? {} : { colors: commaList(query.color) }),
  };
}

/** A row of the page statement: a product and its category, named by the statement's column aliases. */
interface PageRow extends Omit<ProductFields, 'createdAt'> {
  seq: number;
  /** products.created_at in epoch milliseconds. */
  createdAt: number;
  categoryId: string;
  categorySlug: string;
  categoryName: string;
  categoryNameAr: string;
  /** Its variants on sale, default first. */
  variants: ListedVariant[];
  /** The change log's position when the statement ran (the same in every row). */
  version: number;
}
/** What the statement answers when it finds no product: one row with the version alone. */
type VersionRow = { seq: null; version: number };
type StatementRow = PageRow | VersionRow;

const column = (expression: string, name: string) => sql.raw(expression).as(name);

/**
 * Products by seq with the change log's position, as a named prepared statement (PostgreSQL plans it once a
 * connection). Read with the prepared statement's all(), which both drivers (node-postgres and PGlite) answer with
 * the rows as the driver parsed them, named by their aliases: drizzle's mapping of each column into nested objects
 * cost about a third of a page's time in Node.
 */
function pageStatement(db: Database) {
  const statement = db
    .select({
      seq: column('p.seq', 'seq'),
      id: column('p.id', 'id'),
      ...Object.fromEntries(PLAIN_FIELDS.map((field) => [field, column(`p.${columnOf(field)}`, field)])),
      ratingsAverage: column('p.ratings_average', 'ratingsAverage'),
      // A number in both drivers (a timestamp's text form and parsing differ between them).
      createdAt: column('floor(extract(epoch from p.created_at) * 1000)::float8', 'createdAt'),
      categoryId: column('c.id', 'categoryId'),
      categorySlug: column('c.slug', 'categorySlug'),
      categoryName: column('c.name', 'categoryName'),
      categoryNameAr: column('c.name_ar', 'categoryNameAr'),
      variants: listedVariantsJson('p').as('variants'),
      version: column('v.version', 'version'),
    })
    // The version comes in a row of its own when no product is asked for or found (a page past the end, no match).
    .from(
      sql`(select coalesce((select max(id) from catalogue_changes), 0)::float8 as version) v
        left join (
          products p join categories c on c.id = p.category_id
        ) on p.seq = any(${sql.placeholder('seqs')}::int[])`,
    )
    .prepare('catalogue_products_by_seq');
  const raw = statement as unknown as {
    all(values: { seqs: string }): Promise<StatementRow[]>;
  };
  // An array literal written here (whole numbers need no quoting): both drivers pass a string as it is, where they
  // would quote and escape each element of an array.
  return (seqs: readonly number[]) => raw.all({ seqs: `{${seqs.join(',')}}` });
}

/**
 * A listed product: with its swatches and "from" price when it comes in several variants, and, when a storage,
 * memory or colour filter is chosen, the variant it chose (as the index did: one in stock when there is one, within the price
 * bounds; the first in the default order) in place of its default: its price, stock, photos, colour, memory and
 * storage.
 */
function pageProduct(row: PageRow, filter: ListingFilter): Product {
  const product = productDto(
    { ...row, createdAt: new Date(row.createdAt) },
    { id: row.categoryId, slug: row.categorySlug, name: row.categoryName, nameAr: row.categoryNameAr },
  );
  const variants = row.variants;
  if (variants.length < 2) return product;
  const carded = withVariantFacts(product, variants);
  const chosen = chosenVariant(
    variants,
    variants.some((v) => v[5] > 0),
    filter,
  );
  if (!chosen) return carded;
  const [
    id,
    sku,
    optionValues,
    price,
    priceAfterDiscount,
    quantity,
    images,
    color,
    colorAr,
    memory,
    storage,
  ] = chosen;
  const figures = { price, priceAfterDiscount, quantity, images, color, colorAr, memory, storage };
  return {
    ...productAsVariant(carded, figures),
    fromPrice: false,
    variant: lineVariantOf({ id, sku, optionValues }, product.options),
  };
}

/**
 * The variant a listing's storage, memory or colour filter chose, or undefined when none is chosen (or none
 * matches).
 */
function chosenVariant(
  variants: readonly ListedVariant[],
  anyInStock: boolean,
  filter: ListingFilter,
): ListedVariant | undefined {
  const memories = filter.specs?.memory ?? [];
  const storages = filter.specs?.storage ?? [];
  const colours = filter.colors ?? [];
  if (memories.length + storages.length + colours.length === 0) return undefined;
  const lowest = filter.lowestPrice ?? -Infinity;
  const highest = filter.highestPrice ?? Infinity;
  const accepts = (values: readonly string[], value: string) => values.length === 0 || values.includes(value);
  return variants.find((v) => {
    if (anyInStock && v[5] <= 0) return false;
    if (v[11] < lowest || v[11] > highest) return false;
    return accepts(memories, v[9]) && accepts(storages, v[10]) && accepts(colours, v[7]);
  });
}

/** The answer of a page the index found, with the products read. */
const answerOf = (
  found: IndexedPage,
  products: Product[],
  { page, limit }: { page: number; limit: number },
): ProductListResponse => ({
  products,
  page,
  pages: Math.max(1, Math.ceil(found.total / limit)),
  total: found.total,
  limit,
  ...(found.priceRange ? { priceRange: found.priceRange } : {}),
  specValues: {
    cpu: found.specValues.cpu,
    ram: found.specValues.memory,
    storage: found.specValues.storage,
    display: found.specValues.display,
  },
  brands: found.brands,
  colors: found.colors,
});

export class ProductListing {
  private readonly reads: PageReads<StatementRow>;

  constructor(
    db: Database,
    private readonly search: CatalogueSearch,
    /** How many matches a search counts at most (tests use a smaller cap). */
    private readonly searchMatchCap = SEARCH_MATCH_CAP,
  ) {
    this.reads = new PageReads(pageStatement(db));
  }

  /**
   * A listing page. The first listing after start-up waits for the index to be built; a page whose statement finds
   * the change log moved on (a change on any instance) has the index catch up and is found again.
   */
  async answer(query: ProductListQuery): Promise<ProductListResponse & DidYouMean> {
    const limit = query.limit ?? LIST_LIMIT_DEFAULT;
    const page = query.page ?? 1;
    const filter = filterOf(query);
    const searching = searchWords(filter.search ?? '').length > 0;
    const range = { offset: (page - 1) * limit, limit, cap: searching ? this.searchMatchCap : Infinity };
    for (let attempt = 1; ; attempt += 1) {
      if (!this.search.current) await this.search.ready();
      const found = this.search.lookup(filter, range);
      // The index was dropped meanwhile (a rebuild after the log was pruned): wait for the new one.
      if (!found) continue;
      const { bySeq, version: read } = (await this.reads.read(found.seqs)) as ReadRows<PageRow>;
      const products = found.seqs.flatMap((seq) => {
        const row = bySeq.get(seq);
        return row ? [pageProduct(row, filter)] : [];
      });
      // -1: a product the index listed is no longer in the database.
      const version = products.length === found.seqs.length ? read : -1;
      if (this.search.confirm(found, version) || attempt === ATTEMPTS) {
        const answer = answerOf(found, products, { page, limit });
        // A search with no result names the closest spelling that has results, when there is one.
        const suggestion =
          found.total === 0 && searching ? this.search.current?.didYouMean(filter.search!) : undefined;
        return suggestion === undefined ? answer : { ...answer, didYouMean: suggestion };
      }
      await this.search.catchUp(version < 0 ? undefined : version);
    }
  }
}
