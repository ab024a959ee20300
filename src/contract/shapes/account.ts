// My Account's shapes (/api/user/profile, /password, /email, /email/confirm). The contract's yup schemas give the
// bodies' rules and messages (a body's schema here only names its fields).
import { Type } from 'typebox';
import { UserShape } from './common';
import { Loose, Ref, str } from './kit';

/** PATCH /user/profile. The phone is stored as normalisePhone makes it (01xxxxxxxxx). */
export const ProfileUpdateRequestShape = Loose({ name: str, phone: str });

/** POST /user/password. `refresh_token` is this browser's session, kept signed in; every other session ends. */
export const PasswordChangeRequestShape = Loose({
  currentPassword: str,
  password: str,
  confirmPassword: str,
  refresh_token: Type.Optional(str),
});

/** POST /user/email: the new address and the current password; a link goes to the new address. */
export const EmailChangeRequestShape = Loose({ email: str, password: str });

/** POST /user/email/confirm: the token of the emailed link. */
export const EmailConfirmRequestShape = Loose({ token: str });

/** The account as it now is (PATCH /user/profile, POST /user/email/confirm). */
export const ProfileResponseShape = Type.Object({ data: Ref(UserShape) });
