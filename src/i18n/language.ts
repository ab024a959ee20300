// Which language the shop speaks: the 'lang' query parameter, then the stored 'lang', then English.
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'ltr' | 'rtl';
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

/** Keeps <html lang dir> in step with the shop's language (screen readers and the browser's own mirroring use them). */
export function applyDocumentLanguage(language: Language, doc: Document = document) {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
