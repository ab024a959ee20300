// The shapes of /api/auth: sign-up, sign-in, the token pair, logout and the password reset. The contract's yup
// schemas give the bodies' rules and messages (a body's schema here only names its fields).
import { Type } from 'typebox';
import { UserShape } from './common';
import { Loose, Ref, str } from './kit';

export const AuthTokensShape = Type.Object({ token: str, refresh_token: str });

/** A signed-in session: the token pair and the user. */
export const SessionShape = Type.Object({ ...AuthTokensShape.properties, user: Ref(UserShape) });

/** POST /auth/register */
export const RegisterRequestShape = Loose({
  name: str,
  email: str,
  password: str,
  confirmPassword: str,
  phone: str,
});

/** POST /auth/login */
export const LoginRequestShape = Loose({ email: str, password: str });

export const LoginResponseShape = Type.Object({ response: SessionShape });

/** POST /auth/forget-password (the documented body has always listed `password` too; only `email` is read). */
export const ForgotPasswordRequestShape = Loose({ email: str, password: Type.Optional(str) });

/** Sent with `Authorization: Bearer <reset token from the emailed link>`. */
export const ResetPasswordRequestShape = Loose({ password: str, confirmPassword: str });

/** POST /auth/logout */
export const LogoutRequestShape = Type.Object({ refresh_token: str });
