// My Account's changes (beside the spec's /auth paths, which it leaves as they are): name and phone, the password
// (the current one required, the sign-up rules for the new one), and the email address, which changes only when a
// link sent to the new address is followed. Each body is checked by its schema in schemas.ts, on both sides.
import type { Static } from 'typebox';
import type {
  EmailChangeRequestShape,
  EmailConfirmRequestShape,
  PasswordChangeRequestShape,
  ProfileResponseShape,
  ProfileUpdateRequestShape,
} from './shapes';
import type { AuthTokens } from './types';

/** How long the link to confirm a new email address works (one use). */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** PATCH /user/profile. The phone is stored as normalisePhone makes it (01xxxxxxxxx). */
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequestShape>;

/** POST /user/password. `refresh_token` is this browser's session, kept signed in; every other session ends. */
export type PasswordChangeRequest = Static<typeof PasswordChangeRequestShape>;

/** POST /user/email: the new address and the current password; a link goes to the new address. */
export type EmailChangeRequest = Static<typeof EmailChangeRequestShape>;

/** POST /user/email/confirm: the token of the emailed link. */
export type EmailConfirmRequest = Static<typeof EmailConfirmRequestShape>;

/** The account as it now is (PATCH /user/profile, POST /user/email/confirm). */
export type ProfileResponse = Static<typeof ProfileResponseShape>;

/** POST /user/password: a fresh pair for this browser (its session is the one kept). */
export type PasswordChangeResponse = AuthTokens & { message: string };

/** API paths under /api. */
export const profilePaths = {
  profile: '/user/profile',
  password: '/user/password',
  email: '/user/email',
  confirmEmail: '/user/email/confirm',
} as const;
