// /api/category, /api/product and /api/search/suggest: the public catalogue (server/catalogue). Their answers depend
// only on the URL: each route says `publicAnswer` (server/plugins/publicAnswers.ts keeps, tags and compresses them).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cashOnDeliveryFor, SUGGEST_MIN_LENGTH, type ProductListQuery } from '../../src/contract';
import {
  CategoryListResponseShape,
  ProductDetailResponseShape,
  SuggestQueryShape,
  SuggestResponseShape,
} from '../../src/contract/shapes';
import { queryTokens } from '../catalogue';
import { publicAnswerSent } from '../plugins/publicAnswers';
import { notFound } from '../services/errors';
import { logSearch } from '../services/search';
import type { RouteContext } from './context';
import { errors, idParam, productListAnswer, productListQuery } from './schemas';

/**
 * A listing's key: the validated query (Fastify's schema has applied defaults and coerced types) with empty values
 * and "All" dropped, strings trimmed and names sorted, so `?limit=10` and `?page=1&limit=10&search=` share an answer.
 * Only values that cannot change the answer are folded together.
 */
export function listingKey(query: object): string {
  const canonical: Record<string, unknown> = {};
  for (const name of Object.keys(query).sort()) {
    let value = (query as Record<string, unknown>)[name];
    if (typeof value === 'string') value = value.trim();
    if (value === undefined || value === '') continue;
    if (name === 'category' && typeof value === 'string' && value.toLowerCase() === 'all') continue;
    canonical[name] = value;
  }
  return JSON.stringify(canonical);
}

/** Suggestions depend on the query's words only (both languages' names are in them). */
const suggestKey = (request: FastifyRequest) => {
  const { q } = request.query as { q: string };
  return q.trim().length < SUGGEST_MIN_LENGTH ? '' : queryTokens(q).join(' ');
};

export function catalogueRoutes(ctx: RouteContext) {
  const { catalogue } = ctx;
  return async (app: FastifyInstance) => {
    app.get(
      '/category',
      {
        config: { publicAnswer: {} },
        schema: {
          tags: ['catalogue'],
          summary: 'Every category',
          response: { 200: CategoryListResponseShape },
        },
      },
      async () => ({ categories: await catalogue.categories() }),
    );

    app.get<{ Querystring: ProductListQuery }>(
      '/product',
      {
        config: { publicAnswer: { key: (request) => listingKey(request.query as object) } },
        schema: {
          tags: ['catalogue'],
          summary: 'Product listing with filters, search and paging (stable order)',
          querystring: productListQuery,
          response: { 200: productListAnswer, ...errors(400) },
        },
      },
      async (request) => catalogue.listing(request.query),
    );

    // Each search (page 1 of a listing with `search`, cached or not) goes into the search log: its normalised query
    // and how many products it found, nothing about the shopper. Written after the answer, never waited for.
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 200 || request.routeOptions.url !== '/api/product') return;
      const query = request.query as ProductListQuery | undefined;
      const search = typeof query?.search === 'string' ? query.search : '';
      if (search.trim() === '' || (query?.page !== undefined && Number(query.page) !== 1)) return;
      const body = publicAnswerSent(request)?.body.toString();
      const total = body === undefined ? undefined : /"total":(\d+)/.exec(body)?.[1];
      const results = total !== undefined ? Number(total) : (catalogue.search.current?.count(search) ?? 0);
      logSearch(ctx.db, search, results, ctx.now).catch((error: unknown) =>
        request.log.warn({ err: error }, 'a search could not be logged'),
      );
    });

    app.get<{ Querystring: { q: string; lang?: 'en' | 'ar' } }>(
      '/search/suggest',
      {
        config: { publicAnswer: { key: suggestKey } },
        schema: {
          tags: ['catalogue'],
          summary: 'Suggestions as the shopper types: up to 6 products and 3 categories, best match first',
          querystring: SuggestQueryShape,
          response: { 200: SuggestResponseShape, ...errors(400) },
        },
      },
      async (request) => catalogue.suggest(request.query.q),
    );

    app.get<{ Params: { id: string } }>(
      '/product/:id',
      {
        config: { publicAnswer: {} },
        schema: {
          tags: ['catalogue'],
          summary: 'One product with its reviews and up to 7 related products',
          params: idParam('id'),
          response: { 200: ProductDetailResponseShape, ...errors(404) },
        },
      },
      async (request) => {
        // An unknown id is a 404, never kept (its message follows Accept-Language).
        const product = await catalogue.productDetail(request.params.id);
        if (!product) throw notFound('server.product.notFound');
        return {
          product: { ...product, cashOnDelivery: cashOnDeliveryFor(product, ctx.config.codMaxOrderEgp) },
        };
      },
    );
  };
}
