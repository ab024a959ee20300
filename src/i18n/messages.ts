// Message catalogues load on demand, one chunk per language, so a shopper downloads only their own. The build
// precompiles them (scripts/compile-messages-loader.cjs), so at run time they are ICU syntax trees, not strings.
import type { MessageFormatElement } from 'react-intl';
import type { Language } from './language';
import { loadRtlPlugins } from '../theme/rtl';

/** Strings in jest and on the server; precompiled syntax trees in the browser build. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const loaders: Record<Language, () => Promise<Messages>> = {
  en: () =>
    import(/* webpackChunkName: "locale-en" */ '../../locales/en.json').then((m) => m.default as Messages),
  // Arabic is ready when its messages and the right-to-left style plugin have both arrived.
  ar: () =>
    Promise.all([import(/* webpackChunkName: "locale-ar" */ '../../locales/ar.json'), loadRtlPlugins()]).then(
      ([m]) => m.default as Messages,
    ),
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
