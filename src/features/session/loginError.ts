// What the login screen says when the server refuses (spec section 8).
import { serverMessage } from '../../api/errorMessage';

/** The server's text for wrong credentials; the shopper reads 'Invalid Email or Password'. */
export const LOGIN_FAILED_MESSAGE = 'Validation failed';

/** Either a message id to translate or the server's own (already translated) text. */
export type LoginError = { id: string } | { text: string };

export function loginError(error: unknown): LoginError {
  const message = serverMessage(error);
  if (message === LOGIN_FAILED_MESSAGE) return { id: 'login.error.invalid' };
  if (message) return { text: message };
  return { id: 'common.error.unexpected' };
}
