// The manager's save of a product's options and variants: one catalogue transaction that writes them all or none,
// with its activity row and the product's default figures (refreshDefaults). A variant left out is archived, never
// deleted (orders name it); sending it again restores it.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductVariants, VariantInput, VariantsInput } from '../../src/contract';
import { products, productVariants, stockMovements, type VariantRow } from '../db/schema';
import { logActivity } from '../services/activity';
import { isUniqueViolation } from '../services/dbErrors';
import { badRequest, conflict, notFound } from '../services/errors';
import { namingPhotos } from '../services/imageUpkeep';
import { backOfficeVariantsOf } from './backOffice';
import type { CatalogueTx, CatalogueWrites } from './transaction';
import { refreshDefaults } from './variants';

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** A variant of the save with the row it writes: an existing one (`row`) or a new one. */
interface Planned {
  index: number;
  input: VariantInput;
  id: string;
  row: VariantRow | undefined;
}

/** Where a placeholder SKU or combination starts: a SKU the rules allow never does (it starts with a letter or digit). */
const PLACEHOLDER = '~';

const skuError = (index: number) =>
  conflict('server.backOffice.skuTaken', {}, { [`variants[${index}].sku`]: 'server.backOffice.skuTaken' });

/** A database error's detail ('Key (sku)=(X) already exists.'), however deeply wrapped. */
function detailOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { detail, cause } = current as { detail?: unknown; cause?: unknown };
    if (typeof detail === 'string') return detail;
    current = cause;
  }
  return '';
}

export function saveVariants(
  catalogue: CatalogueWrites,
  actorId: string,
  productId: string,
  input: VariantsInput,
  now: () => number,
  photosStored: () => void,
): Promise<ProductVariants> {
  return catalogue.write((tx) => writeVariants(tx, actorId, productId, input, now, photosStored));
}

/** saveVariants in the catalogue transaction `tx` (a bulk import writes several products' in one). */
export async function writeVariants(
  tx: CatalogueTx,
  actorId: string,
  productId: string,
  input: VariantsInput,
  now: () => number,
  photosStored: () => void,
): Promise<ProductVariants> {
  try {
    return await saved(tx, actorId, productId, input, now, photosStored);
  } catch (error) {
    // Another save took one of these SKUs after the check below: name it from the database's own words.
    if (isUniqueViolation(error)) {
      const detail = detailOf(error);
      const index = input.variants.findIndex((variant) => detail.includes(`(${variant.sku})`));
      throw index >= 0 ? skuError(index) : conflict('server.backOffice.skuTaken');
    }
    throw error;
  }
}

async function saved(
  tx: CatalogueTx,
  actorId: string,
  productId: string,
  input: VariantsInput,
  now: () => number,
  photosStored: () => void,
): Promise<ProductVariants> {
  await namingPhotos(tx, photosStored);
  // Its variants' rows before its own (by id), as a checkout and the product's edit take them.
  const existing = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.id)
    .for('update');
  const [current] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!current) throw notFound('server.product.notFound');
  if (current.editVersion !== input.version) throw conflict('server.backOffice.productChanged');
  const byId = new Map(existing.map((row) => [row.id, row]));
  input.variants.forEach((variant, index) => {
    if (variant._id !== undefined && !byId.has(variant._id)) {
      throw badRequest('server.backOffice.variantUnknown', {
        [`variants[${index}]._id`]: 'server.backOffice.variantUnknown',
      });
    }
  });
  const sent = new Set(input.variants.flatMap((variant) => (variant._id ? [variant._id] : [])));
  // A new variant whose combination an archived one of the product has is that one, restored: the combination is
  // unique per product, archived variants included.
  const claimed = new Set<string>();
  const planned: Planned[] = input.variants.map((variant, index) => {
    const row =
      variant._id !== undefined
        ? byId.get(variant._id)
        : existing.find(
            (each) =>
              each.archivedAt !== null &&
              !sent.has(each.id) &&
              !claimed.has(each.id) &&
              sameValues(each.optionValues, variant.optionValues),
          );
    if (row) claimed.add(row.id);
    return { index, input: variant, id: row?.id ?? randomUUID(), row };
  });
  const kept = new Set(planned.map((each) => each.id));
  for (const each of planned) {
    const holder = existing.find(
      (row) => !kept.has(row.id) && sameValues(row.optionValues, each.input.optionValues),
    );
    if (holder) {
      // A variant archived (or being archived) keeps its combination: restore that one instead.
      throw badRequest('server.backOffice.combinationTaken', {
        [`variants[${each.index}].optionValues`]: 'server.backOffice.combinationTaken',
      });
    }
  }
  const holders = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(
      inArray(
        productVariants.sku,
        planned.map((each) => each.input.sku),
      ),
    );
  for (const holder of holders) {
    if (!kept.has(holder.id)) {
      throw skuError(planned.find((each) => each.input.sku === holder.sku)!.index);
    }
  }

  const at = new Date(now());
  const before = { options: current.options, variants: await backOfficeVariantsOf(tx, productId) };
  // Rows whose SKU or combination moves get a placeholder first, so two variants may swap theirs in one save.
  const moving = planned.filter(
    (each) =>
      each.row &&
      (each.row.sku !== each.input.sku || !sameValues(each.row.optionValues, each.input.optionValues)),
  );
  for (const each of moving) {
    await tx
      .update(productVariants)
      .set({ sku: `${PLACEHOLDER}${each.id}`, optionValues: [`${PLACEHOLDER}${each.id}`] })
      .where(eq(productVariants.id, each.id));
  }
  for (const { input: variant, id, row, index } of planned) {
    const columns = {
      sku: variant.sku,
      optionValues: variant.optionValues,
      price: variant.price,
      priceAfterDiscount: variant.priceAfterDiscount,
      images: variant.images,
      color: variant.color,
      colorAr: variant.colorAr,
      storage: variant.storage,
      memory: variant.memory,
      position: index,
      archivedAt: null,
    };
    if (row) {
      await tx.update(productVariants).set(columns).where(eq(productVariants.id, id));
      continue;
    }
    const quantity = variant.quantity ?? 0;
    await tx.insert(productVariants).values({ ...columns, id, productId, quantity, createdAt: at });
    if (quantity > 0) {
      await tx.insert(stockMovements).values({
        id: randomUUID(),
        productId,
        variantId: id,
        delta: quantity,
        reason: 'received',
        quantityAfter: quantity,
        actorId,
        note: '',
        createdAt: at,
      });
    }
  }
  const left = existing.filter((row) => !kept.has(row.id) && row.archivedAt === null).map((row) => row.id);
  if (left.length > 0) {
    await tx
      .update(productVariants)
      .set({ archivedAt: at })
      .where(and(inArray(productVariants.id, left), isNull(productVariants.archivedAt)));
  }
  const [row] = await tx
    .update(products)
    .set({ options: input.options, editVersion: sql`${products.editVersion} + 1` })
    .where(eq(products.id, productId))
    .returning({ version: products.editVersion });
  await refreshDefaults(tx, [productId]);
  const after = { options: input.options, variants: await backOfficeVariantsOf(tx, productId) };
  await logActivity(tx, {
    actorId,
    action: 'product.variants',
    entity: 'product',
    entityId: productId,
    before,
    after,
    at,
  });
  return { version: row!.version, ...after };
}
