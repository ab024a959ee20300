// What every route plugin gets: the database, services, settings and the translator.
import type { FastifyRequest } from 'fastify';
import type { Config, RateLimitRule } from '../config';
import type { Database } from '../db/client';
import type { Catalogue } from '../catalogue';
import type { ImageStore } from '../services/images';
import type { Mailer } from '../services/mailer';
import type { OrderRules } from '../services/orders';
import type { OutboxWorker } from '../services/outbox';
import type { ReturnRules } from '../services/returns';

import type { PaymentContext } from '../payments/payments';
import { HttpError, type MessageParams } from '../services/errors';
import { langOf, type Translator } from '../services/messages';
import type { Passwords } from '../services/passwords';
import type { Tokens } from '../services/tokens';

export interface RouteContext {
  config: Config;
  db: Database;
  ping(): Promise<void>;
  tokens: Tokens;
  passwords: Passwords;
  mailer: Mailer;
  translate: Translator;
  now: () => number;
  /** Waits `ms`: the login slow-down (tests record it instead). */
  sleep(ms: number): Promise<void>;
  /** The catalogue: its reads, and write(fn), whose transaction it announces to the cached answers once committed. */
  catalogue: Catalogue;
  /** Uploaded photos (config.uploadsDir). */
  images: ImageStore;
  /** The order rules (cash-on-delivery cap, open orders, confirmation window) and the emails orders queue. */
  orderRules: OrderRules;
  /** The return windows, the pickup fee and the emails returns queue. */
  returnRules: ReturnRules;
  /** Delivers queued mails; kick() it after a write that queued one has committed. */
  outbox: OutboxWorker;
  /** Online payments: the provider (Paymob or its sandbox) and what its functions need. */
  payments: PaymentContext;
}

/** The route config that turns on @fastify/rate-limit for one route. */
export const limited = (rule: RateLimitRule) => ({
  rateLimit: { max: rule.max, timeWindow: rule.timeWindow },
});

/** A message in the caller's language (Accept-Language). */
export const say = (ctx: RouteContext, request: FastifyRequest, id: string, params?: MessageParams) =>
  ctx.translate(id, langOf(request.headers['accept-language']), params);

/**
 * Runs a write that may queue emails (an order placed, moved or cancelled, a return's step), then wakes the outbox
 * after the commit, so the worker finds the mail. A 4xx is a refusal before or inside a transaction that rolled back:
 * nothing was queued. Any other error may have come after the commit, so the outbox wakes then too. (Stock the write
 * takes or returns is announced by the catalogue itself: catalogue.write.)
 */
export const orderWrite =
  (ctx: RouteContext) =>
  async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      const result = await write();
      ctx.outbox.kick();
      return result;
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode < 500)) ctx.outbox.kick();
      throw error;
    }
  };
