// ETags on the public catalogue JSON: a client (or CDN) that sends If-None-Match with the current tag gets a 304.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { etagOf } from './services/catalogueCache';

/** Routes whose answer depends only on the URL (not on the caller), so a shared tag is safe. */
export const ETAG_ROUTES = new Set(['/api/category', '/api/product', '/api/product/:id']);

/** Whether an If-None-Match header names `etag` (or `*`): the answer is then a 304. */
export const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

/**
 * onSend hook; register it before @fastify/compress so that it sees the JSON text, not the compressed stream.
 * The catalogue routes set the tag they keep with the cached body; only an answer without one is hashed here.
 * `no-cache` lets browsers keep the body but ask again each time; the answer is then a 304 without a body.
 * Synchronous (a callback hook): it runs on every response, and an async hook costs a promise and a tick each.
 */
export function catalogueEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: HookHandlerDoneFunction & ((error: Error | null, payload?: unknown) => void),
) {
  if (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    reply.statusCode !== 200 ||
    !ETAG_ROUTES.has(request.routeOptions.url ?? '')
  )
    return done(null, payload);
  const known = reply.getHeader('etag');
  // The cached answers arrive as a Buffer with their tag; anything else is hashed when it is JSON text.
  if (typeof known !== 'string' && typeof payload !== 'string') return done(null, payload);
  const etag = typeof known === 'string' ? known : etagOf(payload as string);
  if (etag !== known) reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  if (!etagMatches(request.headers['if-none-match'], etag)) return done(null, payload);
  reply.code(304);
  reply.removeHeader('content-length');
  // A cached compressed copy (server/routes/catalog.ts) is replaced by an empty body: no content coding either.
  reply.removeHeader('content-encoding');
  return done(null, '');
}
