// The one error handler: every error a route or Fastify raises is answered `{ message, errors? }` in the request's
// language, with its status; never a stack trace, never a 500 for bad input.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, sqlState } from '../services/dbErrors';
import { HttpError } from '../services/errors';
import { langOf, type Lang, type Translator } from '../services/messages';

/** Field messages are translated with the error's own parameters (a field may repeat the message). */
function translatedErrors(error: HttpError, t: Translator, lang: Lang) {
  if (!error.errors) return undefined;
  return Object.fromEntries(
    Object.entries(error.errors).map(([k, v]) => [k, typeof v === 'string' ? t(v, lang, error.params) : v]),
  );
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large, a path too long...) by status. */
export const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'server.badRequest',
  404: 'server.notFound',
  405: 'server.badRequest',
  406: 'server.badRequest',
  413: 'server.payloadTooLarge',
  415: 'server.unsupportedMediaType',
  414: 'server.uriTooLong',
  429: 'server.rateLimited',
};

/** A PostgreSQL restart takes well under a second; a retry after this long finds it back. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Sets the root instance's error handler (every route plugin registered after it inherits it). */
export const errorHandler = fp<{ translate: Translator }>(
  async (app, { translate }) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        const errors = translatedErrors(error, translate, lang);
        return reply.status(error.statusCode).send({
          ...error.fields,
          message: translate(error.messageId, lang, error.params),
          ...(errors ? { errors } : {}),
        });
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
          errors[field] ??= translate(
            missing ? 'validation.field.required' : 'validation.field.invalid',
            lang,
          );
        }
        return reply
          .status(400)
          .send({ message: Object.values(errors)[0] ?? translate('server.badRequest', lang), errors });
      }
      if (isDatabaseUnavailable(error)) {
        // PostgreSQL restarting or out of reach: the client may retry; nothing of the request was committed.
        request.log.warn(
          { code: sqlState(error) ?? (error as { code?: string }).code },
          'database unavailable',
        );
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: translate('server.unavailable', lang) });
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
  },
  { name: 'errorHandler' },
);
