// The back office's reads of the catalogue: every product and category (archived ones too), as managers edit them.
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  BACK_OFFICE_SEARCH_CAP,
  LOW_STOCK_MAX,
  type BackOfficeCategory,
  type BackOfficePage,
  type BackOfficeProduct,
  type BackOfficeProductQuery,
  type BackOfficeVariant,
  type ProductSort,
} from '../../src/contract';
import type { Database } from '../db/client';
import {
  categories,
  products,
  productVariants,
  type CategoryRow,
  type ProductRow,
  type VariantRow,
} from '../db/schema';
import { searchTerms } from './searchText';

export const BACK_OFFICE_PAGE_DEFAULT = 20;

const EMPTY_SPEC = { cpu: '', memory: '', storage: '', gpu: '', display: '', os: '' };

/**
 * A product as the back office edits it. `updatedAt`: its last back-office change (edit, archive, stock), from the
 * activity log; its creation time when it has none (the seeded catalogue).
 */
export function backOfficeProductDto(row: ProductRow, lastChange?: Date | number | null): BackOfficeProduct {
  return {
    _id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    categoryId: row.categoryId,
    price: row.price,
    priceAfterDiscount: row.priceAfterDiscount,
    quantity: row.quantity,
    stockState: row.stockState,
    color: row.color,
    colorAr: row.colorAr,
    warrantyMonths: row.warrantyMonths,
    warrantyKind: row.warrantyKind,
    brand: row.brand,
    brandAr: row.brandAr,
    specs: { ...EMPTY_SPEC, ...row.specs[0] },
    specsAr: row.specsAr,
    images: row.images,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    version: row.editVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: new Date(lastChange ?? row.createdAt).toISOString(),
  };
}

export function backOfficeCategoryDto(row: CategoryRow, productCount: number): BackOfficeCategory {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    nameAr: row.nameAr,
    image: row.image,
    position: row.position,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    productCount,
    version: row.editVersion,
    specKeys: row.specKeys,
  };
}

export const backOfficeVariantDto = (row: VariantRow): BackOfficeVariant => ({
  _id: row.id,
  sku: row.sku,
  optionValues: row.optionValues,
  price: row.price,
  priceAfterDiscount: row.priceAfterDiscount,
  quantity: row.quantity,
  images: row.images,
  color: row.color,
  colorAr: row.colorAr,
  storage: row.storage,
  memory: row.memory,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

/** A product's variants as the back office edits them: on sale first, in the order set, then archived ones. */
export async function backOfficeVariantsOf(db: Database, productId: string): Promise<BackOfficeVariant[]> {
  const rows = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(
      sql`${productVariants.archivedAt} is not null`,
      asc(productVariants.position),
      asc(productVariants.id),
    );
  return rows.map(backOfficeVariantDto);
}

/** One product's back-office answer: the row's, with its options and every variant (archived ones marked). */
export async function withVariants(
  db: Database,
  row: ProductRow,
  lastChange?: Date | number | null,
): Promise<BackOfficeProduct> {
  return {
    ...backOfficeProductDto(row, lastChange),
    options: row.options,
    variants: await backOfficeVariantsOf(db, row.id),
  };
}

/**
 * The time of a product's last activity row, in epoch milliseconds, or null (from the (entity, entity_id) index).
 * Written out: drizzle leaves column names unqualified in a one-table select, which would bind "id" to activity_log.
 */
const lastChange = sql<number | null>`(select floor(extract(epoch from max(a.created_at)) * 1000)::float8
  from activity_log a where a.entity = 'product' and a.entity_id = "products"."id")`;

/** The time of the product's last activity row (for a row read inside a write's transaction). */
export async function lastChangeOf(db: Database, id: string): Promise<number | null> {
  const [row] = await db.select({ at: lastChange }).from(products).where(eq(products.id, id));
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

type VariantStock = NonNullable<BackOfficeProduct['variantStock']>;

/** A listed product's variants on sale by stock (from the (product_id, position) index; a page's rows only). */
const variantStock = sql<VariantStock>`(select jsonb_build_object('variants', count(*)::int,
    'out', count(*) filter (where v.quantity = 0),
    'low', count(*) filter (where v.quantity between 1 and ${LOW_STOCK_MAX}))
  from product_variants v where v.product_id = "products"."id" and v.archived_at is null)`;

const SORTS: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.seq)],
  oldest: [asc(products.createdAt), asc(products.seq)],
  name: [asc(products.name), asc(products.seq)],
  price: [asc(products.effectivePrice), asc(products.seq)],
  // Descending sorts break ties newest first: one index, read backwards, serves both directions.
  '-price': [desc(products.effectivePrice), desc(products.seq)],
  stock: [asc(products.quantity), asc(products.seq)],
  '-stock': [desc(products.quantity), desc(products.seq)],
};

/**
 * A page of products for the back office. `archived`: true lists archived products only; false or absent, the
 * products the shop shows.
 */
export async function listBackOfficeProducts(
  db: Database,
  query: BackOfficeProductQuery,
  searchCap = BACK_OFFICE_SEARCH_CAP,
): Promise<BackOfficePage<BackOfficeProduct>> {
  const limit = query.limit ?? BACK_OFFICE_PAGE_DEFAULT;
  const page = query.page ?? 1;
  const where: SQL[] = [query.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt)];
  // What the shop's search finds: every word of the query in the product's search text (both names, category and
  // specifications, normalised: Arabic letter variants and digits fold as the shop's do), from its trigram index.
  const terms = searchTerms(query.search ?? '');
  for (const term of terms) {
    where.push(sql`${products.searchText} like ${`%${term}%`}`);
  }
  if (query.category) where.push(eq(products.categoryId, query.category));
  // The worst of the product's variants on sale (products.stock_state, kept by refreshDefaults): a product whose
  // blue 512 GB is sold out is 'out' while its other variants sell. The stock sort stays the product's own figure.
  if (query.stock) where.push(eq(products.stockState, query.stock));
  if (query.discounted === true) {
    where.push(
      sql`${products.priceAfterDiscount} > 0 and ${products.priceAfterDiscount} < ${products.price}`,
    );
  }
  if (query.discounted === false) {
    where.push(
      sql`not (${products.priceAfterDiscount} > 0 and ${products.priceAfterDiscount} < ${products.price})`,
    );
  }
  const condition = and(...where);
  const order = SORTS[query.sort ?? 'newest'];
  // A search counts up to the cap (one more tells whether there are more); filters alone count exactly, from an
  // index where one covers them.
  const searching = terms.length > 0;
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .where(condition)
    .limit(searchCap + 1)
    .as('matches');
  const [counted] = searching
    ? await db.select({ total: count() }).from(matches)
    : await db.select({ total: count() }).from(products).where(condition);
  // The page's seqs first, from an index alone where one serves the sort (migration 0008), then only those rows:
  // an OFFSET over whole rows would read every skipped one (page 500 of 20 reads 10,000).
  const pageSeqs = db
    .select({ seq: products.seq })
    .from(products)
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  const rows = await db
    .select({ product: products, lastChange, variantStock })
    .from(products)
    .where(sql`${products.seq} in (${pageSeqs})`)
    .orderBy(...order);
  const capped = searching && Number(counted?.total ?? 0) > searchCap;
  const total = capped ? searchCap : Number(counted?.total ?? 0);
  return {
    data: rows.map((r) => ({
      ...backOfficeProductDto(r.product, r.lastChange === null ? null : Number(r.lastChange)),
      variantStock: r.variantStock,
    })),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
    limit,
    ...(capped ? { capped } : {}),
  };
}

export async function getBackOfficeProduct(db: Database, id: string): Promise<BackOfficeProduct | null> {
  const [row] = await db.select({ product: products, lastChange }).from(products).where(eq(products.id, id));
  return row ? withVariants(db, row.product, row.lastChange === null ? null : Number(row.lastChange)) : null;
}

/** Every category, archived ones too, with how many products in it are not archived. */
export async function listBackOfficeCategories(db: Database): Promise<BackOfficeCategory[]> {
  const active = db
    .select({ categoryId: products.categoryId, n: count().as('n') })
    .from(products)
    .where(isNull(products.archivedAt))
    .groupBy(products.categoryId)
    .as('active');
  const rows = await db
    .select({ category: categories, n: sql<number>`coalesce(${active.n}, 0)::int` })
    .from(categories)
    .leftJoin(active, eq(active.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((r) => backOfficeCategoryDto(r.category, Number(r.n)));
}
