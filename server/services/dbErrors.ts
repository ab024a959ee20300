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
