/*
 * The catalogue's one public entry. Everything outside server/catalogue/ reads and writes the catalogue through here,
 * and app.ts registers its routes from routes/index.ts (lint refuses an import of the folder's other files):
 *
 *   reads   categories(), listing(query), productDetail(id), hasProduct(id), suggest(q): plain answer objects,
 *           serialised by the routes' response schemas
 *           back office (archived ones too): backOfficeProducts(query), backOfficeProduct(id), backOfficeCategories()
 *           sitemap (sitemap.ts): sitemapTotals(), sitemapCategories(), sitemapProducts(range), read at every request
 *   writes  write(fn): one transaction (a CatalogueTx); once it has committed, the catalogue announces the change
 *           itself to the listeners of onChanged() (the app drops its kept public answers,
 *           server/plugins/publicAnswers.ts, here and, with Redis, sync.ts, on every other instance). Stock moves only
 *           on a CatalogueTx: takeStock / returnStock (stock.ts) in an order's, a cancel's or a return's own
 *           transaction; the back office's product, category and stock writes (writes.ts, stock.ts) behind their
 *           routes (routes/). The search index follows the database itself (catalogue_changes, filled by triggers),
 *           so it never answers for a catalogue it was not built from, whichever instance or script made the change.
 *           rehearse(fn): the same transaction, always rolled back and never announced (a CSV import's dry run).
 *
 * reads.ts holds the plain SQL reads. A listing or a search is found in the in-memory search index (search.ts,
 * searchIndex.ts, searchText.ts), which ranks and forgives searches, and its page's products are read by one
 * prepared statement (listing.ts); suggest.ts suggests from the same index.
 */
import type {
  BackOfficeCategory,
  BackOfficePage,
  BackOfficeProduct,
  BackOfficeProductQuery,
  Category,
  CatalogueProductDetail,
  ProductListQuery,
  DidYouMean,
  ProductListResponse,
  SuggestResponse,
} from '../../src/contract';
import type { Database } from '../db/client';
import { HttpError } from '../services/errors';
import { getBackOfficeProduct, listBackOfficeCategories, listBackOfficeProducts } from './backOffice';
import { ProductListing } from './listing';
import {
  findProduct,
  getProductDetail,
  listCategories,
  productDetailStatement,
  type ProductDetailStatement,
} from './reads';
import { CatalogueSearch } from './search';
import { suggest } from './suggest';
import {
  sitemapCategories,
  sitemapProducts,
  sitemapTotals,
  type SitemapCategory,
  type SitemapRow,
  type SitemapTotals,
} from './sitemap';
import type { CatalogueTx, CatalogueWrites } from './transaction';

export { refreshRatings } from './reads';
export type { CatalogueSearch } from './search';
export { CATALOGUE_CHANNEL, catalogueSync } from './sync';
export { normaliseSearch, queryTokens } from './searchText';
export type { SitemapCategory, SitemapRow, SitemapTotals } from './sitemap';
export { returnStock, takeStock, variantOfLine, type StockLine } from './stock';
export { lineVariantOf, refreshDefaults, resolveVariants, type VariantRequest } from './variants';
export type { CatalogueTx, CatalogueWrites } from './transaction';

export interface CatalogueOptions {
  db: Database;
  /** Milliseconds since the epoch; tests move time forward. */
  now?: () => number;
  warn?: (message: string, error?: unknown) => void;
}

export class Catalogue implements CatalogueWrites {
  /** The in-memory search index (tests and benchmarks await its ready()). */
  readonly search: CatalogueSearch;
  private readonly db: Database;
  private readonly listings: ProductListing;
  private readonly detail: ProductDetailStatement;
  private readonly listeners: (() => void)[] = [];

  constructor({ db, now, warn }: CatalogueOptions) {
    this.db = db;
    this.search = new CatalogueSearch(db, { ...(now ? { now } : {}), ...(warn ? { warn } : {}) });
    this.listings = new ProductListing(db, this.search);
    this.detail = productDetailStatement(db);
  }

  /** Builds the search index in the background (the first listings wait for it). */
  start(): void {
    void this.search.refresh();
  }

  async close(): Promise<void> {
    await this.search.close();
  }

  categories(): Promise<Category[]> {
    return listCategories(this.db);
  }

  /** A listing page: filters, search and paging (stable order; a search's best match first). */
  listing(query: ProductListQuery): Promise<ProductListResponse & DidYouMean> {
    return this.listings.answer(query);
  }

  /** One product with its reviews and related products, or null. */
  productDetail(id: string): Promise<CatalogueProductDetail | null> {
    return getProductDetail(this.detail, id);
  }

  async hasProduct(id: string): Promise<boolean> {
    return (await findProduct(this.db, id)) !== undefined;
  }

  /** Suggestions as the shopper types: up to 6 products and 3 categories, best match first. */
  suggest(q: string): Promise<SuggestResponse> {
    return suggest(this.db, this.search, q);
  }

  /** The back office's product list (archived ones only with `archived: true`); never cached. */
  backOfficeProducts(query: BackOfficeProductQuery): Promise<BackOfficePage<BackOfficeProduct>> {
    return listBackOfficeProducts(this.db, query);
  }

  /** One product as the back office edits it, archived or not, or null. */
  backOfficeProduct(id: string): Promise<BackOfficeProduct | null> {
    return getBackOfficeProduct(this.db, id);
  }

  /** Every category, archived ones too, with its count of products the shop shows. */
  backOfficeCategories(): Promise<BackOfficeCategory[]> {
    return listBackOfficeCategories(this.db);
  }

  /** How many products and categories the shop shows, and their longest id (the sitemap sizes its files by it). */
  sitemapTotals(): Promise<SitemapTotals> {
    return sitemapTotals(this.db);
  }

  /** Every category (archived ones marked) in the shop's order, with its last change. */
  sitemapCategories(): Promise<SitemapCategory[]> {
    return sitemapCategories(this.db);
  }

  /** The products the shop shows, from the `offset`-th in catalogue order, `limit` of them, `batch` at a time. */
  sitemapProducts(range: { offset: number; limit: number; batch: number }): AsyncGenerator<SitemapRow[]> {
    return sitemapProducts(this.db, range);
  }

  /**
   * Runs `fn` as one transaction and, once it has committed, announces that the catalogue changed: the listeners of
   * onChanged() hear it. A 4xx is a refusal inside a transaction that rolled back: nothing changed. Any other error
   * may have come after the commit, so it is announced too.
   */
  async write<T>(fn: (tx: CatalogueTx) => Promise<T>): Promise<T> {
    try {
      const result = await this.db.transaction((tx) => fn(tx as unknown as CatalogueTx));
      this.changed();
      return result;
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode < 500)) this.changed();
      throw error;
    }
  }

  /**
   * Runs `fn` as one transaction that is always rolled back, and announces nothing: a dry run of writes (a bulk
   * import's report) that sees every rule the real write would meet, the database's own included.
   */
  async rehearse<T>(fn: (tx: CatalogueTx) => Promise<T>): Promise<T> {
    const rolledBack = Symbol('rolled back');
    let result: { value: T } | undefined;
    try {
      await this.db.transaction(async (tx) => {
        result = { value: await fn(tx as unknown as CatalogueTx) };
        throw rolledBack;
      });
    } catch (error) {
      if (error !== rolledBack) throw error;
    }
    return result!.value;
  }

  /** Calls `listener` after every write() (see the top of this file). */
  onChanged(listener: () => void): void {
    this.listeners.push(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
