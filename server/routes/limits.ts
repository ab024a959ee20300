// Per-account rate limits: a second counter, keyed by the account a request names, beside the per-IP one.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { HttpError } from '../services/errors';

/** The account a request is about (normalised), or undefined when it names none (the per-IP limit still applies). */
export type AccountOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

/** The lower-cased, trimmed `email` of a JSON body, when there is one. */
export const emailOfBody: AccountOf = (request) => {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const normalised = email.trim().toLowerCase();
  return normalised === '' ? undefined : normalised;
};

/**
 * A preHandler that counts requests per account (or per account and address) in the same store as the per-IP limit (Redis when REDIS_URL is
 * set), so that many addresses cannot take turns at one account. The key is a hash: no email lands in Redis.
 * @fastify/rate-limit marks a request once its first limiter ran, so this uses createRateLimit and answers the
 * 429 itself, through the one error handler.
 */
export function perAccount(
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  accountOf: AccountOf,
  options: { perAddress?: boolean } = {},
) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindow,
    keyGenerator: (request) => keys.get(request) ?? '',
  });
  return async (request: FastifyRequest) => {
    const account = await accountOf(request);
    if (account === undefined) return;
    const digest = createHash('sha256').update(account).digest('base64url');
    // perAddress: one counter per (account, address), so that guesses from elsewhere never refuse the owner.
    keys.set(request, `account:${name}:${digest}${options.perAddress ? `:${request.ip}` : ''}`);
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, 'server.rateLimited', {}, undefined, {
        'retry-after': String(Math.max(1, result.ttlInSeconds)),
      });
    }
  };
}
