// Message catalogues load on demand, per language and in parts, so a shopper downloads only their own language
// and the first screen waits only for what it shows: 'core' (the app shell and the home screen), 'rest' (every
// other shop screen) and 'staff' (the back office, which only it loads: staffMessages.ts); scripts/message-parts.cjs
// and locales/first-screen.json draw the lines. The build precompiles them
// (scripts/compile-messages-loader.cjs), so at run time they are ICU syntax trees, not strings.
import type { MessageFormatElement } from 'react-intl';
import type { Language } from './language';
import { loadRtlPlugins } from '../theme/rtl';

/** Strings in jest and on the server; precompiled syntax trees in the browser build. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
/** 'core' is enough for the shell and the home screen; 'all' is what every other screen needs. */
export type Scope = 'core' | 'all';
type Part = 'core' | 'rest';

const asMessages = (module: { default: unknown }) => module.default as Messages;

const parts: Record<Language, Record<Part, () => Promise<Messages>>> = {
  en: {
    core: () => import(/* webpackChunkName: "locale-en" */ '../../locales/en.json?core').then(asMessages),
    rest: () =>
      import(/* webpackChunkName: "locale-en-rest" */ '../../locales/en.json?rest').then(asMessages),
  },
  // Arabic is ready when its messages and the right-to-left style plugin have both arrived.
  ar: {
    core: () =>
      Promise.all([
        import(/* webpackChunkName: "locale-ar" */ '../../locales/ar.json?core'),
        loadRtlPlugins(),
      ]).then(([module]) => asMessages(module)),
    rest: () =>
      import(/* webpackChunkName: "locale-ar-rest" */ '../../locales/ar.json?rest').then(asMessages),
  },
};

interface Catalogue {
  messages: Messages;
  scope: Scope;
  /** The back office's part has been merged in too. */
  staff?: boolean;
}

const loaded = new Map<Language, Catalogue>();
const pending = new Map<string, Promise<Messages>>();
const listeners = new Set<() => void>();

function loadPart(language: Language, part: Part): Promise<Messages> {
  const key = `${language}:${part}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = parts[language][part]();
    // A failed chunk (offline) may be asked for again.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * The catalogue of `language`, at least `scope` of it. Both parts are requested at once for 'all'. When a part
 * arrives the merged catalogue is published (subscribeMessages) before this promise resolves, so a screen that
 * waited for it never renders ahead of its messages.
 */
export async function loadMessages(language: Language, scope: Scope = 'all'): Promise<Messages> {
  const current = loaded.get(language);
  if (current && (current.scope === 'all' || scope === 'core')) return current.messages;
  const [core, rest] = await Promise.all([
    loadPart(language, 'core'),
    scope === 'all' ? loadPart(language, 'rest') : undefined,
  ]);
  const now = loaded.get(language);
  if (!now) {
    // A catalogue of our own (not the chunk's export): the rest is merged into it when it arrives.
    loaded.set(language, { messages: { ...core, ...rest } as Messages, scope: rest ? 'all' : 'core' });
    listeners.forEach((listener) => listener());
  } else if (now.scope === 'core' && rest) {
    // In place: react-intl keeps the same intl object (its config is unchanged), so nothing on screen re-renders
    // for ids it already had; only what waits for the rest (useAllMessages, a switched-to language) hears of it.
    Object.assign(now.messages, rest);
    now.scope = 'all';
    listeners.forEach((listener) => listener());
  }
  return loaded.get(language)!.messages;
}

/** Merges the back office's part into `language`'s whole catalogue, in place, and publishes it (staffMessages.ts). */
export function mergeStaffMessages(language: Language, staff: Messages) {
  const current = loaded.get(language);
  if (!current || current.scope !== 'all' || current.staff) return;
  Object.assign(current.messages, staff);
  current.staff = true;
  listeners.forEach((listener) => listener());
}

/** Whether the back office's part of `language`'s catalogue has arrived (with all the rest). */
export const hasStaffMessages = (language: Language): boolean => loaded.get(language)?.staff === true;

let staffOnScreen = false;
/**
 * The back office is on screen (its layout says so while mounted, and loads the staff part of the language shown):
 * IntlRoot then keeps a language switched to off screen until that part has arrived too.
 */
export function setStaffOnScreen(onScreen: boolean) {
  if (staffOnScreen === onScreen) return;
  staffOnScreen = onScreen;
  listeners.forEach((listener) => listener());
}
export const isStaffOnScreen = () => staffOnScreen;

/** The most complete catalogue of `language` loaded so far (its core at least), or undefined. */
export const cachedMessages = (language: Language): Messages | undefined => loaded.get(language)?.messages;

/** Whether all of `language`'s catalogue (not just its core) has arrived. */
export const hasAllMessages = (language: Language): boolean => loaded.get(language)?.scope === 'all';

/** How much of `language`'s catalogue has arrived: none of it, its core, or all of it. */
export const loadedScope = (language: Language): Scope | 'none' => loaded.get(language)?.scope ?? 'none';

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every catalogue loaded (tests that boot with the core alone). */
export function forgetMessages() {
  loaded.clear();
  pending.clear();
  staffOnScreen = false;
}

let active: Language = 'en';
/** The language on screen (IntlRoot sets it): lazy screens wait for all of its catalogue. */
export const setActiveLanguage = (language: Language) => {
  active = language;
};
export const loadActiveMessages = () => loadMessages(active, 'all');
export const activeLanguage = (): Language => active;
