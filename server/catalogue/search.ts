/*
 * The search index's life on one instance (searchIndex.ts): built from the database at start-up (the first listing
 * or search waits for it), then kept up to date product by product from catalogue_changes, a log the database's
 * triggers fill whichever instance or script wrote (migration 0024): a changed product is read again and put in the
 * index (its words only when its text changed; its stock and price in place), an archived or deleted one leaves it,
 * and a change of categories or synonyms reloads those (a few rows). Nothing waits for a message between instances.
 *
 * Every listing page is found in the index and reads its products together with the log's last id in one statement
 * (listing.ts); when the log moved on, the index catches up (a few rows) and the page is found again.
 */
import { and, asc, desc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductOption } from '../../src/contract';
import type { Database } from '../db/client';
import { catalogueChanges, categories, products, searchSynonyms } from '../db/schema';
import {
  SearchIndex,
  type IndexedBrand,
  type IndexedProduct,
  type IndexedVariant,
  type ListingFilter,
  type ListingPage,
  type SpecFilter,
} from './searchIndex';

/** Products read in one statement while building (keyset by seq: each batch is an index range). */
const BATCH = 5000;
/** Changes read in one statement while catching up. */
const CHANGES_BATCH = 5000;
/** Best sellers are counted again after this long (injected clock). */
const SALES_TTL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Log rows older than this are deleted (an instance further behind rebuilds). */
const CHANGES_KEPT_MS = DAY_MS;

/** The catalogue's change-log position: the last id in catalogue_changes (0 when empty). */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: catalogueChanges.id })
    .from(catalogueChanges)
    .orderBy(desc(catalogueChanges.id))
    .limit(1);
  return Number(row?.id ?? 0);
}

/** A listing page from the index, what the filters offer for it, and the change-log position it is true for. */
export interface IndexedPage extends ListingPage {
  priceRange: { min: number; max: number } | undefined;
  specValues: Record<SpecFilter, string[]>;
  brands: IndexedBrand[];
  colors: IndexedBrand[];
  version: number;
}

export interface CatalogueSearchOptions {
  now?: () => number;
  warn?: (message: string, error?: unknown) => void;
}

const productColumns = {
  id: products.id,
  seq: products.seq,
  name: products.name,
  nameAr: products.nameAr,
  description: products.description,
  descriptionAr: products.descriptionAr,
  categoryId: products.categoryId,
  color: products.color,
  colorAr: products.colorAr,
  specs: products.specs,
  specsAr: products.specsAr,
  cpu: products.cpu,
  memory: products.memory,
  storage: products.storage,
  display: products.display,
  brand: products.brand,
  brandAr: products.brandAr,
  options: products.options,
  /**
   * Its variants on sale: [option values, colour, colour in Arabic, memory, storage (the product's when the
   * variant's is empty), quantity, price paid]. Searched and filtered on: the triggers of migration 0027 log a
   * variant's change as its product's.
   */
  // Columns named by their table: drizzle names a one-table select's columns alone, which the subquery would take
  // for its own.
  variants: sql<VariantRead[]>`coalesce((
    select jsonb_agg(jsonb_build_array(v.option_values, v.color, v.color_ar,
        coalesce(nullif(v.memory, ''), products.memory), coalesce(nullif(v.storage, ''), products.storage),
        v.quantity, v.effective_price) order by v.position, v.id)
    from product_variants v
    where v.product_id = products.id and v.archived_at is null), '[]'::jsonb)`,
  effectivePrice: sql<number>`${products.effectivePrice}`,
  quantity: products.quantity,
  // Microseconds, exact in a double (the newest order ties only where created_at does).
  createdAt: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`,
  archived: sql<boolean>`${products.archivedAt} is not null`,
};

type VariantRead = [string[], string, string, string, string, number, number];

type ProductRead = { [K in keyof typeof productColumns]: unknown } & {
  id: string;
  seq: number;
  specs: { [key: string]: unknown }[];
  specsAr: { [key: string]: unknown };
  options: ProductOption[];
  variants: VariantRead[];
  archived: boolean;
};

/**
 * A product as the index reads it. Its variants' words are the one place a product's configurations become
 * searchable: each option value in both languages (`512 GB`, `512 جيجابايت`), colours in both, memories, storages;
 * with them the Arabic forms the back office gave its specs (`شاشة 14.2 بوصة`).
 */
function indexed(row: ProductRead): IndexedProduct {
  const words = new Set<string>();
  const variants: IndexedVariant[] = row.variants.map(
    ([values, color, colorAr, memory, storage, quantity, price]) => {
      values.forEach((value, i) => {
        words.add(value);
        const valueAr = row.options[i]?.values.find((each) => each.value === value)?.valueAr;
        if (valueAr) words.add(valueAr);
      });
      for (const word of [color, colorAr, memory, storage]) words.add(word);
      return { memory, storage, color, colorAr, quantity: Number(quantity), effectivePrice: Number(price) };
    },
  );
  for (const form of Object.values(row.specsAr)) if (typeof form === 'string') words.add(form);
  return {
    ...(row as unknown as IndexedProduct),
    effectivePrice: Number(row.effectivePrice),
    createdAt: Number(row.createdAt),
    specValues: Object.values(row.specs[0] ?? {}).filter((v): v is string => typeof v === 'string'),
    variantWords: [...words].filter(Boolean).join(' '),
    variants,
  };
}

export class CatalogueSearch {
  private index: SearchIndex | null = null;
  /** The change-log id the index has caught up with. */
  private version = 0;
  private building: Promise<void> | null = null;
  private catchingUp: Promise<void> | null = null;
  /** Why the last build failed (a listing waiting for the index fails with it). */
  private buildError: unknown = null;
  private closed = false;
  private salesAt = -Infinity;
  private prunedAt = -Infinity;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly options: CatalogueSearchOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The index's figures (tests and benchmarks), or null while there is none. */
  stats(): { version: number; products: number; slots: number; words: number } | null {
    const index = this.index;
    return index
      ? {
          version: this.version,
          products: index.size,
          slots: index.slots,
          words: index.words,
        }
      : null;
  }

  /** The index when it is built (callers that need it built await ready()). */
  get current(): SearchIndex | null {
    return this.index;
  }

  /** A listing page from the index, or null while there is none (the caller awaits ready()). */
  lookup(filter: ListingFilter, page: { offset: number; limit: number; cap?: number }): IndexedPage | null {
    const index = this.index;
    if (!index) {
      void this.refresh();
      return null;
    }
    if (this.now() - this.salesAt > SALES_TTL_MS) void this.refreshSales().catch(() => undefined);
    return {
      ...index.list(filter, page),
      priceRange: index.priceRange(filter, page.cap),
      specValues: index.specValues(filter.category),
      brands: index.brands(filter.category),
      colors: index.colors(filter.category),
      version: this.version,
    };
  }

  /** True when `version`, read in the same statement as the page's products, is the index's: the answer stands. */
  confirm(found: IndexedPage, version: number): boolean {
    return version === found.version;
  }

  /** Brings the index up to the change log's `version` (or its current end). */
  async catchUp(version?: number): Promise<void> {
    if (!this.index || (version !== undefined && version <= this.version)) return;
    this.catchingUp ??= this.applyChanges().finally(() => {
      this.catchingUp = null;
    });
    await this.catchingUp;
  }

  /** Builds the index unless one is built or being built; resolves when that build has ended (built or not). */
  refresh(): Promise<void> {
    if (this.closed || this.index) return Promise.resolve();
    return this.rebuild();
  }

  private rebuild(): Promise<void> {
    this.building ??= this.build()
      .then((built) => {
        if (!this.closed && built) {
          this.index = built.index;
          this.version = built.version;
          this.buildError = null;
        }
      })
      .catch((error: unknown) => {
        this.buildError = error;
        this.options.warn?.('the search index could not be built', error);
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /**
   * Resolves once the index is built and caught up with the change log; rejects with the build's error when it
   * could not be built (the next call tries again), or when the catalogue is closed.
   */
  async ready(): Promise<true> {
    if (!this.index) await this.refresh();
    if (!this.index) throw this.buildError ?? new Error('the catalogue is closed');
    await this.catchUp(await readCatalogueVersion(this.db));
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.index = null;
    await this.building;
    await this.catchingUp;
  }

  /** Counts the units sold per product over the last 30 days (the ranking's tie-break after stock). */
  async refreshSales(): Promise<void> {
    const now = this.now();
    this.salesAt = now;
    const since = new Date(now - 30 * DAY_MS);
    const rows = await this.db.execute(sql`
      select line->'product'->>'_id' as id, sum((line->>'quantity')::int)::int as sold
      from orders, jsonb_array_elements(orders.lines) line
      where orders.created_at >= ${since} and orders.status <> 'cancelled'
      group by 1`);
    const sales = new Map<string, number>();
    for (const row of rowsOf<{ id: string | null; sold: number }>(rows))
      if (row.id) sales.set(row.id, Number(row.sold));
    this.index?.setSales(sales);
    this.salesNext = sales;
  }

  /** Sales counted before the index existed (the first build reads them first). */
  private salesNext: ReadonlyMap<string, number> = new Map();

  private async loadSmall(index: SearchIndex): Promise<void> {
    index.setCategories(
      await this.db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          nameAr: categories.nameAr,
          specKeys: categories.specKeys,
          archived: sql<boolean>`${categories.archivedAt} is not null`,
        })
        .from(categories),
    );
    const groups = await this.db
      .select({ terms: searchSynonyms.terms })
      .from(searchSynonyms)
      .orderBy(asc(searchSynonyms.id));
    index.setSynonyms(groups.map((g) => g.terms));
  }

  private async build(): Promise<{ index: SearchIndex; version: number } | null> {
    const version = await readCatalogueVersion(this.db);
    const index = new SearchIndex();
    await this.loadSmall(index);
    await this.refreshSales().catch(() => undefined);
    index.setSales(this.salesNext);
    let after = 0;
    for (;;) {
      const rows = (await this.db
        .select(productColumns)
        .from(products)
        // Archived products are in no listing or search.
        .where(and(gt(products.seq, after), isNull(products.archivedAt)))
        .orderBy(asc(products.seq))
        .limit(BATCH)) as ProductRead[];
      for (const row of rows) index.upsert(indexed(row));
      if (rows.length < BATCH || this.closed) break;
      after = rows[rows.length - 1]!.seq;
    }
    if (this.closed) return null;
    // Changes made while reading are applied by the next catch-up (from `version`).
    return { index, version };
  }

  private async applyChanges(): Promise<void> {
    const index = this.index;
    if (!index) return;
    for (;;) {
      const [oldest] = await this.db
        .select({ id: catalogueChanges.id })
        .from(catalogueChanges)
        .orderBy(asc(catalogueChanges.id))
        .limit(1);
      const changes = await this.db
        .select({ id: catalogueChanges.id, productId: catalogueChanges.productId })
        .from(catalogueChanges)
        .where(gt(catalogueChanges.id, this.version))
        .orderBy(asc(catalogueChanges.id))
        .limit(CHANGES_BATCH);
      if (changes.length === 0) break;
      // Rows this index has not seen were pruned, or products were truncated: build afresh.
      if (
        (oldest && Number(oldest.id) > this.version + 1 && this.version > 0) ||
        changes.some((c) => c.productId === '*')
      ) {
        this.index = null;
        await this.rebuild();
        return;
      }
      const last = Number(changes[changes.length - 1]!.id);
      if (changes.some((c) => c.productId === null)) await this.loadSmall(index);
      const ids = [...new Set(changes.map((c) => c.productId).filter((id): id is string => id !== null))];
      for (let i = 0; i < ids.length; i += 1000) {
        const batch = ids.slice(i, i + 1000);
        const rows = (await this.db
          .select(productColumns)
          .from(products)
          .where(inArray(products.id, batch))) as ProductRead[];
        const found = new Set<string>();
        for (const row of rows) {
          found.add(row.id);
          if (row.archived) index.remove(row.id);
          else index.upsert(indexed(row));
        }
        for (const id of batch) if (!found.has(id)) index.remove(id);
      }
      // A rebuild replaced the index meanwhile: it catches up from its own version.
      if (this.index !== index) return;
      this.version = last;
      if (changes.length < CHANGES_BATCH) break;
    }
    // Stock moved (an order, a cancellation): the best sellers are counted again when they are old.
    if (this.now() - this.salesAt > SALES_TTL_MS) {
      await this.refreshSales().catch((error: unknown) =>
        this.options.warn?.('best sellers could not be counted', error),
      );
    }
    // Dead slots (products whose text changed) are dropped by a rebuild once they are a quarter of the index.
    if (index.slots - index.size > Math.max(1000, index.size / 4)) {
      void this.build().then((built) => {
        if (built && !this.closed) {
          this.index = built.index;
          this.version = built.version;
        }
      });
    }
    await this.prune();
  }

  /** Deletes log rows older than a day, at most once an hour per instance. */
  private async prune(): Promise<void> {
    const now = this.now();
    if (now - this.prunedAt < DAY_MS / 24) return;
    this.prunedAt = now;
    await this.db
      .delete(catalogueChanges)
      .where(sql`${catalogueChanges.createdAt} < ${new Date(now - CHANGES_KEPT_MS)}`)
      .catch((error: unknown) => this.options.warn?.('old catalogue changes could not be pruned', error));
  }
}

/** The rows of db.execute() (node-postgres gives a result with rows; PGlite too). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
