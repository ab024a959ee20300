// The back office's writes of the catalogue: products (create, edit naming the version read, archive, restore) and
// categories. Each is one catalogue transaction with its activity row, announced once committed (Catalogue.write).
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  stockStateOf,
  type BackOfficeCategory,
  type BackOfficeProduct,
  type CategoryInput,
  type ProductInput,
  type ProductSpec,
  type SpecKey,
  type SpecsAr,
} from '../../src/contract';
import type { Database } from '../db/client';
import { searchTextOf } from '../db/seed/index';
import {
  categories,
  products,
  productVariants,
  stockMovements,
  type CategoryRow,
  type ProductRow,
} from '../db/schema';
import { logActivity } from '../services/activity';
import { isUniqueViolation } from '../services/dbErrors';
import { badRequest, conflict, notFound } from '../services/errors';
import { namingPhotos } from '../services/imageUpkeep';
import { backOfficeCategoryDto, backOfficeProductDto, lastChangeOf, withVariants } from './backOffice';
import type { CatalogueTx, CatalogueWrites } from './transaction';

type Now = () => number;

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

/**
 * The Arabic forms a save that leaves `specsAr` out keeps (a client from before them): the current ones of the specs
 * that still have an English value.
 */
function arabicKept(current: SpecsAr | undefined, spec: ProductSpec): SpecsAr {
  return Object.fromEntries(
    Object.entries(current ?? {}).filter(([key]) => spec[key as SpecKey]?.trim()),
  ) as SpecsAr;
}

/**
 * The columns a product's input sets, with the filter columns and search text worked out as the seed does. A brand or
 * warranty kind left out is the current one's (`current`), or none and the official warranty.
 */
function productColumns(input: ProductInput, category: CategoryRow, current?: ProductRow) {
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
    warrantyKind: input.warrantyKind ?? current?.warrantyKind ?? 'official',
    brand: input.brand ?? current?.brand ?? '',
    brandAr: input.brandAr ?? current?.brandAr ?? '',
    specs: [spec],
    specsAr: input.specsAr ?? arabicKept(current?.specsAr, spec),
    images: input.images ?? [],
    cpu: spec.cpu,
    memory: spec.memory,
    storage: spec.storage,
    display: spec.display,
    searchText: searchTextOf({ ...input, specs: [spec] }, category),
  };
}

/** A product sold one way: its variant's figures are the form's. */
const soleVariantColumns = (input: ProductInput) => ({
  price: input.price,
  priceAfterDiscount: input.priceAfterDiscount,
  color: input.color,
  colorAr: input.colorAr,
  storage: input.specs.storage,
  memory: input.specs.memory,
});

/** Whether the form changes a figure that, for a product in several variants, is its default variant's. */
const pricedDifferently = (current: ProductRow, input: ProductInput) =>
  current.price !== input.price ||
  current.priceAfterDiscount !== input.priceAfterDiscount ||
  current.color !== input.color ||
  current.colorAr !== input.colorAr;

async function lockedProduct(tx: Database, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound('server.product.notFound');
  return row;
}

export async function createProduct(
  catalogue: CatalogueWrites,
  actorId: string,
  input: ProductInput,
  now: Now,
  photosStored: () => void,
): Promise<BackOfficeProduct> {
  return catalogue.write(async (tx) => {
    const { row, at } = await insertProduct(tx, actorId, input, now, photosStored);
    return withVariants(tx, row, at);
  });
}

/** A new product sold one way, written in the catalogue transaction `tx` with its activity row (createProduct). */
export async function insertProduct(
  tx: CatalogueTx,
  actorId: string,
  input: ProductInput,
  now: Now,
  photosStored: () => void,
): Promise<{ row: ProductRow; at: Date }> {
  await namingPhotos(tx, photosStored);
  const category = await usableCategory(tx, input.categoryId);
  const at = new Date(now());
  const quantity = input.quantity ?? 0;
  const [row] = await tx
    .insert(products)
    .values({
      id: randomUUID(),
      ...productColumns(input, category),
      quantity,
      stockState: stockStateOf(quantity),
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  // A product made here comes one way: one variant, with the product's id, figures and a SKU of its number.
  await tx.insert(productVariants).values({
    ...soleVariantColumns(input),
    id: row.id,
    productId: row.id,
    sku: `SKU-${String(row.seq).padStart(6, '0')}`,
    optionValues: [],
    quantity,
    createdAt: at,
  });
  if (quantity > 0) {
    await tx.insert(stockMovements).values({
      id: randomUUID(),
      productId: row.id,
      variantId: row.id,
      delta: quantity,
      reason: 'received',
      quantityAfter: quantity,
      actorId,
      note: '',
      createdAt: at,
    });
  }
  await logActivity(tx, {
    actorId,
    action: 'product.create',
    entity: 'product',
    entityId: row.id,
    before: null,
    after: backOfficeProductDto(row, at),
    at,
  });
  return { row, at };
}

export async function updateProduct(
  catalogue: CatalogueWrites,
  actorId: string,
  id: string,
  input: ProductInput,
  now: Now,
  photosStored: () => void,
): Promise<BackOfficeProduct> {
  return catalogue.write(async (tx) => {
    const { row, at } = await rewriteProduct(tx, actorId, id, input, now, photosStored);
    return withVariants(tx, row, at);
  });
}

/** A product's edit, naming the version read, in the catalogue transaction `tx` with its activity row (updateProduct). */
export async function rewriteProduct(
  tx: CatalogueTx,
  actorId: string,
  id: string,
  input: ProductInput,
  now: Now,
  photosStored: () => void,
): Promise<{ row: ProductRow; at: Date }> {
  await namingPhotos(tx, photosStored);
  // Its variants' rows before its own, as a checkout takes them: the two never deadlock.
  const variants = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, id), isNull(productVariants.archivedAt)))
    .orderBy(productVariants.id)
    .for('update');
  const current = await lockedProduct(tx, id);
  if (current.editVersion !== input.version) throw conflict('server.backOffice.productChanged');
  const category = await usableCategory(tx, input.categoryId, current.categoryId);
  const sole = variants.length === 1 ? variants[0]! : null;
  if (!sole && pricedDifferently(current, input)) {
    // Its price, discount and colour are its default variant's: the form's would be overwritten at once.
    throw conflict('server.backOffice.variantsPriced', {}, { price: 'server.backOffice.variantsPriced' });
  }
  const [row] = await tx
    .update(products)
    .set({ ...productColumns(input, category, current), editVersion: current.editVersion + 1 })
    .where(and(eq(products.id, id), eq(products.editVersion, current.editVersion)))
    .returning();
  if (!row) throw conflict('server.backOffice.productChanged');
  if (sole) {
    await tx.update(productVariants).set(soleVariantColumns(input)).where(eq(productVariants.id, sole.id));
  }
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
  return { row, at };
}

/** Archives (hides from the shop) or restores a product; doing it twice changes nothing and logs nothing. */
export async function setProductArchived(
  catalogue: CatalogueWrites,
  actorId: string,
  id: string,
  archived: boolean,
  now: Now,
): Promise<BackOfficeProduct> {
  return catalogue.write(async (tx) => {
    const current = await lockedProduct(tx, id);
    const before = backOfficeProductDto(current, await lastChangeOf(tx, id));
    if ((current.archivedAt !== null) === archived) {
      return withVariants(tx, current, Date.parse(before.updatedAt));
    }
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
    return withVariants(tx, row!, at);
  });
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

/** A unique violation on the slug becomes a 409 naming `slug` (inside the transaction, which rolls back). */
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
  catalogue: CatalogueWrites,
  actorId: string,
  input: CategoryInput,
  now: Now,
  photosStored: () => void,
): Promise<BackOfficeCategory> {
  return catalogue.write((tx) =>
    slugChecked(async () => {
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
          specKeys: input.specKeys ?? [],
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
  catalogue: CatalogueWrites,
  actorId: string,
  id: string,
  input: CategoryInput,
  now: Now,
  photosStored: () => void,
): Promise<BackOfficeCategory> {
  return catalogue.write((tx) =>
    slugChecked(async () => {
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
          specKeys: input.specKeys ?? current.specKeys,
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
  catalogue: CatalogueWrites,
  actorId: string,
  id: string,
  archived: boolean,
  now: Now,
): Promise<BackOfficeCategory> {
  return catalogue.write(async (tx) => {
    const current = await lockedCategory(tx, id);
    const n = await activeCount(tx, id);
    if ((current.archivedAt !== null) === archived) return backOfficeCategoryDto(current, n);
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
    return after;
  });
}
