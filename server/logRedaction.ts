// What the log may say about a request or an error: never a password, hash, token, email, phone or SQL parameter.
// An error is written as its type, its database code and constraint, a message without the query's parameters, its
// stack frames and its cause (the same way); every other property (drizzle's `params`, PostgreSQL's `detail` with
// the row's values, nodemailer's envelope...) is left out.

/** Paths pino replaces with `[redacted]` in any object logged beside a message. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.confirmPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.refresh_token',
  '*.email',
  '*.phone',
  '*.address',
  '*.note',
  'body',
  'params',
];

/** The SPA's links that carry a secret token as their last segment (emailed reset and unlock links). */
const TOKEN_PATH = /(\/(?:reset-password|unlock-account)\/)[^/?#\s"']+/gi;
/** A path segment shaped like a token on any other route: an opaque token (43 base64url characters) or a JWT. */
const TOKEN_SEGMENT = /\/(?:[A-Za-z0-9_-]{43}|eyJ[\w-]*\.[\w-]+\.[\w-]*)(?=[/?#]|$)/g;
const EMAIL = /[^\s@<>"'(),;:=[\]/]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const ARGON_HASH = /\$argon2(?:id|i|d)\$[\w+/=$,-]*/g;
/**
 * Runs of 9 or more digits: phone numbers (a port, a year or a count is shorter). A UUID (an order's or a cart's id)
 * is matched whole first and kept, since its last part can hold such a run.
 */
const LONG_NUMBER = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{9,}/gi;
const maskNumber = (match: string) => (match.includes('-') ? match : '[number]');
/** A query parameter's name as the routes spell them; anything else is not written either. */
const PARAMETER_NAME = /^[A-Za-z][\w.[\]-]{0,39}$/;

/** `text` without link tokens, emails, password hashes or phone-like numbers. */
export function scrub(text: string): string {
  return text
    .replace(TOKEN_PATH, '$1[redacted]')
    .replace(EMAIL, '[email]')
    .replace(ARGON_HASH, '[hash]')
    .replace(LONG_NUMBER, maskNumber);
}

/**
 * A request URL as logged, on every route: the path without tokens (emailed links, token-shaped segments), emails or
 * phone-like numbers, and the query with its parameters' names only (a search's text, a phone, a coupon are values).
 */
export function safeUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const safePath = scrub(path.replace(/%40/gi, '@').replace(TOKEN_SEGMENT, '/[redacted]'));
  if (mark === -1) return safePath;
  const query = url
    .slice(mark + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const name = part.split('=')[0]!;
      return part.includes('=') && PARAMETER_NAME.test(name) ? `${name}=[redacted]` : '[redacted]';
    });
  return `${safePath}?${query.join('&')}`;
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string | number;
  constraint?: string;
  statusCode?: number;
  /** The stack frames (code locations), without the message; empty when the error has none. */
  stack: string;
  cause?: LoggedError;
}

/** An error as the log may hold it (pino's `err` serializer). */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: scrub(String(error)), stack: '' };
  const e = error as Partial<Error> & {
    code?: unknown;
    constraint?: unknown;
    statusCode?: unknown;
    cause?: unknown;
  };
  // drizzle: "Failed query: <sql>\nparams: <values>"; the statement is kept, its values are not.
  const message = String(e.message ?? '').split(/\nparams:/)[0]!;
  // The stack's first line repeats the message: keep the frames (code locations) only.
  const stack = String(e.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const logged: LoggedError = {
    type: e.constructor?.name || e.name || 'Error',
    message: scrub(message),
    stack,
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') logged.code = e.code;
  if (typeof e.constraint === 'string') logged.constraint = e.constraint;
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 3) logged.cause = safeError(e.cause, depth + 1);
  return logged;
}
