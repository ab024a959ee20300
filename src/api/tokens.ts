/*
 * The tokens every call carries, owned by the API layer: the actions baseApi dispatches when it refreshes them or
 * ends the session, and how it reads them from the store. The session slice (features/session) stores them and
 * reacts to these actions; their type strings are the session slice's, so stored sessions and recorded DevTools
 * sessions replay as before.
 */
import { createAction } from '@reduxjs/toolkit';

export const tokensRefreshed = createAction<{ token: string; refreshToken: string }>(
  'session/tokensRefreshed',
);
/** A refresh failed or the token was unreadable: nothing of the session survives. */
export const sessionExpired = createAction('session/sessionExpired');

/** The spec's 'null-like' values: undefined, null, empty string, empty list or object (and their stored spellings). */
export function isNullLike(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return (
      trimmed === '' || trimmed === 'null' || trimmed === 'undefined' || trimmed === '[]' || trimmed === '{}'
    );
  }
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The part of the stored session the API layer reads. */
export type WithTokens = { session: { token: string | null; refreshToken: string | null } };
export const selectToken = (state: WithTokens) =>
  isNullLike(state.session.token) ? null : state.session.token;
export const selectRefreshToken = (state: WithTokens) => state.session.refreshToken;
