// Translates message ids for API answers, pages and mail, in the language the request asks for (Accept-Language),
// and writes prices and counts as the site does in that language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENCY } from '../../src/contract';
import type { MessageParams } from './errors';

export type Lang = 'en' | 'ar';
type Catalogue = Record<string, string>;

const LOCALES_DIR = join(__dirname, '..', '..', 'locales');

function load(lang: Lang): Catalogue {
  try {
    return JSON.parse(readFileSync(join(LOCALES_DIR, `${lang}.json`), 'utf8')) as Catalogue;
  } catch {
    return {};
  }
}

export interface Translator {
  (id: string, lang?: Lang, params?: MessageParams): string;
}

/** Loads both catalogues once. An unknown id is returned as it is (so literal texts pass through). */
export function createTranslator(): Translator {
  const catalogues: Record<Lang, Catalogue> = { en: load('en'), ar: load('ar') };
  return (id, lang = 'en', params = {}) => {
    const text = catalogues[lang][id] ?? catalogues.en[id] ?? id;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      params[name] === undefined ? whole : String(params[name]),
    );
  };
}

/** 'ar' when Accept-Language prefers Arabic, else 'en'. */
export function langOf(acceptLanguage: string | undefined): Lang {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}

/** The Intl locale the site formats with in `lang` (Egyptian English or Arabic). */
export const localeOf = (lang: Lang) => (lang === 'ar' ? 'ar-EG' : 'en-EG');

/** EGP as the site formats it (useFormatPrice): whole pounds, Arabic digits in Arabic. */
export const formatPrice = (value: number, lang: Lang) =>
  new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 0,
  }).format(value);

/** A count as the site writes it (Arabic digits in Arabic). */
export const formatCount = (value: number, lang: Lang) => value.toLocaleString(localeOf(lang));
