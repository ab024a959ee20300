// Which language the shop speaks: the 'lang' query parameter, then the stored 'lang', then English.
import type { Direction } from '../theme/theme';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type { Direction };
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function resolveLanguage(search: string, stored: unknown): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  if (isLanguage(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');

/** The locale react-intl formats with: Egyptian English or Egyptian Arabic. */
export const intlLocaleOf = (language: Language) => (language === 'ar' ? 'ar-EG' : 'en-EG');

/**
 * The first use of Intl in a page loads the browser's ICU data: about 30 ms on a desktop, several times that on a
 * phone. The boot calls this while the first screen's code and data are on the network, so the first render (which
 * creates react-intl's formatters) does not pay for it. Same calls as react-intl's first ones.
 */
export function warmIntl(language: Language) {
  const locale = intlLocaleOf(language);
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.PluralRules(locale);
  new Intl.Locale(locale);
}

/** Keeps <html lang dir> in step with the shop's language (screen readers and the browser's own mirroring use them). */
export function applyDocumentLanguage(language: Language, doc: Document = document) {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
