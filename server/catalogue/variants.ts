// A product's variants: the configurations a cart line names, and the product row's default figures kept equal to
// its default variant's (the cheapest in stock, else the cheapest) in the transaction that changed a variant.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LOW_STOCK_MAX, type LineVariant, type Product, type ProductOption } from '../../src/contract';
import { lineVariantOf as lineVariantOfOptions } from '../../src/contract/variants';
import type { Database } from '../db/client';
import { products, productVariants, type ProductRow, type VariantRow } from '../db/schema';
import { HttpError } from '../services/errors';

/**
 * The order a product's variants (the table under `alias`) are listed in, the first of which is its default: in stock
 * before sold out, then the cheapest, then the product's own order. Every read that picks or lists the default uses
 * it.
 */
const defaultFirst = (alias: string) =>
  `(${alias}.quantity > 0) desc, ${alias}.effective_price, ${alias}.position, ${alias}.id`;

/**
 * The SQL of a product's Arabic spec forms (`forms`) once its `key` (storage or memory) becomes its default variant's:
 * unchanged while that value is the product's or while the product has no form of it (the unit dictionary writes
 * it), else the value's Arabic in the product's option of that key (dropped when it has none, as variantSpecsAr
 * shows a variant): the form written for the old default never describes the new one. For refreshDefaults'
 * update (`p` the product as it was, `d` its default variant).
 */
const defaultFormAr = (forms: string, key: 'storage' | 'memory') => {
  const value = `coalesce(nullif(d.${key}, ''), p.${key})`;
  const arabic = `(select nullif(v->>'valueAr', '') from jsonb_array_elements(p.options) o,
      jsonb_array_elements(o->'values') v where o->>'key' = '${key}' and v->>'value' = ${value} limit 1)`;
  return `case when not ((${forms}) ? '${key}') or ${value} is not distinct from p.${key} then ${forms}
    when ${arabic} is null then ${forms} - '${key}'
    else jsonb_set(${forms}, '{${key}}', to_jsonb(${arabic})) end`;
};

/**
 * Sets each product's price, discount, stock, colour, storage and memory (the columns, its specs' and their Arabic
 * forms: defaultFormAr) to its default variant's, and its stock state to the worst of its variants on sale
 * (stockStateOf: 'out' when one has none, else 'low' when one has at most LOW_STOCK_MAX). Call it in the transaction
 * that changed a variant's price, stock or archive state, after the change. A product whose figures are already
 * these is not written (its change log and search index are left alone).
 */
export async function refreshDefaults(tx: Database, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.join(
    [...new Set(productIds)].sort().map((id) => sql`${id}`),
    sql`, `,
  );
  // Their rows in one global order (by id) before the update, which locks in no set order: no two writers deadlock.
  await tx.execute(sql`select 1 from products where id in (${ids}) order by id for update`);
  await tx.execute(sql`
    update products p set
      price = d.price, price_after_discount = d.price_after_discount, quantity = d.quantity,
      color = d.color, color_ar = d.color_ar,
      storage = coalesce(nullif(d.storage, ''), p.storage), memory = coalesce(nullif(d.memory, ''), p.memory),
      specs = case when jsonb_array_length(p.specs) = 0 then p.specs else jsonb_set(jsonb_set(p.specs,
        '{0,storage}', to_jsonb(coalesce(nullif(d.storage, ''), p.storage))),
        '{0,memory}', to_jsonb(coalesce(nullif(d.memory, ''), p.memory))) end,
      specs_ar = ${sql.raw(defaultFormAr(defaultFormAr('p.specs_ar', 'storage'), 'memory'))},
      stock_state = w.stock_state
    from (
      select distinct on (v.product_id) v.*
      from product_variants v
      where v.product_id in (${ids}) and v.archived_at is null
      order by v.product_id, ${sql.raw(defaultFirst('v'))}
    ) d
    join (
      select v.product_id, case when min(v.quantity) = 0 then 'out'
        when min(v.quantity) <= ${LOW_STOCK_MAX} then 'low' else 'in' end as stock_state
      from product_variants v
      where v.product_id in (${ids}) and v.archived_at is null
      group by v.product_id
    ) w on w.product_id = d.product_id
    where p.id = d.product_id
      and (p.price, p.price_after_discount, p.quantity, p.color, p.color_ar, p.storage, p.memory, p.stock_state)
        is distinct from
          (d.price, d.price_after_discount, d.quantity, d.color, d.color_ar,
           coalesce(nullif(d.storage, ''), p.storage), coalesce(nullif(d.memory, ''), p.memory), w.stock_state)`);
}

/** A product's variants on sale as the shop answers them, default first (photos: its own, or the product's). */
export const variantsJson = (p: string) =>
  sql.raw(`coalesce((
    select jsonb_agg(jsonb_build_object(
      '_id', v.id, 'sku', v.sku, 'optionValues', v.option_values,
      'price', v.price, 'priceAfterDiscount', v.price_after_discount, 'quantity', v.quantity,
      'images', case when jsonb_array_length(v.images) > 0 then v.images else ${p}.images end,
      'color', v.color, 'colorAr', v.color_ar, 'storage', v.storage, 'memory', v.memory
    ) order by ${defaultFirst('v')})
    from product_variants v
    where v.product_id = ${p}.id and v.archived_at is null
  ), '[]'::jsonb)`);

/**
 * A listed product's variants on sale, default first, as compact arrays (ListedVariant; none for a product sold one
 * way): a listing's card picks the one its filters chose, its swatches and its "from" price from them, in the page's
 * one statement.
 */
export const listedVariantsJson = (p: string) =>
  // A product sold one way (no options: its one variant is the product) skips the look-up: most of a catalogue.
  sql.raw(`case when jsonb_array_length(${p}.options) = 0 then '[]'::jsonb else coalesce((
    select jsonb_agg(jsonb_build_array(v.id, v.sku, v.option_values, v.price, v.price_after_discount, v.quantity,
        v.images, v.color, v.color_ar, coalesce(nullif(v.memory, ''), ${p}.memory),
        coalesce(nullif(v.storage, ''), ${p}.storage), v.effective_price)
      order by ${defaultFirst('v')})
    from product_variants v
    where v.product_id = ${p}.id and v.archived_at is null
  ), '[]'::jsonb) end`);

/** A row of listedVariantsJson: id, sku, option values, price, discount, stock, photos, colours, memory, storage, paid. */
export type ListedVariant = [
  string,
  string,
  string[],
  number,
  number,
  number,
  string[],
  string,
  string,
  string,
  string,
  number,
];

/**
 * A card's facts of a product in several variants (two or more ListedVariant rows): the colours it has in stock
 * (swatches, in its colour option's order) and whether its price is a "from" price (its variants in stock differ in
 * price). Listings and related products answer them alike.
 */
export function withVariantFacts(product: Product, variants: readonly ListedVariant[]): Product {
  if (variants.length < 2) return product;
  const inStock = variants.filter((v) => v[5] > 0);
  const colourAt = product.options.findIndex((option) => option.key === 'color');
  const carded = { ...product, fromPrice: new Set(inStock.map((v) => v[11])).size > 1 };
  if (colourAt >= 0) {
    carded.swatches = product.options[colourAt]!.values.flatMap(({ value }) => {
      const found = inStock.find((v) => v[2][colourAt] === value);
      return found ? [{ color: found[7], colorAr: found[8] }] : [];
    });
  }
  return carded;
}

/** The variant as a cart or order line names it (the contract's, from a variant's row). */
export const lineVariantOf = (
  variant: Pick<VariantRow, 'id' | 'sku' | 'optionValues'>,
  options: readonly ProductOption[],
): LineVariant => lineVariantOfOptions(options, { ...variant, _id: variant.id });

/** What a line asks for: a product and, unless it comes one way, which of its variants. */
export interface VariantRequest {
  productId: string;
  variantId?: string;
}

export interface ResolvedVariant {
  product: ProductRow;
  variant: VariantRow;
}

/**
 * The product and variant each request names, in the requests' order; a request without a variant names the
 * product's default one (what its card shows: the spec's cart lines name a product alone). A product archived or
 * unknown, or a variant archived, unknown or of another product, is a 404 naming the line's product.
 */
export async function resolveVariants(
  db: Database,
  requests: readonly VariantRequest[],
): Promise<ResolvedVariant[]> {
  const productIds = [...new Set(requests.map((r) => r.productId))];
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(inArray(products.id, productIds), isNull(products.archivedAt), isNull(productVariants.archivedAt)),
    )
    // Each product's default first.
    .orderBy(sql.raw(defaultFirst('product_variants')));
  const byProduct = new Map<string, ResolvedVariant[]>();
  for (const row of rows) {
    const list = byProduct.get(row.product.id) ?? [];
    list.push(row);
    byProduct.set(row.product.id, list);
  }
  const missing: string[] = [];
  const resolved = requests.map((request) => {
    const ofProduct = byProduct.get(request.productId) ?? [];
    const found =
      request.variantId === undefined
        ? ofProduct[0]
        : ofProduct.find((each) => each.variant.id === request.variantId);
    if (!found) missing.push(request.productId);
    return found!;
  });
  if (missing.length > 0) {
    throw new HttpError(
      404,
      'server.product.notFound',
      {},
      Object.fromEntries(missing.map((id) => [id, 'server.product.notFound'])),
    );
  }
  return resolved;
}
