/*
 * The catalogue's one public entry. Everything outside server/catalogue/ reads the catalogue and reports changes to
 * it through here (lint refuses an import of the folder's other files):
 *
 *   reads   categories(), listingJson(query, serializers), productDetail(id), hasProduct(id)
 *           back office (archived ones too): backOfficeProducts(query), backOfficeProduct(id), backOfficeCategories()
 *           sitemap (sitemap.ts): sitemapTotals(), sitemapCategories(), sitemapProducts(range), read at every request
 *   write   changed(): call it after a write that changes what a shopper sees of the catalogue has committed; the
 *           cached answers on this instance and (with Redis, sync.ts) on every other one follow it. The search index
 *           follows the database itself (catalogue_changes, filled by triggers), so it never answers
 *           for a catalogue it was not built from, whichever instance or script made the change.
 *
 * Plain SQL (reads.ts) is the readable core; the speed layers are behind configuration, each with what it buys:
 *   answerCache.ts  answers kept a few seconds (CATALOGUE_CACHE_TTL_MS)
 *   search.ts       the in-memory search index (SEARCH_INDEX_MAX_PRODUCTS) with searchIndex.ts: it ranks and forgives
 *                   searches (SQL's substring match answers only while it is off or too large); suggest.ts
 *   pageReads.ts    the pages asked for in one turn read by one statement   (CATALOGUE_LAYERS_OFF=pageReads)
 *   productFragments.ts  products' item texts kept by row_version         (CATALOGUE_LAYERS_OFF=fragments)
 *   encoding.ts     compressed copies kept with a cached answer             (CATALOGUE_LAYERS_OFF=encoding)
 *   named prepared statements for the page read and the product detail       (CATALOGUE_LAYERS_OFF=prepared)
 * The figures are in docs/performance.md ("Speed layers, off against on").
 */
import type {
  BackOfficeCategory,
  BackOfficePage,
  BackOfficeProduct,
  BackOfficeProductQuery,
  Category,
  CatalogueProductDetail,
  ProductListQuery,
  SuggestResponse,
} from '../../src/contract';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { CatalogueCache } from './answerCache';
import { getBackOfficeProduct, listBackOfficeCategories, listBackOfficeProducts } from './backOffice';
import { ProductListing, type ListingSerializers } from './listing';
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

export { refreshRatings } from './reads';
export { backOfficeCategoryDto, backOfficeProductDto, lastChangeOf } from './backOffice';
export { listingKey, type CachedAnswer, type CatalogueCache } from './answerCache';
export { COMPRESS_THRESHOLD, COMPRESSORS, preferredEncoding } from './encoding';
export type { ListingSerializers } from './listing';
export type { CatalogueSearch } from './search';
export { CATALOGUE_CHANNEL, catalogueSync } from './sync';
export { normaliseSearch, queryTokens } from './searchText';
export type { SitemapCategory, SitemapRow, SitemapTotals } from './sitemap';

export interface CatalogueOptions {
  db: Database;
  config: Pick<
    Config,
    'catalogueCacheTtlMs' | 'catalogueCacheMaxEntries' | 'catalogueCacheMaxBytes' | 'searchIndexMaxProducts'
  >;
  /** Milliseconds since the epoch; tests move time forward. */
  now?: () => number;
  warn?: (message: string, error?: unknown) => void;
}

export class Catalogue {
  /** Public catalogue answers kept a few seconds (tests and benchmarks read its stats()). */
  readonly answers: CatalogueCache;
  /** The in-memory search index (tests and benchmarks await its ready()). */
  readonly search: CatalogueSearch;
  private readonly db: Database;
  private readonly listing: ProductListing;
  private readonly detail: ProductDetailStatement;

  constructor({ db, config, now, warn }: CatalogueOptions) {
    this.db = db;
    this.answers = new CatalogueCache({
      ttlMs: config.catalogueCacheTtlMs,
      maxEntries: config.catalogueCacheMaxEntries,
      maxBytes: config.catalogueCacheMaxBytes,
      ...(now ? { now } : {}),
    });
    this.search = new CatalogueSearch(db, {
      maxProducts: config.searchIndexMaxProducts,
      ...(now ? { now } : {}),
      ...(warn ? { warn } : {}),
    });
    this.listing = new ProductListing(db, { search: this.search });
    this.detail = productDetailStatement(db);
  }

  /** Builds the search index in the background (listings use SQL until it is ready). */
  start(): void {
    void this.search.refresh();
  }

  async close(): Promise<void> {
    await this.search.close();
  }

  categories(): Promise<Category[]> {
    return listCategories(this.db);
  }

  /** A listing page's JSON text, as `serializers.answer` writes the answer (byte for byte, whichever path read it). */
  listingJson(query: ProductListQuery, serializers: ListingSerializers): Promise<string | Buffer> {
    return this.listing.json(query, serializers);
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

  /** The catalogue changed (call it after the write committed): see the top of this file. */
  changed(): void {
    this.answers.invalidate();
  }
}
