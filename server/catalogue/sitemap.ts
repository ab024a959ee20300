// The catalogue's reads for /sitemap.xml: what the shop shows (categories and products that are not archived), each
// with the time of its last change, in catalogue order and in batches, so that 30,000 products are never held at once.
import { and, asc, count, gt, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';

/** A page of the shop the sitemap lists: its id and its last change (epoch milliseconds; null: none known). */
export interface SitemapRow {
  id: string;
  lastmod: number | null;
}

/** A category and its last change; archived ones are not listed but their products' changes still move home's. */
export interface SitemapCategory extends SitemapRow {
  archived: boolean;
}

/** How many products and categories the shop shows, and their longest ids (the sitemap's files are sized by them). */
export interface SitemapTotals {
  products: number;
  categories: number;
  longestId: number;
}

/**
 * A product's last change: products have no updated_at, so the latest of its creation, its last back-office change
 * (activity_log, from its (entity, entity_id, created_at) index: an edit, a rename, an archive or a restore, stock by
 * hand) and its last review (what its page shows changes with them). Stock taken by orders does not move it.
 */
const productChange = (alias: string) => `greatest(
    ${alias}.created_at,
    (select max(a.created_at) from activity_log a where a.entity = 'product' and a.entity_id = ${alias}.id),
    (select max(r.updated_at) from reviews r where r.product_id = ${alias}.id)
  )`;
/** Epoch milliseconds as float8 (both drivers read it as a number). Column names are qualified: drizzle leaves them
 * bare in a one-table select, where a subquery's own "id" would take them. */
const epochMs = (timestamp: string) => sql.raw(`floor(extract(epoch from ${timestamp}) * 1000)::float8`);

export async function sitemapTotals(db: Database): Promise<SitemapTotals> {
  const [productRow] = await db
    .select({ n: count(), longest: max(sql<number>`octet_length(${products.id})`) })
    .from(products)
    .where(isNull(products.archivedAt));
  const [categoryRow] = await db
    .select({ n: count(), longest: max(sql<number>`octet_length(${categories.id})`) })
    .from(categories)
    .where(isNull(categories.archivedAt));
  return {
    products: Number(productRow?.n ?? 0),
    categories: Number(categoryRow?.n ?? 0),
    longestId: Math.max(Number(productRow?.longest ?? 0), Number(categoryRow?.longest ?? 0)),
  };
}

/**
 * Every category in the shop's order, each with its last change: the latest of its own back-office changes and of its
 * products' (archived ones too: archiving a product changes the listing); null for a category that has neither.
 */
export async function sitemapCategories(db: Database): Promise<SitemapCategory[]> {
  // One pass over products, their activity and their reviews (hash joins), rather than two index probes a product.
  const changes = sql.raw(`(
    select p.category_id, max(greatest(p.created_at, pa.at, pr.at)) as at
    from products p
    left join (select entity_id, max(created_at) as at from activity_log where entity = 'product' group by entity_id) pa
      on pa.entity_id = p.id
    left join (select product_id, max(updated_at) as at from reviews group by product_id) pr on pr.product_id = p.id
    group by p.category_id
  ) pc`);
  const own = sql.raw(`(
    select entity_id, max(created_at) as at from activity_log where entity = 'category' group by entity_id
  ) ca`);
  const rows = await db
    .select({
      id: categories.id,
      archived: sql<boolean>`categories.archived_at is not null`,
      lastmod: sql<number | null>`${epochMs('greatest(ca.at, pc.at)')}`,
    })
    .from(categories)
    .leftJoin(changes, sql`pc.category_id = categories.id`)
    .leftJoin(own, sql`ca.entity_id = categories.id`)
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => ({
    id: row.id,
    archived: Boolean(row.archived),
    lastmod: row.lastmod === null ? null : Number(row.lastmod),
  }));
}

/**
 * The products the shop shows from the `offset`-th (catalogue order) on, `limit` of them, `batch` at a time: the
 * first batch skips by OFFSET, the next ones follow on from the last seq read (keyset, the products_seq_idx).
 */
export async function* sitemapProducts(
  db: Database,
  { offset, limit, batch }: { offset: number; limit: number; batch: number },
): AsyncGenerator<SitemapRow[]> {
  let left = limit;
  let after: number | undefined;
  while (left > 0) {
    const size = Math.min(batch, left);
    const rows = await db
      .select({
        id: products.id,
        seq: products.seq,
        lastmod: sql<number>`${epochMs(productChange('products'))}`,
      })
      .from(products)
      .where(and(isNull(products.archivedAt), after === undefined ? undefined : gt(products.seq, after)))
      .orderBy(asc(products.seq))
      .limit(size)
      .offset(after === undefined ? offset : 0);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ id: row.id, lastmod: Number(row.lastmod) }));
    left -= rows.length;
    after = rows[rows.length - 1]!.seq ?? undefined;
    if (rows.length < size) return;
  }
}
