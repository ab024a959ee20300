// /api/category and /api/product: the public catalogue.
import type { FastifyInstance } from 'fastify';
import type { ProductListQuery } from '../../src/contract';
import { getProductDetail, listCategories, listProducts } from '../services/catalog';
import { notFound } from '../services/errors';
import type { RouteContext } from './context';
import { errors, idParam, productListQuery } from './schemas';

export function catalogRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    app.get(
      '/category',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Every category',
          response: {
            200: {
              type: 'object',
              properties: { categories: { type: 'array', items: { $ref: 'Category#' } } },
              required: ['categories'],
            },
          },
        },
      },
      async () => ({ categories: await listCategories(ctx.db) }),
    );

    app.get<{ Querystring: ProductListQuery }>(
      '/product',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Product listing with filters, search and paging (stable order)',
          querystring: productListQuery,
          response: {
            200: {
              type: 'object',
              properties: {
                products: { type: 'array', items: { $ref: 'Product#' } },
                page: { type: 'integer' },
                pages: { type: 'integer' },
                total: { type: 'integer' },
                limit: { type: 'integer' },
              },
              required: ['products', 'page', 'pages', 'total', 'limit'],
            },
            ...errors(400),
          },
        },
      },
      async (request) => listProducts(ctx.db, request.query),
    );

    app.get<{ Params: { id: string } }>(
      '/product/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One product with its reviews and up to 7 related products',
          params: idParam('id'),
          response: {
            200: {
              type: 'object',
              properties: { product: { $ref: 'ProductDetail#' } },
              required: ['product'],
            },
            ...errors(404),
          },
        },
      },
      async (request) => {
        const product = await getProductDetail(ctx.db, request.params.id);
        if (!product) throw notFound('server.product.notFound');
        return { product };
      },
    );
  };
}
