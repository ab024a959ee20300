// Content coding of cached catalogue answers: the same choice and the same bytes @fastify/compress would make for
// the JSON text, made once per cached answer and encoding instead of on every request (server/routes/catalogue.ts).
// What it buys (PGlite / PostgreSQL seeded / 100,000 products; docs/performance.md): a cached listing 3.3 / 3.4 / 8.4x
// the requests a second, a product page 6.2 / 6.1 / 6.9x. CATALOGUE_LAYERS_OFF=encoding turns it off.
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings the app offers, in order of preference (app.ts gives @fastify/compress the same list). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Bodies smaller than this are sent as they are (@fastify/compress's `threshold`). */
export const COMPRESS_THRESHOLD = 1024;

/** @fastify/compress's defaults: brotli quality 4 (its recommended default), gzip at zlib's default level. */
export const COMPRESSORS: Readonly<Record<Encoding, (body: Buffer) => Buffer>> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};

/** @fastify/compress reads `*` and `x-gzip` as gzip before negotiating. */
const GZIP_ALIAS = /\*|x-gzip/gu;
const chosen = new Map<string, Encoding | undefined>();
const MAX_REMEMBERED = 256;

/**
 * The encoding @fastify/compress would pick for this Accept-Encoding header (undefined: send the body as it is).
 * Browsers send a handful of distinct headers, so the answer is remembered per header (at most 256 of them).
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  if (chosen.has(header)) return chosen.get(header);
  const found = negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...ENCODINGS]);
  const encoding = found === 'br' || found === 'gzip' ? found : undefined;
  if (chosen.size >= MAX_REMEMBERED) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}
