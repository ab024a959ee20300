// Stock: every change of a product's units (an order taking them, a cancel or a return putting them back, the
// manager's hand) with its stock movement, on the catalogue's transaction; and the movements as the back office reads
// them.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_MAX,
  type BackOfficePage,
  type RestockItem,
  type StockAdjustment,
  type StockMovement,
  type StockMovementQuery,
} from '../../src/contract';
import type { Database } from '../db/client';
import { products, productVariants, stockMovements, users, type VariantRow } from '../db/schema';
import { logActivity } from '../services/activity';
import { badRequest, conflict, HttpError, notFound } from '../services/errors';
import type { CatalogueTx, CatalogueWrites } from './transaction';
import { lineVariantOf, refreshDefaults, resolveVariants } from './variants';

export const STOCK_PAGE_SIZE = 50;

/** Units of one variant of a product. */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** What a movement of an order's units records beside them. */
interface OrderMovement {
  orderId: string;
  /** Who moved them: the shopper, staff, or null for a timer. */
  actorId: string | null;
  at: Date;
}

/** The variant an order line stored before products had variants names: the one migration 0025 gave its id. */
export const variantOfLine = (line: { product: { _id: string; variant?: { _id: string } } }) =>
  line.product.variant?._id ?? line.product._id;

/**
 * Takes an order's units on `tx`, each line with its 'order' stock movement, and answers each variant as it is after
 * (its prices are what the order charges), in the order of `lines`; each product's default figures follow. A product
 * or variant archived or gone is a 404 naming the product; a variant with too few units a 409 naming the product,
 * with the units left: the transaction then rolls back and takes nothing. Variant rows are taken in one global order
 * (by id), then their products' rows (by id), so two checkouts never deadlock.
 */
export async function takeStock(
  tx: CatalogueTx,
  lines: readonly StockLine[],
  movement: OrderMovement,
): Promise<VariantRow[]> {
  const byId = [...lines.keys()].sort((a, b) => (lines[a]!.variantId < lines[b]!.variantId ? -1 : 1));
  const taken: VariantRow[] = new Array<VariantRow>(lines.length);
  for (const i of byId) {
    const { productId, variantId, quantity } = lines[i]!;
    const [row] = await tx
      .update(productVariants)
      .set({ quantity: sql`${productVariants.quantity} - ${quantity}` })
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(productVariants.productId, productId),
          isNull(productVariants.archivedAt),
          sql`${productVariants.quantity} >= ${quantity}`,
          sql`exists (select 1 from ${products} where ${products.id} = ${productId} and ${products.archivedAt} is null)`,
        ),
      )
      .returning();
    if (!row) throw await shortOf(tx, productId, variantId);
    taken[i] = row;
  }
  await refreshDefaults(tx, sortedProducts(lines));
  await tx.insert(stockMovements).values(
    byId.map((i) => ({
      id: randomUUID(),
      productId: taken[i]!.productId,
      variantId: taken[i]!.id,
      delta: -lines[i]!.quantity,
      reason: 'order' as const,
      quantityAfter: taken[i]!.quantity,
      orderId: movement.orderId,
      actorId: movement.actorId,
      createdAt: movement.at,
    })),
  );
  return taken;
}

const sortedProducts = (lines: readonly { productId: string }[]) =>
  [...new Set(lines.map((line) => line.productId))].sort();

/**
 * Why a variant's units could not be taken: it or its product archived or gone (404 naming the product, as the cart
 * refuses it), or too few (409 naming the variant, with its units left).
 */
async function shortOf(tx: Database, productId: string, variantId: string): Promise<HttpError> {
  const [current] = await tx
    .select({
      name: products.name,
      nameAr: products.nameAr,
      quantity: productVariants.quantity,
      archived: sql<boolean>`${products.archivedAt} is not null or ${productVariants.archivedAt} is not null`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  if (!current || current.archived) {
    return new HttpError(404, 'server.product.notFound', {}, { [productId]: 'server.product.notFound' });
  }
  // Named by the variant (a product sold one way: its id is the product's), as the cart keys the line.
  return conflict(
    'server.stock.short',
    { name: current.name, nameAr: current.nameAr },
    { [variantId]: current.quantity },
  );
}

/**
 * Puts an order's units back on `tx` (a cancelled order's lines: 'cancel'; a return's resellable units: 'returned'),
 * each line with its stock movement; each product's default figures follow. Answers the lines put back: a variant gone
 * since is left out.
 */
export async function returnStock(
  tx: CatalogueTx,
  lines: readonly StockLine[],
  reason: 'cancel' | 'returned',
  movement: OrderMovement,
): Promise<StockLine[]> {
  const returned: StockLine[] = [];
  for (const line of [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
    const [row] = await tx
      .update(productVariants)
      .set({ quantity: sql`${productVariants.quantity} + ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variantId), eq(productVariants.productId, line.productId)))
      .returning({ quantity: productVariants.quantity });
    if (!row) continue;
    returned.push(line);
    await tx.insert(stockMovements).values({
      id: randomUUID(),
      productId: line.productId,
      variantId: line.variantId,
      delta: line.quantity,
      reason,
      quantityAfter: row.quantity,
      orderId: movement.orderId,
      actorId: movement.actorId,
      createdAt: movement.at,
    });
  }
  await refreshDefaults(tx, sortedProducts(returned));
  return returned;
}

const movementDto = (
  row: typeof stockMovements.$inferSelect,
  actor: { id: string | null; name: string | null } | null,
  sku: string | null = null,
): StockMovement => ({
  _id: row.id,
  productId: row.productId,
  variantId: row.variantId,
  delta: row.delta,
  reason: row.reason,
  quantityAfter: row.quantityAfter,
  orderId: row.orderId,
  note: row.note,
  actor: actor?.id ? { _id: actor.id, name: actor.name ?? '' } : null,
  sku,
  createdAt: row.createdAt.toISOString(),
});

/** The manager adds or takes away stock by hand, with its activity row; never below zero (409 naming the units). */
export function adjustStock(
  catalogue: CatalogueWrites,
  actorId: string,
  id: string,
  adjustment: StockAdjustment,
  now: () => number,
): Promise<StockMovement> {
  return catalogue.write((tx) => adjusted(tx, actorId, id, adjustment, now));
}

async function adjusted(
  tx: CatalogueTx,
  actorId: string,
  id: string,
  adjustment: StockAdjustment,
  now: () => number,
): Promise<StockMovement> {
  if (adjustment.variantId === undefined) {
    const [several] = await tx
      .select({ n: count() })
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), isNull(productVariants.archivedAt)));
    // Stock is counted per variant: a product in several must say whose units these are.
    if (Number(several?.n ?? 0) > 1) {
      throw badRequest('server.backOffice.variantUnchosen', {
        variantId: 'server.backOffice.variantUnchosen',
      });
    }
  }
  const [variant] = await resolveVariants(tx, [{ productId: id, variantId: adjustment.variantId }]);
  const [current] = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.id, variant!.variant.id))
    .for('update');
  if (!current) throw notFound('server.product.notFound');
  const quantity = current.quantity + adjustment.delta;
  if (quantity < 0) {
    throw conflict(
      'server.backOffice.stockBelowZero',
      { quantity: current.quantity },
      { delta: current.quantity },
    );
  }
  await tx.update(productVariants).set({ quantity }).where(eq(productVariants.id, current.id));
  await refreshDefaults(tx, [id]);
  const at = new Date(now());
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      id: randomUUID(),
      productId: id,
      variantId: current.id,
      delta: adjustment.delta,
      reason: adjustment.reason,
      quantityAfter: quantity,
      actorId,
      note: adjustment.note ?? '',
      createdAt: at,
    })
    .returning();
  await logActivity(tx, {
    actorId,
    action: 'stock.adjust',
    entity: 'product',
    entityId: id,
    before: { variantId: current.id, sku: current.sku, quantity: current.quantity },
    after: {
      variantId: current.id,
      sku: current.sku,
      quantity,
      delta: adjustment.delta,
      reason: adjustment.reason,
      note: adjustment.note ?? '',
    },
    at,
  });
  const [actor] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, actorId));
  return movementDto(movement!, actor ?? null, current.sku);
}

/** A product's stock movements, newest first, with who made each (null for none). */
export async function stockHistory(
  db: Database,
  id: string,
  page: number,
): Promise<BackOfficePage<StockMovement>> {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!exists) throw notFound('server.product.notFound');
  return movementsPage(db, eq(stockMovements.productId, id), page, false);
}

/** Every product's stock movements (of one reason), newest first, with each product's names. */
export function allStockMovements(
  db: Database,
  { reason, page = 1 }: StockMovementQuery,
): Promise<BackOfficePage<StockMovement>> {
  return movementsPage(db, reason ? eq(stockMovements.reason, reason) : undefined, page, true);
}

async function movementsPage(
  db: Database,
  condition: SQL | undefined,
  page: number,
  withProduct: boolean,
): Promise<BackOfficePage<StockMovement>> {
  const limit = STOCK_PAGE_SIZE;
  const [counted] = await db.select({ total: count() }).from(stockMovements).where(condition);
  const rows = await db
    .select({
      row: stockMovements,
      actor: { id: users.id, name: users.name },
      product: { name: products.name, nameAr: products.nameAr },
      sku: productVariants.sku,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .leftJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .where(condition)
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = Number(counted?.total ?? 0);
  return {
    data: rows.map((r) => ({
      ...movementDto(r.row, r.actor, r.sku),
      ...(withProduct ? { product: r.product } : {}),
    })),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
    limit,
  };
}

export const RESTOCK_PAGE_SIZE = 20;

/**
 * The variants on sale that are out of stock or running low (LOW_STOCK_MAX units at most), fewest units first, with
 * their product's names and their SKU and choices: a product's default figures are one variant's, so a sold-out
 * variant of a product in several would not show in a list of products.
 */
export async function restockList(db: Database, page: number): Promise<BackOfficePage<RestockItem>> {
  const limit = RESTOCK_PAGE_SIZE;
  const condition = and(
    isNull(productVariants.archivedAt),
    isNull(products.archivedAt),
    sql`${productVariants.quantity} <= ${LOW_STOCK_MAX}`,
  );
  const [counted] = await db
    .select({ total: count() })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(condition);
  const rows = await db
    .select({
      variant: {
        id: productVariants.id,
        sku: productVariants.sku,
        optionValues: productVariants.optionValues,
        quantity: productVariants.quantity,
      },
      product: { id: products.id, name: products.name, nameAr: products.nameAr, options: products.options },
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(condition)
    .orderBy(productVariants.quantity, products.name, productVariants.position, productVariants.id)
    .limit(limit)
    .offset((page - 1) * limit);
  const total = Number(counted?.total ?? 0);
  return {
    data: rows.map(({ variant, product }) => ({
      productId: product.id,
      name: product.name,
      nameAr: product.nameAr,
      variant: lineVariantOf(variant, product.options),
      quantity: variant.quantity,
    })),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
    limit,
  };
}
