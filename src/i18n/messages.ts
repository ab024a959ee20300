// Message catalogues load on demand, one chunk per language, so a shopper downloads only their own.
import type { Language } from './language';

export type Messages = Record<string, string>;

const loaders: Record<Language, () => Promise<Messages>> = {
  en: () =>
    import(/* webpackChunkName: "locale-en" */ '../../locales/en.json').then((m) => m.default as Messages),
  ar: () =>
    import(/* webpackChunkName: "locale-ar" */ '../../locales/ar.json').then((m) => m.default as Messages),
};

const cache = new Map<Language, Messages>();

export async function loadMessages(language: Language): Promise<Messages> {
  const cached = cache.get(language);
  if (cached) return cached;
  const messages = await loaders[language]();
  cache.set(language, messages);
  return messages;
}

export const cachedMessages = (language: Language): Messages | undefined => cache.get(language);
