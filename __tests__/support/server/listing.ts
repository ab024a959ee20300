// What a listing page must show, worked out in plain code from the catalogue's rows (the oracle the listings answered
// from the search index are checked against), served through the listing route's own response schema; and the
// listing of one database with a smaller search cap than the app's.
import { asc, eq, isNull } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  LIST_LIMIT_DEFAULT,
  RAM_ALIASES,
  type ProductListQuery,
  type ProductListResponse,
} from '../../../src/contract';
import type { Database } from '../../../server/db/client';
import { categories, products } from '../../../server/db/schema';
import { ProductListing } from '../../../server/catalogue/listing';
import { productDto } from '../../../server/catalogue/reads';
import type { CatalogueSearch } from '../../../server/catalogue/search';
import { productListAnswer, productListQuery, sharedSchemas } from '../../../server/routes/schemas';

const SPECS = ['cpu', 'memory', 'storage', 'display'] as const;

/** "a, b,,c" → ['a', 'b', 'c'], each through `alias`. */
const list = (value: string | undefined, alias: Readonly<Record<string, string>> = {}) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => alias[v] ?? v);

/** A listing without a search, in catalogue order, from every row of the catalogue. */
async function expectedListing(db: Database, query: ProductListQuery): Promise<ProductListResponse> {
  const rows = await db
    .select()
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.seq));
  const category = query.category?.trim();
  const inCategory = rows.filter(
    (r) =>
      !category ||
      category.toLowerCase() === 'all' ||
      r.categories.id === category ||
      r.categories.slug === category,
  );
  const wanted = {
    cpu: list(query.cpu),
    memory: list(query.ram, RAM_ALIASES),
    storage: list(query.storage),
    display: list(query.display),
  };
  const unbounded = inCategory.filter((r) =>
    SPECS.every((spec) => wanted[spec].length === 0 || wanted[spec].includes(r.products[spec])),
  );
  const low = query.lowestPrice === undefined ? -Infinity : Math.floor(query.lowestPrice);
  const high = query.highestPrice === undefined ? Infinity : Math.ceil(query.highestPrice);
  /** The price a shopper pays (a generated column, never null). */
  const priceOf = (r: (typeof rows)[number]) => r.products.effectivePrice!;
  const matches = unbounded.filter((r) => priceOf(r) >= low && priceOf(r) <= high);
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const page = query.page ?? 1;
  const prices = unbounded.map(priceOf);
  const values = (spec: (typeof SPECS)[number]) =>
    [...new Set(inCategory.map((r) => r.products[spec]))].filter((v) => v !== '').sort();
  return {
    products: matches
      .slice((page - 1) * limit, page * limit)
      .map((r) => productDto(r.products, r.categories)),
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
