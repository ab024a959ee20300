// What the login screen says when the server refuses (spec section 8).
import { serverMessage } from '../../api/errorMessage';

/** The server's text for wrong credentials; the shopper reads 'Invalid Email or Password'. */
export const LOGIN_FAILED_MESSAGE = 'Validation failed';

/** True when the server refused the email and password (its answer to wrong credentials). */
export const isWrongCredentials = (error: unknown) => serverMessage(error) === LOGIN_FAILED_MESSAGE;
