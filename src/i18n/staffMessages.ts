// The back office's part of a message catalogue (ids under backOffice. and staff.): loaded by the back office's
// routes and layout only, so neither its messages nor this loader are in what a shopper downloads.
import type { Language } from './language';
import { activeLanguage, loadMessages, mergeStaffMessages, type Messages } from './messages';

const asMessages = (module: { default: unknown }) => module.default as Messages;

const parts: Record<Language, () => Promise<Messages>> = {
  en: () => import(/* webpackChunkName: "locale-en-staff" */ '../../locales/en.json?staff').then(asMessages),
  ar: () => import(/* webpackChunkName: "locale-ar-staff" */ '../../locales/ar.json?staff').then(asMessages),
};

const pending = new Map<Language, Promise<Messages>>();

/** All of `language`'s catalogue with the back office's part merged in (published before this resolves). */
export async function loadStaffMessages(language: Language): Promise<void> {
  let part = pending.get(language);
  if (!part) {
    part = parts[language]();
    // A failed chunk (offline) may be asked for again.
    part.catch(() => pending.delete(language));
    pending.set(language, part);
  }
  const [, staff] = await Promise.all([loadMessages(language, 'all'), part]);
  mergeStaffMessages(language, staff);
}

/** What a back-office screen waits for: the language on screen, all of it, with the staff part. */
export const loadActiveStaffMessages = () => loadStaffMessages(activeLanguage());
