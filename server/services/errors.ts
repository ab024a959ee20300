// Typed HTTP errors; the one error handler in app.ts turns them into `{ message, errors?, ...fields }`.
export type MessageParams = Record<string, string | number>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** A locale message id (server.* / validation.*) or literal text the client must see verbatim. */
    readonly messageId: string,
    readonly params: MessageParams = {},
    /** Field → message id (translated) or a number (e.g. units available). */
    readonly errors?: Record<string, string | number>,
    readonly headers: Record<string, string> = {},
    /** More fields of the answer beside `message` (the route's response schema must declare them). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(messageId);
    this.name = 'HttpError';
  }
}

export const badRequest = (id: string, errors?: Record<string, string | number>) =>
  new HttpError(400, id, {}, errors);
export const unauthorized = (id = 'server.auth.required') => new HttpError(401, id);
export const forbidden = (id = 'server.forbidden') => new HttpError(403, id);
export const notFound = (id = 'server.notFound') => new HttpError(404, id);
export const conflict = (id: string, params: MessageParams = {}, errors?: Record<string, string | number>) =>
  new HttpError(409, id, params, errors);
