// ETags on the public catalogue JSON: a client (or CDN) that sends If-None-Match with the current tag gets a 304.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from './services/catalogueCache';

/** Routes whose answer depends only on the URL (not on the caller), so a shared tag is safe. */
export const ETAG_ROUTES = new Set(['/api/category', '/api/product', '/api/product/:id']);

const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

/**
 * onSend hook; register it before @fastify/compress so that it sees the JSON text, not the compressed stream.
 * The catalogue routes set the tag they keep with the cached body; only an answer without one is hashed here.
 * `no-cache` lets browsers keep the body but ask again each time; the answer is then a 304 without a body.
 */
export async function catalogueEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (!ETAG_ROUTES.has(request.routeOptions.url ?? '')) return payload;
  const known = reply.getHeader('etag');
  // The cached answers arrive as a Buffer with their tag; anything else is hashed when it is JSON text.
  if (typeof known !== 'string' && typeof payload !== 'string') return payload;
  const etag = typeof known === 'string' ? known : etagOf(payload as string);
  if (etag !== known) reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-length');
  return '';
}
