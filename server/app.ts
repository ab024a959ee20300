// buildApp(deps): the whole HTTP application (API under /api, OpenAPI at /api/docs, the SPA), composed from the
// plugins in server/plugins/ and the route plugins in server/routes/. It never listens (server/main.ts does).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/clientErrors';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { REDACT_PATHS, safeError, safeUrl } from './logRedaction';
import { loadPageShells } from '../firstFrame/server';
import { apiDocs } from './plugins/apiDocs';
import { errorHandler } from './plugins/errorHandler';
import { helmetHeaders, helmetOptions, securityHeaders } from './plugins/securityHeaders';
import { spa } from './plugins/spa';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, ENCODINGS, publicAnswers } from './plugins/publicAnswers';
import { previewImages } from './seo/previewImages';
import { uploads } from './plugins/uploads';
import { Catalogue, catalogueSync } from './catalogue';
import { staffCategoryRoutes, staffProductRoutes } from './catalogue/routes';
import { HttpError } from './services/errors';
import { createImageStore } from './services/images';
import { sweepUnusedUploads } from './services/imageUpkeep';
import type { Mailer } from './services/mailer';
import { createTranslator, langOf } from './services/messages';
import { queueOrderMail, queueReturnMail } from './services/orderMail';
import { cancelUnconfirmed } from './services/codTimer';
import type { OrderRules } from './services/orders';
import { createOutboxWorker, type OutboxWorker } from './services/outbox';
import { createPasswords } from './services/passwords';
import { createTokens } from './services/tokens';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { profileRoutes } from './routes/profile';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import type { RouteContext } from './routes/context';
import { healthRoutes } from './routes/health';
import { checkInput } from './routes/inputChecks';
import { orderRoutes } from './routes/orders';
import { returnRoutes } from './routes/returns';
import { reviewRoutes } from './routes/reviews';
import { robotsRoutes } from './routes/robots';
import { sharedSchemas } from './routes/schemas';
import { sitemapRoutes } from './routes/sitemap';
import { staffRoutes } from './routes/staff';
import { staffMessageRoutes } from './routes/staffMessages';
import { staffActivityRoutes } from './routes/staffActivity';
import { staffAccountRoutes } from './routes/staffAccounts';
import { staffSearchRoutes } from './routes/staffSearch';
import { staffImageRoutes } from './routes/staffImages';
import { paymentRoutes } from './routes/payments';
import { movableClock, testClockRoutes } from './routes/testClock';
import { createPaymob } from './payments/paymob/client';
import { expireHolds, refundOnTransaction, type PaymentContext } from './payments/payments';
import type { Transport } from './payments/provider';
import { paymentSandbox, SANDBOX_PREFIX } from './payments/sandbox';

export { CATALOGUE_CHANNEL } from './catalogue';
export { CSP_DIRECTIVES, helmetOptions } from './plugins/securityHeaders';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue (server/catalogue): tests and benchmarks await its search index. */
    catalogue: Catalogue;
    /** The mail outbox's worker (server/services/outbox.ts): tests drain it. */
    outbox: OutboxWorker;
    /** Runs the sweep of unused uploads now (its timer runs it every config.uploadSweepMs); answers photos deleted. */
    sweepUploads(): Promise<number>;
    /** Runs the payment hold timer's pass now (tests move the clock, then call it); answers orders cancelled. */
    expirePaymentHolds(): Promise<number>;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The SPA's built files (dist/); without it only the API is served. */
  staticDir?: string;
  /** Milliseconds since the epoch; tests move time forward. */
  now?: () => number;
  /** Waits `ms` (the login slow-down); tests record the delays instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** Fastify logger options; default: pino at config.logLevel with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (default: stdout); tests read what would be logged. */
  logStream?: { write(line: string): void };
}

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

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, mailer } = deps;
  const clock = config.testClock ? movableClock(deps.now ?? Date.now) : undefined;
  const now = clock?.now ?? deps.now ?? Date.now;
  const translate = createTranslator();
  /** helmet's headers, computed below; errors answered outside the routes carry them too. */
  let headers: Readonly<Record<string, string>> = {};
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: deps.logger ?? defaultLogger(config, deps.logStream),
    bodyLimit: config.bodyLimit,
    // A request must have arrived whole within requestTimeoutMs (408 and closed otherwise). Node looks for late
    // requests every connectionsCheckingInterval (30 s by its default): a second, or less for a short timeout.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.requestTimeoutMs / 4))),
    },
    // X-Forwarded-For/-Proto are believed only from these proxies' addresses (server/config.ts).
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    ajv: {
      // No coercion: a value of the wrong type is a 400 naming its field, never converted (`[5]`, `"0x10"`, `true`).
      // Query-string numbers are read from plain decimals only (routes/inputChecks.ts).
      customOptions: { removeAdditional: true, coerceTypes: false, useDefaults: true, allErrors: false },
    },
    clientErrorHandler: clientErrorHandler(() => headers, translate),
    frameworkErrors: frameworkErrorHandler(() => headers, translate),
  };
  const app = Fastify(serverOptions);

  const catalogue = new Catalogue({
    db: database.db,
    now,
    warn: (message, error) => app.log.warn(error ? { err: error } : {}, message),
  });
  app.decorate('catalogue', catalogue);
  // The search index is built in the background once the app is ready (the first listings wait for it).
  app.addHook('onReady', async () => catalogue.start());
  app.addHook('onClose', async () => catalogue.close());

  const orderRules: OrderRules = {
    catalogue,
    mail: queueOrderMail(translate, config.appUrl, config.shopContact),
    codMaxOrderEgp: config.codMaxOrderEgp,
    maxOpenOrders: config.maxOpenOrders,
    codConfirmHours: config.codConfirmHours,
    onlineMethods: (['card', 'wallet', 'instalments'] as const).filter(
      (method) => config.payments.integrations[method] !== undefined,
    ),
    paymentHoldMinutes: config.payments.holdMinutes,
  };
  const outbox = createOutboxWorker({
    db: database.db,
    mailer,
    settings: config,
    now,
    warn: (message) => app.log.warn(message),
  });
  app.decorate('outbox', outbox);
  if (config.mailWorker) {
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  }
  /** Runs `task` when the app is ready and every `intervalMs` after, one run at a time; waits for it on close. */
  const repeat = (intervalMs: number, what: string, task: () => Promise<unknown>) => {
    let running: Promise<unknown> | undefined;
    const run = () => {
      running ??= task()
        .catch((error: unknown) => app.log.warn({ err: error }, `${what} could not run`))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
  /** Awaits a timer's pass and wakes the outbox when it cancelled orders (their emails are queued). */
  const mailing = async (pass: Promise<number>) => {
    const cancelled = await pass;
    if (cancelled > 0) outbox.kick();
    return cancelled;
  };
  const confirmationPass = () => mailing(cancelUnconfirmed(database.db, now, orderRules));
  if (config.codConfirmHours > 0) {
    // The confirmation timer: every instance looks, the row locks decide which one acts (services/codTimer.ts).
    repeat(config.codSweepMs, 'the confirmation timer', confirmationPass);
  }

  // Calls to the payment provider, and the sandbox's callbacks: those to the shop's own address (its sandbox, its
  // callback URL) are answered in process, so the sandbox needs no network and works in tests; others go out.
  const transport: Transport = async (url, init) => {
    if (url.startsWith(`${config.appUrl}/`)) {
      const res = await app.inject({
        method: init.method as 'GET' | 'POST',
        url: url.slice(config.appUrl.length),
        headers: init.headers,
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      return { status: res.statusCode, json: async () => JSON.parse(res.body || '{}') as unknown };
    }
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    return { status: res.status, json: () => res.json() as Promise<unknown> };
  };
  const payments: PaymentContext = {
    db: database.db,
    provider: createPaymob(config.payments, transport),
    rules: orderRules,
    now,
    appUrl: config.appUrl,
  };
  const holdPass = () => mailing(expireHolds(database.db, now, orderRules));
  app.decorate('expirePaymentHolds', holdPass);
  if (orderRules.onlineMethods.length > 0) {
    // The hold timer: every instance looks, the row locks decide which one acts (payments/payments.ts).
    repeat(config.payments.holdSweepMs, 'the payment hold timer', holdPass);
  }

  // The uploads' sweep: every instance looks; deleting a file twice is harmless (services/imageUpkeep.ts).
  let uploadSweep: Promise<number> | undefined;
  const sweepUploads = async () =>
    config.uploadGraceHours <= 0
      ? 0
      : (uploadSweep ??= sweepUnusedUploads(
          database.db,
          config.uploadsDir,
          now(),
          config.uploadGraceHours * 3_600_000,
        )
          .then((swept) => {
            if (swept > 0) app.log.info({ swept }, 'unused uploads deleted');
            return swept;
          })
          .finally(() => {
            uploadSweep = undefined;
          }));
  app.decorate('sweepUploads', sweepUploads);
  if (config.uploadGraceHours > 0) repeat(config.uploadSweepMs, 'the uploads sweep', sweepUploads);

  const images = createImageStore(config.uploadsDir, now);
  const ctx: RouteContext = {
    config,
    db: database.db,
    ping: () => database.ping(),
    tokens: createTokens(database.db, config, now),
    passwords: createPasswords(config.argon),
    mailer,
    translate,
    now,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    catalogue,
    images,
    orderRules,
    returnRules: {
      catalogue,
      mail: queueReturnMail(translate, config.appUrl, config.shopContact),
      returnWindowDays: config.returnWindowDays,
      defectReturnWindowDays: config.defectReturnWindowDays,
      returnPickupFeeEgp: config.returnPickupFeeEgp,
      requireStored: (addresses, field) => images.requireStored(addresses, field),
      refund: async (tx, orderId, amountCents, reason, actor) => ({
        providerRefundId: (
          await refundOnTransaction(payments, tx, orderId, amountCents, reason, actor, { mail: false })
        ).providerRefundId,
      }),
    },
    outbox,
    payments,
  };

  await app.register(errorHandler, { translate });

  // helmet's headers, computed once by helmet itself (server/plugins/securityHeaders.ts), plus HSTS over HTTPS.
  const staticDir = deps.staticDir && existsSync(deps.staticDir) ? deps.staticDir : undefined;
  const shells = loadPageShells(staticDir);
  headers = await helmetHeaders(helmetOptions(shells.scriptHashes));
  await app.register(securityHeaders, { headers });
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
  });
  // The catalogue's public answers, kept a few seconds and dropped when it changes.
  await app.register(publicAnswers, {
    ttlMs: config.catalogueCacheTtlMs,
    maxEntries: config.catalogueCacheMaxEntries,
    maxBytes: config.catalogueCacheMaxBytes,
    now,
  });
  catalogue.onChanged(() => app.publicAnswers.invalidate());

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  if (redis && app.publicAnswers.enabled)
    await app.register(catalogueSync, { redis, answers: app.publicAnswers });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'storefront-rl-' } : {}),
    errorResponseBuilder: () => new HttpError(429, 'server.rateLimited'),
  });

  for (const schema of sharedSchemas) app.addSchema(schema);
  app.addHook('preValidation', checkInput);
  await app.register(apiDocs, { ui: config.apiDocs });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(catalogueRoutes(ctx));
      await api.register(orderRoutes(ctx));
      await api.register(returnRoutes(ctx));
      await api.register(reviewRoutes(ctx));
      await api.register(addressRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(contentRoutes(ctx));
      await api.register(staffRoutes(ctx));
      await api.register(staffMessageRoutes(ctx));
      await api.register(staffProductRoutes(ctx));
      await api.register(staffCategoryRoutes(ctx));
      await api.register(staffSearchRoutes(ctx));
      await api.register(staffActivityRoutes(ctx));
      await api.register(staffAccountRoutes(ctx));
      await api.register(staffImageRoutes(ctx));
      await api.register(paymentRoutes(ctx));
      if (clock) {
        const timers = [...(config.codConfirmHours > 0 ? [confirmationPass] : []), holdPass];
        await api.register(testClockRoutes(ctx, clock, timers));
      }
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ message: translate('server.route.notFound', langOf(request.headers['accept-language'])) }),
      );
    },
    { prefix: '/api' },
  );

  if (config.payments.sandbox) {
    await app.register(paymentSandbox({ settings: config.payments, deliver: transport, translate, now }), {
      prefix: SANDBOX_PREFIX,
    });
  }

  // Crawlers' files at the root, as routes: they win over the SPA's static files and its not-found handler.
  await app.register(sitemapRoutes(ctx));
  await app.register(robotsRoutes(ctx));
  await app.register(uploads, { dir: config.uploadsDir });
  await app.register(previewImages, {
    staticDir,
    uploadsDir: config.uploadsDir,
    rateLimit: config.rateLimits.preview,
  });
  await app.register(spa, { staticDir, shells, translate, appUrl: config.appUrl });

  return app;
}
