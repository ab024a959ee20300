// What a listing page must show, worked out in plain code from the catalogue's rows (the oracle the listings answered
// from the search index are checked against), served through the listing route's own response schema; and the
// listing of one database with a smaller search cap than the app's.
import { asc, eq, isNull } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  LIST_LIMIT_DEFAULT,
  RAM_ALIASES,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
} from '../../../src/contract';
import type { Database } from '../../../server/db/client';
import {
  categories,
  products,
  productVariants,
  type ProductRow,
  type VariantRow,
} from '../../../server/db/schema';
import { lineVariantOf } from '../../../server/catalogue/variants';
import { variantSpecsAr } from '../../../src/contract/variants';
import { ProductListing } from '../../../server/catalogue/listing';
import { productDto } from '../../../server/catalogue/reads';
import type { CatalogueSearch } from '../../../server/catalogue/search';
import { productListAnswer, productListQuery, sharedSchemas } from '../../../server/routes/schemas';

type Spec = 'cpu' | 'memory' | 'storage' | 'display';

/** "a, b,,c" → ['a', 'b', 'c'], each through `alias`. */
const list = (value: string | undefined, alias: Readonly<Record<string, string>> = {}) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => alias[v] ?? v);

/** Names with their Arabic names, none empty, by name. */
const named = (offered: ReadonlyMap<string, string>) =>
  [...offered]
    .filter(([value]) => value !== '')
    .map(([value, valueAr]) => ({ value, valueAr }))
    .sort((a, b) => a.value.localeCompare(b.value));

/** A listing without a search, in catalogue order, from every row of the catalogue. */
async function expectedListing(db: Database, query: ProductListQuery): Promise<ProductListResponse> {
  const rows = await db
    .select()
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.seq));
  const variantRows = await db.select().from(productVariants).where(isNull(productVariants.archivedAt));
  /** A product's variants on sale, default first (in stock, cheapest, position), storage and memory filled in. */
  const variantsOf = (p: ProductRow) =>
    variantRows
      .filter((v) => v.productId === p.id)
      .map((v) => ({ ...v, memory: v.memory || p.memory, storage: v.storage || p.storage }))
      .sort(
        (a, b) =>
          Number(b.quantity > 0) - Number(a.quantity > 0) ||
          a.effectivePrice! - b.effectivePrice! ||
          a.position - b.position ||
          (a.id < b.id ? -1 : 1),
      );
  const category = query.category?.trim();
  const everyCategory = !category || category.toLowerCase() === 'all';
  const inCategory = rows.filter(
    (r) => everyCategory || r.categories.id === category || r.categories.slug === category,
  );
  const wanted = {
    cpu: list(query.cpu),
    memory: list(query.ram, RAM_ALIASES),
    storage: list(query.storage),
    display: list(query.display),
  };
  const brands = list(query.brand);
  const colours = list(query.color);
  const low = query.lowestPrice === undefined ? -Infinity : Math.floor(query.lowestPrice);
  const high = query.highestPrice === undefined ? Infinity : Math.ceil(query.highestPrice);
  const byVariant = wanted.memory.length > 0 || wanted.storage.length > 0 || colours.length > 0;
  /** The variant the storage, memory and colour filters choose: one in stock when there is one, within the bounds. */
  const chosen = (p: ProductRow, bounded: boolean) => {
    const variants = variantsOf(p);
    const pool = variants.some((v) => v.quantity > 0) ? variants.filter((v) => v.quantity > 0) : variants;
    const own = {
      memory: p.memory,
      storage: p.storage,
      color: p.color,
      effectivePrice: p.effectivePrice!,
      quantity: p.quantity,
    };
    return (pool.length > 0 ? pool : [own]).find(
      (v) =>
        (!bounded || (v.effectivePrice! >= low && v.effectivePrice! <= high)) &&
        (['memory', 'storage'] as const).every((s) => wanted[s].length === 0 || wanted[s].includes(v[s])) &&
        (colours.length === 0 || colours.includes(v.color)),
    );
  };
  const unbounded = inCategory.filter(
    (r) =>
      (brands.length === 0 || brands.includes(r.products.brand)) &&
      (['cpu', 'display'] as const).every(
        (s) => wanted[s].length === 0 || wanted[s].includes(r.products[s]),
      ) &&
      (!byVariant || chosen(r.products, false) !== undefined),
  );
  /** The price a shopper pays (a generated column, never null). */
  const priceOf = (r: (typeof rows)[number]) => r.products.effectivePrice!;
  const matches = unbounded.filter((r) =>
    byVariant ? chosen(r.products, true) !== undefined : priceOf(r) >= low && priceOf(r) <= high,
  );
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const page = query.page ?? 1;
  const prices = unbounded.map(priceOf);
  const specKeys = everyCategory ? [] : (inCategory[0]?.categories.specKeys ?? []);
  const values = (spec: Spec) =>
    specKeys.length > 0 && !specKeys.includes(spec)
      ? []
      : [
          ...new Set(
            inCategory.flatMap((r) =>
              spec === 'memory' || spec === 'storage'
                ? [r.products[spec], ...variantsOf(r.products).map((v) => v[spec])]
                : [r.products[spec]],
            ),
          ),
        ]
          .filter((v) => v !== '')
          .sort();
  const answered = (r: (typeof rows)[number]): Product => {
    const product = productDto(r.products, r.categories);
    const variants = variantsOf(r.products);
    if (variants.length < 2) return product;
    const inStock = variants.filter((v) => v.quantity > 0);
    const colourAt = product.options.findIndex((o) => o.key === 'color');
    if (colourAt >= 0)
      product.swatches = product.options[colourAt]!.values.flatMap(({ value }) => {
        const found = inStock.find((v) => v.optionValues[colourAt] === value);
        return found ? [{ color: found.color, colorAr: found.colorAr }] : [];
      });
    const variant = byVariant ? (chosen(r.products, true) as VariantRow | undefined) : undefined;
    if (!variant) return { ...product, fromPrice: new Set(inStock.map((v) => v.effectivePrice)).size > 1 };
    const [first, ...rest] = product.specs;
    const storage = variant.storage || first?.storage || '';
    const memory = variant.memory || first?.memory || '';
    return {
      ...product,
      specs: first ? [{ ...first, memory, storage }, ...rest] : product.specs,
      // A storage or memory of the variant's own is written in its option value's Arabic (the contract's rule).
      specsAr: variantSpecsAr(product, { storage, memory }),
      price: variant.price,
      priceAfterDiscount: variant.priceAfterDiscount,
      quantity: variant.quantity,
      images: variant.images.length > 0 ? variant.images : product.images,
      color: variant.color,
      colorAr: variant.colorAr,
      fromPrice: false,
      variant: lineVariantOf(variant, product.options),
    };
  };
  const brandsOffered = new Map(inCategory.map((r) => [r.products.brand, r.products.brandAr]));
  const coloursOffered = new Map(
    inCategory.flatMap((r) => variantsOf(r.products).map((v) => [v.color, v.colorAr] as const)),
  );
  return {
    products: matches.slice((page - 1) * limit, page * limit).map(answered),
    page,
    pages: Math.max(1, Math.ceil(matches.length / limit)),
    total: matches.length,
    limit,
    ...(prices.length > 0 ? { priceRange: { min: Math.min(...prices), max: Math.max(...prices) } } : {}),
    specValues: {
      cpu: values('cpu'),
      ram: values('memory'),
      storage: values('storage'),
      display: values('display'),
    },
    brands: named(brandsOffered),
    colors: named(coloursOffered),
  };
}

/**
 * The expected listing of `db` for a query string, as the listing route would send it (its schemas validate the
 * query and serialise the answer). Close it with `close`.
 */
export async function listingOracle(db: Database) {
  const app = Fastify({ logger: false, ajv: { customOptions: { coerceTypes: true, useDefaults: true } } });
  for (const schema of sharedSchemas) app.addSchema(schema);
  app.get<{ Querystring: ProductListQuery }>(
    '/listing',
    { schema: { querystring: productListQuery, response: { 200: productListAnswer } } },
    (request) => expectedListing(db, request.query),
  );
  await app.ready();
  return {
    async get(query: string): Promise<ProductListResponse> {
      const res = await app.inject({ method: 'GET', url: `/listing?${query}` });
      if (res.statusCode !== 200) throw new Error(`the oracle answered ${res.statusCode}: ${res.body}`);
      return res.json<ProductListResponse>();
    },
    close: () => app.close(),
  };
}

/** The listing answer of `db` through `search`, counting at most `searchMatchCap` matches of a search. */
export const listing = (
  db: Database,
  search: CatalogueSearch,
  query: ProductListQuery,
  searchMatchCap?: number,
): Promise<ProductListResponse> => new ProductListing(db, search, searchMatchCap).answer(query);
