// Security headers on every response, computed once. @fastify/helmet rebuilds helmet's middleware (option checks,
// CSP directive parsing) on every request and sets each header on the raw response: about a quarter of a cached
// catalogue answer's CPU time. The headers do not depend on the request (no CSP nonces here), so helmet itself
// computes them once at start-up, on a probe instance with the same options, and one synchronous onRequest hook
// copies them onto each reply. HSTS is the one header that depends on the request (only over HTTPS). What it buys:
// helmet's own hook costs 25–34 % of a cached listing's requests a second (docs/performance.md, over the 20 % a copy
// of a library may save before it goes).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

export const HSTS = 'max-age=31536000; includeSubDomains';

const API_PATH = /^\/api(?:[/?]|$)/;

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.google.com'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * helmet's options; its headers go on every response (HSTS is added per request, over HTTPS only). `scriptHashes`
 * allow the pre-rendered pages' inline scripts (firstFrame/server) and nothing else inline.
 */
export const helmetOptions = (scriptHashes: string[] = []): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // The same as CSP's frame-ancestors 'none', for browsers that only read X-Frame-Options.
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // HSTS only means something over HTTPS; the header is sent when the request came over TLS.
  strictTransportSecurity: false,
});

/**
 * The headers helmet sets with `options`, lower-cased, in helmet's order: what @fastify/helmet would put on every
 * response (read from the raw response inside a route, before Fastify adds its own).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  let captured: Record<string, string> | undefined;
  await probe.register(helmet, options);
  probe.get('/', async (_request, reply) => {
    captured = {};
    for (const [name, value] of Object.entries(reply.raw.getHeaders())) {
      if (value !== undefined)
        captured[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (!captured || Object.keys(captured).length === 0) throw new Error('helmet set no headers on the probe');
  return captured;
}

/**
 * One synchronous onRequest hook on the root instance that sets `headers` (and HSTS when the request came over
 * HTTPS, as Fastify judges it with trustProxy) on every reply. Replaces registering @fastify/helmet; same headers,
 * same responses (routes, 404s, errors, static files), no per-request option parsing, promise or raw setHeader calls.
 * Then a second one: API answers are never stored.
 */
export const securityHeaders = fp<{ headers: Readonly<Record<string, string>> }>(
  async (app, { headers }) => {
    const frozen = Object.freeze({ ...headers });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(frozen);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
    // API answers carry tokens and personal data (auth, cart, checkout, orders, staff), errors too: never stored.
    // Public answers' 200s (plugins/publicAnswers.ts) replace this with no-cache and an ETag.
    app.addHook('onRequest', (request, reply, done) => {
      if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'securityHeaders' },
);
