// Account rules shared by the SPA and the API server (spec section 5).

/** Top-level domains the registration email must end in (spec section 5). */
export const EMAIL_TLDS = [
  'com', 'net', 'org', 'info', 'biz', 'name', 'pro', 'xyz', 'app', 'dev', 'tech', 'store', 'online', 'site',
  'blog', 'design', 'ai', 'edu', 'gov', 'mil', 'museum', 'int', 'arpa', 'eg', 'sa', 'ae', 'uk', 'us', 'de',
  'jp', 'in', 'cn', 'fr',
] as const; // prettier-ignore

/**
 * Arabic-Indic (U+0660–U+0669) and Eastern Arabic-Indic (U+06F0–U+06F9) digits as 0-9: a phone or a number typed on
 * an Arabic keyboard. The signup schema applies it (so the SPA and the API take the same numbers) and the order desk's
 * search folds with it.
 */
export const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/** How long a phone field's text may be: a number pasted with its country code, spaces and dashes fits. */
export const PHONE_TEXT_MAX = 32;

/**
 * An Egyptian mobile number as people paste it, in the one form the shop keeps (01xxxxxxxxx): Arabic-Indic digits
 * become 0-9; spaces (ordinary, no-break, thin), dashes, dots, brackets and direction marks go; the country code
 * (+20, 0020, or 20 before the 10 digits of a mobile) becomes the leading 0. `+20 101 234 5678`, `+201012345678`,
 * `0101 234 5678` and `٠١٠١٢٣٤٥٦٧٨` all read `01012345678`. Anything else is returned stripped, for the rules to refuse.
 */
export function normalisePhone(text: string): string {
  const compact = westernDigits(text).replace(/[\s\u00a0\u2000-\u200f\u202a-\u202e\u2066-\u2069().-]/g, '');
  const national = /^(?:\+|00)?20(1\d{9})$/.exec(compact);
  return national ? `0${national[1]}` : compact;
}
