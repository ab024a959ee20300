// /api/category and /api/product: the public catalogue (server/catalogue). Answers depend only on the URL, so they are
// served from the catalogue's answer cache: a hit sends the stored JSON text and ETag, with no database work. A URL
// answered once is answered from its preParsing hook the next times (no validation, no handler), and a client that
// accepts brotli or gzip gets the entry's compressed copy, made once per entry and encoding. Every answer carries
// its ETag (kept with the answer, so never hashed per request); a client or CDN that revalidates with
// If-None-Match gets a 304 without a body.
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import {
  cashOnDeliveryFor,
  SEARCH_QUERY_MAX_LENGTH,
  SUGGEST_MIN_LENGTH,
  type ProductListQuery,
} from '../../src/contract';
import {
  COMPRESS_THRESHOLD,
  COMPRESSORS,
  listingKey,
  preferredEncoding,
  queryTokens,
  type CachedAnswer,
  type CatalogueCache,
  type ListingSerializers,
} from '../catalogue';
import { notFound } from '../services/errors';
import { logSearch } from '../services/search';
import type { RouteContext } from './context';
import { errors, idParam, productListAnswer, productListQuery } from './schemas';

/** Adds accept-encoding to Vary as @fastify/compress does. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** Whether an If-None-Match header names `etag` (or `*`): the answer is then a 304. */
const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

/** The answer each request was sent (the search log reads a search's result count from it). */
const sentAnswers = new WeakMap<FastifyRequest, CachedAnswer>();

/** What send() needs: the cache. */
interface Sending {
  cache: CatalogueCache;
}

/**
 * Sends a cached (or just cached) answer: already JSON text, with its ETag, or a 304 when the client already has
 * it. `no-cache` lets browsers keep the body but ask again each time. A client that accepts brotli or gzip gets the
 * cached compressed copy with the headers @fastify/compress would set (@fastify/compress leaves a body that already
 * has a Content-Encoding alone).
 */
function send({ cache }: Sending, request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  sentAnswers.set(request, answer);
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding === undefined) return reply.send(answer.body);
  varyOnEncoding(reply);
  reply.header('content-encoding', encoding);
  return reply.send(cache.encoded(answer, encoding, COMPRESSORS[encoding]));
}

/**
 * Route-level preParsing hook: a URL whose answer is cached (remembered after its query was validated once) is
 * answered here, before validation and the handler. Every onRequest hook has run by then (the security headers,
 * and a rate limit if one is ever configured for these routes), and onSend (compression) still runs.
 * The catalogue routes have no preHandler hooks for this to skip; the app-wide input check (preValidation,
 * routes/inputChecks.ts) passed when the URL was remembered.
 */
const answerFromCache =
  (sending: Sending): preParsingHookHandler =>
  (request, reply, payload, done) => {
    const answer = sending.cache.answerForUrl(request.url);
    if (answer === undefined) return done(null, payload);
    void send(sending, request, reply, answer);
  };

/** One item of a listing's `products`, serialised as the listing's 200 schema serialises each of them. */
const PRODUCT_ITEM = { $ref: 'Product#' } as const;

/**
 * The listing's serialisers: its 200 schema's, and one for a product item compiled by the route's own serializer
 * compiler from the schema its `products` items have (Fastify keeps it per route, so it is compiled once).
 */
export const listingSerializers = (reply: FastifyReply): ListingSerializers => ({
  answer: (answer) => serialize(reply, answer),
  // The same function on every call (the fragments kept are those of one item serialiser).
  item: reply.compileSerializationSchema(PRODUCT_ITEM) as unknown as ListingSerializers['item'],
});

/** JSON text through the route's response schema (the same serializer Fastify would use for a 200). */
const serialize = (reply: FastifyReply, value: unknown): string => {
  const text = reply.serialize(value);
  if (typeof text !== 'string') throw new Error('the catalogue serializer did not produce text');
  return text;
};

export function catalogueRoutes(ctx: RouteContext) {
  const { catalogue } = ctx;
  const cache = catalogue.answers;
  const sending: Sending = { cache };
  const preParsing = answerFromCache(sending);
  /** Sends the answer of `key` and remembers the URL that led to it (its query is valid: it got here). */
  const respond = async (
    request: FastifyRequest,
    response: FastifyReply,
    key: string,
    load: () => Promise<string | Buffer>,
  ) => {
    const answer = await cache.answer(key, load);
    cache.rememberUrl(request.url, key);
    return send(sending, request, response, answer);
  };
  return async (app: FastifyInstance) => {
    app.get(
      '/category',
      {
        preParsing,
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
      async (request, response) =>
        respond(request, response, 'category', async () =>
          serialize(response, { categories: await catalogue.categories() }),
        ),
    );

    app.get<{ Querystring: ProductListQuery }>(
      '/product',
      {
        preParsing,
        schema: {
          tags: ['catalogue'],
          summary: 'Product listing with filters, search and paging (stable order)',
          querystring: productListQuery,
          response: { 200: productListAnswer, ...errors(400) },
        },
      },
      async (request, response) =>
        respond(request, response, listingKey(request.query), () =>
          catalogue.listingJson(request.query, listingSerializers(response)),
        ),
    );

    // Each search (page 1 of a listing with `search`, cached or not) goes into the search log: its normalised query
    // and how many products it found, nothing about the shopper. Written after the answer, never waited for.
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 200 || request.routeOptions.url !== '/api/product') return;
      const query = request.query as ProductListQuery | undefined;
      const search = typeof query?.search === 'string' ? query.search : '';
      if (search.trim() === '' || (query?.page !== undefined && Number(query.page) !== 1)) return;
      const body = sentAnswers.get(request)?.body.toString();
      const total = body === undefined ? undefined : /"total":(\d+)/.exec(body)?.[1];
      const results = total !== undefined ? Number(total) : (catalogue.search.current?.count(search) ?? 0);
      logSearch(ctx.db, search, results, ctx.now).catch((error: unknown) =>
        request.log.warn({ err: error }, 'a search could not be logged'),
      );
    });

    app.get<{ Querystring: { q: string; lang?: 'en' | 'ar' } }>(
      '/search/suggest',
      {
        preParsing,
        schema: {
          tags: ['catalogue'],
          summary: 'Suggestions as the shopper types: up to 6 products and 3 categories, best match first',
          querystring: {
            type: 'object',
            properties: {
              q: {
                type: 'string',
                maxLength: SEARCH_QUERY_MAX_LENGTH,
                description: `What the shopper typed; under ${SUGGEST_MIN_LENGTH} characters (trimmed) suggests nothing`,
              },
              lang: { type: 'string', enum: ['en', 'ar'] },
            },
            required: ['q'],
          },
          response: {
            200: {
              type: 'object',
              properties: {
                products: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      _id: { type: 'string' },
                      name: { type: 'string' },
                      nameAr: { type: 'string' },
                      image: { type: 'string' },
                      price: { type: 'integer' },
                      priceAfterDiscount: { type: 'integer' },
                    },
                    required: ['_id', 'name', 'nameAr', 'image', 'price', 'priceAfterDiscount'],
                  },
                },
                categories: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      _id: { type: 'string' },
                      slug: { type: 'string' },
                      name: { type: 'string' },
                      nameAr: { type: 'string' },
                    },
                    required: ['_id', 'slug', 'name', 'nameAr'],
                  },
                },
              },
              required: ['products', 'categories'],
            },
            ...errors(400),
          },
        },
      },
      async (request, response) => {
        const { q } = request.query;
        // The answer depends on the query's words only (both languages' names are in it).
        const key = `suggest/${q.trim().length < SUGGEST_MIN_LENGTH ? '' : queryTokens(q).join(' ')}`;
        return respond(request, response, key, async () => serialize(response, await catalogue.suggest(q)));
      },
    );

    app.get<{ Params: { id: string } }>(
      '/product/:id',
      {
        preParsing,
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
      async (request, response) => {
        const { id } = request.params;
        // An unknown id throws inside the load: a 404 is never stored (its message follows Accept-Language).
        return respond(request, response, `product/${id}`, async () => {
          const product = await catalogue.productDetail(id);
          if (!product) throw notFound('server.product.notFound');
          return serialize(response, {
            product: { ...product, cashOnDelivery: cashOnDeliveryFor(product, ctx.config.codMaxOrderEgp) },
          });
        });
      },
    );
  };
}
