/*
 * The search index's life on one instance: built from the database in the background (start-up, and again after
 * the catalogue's searchable text changed), used only while the database still has the version it was built at.
 *
 * A listing answered from the index reads its page's products together with catalogue_state.search_version in one
 * statement (listing.ts); when the version moved on (a product added, removed, renamed, re-priced or
 * moved, on any instance or by the seed), that answer is dropped, the query is answered by SQL as before, and a new
 * index is built. So the index never answers for a catalogue it was not built from, and needs no messages between
 * instances.
 *
 * What it buys (PGlite / PostgreSQL seeded / PostgreSQL at 100,000 products; docs/performance.md, "Speed layers,
 * off against on"): a never-seen listing 19 / 13 / 3.2x the requests a second, a never-seen search 22 / 8.5 / 11x,
 * a deep page at 100,000 products p95 1.85 s -> 321 ms. SEARCH_INDEX_MAX_PRODUCTS=0 turns it off.
 */
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueState, categories, products } from '../db/schema';
import {
  SearchIndexBuilder,
  type ListingFilter,
  type ListingPage,
  type SearchIndex,
  type SpecFilter,
} from './searchIndex';

/** Products read in one statement while building (keyset by seq: each batch is an index range). */
const BATCH = 5000;
/** A build that sees the version change under it starts again, this many times at most. */
const ATTEMPTS = 3;

export async function readSearchVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: catalogueState.searchVersion })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  return row?.version ?? 0;
}

/** A listing page from the index, what the filters offer for it, and the catalogue version it is true for. */
export interface IndexedPage extends ListingPage {
  priceRange: { min: number; max: number } | undefined;
  specValues: Record<SpecFilter, string[]>;
  version: number;
}

/** A listing's filters as the API takes them: the category by id or slug. */
export type ListingQuery = Omit<ListingFilter, 'categoryId'> & { category?: string };

/** The index and the categories it was built with (a listing names its category by id or slug). */
interface Built {
  index: SearchIndex;
  categoryIds: ReadonlyMap<string, string>;
}

export interface CatalogueSearchOptions {
  /** Above this many products no index is built and search stays on SQL; 0 turns the index off. */
  maxProducts: number;
  warn?: (message: string, error?: unknown) => void;
}

export class CatalogueSearch {
  private built: Built | null = null;
  private building: Promise<void> | null = null;
  private tooLarge = false;
  private closed = false;
  /** Searches answered from the index (the others were answered by SQL). */
  private answered = 0;

  constructor(
    private readonly db: Database,
    private readonly options: CatalogueSearchOptions,
  ) {}

  get enabled(): boolean {
    return this.options.maxProducts > 0 && !this.tooLarge && !this.closed;
  }

  /** The index's figures (tests and benchmarks), or null while there is none. */
  stats(): { version: number; products: number; tokens: number; answered: number } | null {
    const index = this.built?.index;
    return index
      ? { version: index.version, products: index.size, tokens: index.tokenCount, answered: this.answered }
      : null;
  }

  /**
   * A listing page from the index, or null when it cannot answer yet (not built, being rebuilt, or off): the caller
   * answers by SQL. The caller must then check the version with confirm().
   */
  lookup(
    { category, ...filter }: ListingQuery,
    page: { offset: number; limit: number; cap?: number },
  ): IndexedPage | null {
    const built = this.built;
    if (!built) {
      void this.refresh();
      return null;
    }
    // As SQL: the category whose id or slug it is; a name of no category lists nothing.
    const categoryId = category === undefined ? undefined : (built.categoryIds.get(category) ?? '');
    const { index } = built;
    return {
      ...index.list({ ...filter, categoryId }, page),
      priceRange: index.priceRange({ ...filter, categoryId }, page.cap),
      specValues: index.specValues(categoryId),
      version: index.version,
    };
  }

  /**
   * True when `version`, read in the same statement as the page's products, is the index's: the answer stands.
   * Otherwise the index is dropped and rebuilt, and the caller answers by SQL.
   */
  confirm(found: IndexedPage, version: number): boolean {
    if (version === found.version) {
      this.answered += 1;
      return true;
    }
    if (this.built?.index.version === found.version) this.built = null;
    void this.refresh();
    return false;
  }

  /** Builds the index unless one is being built; resolves when that build has ended (built or not). */
  refresh(): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    this.building ??= this.build()
      .then((built) => {
        if (!this.closed) this.built = built;
      })
      .catch((error: unknown) =>
        this.options.warn?.('the search index could not be built; search uses SQL', error),
      )
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /** Resolves once the current build (if any) has ended; true when an index is in use. */
  async ready(): Promise<boolean> {
    if (!this.built) await this.refresh();
    return this.built !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.built = null;
    await this.building;
  }

  private async build(): Promise<Built | null> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const before = await readSearchVersion(this.db);
      const [counted] = await this.db
        .select({ n: count() })
        .from(products)
        .where(isNull(products.archivedAt));
      const total = Number(counted?.n ?? 0);
      if (total > this.options.maxProducts) {
        this.tooLarge = true;
        this.options.warn?.(
          `${total} products is more than SEARCH_INDEX_MAX_PRODUCTS (${this.options.maxProducts}); search uses SQL`,
        );
        return null;
      }
      const builder = new SearchIndexBuilder();
      let after = 0;
      for (;;) {
        const rows = await this.db
          .select({
            seq: products.seq,
            searchText: products.searchText,
            categoryId: products.categoryId,
            effectivePrice: sql<number>`${products.effectivePrice}`,
            // Microseconds, exact in a double (the newest order ties only where created_at does).
            createdAt: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`,
            cpu: products.cpu,
            memory: products.memory,
            storage: products.storage,
            display: products.display,
          })
          .from(products)
          // Archived products are in no listing or search (reads.ts leaves them out the same way).
          .where(and(gt(products.seq, after), isNull(products.archivedAt)))
          .orderBy(asc(products.seq))
          .limit(BATCH);
        for (const row of rows) builder.add(row);
        if (rows.length < BATCH || this.closed) break;
        after = rows[rows.length - 1]!.seq;
      }
      if (this.closed) return null;
      const categoryIds = new Map<string, string>();
      const rows = await this.db.select({ id: categories.id, slug: categories.slug }).from(categories);
      for (const { id, slug } of rows) categoryIds.set(slug, id);
      for (const { id } of rows) categoryIds.set(id, id);
      // Unchanged version before and after: no statement that changed what listings see committed meanwhile.
      if ((await readSearchVersion(this.db)) === before) {
        return { index: builder.finish(before), categoryIds };
      }
    }
    return null;
  }
}
