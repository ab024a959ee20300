// What every route plugin gets: the database, services, settings and the translator.
import type { FastifyRequest } from 'fastify';
import type { Config, RateLimitRule } from '../config';
import type { Database } from '../db/client';
import type { Catalogue } from '../catalogue';
import type { MessageParams } from '../services/errors';
import type { ImageStore } from '../services/images';
import type { Mailer } from '../services/mailer';
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
  /** The catalogue's reads; every write that changes what shoppers see of it calls changed() after it committed. */
  catalogue: Catalogue;
  /** Uploaded photos (config.uploadsDir). */
  images: ImageStore;
}

/** The route config that turns on @fastify/rate-limit for one route. */
export const limited = (rule: RateLimitRule) => ({
  rateLimit: { max: rule.max, timeWindow: rule.timeWindow },
});

/** A message in the caller's language (Accept-Language). */
export const say = (ctx: RouteContext, request: FastifyRequest, id: string, params?: MessageParams) =>
  ctx.translate(id, langOf(request.headers['accept-language']), params);
