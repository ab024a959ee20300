// One way to turn a failed call into words for the shopper: the server's message, else a translated fallback.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const data = (error as FetchBaseQueryError).data;
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return (data as { message: string }).message;
  }
  const message = (error as SerializedError).message;
  return typeof message === 'string' && message ? message : null;
}

export const isNetworkError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as FetchBaseQueryError).status === 'FETCH_ERROR';

/** The field errors of a 400, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = (error as FetchBaseQueryError | undefined)?.data as { errors?: unknown } | undefined;
  return data && typeof data.errors === 'object' && data.errors !== null
    ? (data.errors as Record<string, string>)
    : {};
}
