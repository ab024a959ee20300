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
