// buildApp(deps): the whole HTTP application (API under /api, OpenAPI at /api/docs, the SPA). It never listens.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { Redis } from 'ioredis';
import { clientErrorHandler, frameworkErrorHandler } from './clientErrors';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { catalogueEtag } from './etag';
import { addSecurityHeaders, helmetHeaders } from './securityHeaders';
import { REDACT_PATHS, safeError, safeUrl } from './logRedaction';
import { fillProductPage, loadPageShells } from './pageShells';
import { CatalogueCache } from './services/catalogueCache';
import { CatalogueSearch } from './services/catalogueSearch';
import { HttpError } from './services/errors';
import type { Mailer } from './services/mailer';
import { createTranslator, langOf, type Lang, type Translator } from './services/messages';
import { createPasswords } from './services/passwords';
import { createTokens } from './services/tokens';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { contentRoutes } from './routes/content';
import type { RouteContext } from './routes/context';
import { healthRoutes } from './routes/health';
import { checkInput } from './routes/inputChecks';
import { orderRoutes } from './routes/orders';
import { reviewRoutes } from './routes/reviews';
import { sharedSchemas } from './routes/schemas';
import { staffRoutes } from './routes/staff';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answer cache (its stats() are read by tests and benchmarks). */
    catalogueCache: CatalogueCache;
    /** The in-memory search index (tests and benchmarks await its ready()). */
    catalogueSearch: CatalogueSearch;
  }
}

/** Redis channel on which an instance announces a catalogue write, so that the others drop their cached answers. */
export const CATALOGUE_CHANNEL = 'storefront:catalogue:changed';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The SPA's built files (dist/); without it only the API is served. */
  staticDir?: string;
  /** Milliseconds since the epoch; tests move time forward. */
  now?: () => number;
  /** Fastify logger options; default: pino at config.logLevel with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (default: stdout); tests read what would be logged. */
  logStream?: { write(line: string): void };
}

/** A file name carrying a content hash (e.g. main.3f9a1c2b.js) never changes, so caches may keep it forever. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|avif|woff2?|ttf|map|ico|txt)$/i;
/** The .br / .gz copies webpack writes next to a file are served in its place (preCompressed). */
const COMPRESSED_COPY = /\.(br|gz)$/;
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
 * allow the pre-rendered pages' inline scripts (server/pageShells.ts) and nothing else inline.
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

/** pino at config.logLevel; no secret or personal data in a request line or an error (server/logRedaction.ts). */
function defaultLogger(config: Config, stream?: AppDeps['logStream']): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: safeUrl(request.url), ip: request.ip };
      },
      err: safeError,
    },
  };
}

/**
 * Scale-out: a catalogue write on this instance is published on CATALOGUE_CHANNEL and a write on another one drops
 * this instance's cached answers. A lost message (Redis down, a reconnect) costs at most the TTL of staleness; after
 * a reconnect the cache is dropped anyway, since messages may have been missed meanwhile.
 */
function listenForCatalogueChanges(app: FastifyInstance, redis: Redis, catalogue: CatalogueCache) {
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  let subscribed = false;
  subscriber.on('error', () => undefined);
  subscriber.on('ready', () => {
    if (subscribed) catalogue.invalidate({ publish: false });
  });
  subscriber.on('message', (channel: string, from: string) => {
    if (channel === CATALOGUE_CHANNEL && from !== instance) catalogue.invalidate({ publish: false });
  });
  catalogue.onInvalidate = () => {
    redis.publish(CATALOGUE_CHANNEL, instance).catch((error: unknown) => {
      app.log.warn(
        { err: error },
        'could not publish a catalogue change; other instances catch up within the TTL',
      );
    });
  };
  // Ready means listening: an instance that missed the subscription would serve stale answers for a TTL.
  app.addHook('onReady', async () => {
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 2000).unref());
    const outcome = await Promise.race([
      subscriber.subscribe(CATALOGUE_CHANNEL).catch(() => 'failed'),
      timeout,
    ]);
    if (outcome === 'timeout' || outcome === 'failed') {
      app.log.warn(
        'not subscribed to catalogue changes yet: cached answers may lag other instances by the TTL',
      );
    }
    subscribed = true;
  });
  app.addHook('onClose', async () => {
    catalogue.onInvalidate = undefined;
    await subscriber.quit().catch(() => undefined);
  });
}

function translatedErrors(errors: Record<string, string | number> | undefined, t: Translator, lang: Lang) {
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, typeof v === 'string' ? t(v, lang) : v]),
  );
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large...) by code. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'server.badRequest',
  404: 'server.notFound',
  405: 'server.badRequest',
  406: 'server.badRequest',
  413: 'server.payloadTooLarge',
  415: 'server.unsupportedMediaType',
  429: 'server.rateLimited',
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, mailer } = deps;
  const now = deps.now ?? Date.now;
  const translate = createTranslator();
  /** helmet's headers, computed below; errors answered outside the routes carry them too. */
  let securityHeaders: Readonly<Record<string, string>> = {};
  const serverOptions: FastifyServerOptions = {
    logger: deps.logger ?? defaultLogger(config, deps.logStream),
    bodyLimit: config.bodyLimit,
    // X-Forwarded-For/-Proto are believed only from these proxies' addresses (server/config.ts).
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    ajv: {
      // No coercion: a value of the wrong type is a 400 naming its field, never converted (`[5]`, `"0x10"`, `true`).
      // Query-string numbers are read from plain decimals only (routes/inputChecks.ts).
      customOptions: { removeAdditional: true, coerceTypes: false, useDefaults: true, allErrors: false },
    },
    clientErrorHandler: clientErrorHandler(() => securityHeaders, translate),
    frameworkErrors: frameworkErrorHandler(() => securityHeaders, translate),
  };
  const app = Fastify(serverOptions);

  const catalogue = new CatalogueCache({
    ttlMs: config.catalogCacheTtlMs,
    maxEntries: config.catalogCacheMaxEntries,
    maxBytes: config.catalogCacheMaxBytes,
    now,
  });
  app.decorate('catalogueCache', catalogue);
  const search = new CatalogueSearch(database.db, {
    maxProducts: config.searchIndexMaxProducts,
    warn: (message, error) => app.log.warn(error ? { err: error } : {}, message),
  });
  app.decorate('catalogueSearch', search);
  // Built in the background once the app is ready (searches use SQL until then), dropped on close.
  app.addHook('onReady', async () => void search.refresh());
  app.addHook('onClose', async () => search.close());

  const ctx: RouteContext = {
    config,
    db: database.db,
    ping: () => database.ping(),
    tokens: createTokens(database.db, config, now),
    passwords: createPasswords(config.argon),
    mailer,
    translate,
    now,
    catalogue,
    search,
  };

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = langOf(request.headers['accept-language']);
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const errors = translatedErrors(error.errors, translate, lang);
      return reply
        .status(error.statusCode)
        .send({ message: translate(error.messageId, lang, error.params), ...(errors ? { errors } : {}) });
    }
    if (error.validation) {
      const errors: Record<string, string> = {};
      for (const item of error.validation) {
        const missing = (item.params as { missingProperty?: string }).missingProperty;
        // Named as validate() names fields: /address/0/street → address[0].street.
        const path = item.instancePath
          .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
          .replace(/^\//, '')
          .replace(/\//g, '.');
        const field = [path, missing].filter(Boolean).join('.') || error.validationContext || '_';
        errors[field] ??= translate(missing ? 'validation.field.required' : 'validation.field.invalid', lang);
      }
      return reply
        .status(400)
        .send({ message: Object.values(errors)[0] ?? translate('server.badRequest', lang), errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: translate(FRAMEWORK_MESSAGES[status] ?? 'server.badRequest', lang) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: translate('server.internal', lang) });
  });

  // helmet's headers, computed once by helmet itself (server/securityHeaders.ts), plus HSTS over HTTPS.
  const staticDir = deps.staticDir && existsSync(deps.staticDir) ? deps.staticDir : undefined;
  const shells = loadPageShells(staticDir);
  securityHeaders = await helmetHeaders(helmetOptions(shells.scriptHashes));
  addSecurityHeaders(app, securityHeaders);
  // API answers carry tokens and personal data (auth, cart, checkout, orders, staff), errors too: never stored.
  // The public catalogue's 200s (server/etag.ts) replace this with no-cache and an ETag.
  app.addHook('onRequest', (request, reply, done) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
  // Before compress: the ETag is computed from the JSON text.
  app.addHook('onSend', catalogueEtag);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  if (redis && catalogue.enabled) listenForCatalogueChanges(app, redis, catalogue);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'storefront-rl-' } : {}),
    errorResponseBuilder: () => new HttpError(429, 'server.rateLimited'),
  });

  for (const schema of sharedSchemas) app.addSchema(schema);
  app.addHook('preValidation', checkInput);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description:
          'Bilingual electronics storefront. Errors are always `{ message, errors? }`. Money is integer EGP.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  // Off in production unless API_DOCS=1: /api/docs is then an unknown API path (404).
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(catalogRoutes(ctx));
      await api.register(orderRoutes(ctx));
      await api.register(reviewRoutes(ctx));
      await api.register(contentRoutes(ctx));
      await api.register(staffRoutes(ctx));
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ message: translate('server.route.notFound', langOf(request.headers['accept-language'])) }),
      );
    },
    { prefix: '/api' },
  );

  const indexHtml = staticDir ? join(staticDir, 'index.html') : undefined;
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      // '/' is a page like any other: answered below, with its pre-rendered first frame when there is one.
      index: false,
      cacheControl: false,
      // dist/ holds brotli and gzip copies made at build time: no compression work per request.
      preCompressed: true,
      setHeaders(reply, servedPath) {
        const path = servedPath.replace(COMPRESSED_COPY, '');
        reply.header(
          'cache-control',
          HASHED_ASSET.test(path)
            ? 'public, max-age=31536000, immutable'
            : path.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  /** GET /api/product/:id's JSON text, answered in-process (its cache, serializer and validation), or undefined. */
  const productAnswer = async (id: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/product/${encodeURIComponent(id)}` });
    return response.statusCode === 200 ? response.body : undefined;
  };
  /**
   * A page of the SPA: its pre-rendered first frame when it has one (server/pageShells.ts), filled in with its
   * product for a product page, else index.html.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const page = shells.pageFor(path, request.url.slice(path.length));
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (page?.data?.kind === 'product') {
      const { id } = page.data;
      return reply.send(fillProductPage(page.data.page, page.lang, id && (await productAnswer(id))));
    }
    return reply.sendFile(page?.file ?? 'index.html', staticDir!);
  };
  if (indexHtml) {
    app.get('/', (request, reply) =>
      existsSync(indexHtml) ? sendPage(request, reply, '/') : reply.callNotFound(),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const lang = langOf(request.headers['accept-language']);
    const path = request.url.split('?')[0] ?? '/';
    // A missing file (e.g. an old hashed bundle) must not be answered with HTML; page paths have no extension.
    const looksLikeFile =
      /\.[a-z0-9]{1,8}$/i.test(path) && !String(request.headers.accept ?? '').includes('text/html');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !looksLikeFile;
    if (isPage && indexHtml && existsSync(indexHtml)) return sendPage(request, reply, path);
    return reply.status(404).send({ message: translate('server.route.notFound', lang) });
  });

  return app;
}
