// Database errors recognised by their SQLSTATE on both drivers (pg and PGlite). Drizzle wraps a driver's error in
// its own (DrizzleQueryError, the driver's error as `cause`), so the code is looked for down the cause chain.
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error (e.g. '23505'), however deeply wrapped, or undefined. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** True for a unique-constraint violation (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/**
 * SQLSTATEs of a database that is away or going away: connection exceptions (class 08), an administrator's or a
 * crash's shutdown and a server still starting (57P01–57P03), and too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** Node's codes for a connection refused, reset or timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** pg's own messages for a connection that ended, never opened in time, or was already broken. */
const LOST_CONNECTION =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/** `error` and the errors it wraps (`cause`), at most five deep. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * True when the error means the database cannot be reached right now (restarting, down, out of connections), as
 * opposed to a fault of the statement: the request may be retried and is answered 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}

/** True for a full disk: Node's ENOSPC, PostgreSQL's disk_full (53100), or that text in a wrapped error's message. */
export function isDiskFull(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (code === 'ENOSPC' || code === '53100') return true;
    if (typeof message === 'string' && /No space left on device|ENOSPC/.test(message)) return true;
  }
  return false;
}
