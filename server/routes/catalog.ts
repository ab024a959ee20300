// /api/category and /api/product: the public catalogue. Answers depend only on the URL, so they are served from the
// in-process cache (services/catalogueCache.ts): a hit sends the stored JSON text and ETag, with no database work.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ProductListQuery } from '../../src/contract';
import { getProductDetail, listCategories, listProducts } from '../services/catalog';
import { listingKey, type CachedAnswer } from '../services/catalogueCache';
import { notFound } from '../services/errors';
import type { RouteContext } from './context';
import { errors, idParam, productListQuery } from './schemas';

/** Sends a cached (or just cached) answer: already JSON text, with its ETag (server/etag.ts answers 304s). */
const send = (reply: FastifyReply, answer: CachedAnswer) =>
  reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);

/** JSON text through the route's response schema (the same serializer Fastify would use for a 200). */
const serialize = (reply: FastifyReply, value: unknown): string => {
  const text = reply.serialize(value);
  if (typeof text !== 'string') throw new Error('the catalogue serializer did not produce text');
  return text;
};

export function catalogRoutes(ctx: RouteContext) {
  const cache = ctx.catalogue;
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
      async (_request, reply) =>
        send(
          reply,
          await cache.answer('category', async () =>
            serialize(reply, { categories: await listCategories(ctx.db) }),
          ),
        ),
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
      async (request, reply) =>
        send(
          reply,
          await cache.answer(listingKey(request.query), async () =>
            serialize(reply, await listProducts(ctx.db, request.query)),
          ),
        ),
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
      async (request, reply) => {
        const { id } = request.params;
        // An unknown id throws inside the load: a 404 is never stored (its message follows Accept-Language).
        const answer = await cache.answer(`product/${id}`, async () => {
          const product = await getProductDetail(ctx.db, id);
          if (!product) throw notFound('server.product.notFound');
          return serialize(reply, { product });
        });
        return send(reply, answer);
      },
    );
  };
}
