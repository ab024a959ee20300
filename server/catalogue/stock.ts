// Stock: every change of a product's units (an order taking them, a cancel or a return putting them back, the
// manager's hand) with its stock movement, on the catalogue's transaction; and the movements as the back office reads
// them.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { BackOfficePage, StockAdjustment, StockMovement, StockMovementQuery } from '../../src/contract';
import type { Database } from '../db/client';
import { products, stockMovements, users, type ProductRow } from '../db/schema';
import { logActivity } from '../services/activity';
import { conflict, HttpError, notFound } from '../services/errors';
import type { CatalogueTx, CatalogueWrites } from './transaction';

export const STOCK_PAGE_SIZE = 50;

/** Units of one product. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** What a movement of an order's units records beside them. */
interface OrderMovement {
  orderId: string;
  /** Who moved them: the shopper, staff, or null for a timer. */
  actorId: string | null;
  at: Date;
}

/**
 * Takes an order's units on `tx`, each line with its 'order' stock movement, and answers each product as it is after
 * (its prices are what the order charges), in the order of `lines`. A product archived or gone is a 404 naming it; one
 * with too few units a 409 naming it, with the units left: the transaction then rolls back and takes nothing. Rows are
 * taken in one global order (by id), so two checkouts never deadlock.
 */
export async function takeStock(
  tx: CatalogueTx,
  lines: readonly StockLine[],
  movement: OrderMovement,
): Promise<ProductRow[]> {
  const byId = [...lines.keys()].sort((a, b) => (lines[a]!.productId < lines[b]!.productId ? -1 : 1));
  const taken: ProductRow[] = new Array<ProductRow>(lines.length);
  for (const i of byId) {
    const { productId, quantity } = lines[i]!;
    const [row] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${quantity}` })
      .where(
        and(
          eq(products.id, productId),
          isNull(products.archivedAt),
          sql`${products.quantity} >= ${quantity}`,
        ),
      )
      .returning();
    if (!row) throw await shortOf(tx, productId);
    taken[i] = row;
  }
  await tx.insert(stockMovements).values(
    byId.map((i) => ({
      id: randomUUID(),
      productId: taken[i]!.id,
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

/** Why a product's units could not be taken: archived or gone (404, as the cart refuses it), or too few (409). */
async function shortOf(tx: Database, productId: string): Promise<HttpError> {
  const [current] = await tx
    .select({
      name: products.name,
      nameAr: products.nameAr,
      quantity: products.quantity,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!current || current.archivedAt) {
    return new HttpError(404, 'server.product.notFound', {}, { [productId]: 'server.product.notFound' });
  }
  return conflict(
    'server.stock.short',
    { name: current.name, nameAr: current.nameAr },
    { [productId]: current.quantity },
  );
}

/**
 * Puts an order's units back on `tx` (a cancelled order's lines: 'cancel'; a return's resellable units: 'returned'),
 * each line with its stock movement. Answers the lines put back: a product gone since is left out.
 */
export async function returnStock(
  tx: CatalogueTx,
  lines: readonly StockLine[],
  reason: 'cancel' | 'returned',
  movement: OrderMovement,
): Promise<StockLine[]> {
  const returned: StockLine[] = [];
  for (const line of lines) {
    const [row] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ quantity: products.quantity });
    if (!row) continue;
    returned.push(line);
    await tx.insert(stockMovements).values({
      id: randomUUID(),
      productId: line.productId,
      delta: line.quantity,
      reason,
      quantityAfter: row.quantity,
      orderId: movement.orderId,
      actorId: movement.actorId,
      createdAt: movement.at,
    });
  }
  return returned;
}

const movementDto = (
  row: typeof stockMovements.$inferSelect,
  actor: { id: string | null; name: string | null } | null,
): StockMovement => ({
  _id: row.id,
  productId: row.productId,
  delta: row.delta,
  reason: row.reason,
  quantityAfter: row.quantityAfter,
  orderId: row.orderId,
  note: row.note,
  actor: actor?.id ? { _id: actor.id, name: actor.name ?? '' } : null,
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
  const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!current) throw notFound('server.product.notFound');
  const quantity = current.quantity + adjustment.delta;
  if (quantity < 0) {
    throw conflict(
      'server.backOffice.stockBelowZero',
      { quantity: current.quantity },
      { delta: current.quantity },
    );
  }
  await tx.update(products).set({ quantity }).where(eq(products.id, id));
  const at = new Date(now());
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      id: randomUUID(),
      productId: id,
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
    before: { quantity: current.quantity },
    after: { quantity, delta: adjustment.delta, reason: adjustment.reason, note: adjustment.note ?? '' },
    at,
  });
  const [actor] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, actorId));
  return movementDto(movement!, actor ?? null);
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
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .where(condition)
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = Number(counted?.total ?? 0);
  return {
    data: rows.map((r) => ({
      ...movementDto(r.row, r.actor),
      ...(withProduct ? { product: r.product } : {}),
    })),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
    limit,
  };
}
