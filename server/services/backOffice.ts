// The back office's writes: products (create, edit naming the version read, archive, restore), stock by hand, and
// categories. Each write is one transaction with its activity row; the route calls catalogue.changed() after it.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  BackOfficeCategory,
  BackOfficePage,
  BackOfficeProduct,
  CategoryInput,
  ProductInput,
  StockAdjustment,
  StockMovementQuery,
  StockMovement,
} from '../../src/contract';
import { backOfficeCategoryDto, backOfficeProductDto, lastChangeOf } from '../catalogue';
import type { Database } from '../db/client';
import { searchTextOf } from '../db/seed/index';
import { categories, products, stockMovements, users, type CategoryRow, type ProductRow } from '../db/schema';
import { logActivity } from './activity';
import { isUniqueViolation } from './dbErrors';
import { badRequest, conflict, notFound } from './errors';
import { namingPhotos } from './imageUpkeep';

type Now = () => number;
export const STOCK_PAGE_SIZE = 50;

/** The category a product may be put in: one that exists and is not archived (`keep`: its current one, whatever). */
async function usableCategory(tx: Database, id: string, keep?: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id));
  if (!row || (row.archivedAt && id !== keep)) {
    throw badRequest('server.backOffice.categoryUnknown', {
      categoryId: 'server.backOffice.categoryUnknown',
    });
  }
  return row;
}

/** The columns a product's input sets, with the filter columns and search text worked out as the seed does. */
function productColumns(input: ProductInput, category: CategoryRow) {
  const spec = input.specs;
  return {
    categoryId: category.id,
    name: input.name,
    nameAr: input.nameAr,
    description: input.description,
    descriptionAr: input.descriptionAr,
    price: input.price,
    priceAfterDiscount: input.priceAfterDiscount,
    color: input.color,
    colorAr: input.colorAr,
    warrantyMonths: input.warrantyMonths,
    specs: [spec],
    images: input.images ?? [],
    cpu: spec.cpu,
    memory: spec.memory,
    storage: spec.storage,
    display: spec.display,
    searchText: searchTextOf({ ...input, specs: [spec] }, category),
  };
}

async function lockedProduct(tx: Database, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound('server.product.notFound');
  return row;
}

export async function createProduct(
  db: Database,
  actorId: string,
  input: ProductInput,
  now: Now,
  photosStored: () => void,
): Promise<BackOfficeProduct> {
  return db.transaction(async (tx) => {
    await namingPhotos(tx, photosStored);
    const category = await usableCategory(tx, input.categoryId);
    const at = new Date(now());
    const quantity = input.quantity ?? 0;
    const [row] = await tx
      .insert(products)
      .values({ id: randomUUID(), ...productColumns(input, category), quantity, createdAt: at })
      .returning();
    if (!row) throw new Error('product insert returned nothing');
    if (quantity > 0) {
      await tx.insert(stockMovements).values({
        id: randomUUID(),
        productId: row.id,
        delta: quantity,
        reason: 'received',
        quantityAfter: quantity,
        actorId,
        note: '',
        createdAt: at,
      });
    }
    const after = backOfficeProductDto(row, at);
    await logActivity(tx, {
      actorId,
      action: 'product.create',
      entity: 'product',
      entityId: row.id,
      before: null,
      after,
      at,
    });
    return after;
  });
}

export async function updateProduct(
  db: Database,
  actorId: string,
  id: string,
  input: ProductInput,
  now: Now,
  photosStored: () => void,
): Promise<BackOfficeProduct> {
  return db.transaction(async (tx) => {
    await namingPhotos(tx, photosStored);
    const current = await lockedProduct(tx, id);
    if (current.editVersion !== input.version) throw conflict('server.backOffice.productChanged');
    const category = await usableCategory(tx, input.categoryId, current.categoryId);
    const [row] = await tx
      .update(products)
      .set({ ...productColumns(input, category), editVersion: current.editVersion + 1 })
      .where(and(eq(products.id, id), eq(products.editVersion, current.editVersion)))
      .returning();
    if (!row) throw conflict('server.backOffice.productChanged');
    const at = new Date(now());
    const after = backOfficeProductDto(row, at);
    await logActivity(tx, {
      actorId,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: backOfficeProductDto(current, await lastChangeOf(tx, id)),
      after,
      at,
    });
    return after;
  });
}

/** Archives (hides from the shop) or restores a product; doing it twice changes nothing and logs nothing. */
export async function setProductArchived(
  db: Database,
  actorId: string,
  id: string,
  archived: boolean,
  now: Now,
): Promise<{ product: BackOfficeProduct; changed: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockedProduct(tx, id);
    const before = backOfficeProductDto(current, await lastChangeOf(tx, id));
    if ((current.archivedAt !== null) === archived) return { product: before, changed: false };
    const at = new Date(now());
    const [row] = await tx
      .update(products)
      .set({ archivedAt: archived ? at : null, editVersion: current.editVersion + 1 })
      .where(eq(products.id, id))
      .returning();
    const after = backOfficeProductDto(row!, at);
    await logActivity(tx, {
      actorId,
      action: archived ? 'product.archive' : 'product.restore',
      entity: 'product',
      entityId: id,
      before,
      after,
      at,
    });
    return { product: after, changed: true };
  });
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

/** Adds or takes away stock by hand; never below zero (409 naming the units in stock). */
export async function adjustStock(
  db: Database,
  actorId: string,
  id: string,
  adjustment: StockAdjustment,
  now: Now,
): Promise<StockMovement> {
  return db.transaction(async (tx) => {
    const current = await lockedProduct(tx, id);
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
  });
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

async function activeCount(tx: Database, categoryId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), sql`${products.archivedAt} is null`));
  return Number(row?.n ?? 0);
}

async function lockedCategory(tx: Database, id: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound('server.backOffice.categoryNotFound');
  return row;
}

/** A unique violation on the slug becomes a 409 naming `slug`. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('server.backOffice.slugTaken', {}, { slug: 'server.backOffice.slugTaken' });
    }
    throw error;
  }
}

export async function createCategory(
  db: Database,
  actorId: string,
  input: CategoryInput,
  now: Now,
  photosStored: () => void,
): Promise<BackOfficeCategory> {
  return slugChecked(() =>
    db.transaction(async (tx) => {
      await namingPhotos(tx, photosStored);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${categories.position}), -1)::int` })
        .from(categories);
      const [row] = await tx
        .insert(categories)
        .values({
          id: randomUUID(),
          slug: input.slug,
          name: input.name,
          nameAr: input.nameAr,
          image: input.image ?? '',
          position: input.position ?? Number(last?.position ?? -1) + 1,
        })
        .returning();
      const after = backOfficeCategoryDto(row!, 0);
      await logActivity(tx, {
        actorId,
        action: 'category.create',
        entity: 'category',
        entityId: row!.id,
        before: null,
        after,
        at: new Date(now()),
      });
      return after;
    }),
  );
}

export async function updateCategory(
  db: Database,
  actorId: string,
  id: string,
  input: CategoryInput,
  now: Now,
  photosStored: () => void,
): Promise<BackOfficeCategory> {
  return slugChecked(() =>
    db.transaction(async (tx) => {
      await namingPhotos(tx, photosStored);
      const current = await lockedCategory(tx, id);
      if (current.editVersion !== input.version) throw conflict('server.backOffice.categoryChanged');
      const [row] = await tx
        .update(categories)
        .set({
          slug: input.slug,
          name: input.name,
          nameAr: input.nameAr,
          image: input.image ?? current.image,
          position: input.position ?? current.position,
          editVersion: current.editVersion + 1,
        })
        .where(eq(categories.id, id))
        .returning();
      const n = await activeCount(tx, id);
      const after = backOfficeCategoryDto(row!, n);
      await logActivity(tx, {
        actorId,
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before: backOfficeCategoryDto(current, n),
        after,
        at: new Date(now()),
      });
      return after;
    }),
  );
}

/** Archives (hides from the shop; its products stay where they are) or restores a category. Never deletes. */
export async function setCategoryArchived(
  db: Database,
  actorId: string,
  id: string,
  archived: boolean,
  now: Now,
): Promise<{ category: BackOfficeCategory; changed: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id);
    const n = await activeCount(tx, id);
    if ((current.archivedAt !== null) === archived) {
      return { category: backOfficeCategoryDto(current, n), changed: false };
    }
    const at = new Date(now());
    const [row] = await tx
      .update(categories)
      .set({ archivedAt: archived ? at : null, editVersion: current.editVersion + 1 })
      .where(eq(categories.id, id))
      .returning();
    const after = backOfficeCategoryDto(row!, n);
    await logActivity(tx, {
      actorId,
      action: archived ? 'category.archive' : 'category.restore',
      entity: 'category',
      entityId: id,
      before: backOfficeCategoryDto(current, n),
      after,
      at,
    });
    return { category: after, changed: true };
  });
}
