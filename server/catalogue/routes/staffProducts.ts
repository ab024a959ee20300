// /api/staff/products: the back office's products and their stock. The manager reads and changes them; staff read the
// stock view (the list, every movement, one product's movements). Every write is one catalogue transaction with its
// activity row (../writes.ts, ../stock.ts), which the catalogue announces once committed. The manager also exports
// the catalogue as CSV and imports it back (../catalogueCsv.ts, ../csvImport.ts): a dry run first, then one transaction.
import type { FastifyInstance } from 'fastify';
import {
  backOfficePaths,
  CATALOGUE_CSV_BYTES_MAX,
  productInputSchema,
  STOCK_MOVEMENT_REASONS,
  type StockMovementQuery,
  stockAdjustmentSchema,
  variantsInputSchema,
  type BackOfficeProductQuery,
  type ProductSort,
  type StockState,
} from '../../../src/contract';
import { one, pageOf, pageQuery } from '../../routes/backOfficeSchemas';
import { say, type RouteContext } from '../../routes/context';
import { callerOf, requireManager, requireStaff } from '../../routes/guards';
import { bearer, errors, idParam } from '../../routes/schemas';
import { notFound } from '../../services/errors';
import { validate } from '../../services/validation';
import { catalogueCsv } from '../catalogueCsv';
import { dryRunImport, importCatalogue } from '../csvImport';
import { adjustStock, allStockMovements, restockList, stockHistory } from '../stock';
import { saveVariants } from '../variantWrites';
import { createProduct, setProductArchived, updateProduct } from '../writes';
import {
  backOfficeProductSchema,
  catalogueImportRefusal,
  catalogueImportReport,
  productBody,
  productQuery,
  productVariantsSchema,
  restockItemSchema,
  stockBody,
  stockMovementSchema,
  variantsBody,
} from './schemas';

interface ProductQueryString {
  search?: string;
  category?: string;
  stock?: StockState;
  discounted?: 'true' | 'false';
  archived?: 'true' | 'false';
  sort?: ProductSort;
  page?: number;
  limit?: number;
}

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');
/** Route patterns of backOfficePaths (its functions would encode the ':' of a parameter). */
const paths = {
  product: `${backOfficePaths.products}/:id`,
  archive: `${backOfficePaths.products}/:id/archive`,
  restore: `${backOfficePaths.products}/:id/restore`,
  stock: `${backOfficePaths.products}/:id/stock`,
  variants: `${backOfficePaths.products}/:id/variants`,
  exportCsv: backOfficePaths.productsExport,
  importCsv: backOfficePaths.productsImport,
};

export function staffProductRoutes(ctx: RouteContext) {
  const guard = requireManager(ctx);
  /** The stock view's reads: staff see stock too (read-only); every change stays the manager's. */
  const readGuard = requireStaff(ctx);
  const common = { tags: ['back office'], security: bearer };
  const idParams = idParam('id');
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: ProductQueryString }>(
      backOfficePaths.products,
      {
        preHandler: readGuard,
        schema: {
          ...common,
          summary: 'Products (archived ones with archived=true), filtered, sorted and paged',
          querystring: productQuery,
          response: { 200: pageOf(backOfficeProductSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { discounted, archived, ...rest } = request.query;
        const query: BackOfficeProductQuery = { ...rest };
        const isDiscounted = flag(discounted);
        const isArchived = flag(archived);
        if (isDiscounted !== undefined) query.discounted = isDiscounted;
        if (isArchived !== undefined) query.archived = isArchived;
        return ctx.catalogue.backOfficeProducts(query);
      },
    );

    app.get(
      paths.exportCsv,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary:
            'The catalogue as CSV (UTF-8 with a BOM): one row per variant on sale of each product not archived, in the format the import reads',
          produces: ['text/csv'],
          response: { 200: { type: 'string' }, ...errors(401, 403) },
        },
      },
      async (_request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="catalogue.csv"')
          .header('cache-control', 'no-store')
          .send(await catalogueCsv(ctx.db)),
    );

    // The import's body is the CSV's text, read here only (its own limit, above the API's JSON one).
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: CATALOGUE_CSV_BYTES_MAX },
      (_request, body, done) => done(null, body),
    );

    app.post<{ Querystring: { dryRun: 'true' | 'false' }; Body: string }>(
      paths.importCsv,
      {
        preHandler: guard,
        bodyLimit: CATALOGUE_CSV_BYTES_MAX,
        schema: {
          ...common,
          summary:
            'Read a catalogue CSV: dryRun=true reports what it would do and writes nothing; dryRun=false imports it in one transaction, or refuses it (400 with the report) when it has any error',
          consumes: ['text/csv'],
          querystring: {
            type: 'object',
            properties: { dryRun: { type: 'string', enum: ['true', 'false'] } },
            required: ['dryRun'],
          },
          body: { type: 'string' },
          response: {
            200: one(catalogueImportReport),
            400: catalogueImportRefusal,
            ...errors(401, 403, 413, 415),
          },
        },
      },
      async (request) => {
        const deps = {
          catalogue: ctx.catalogue,
          actorId: callerOf(request).id,
          now: ctx.now,
          requireStored: (addresses: readonly string[], field: string) =>
            ctx.images.requireStored(addresses, field),
          say: (id: string, params?: Record<string, string | number>) => say(ctx, request, id, params),
        };
        const report =
          request.query.dryRun === 'true'
            ? await dryRunImport(request.body, deps)
            : await importCatalogue(request.body, deps);
        return { data: report };
      },
    );

    app.get<{ Params: { id: string } }>(
      paths.product,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: 'One product as the back office edits it (archived or not)',
          params: idParams,
          response: { 200: one(backOfficeProductSchema), ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const product = await ctx.catalogue.backOfficeProduct(request.params.id);
        if (!product) throw notFound('server.product.notFound');
        return { data: product };
      },
    );

    app.post(
      backOfficePaths.products,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: 'Create a product; its opening stock is recorded as received',
          body: productBody,
          response: { 201: one(backOfficeProductSchema), ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const input = await validate(productInputSchema('create'), request.body);
        const product = await createProduct(ctx.catalogue, callerOf(request).id, input, ctx.now, () =>
          ctx.images.requireStored(input.images, 'images'),
        );
        return reply.status(201).send({ data: product });
      },
    );

    app.put<{ Params: { id: string } }>(
      paths.product,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: 'Save a product, naming the version read (409 when someone else saved it since)',
          params: idParams,
          body: productBody,
          response: { 200: one(backOfficeProductSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const input = await validate(productInputSchema('update'), request.body);
        const product = await updateProduct(
          ctx.catalogue,
          callerOf(request).id,
          request.params.id,
          input,
          ctx.now,
          () => ctx.images.requireStored(input.images, 'images'),
        );
        return { data: product };
      },
    );

    app.put<{ Params: { id: string } }>(
      paths.variants,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary:
            "Save a product's options and variants in one go, naming the version read; a variant left out is archived",
          params: idParams,
          body: variantsBody,
          response: { 200: one(productVariantsSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const input = await validate(variantsInputSchema(), request.body);
        const saved = await saveVariants(
          ctx.catalogue,
          callerOf(request).id,
          request.params.id,
          input,
          ctx.now,
          () =>
            input.variants.forEach((variant, i) =>
              ctx.images.requireStored(variant.images, `variants[${i}].images`),
            ),
        );
        return { data: saved };
      },
    );

    for (const [path, archived] of [
      [paths.archive, true],
      [paths.restore, false],
    ] as const) {
      app.post<{ Params: { id: string } }>(
        path,
        {
          preHandler: guard,
          schema: {
            ...common,
            summary: archived
              ? 'Archive a product: hidden from the shop, kept on past orders'
              : 'Restore an archived product to the shop',
            params: idParams,
            response: { 200: one(backOfficeProductSchema), ...errors(401, 403, 404) },
          },
        },
        async (request) => {
          const product = await setProductArchived(
            ctx.catalogue,
            callerOf(request).id,
            request.params.id,
            archived,
            ctx.now,
          );
          return { data: product };
        },
      );
    }

    app.get<{ Querystring: StockMovementQuery }>(
      backOfficePaths.stockMovements,
      {
        preHandler: readGuard,
        schema: {
          ...common,
          summary: "Every product's stock movements (of one reason), newest first, with the product's names",
          querystring: {
            type: 'object',
            properties: {
              reason: { type: 'string', enum: [...STOCK_MOVEMENT_REASONS] },
              page: pageQuery.properties.page,
            },
          },
          response: { 200: pageOf(stockMovementSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => allStockMovements(ctx.db, request.query),
    );

    app.get<{ Querystring: { page?: number } }>(
      backOfficePaths.restock,
      {
        preHandler: readGuard,
        schema: {
          ...common,
          summary: 'The variants out of stock or running low, fewest units first, with their SKU and choices',
          querystring: pageQuery,
          response: { 200: pageOf(restockItemSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => restockList(ctx.db, request.query.page ?? 1),
    );

    app.get<{ Params: { id: string }; Querystring: { page?: number } }>(
      paths.stock,
      {
        preHandler: readGuard,
        schema: {
          ...common,
          summary: "A product's stock movements, newest first",
          params: idParams,
          querystring: pageQuery,
          response: { 200: pageOf(stockMovementSchema), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => stockHistory(ctx.db, request.params.id, request.query.page ?? 1),
    );

    app.post<{ Params: { id: string } }>(
      paths.stock,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: 'Add or take away stock by hand (never below zero: 409)',
          params: idParams,
          body: stockBody,
          response: { 201: one(stockMovementSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const adjustment = await validate(stockAdjustmentSchema(), request.body);
        const movement = await adjustStock(
          ctx.catalogue,
          callerOf(request).id,
          request.params.id,
          adjustment,
          ctx.now,
        );
        return reply.status(201).send({ data: movement });
      },
    );
  };
}
