// Reading a failed call: the server's (already translated) message, the message id of an error the API layer made
// itself, and the field errors of a 400. Screens turn them into words with useErrorMessage only.
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

/** The message id of an error the API layer made itself (such as a session it ended), else null. */
export function messageIdOf(error: unknown): string | null {
  const data = (error as FetchBaseQueryError | undefined)?.data as { messageId?: unknown } | undefined;
  return typeof data === 'object' && data !== null && typeof data.messageId === 'string'
    ? data.messageId
    : null;
}

/** The field errors of a 400, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = (error as FetchBaseQueryError | undefined)?.data as { errors?: unknown } | undefined;
  return data && typeof data.errors === 'object' && data.errors !== null
    ? (data.errors as Record<string, string>)
    : {};
}
