// Shared set-up for the account screens' tests (not a test file: it does not match *.test.tsx).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../../locales/en.json';
import ar from '../../../../locales/ar.json';
import { renderApp, fakeJwt, nowSeconds } from '../../../support/web/render';
import { emptyCatalogue, server } from '../../../support/web/server';
import { initialSessionState, type SessionState } from '../../../../src/features/session/sessionSlice';
import type { Language } from '../../../../src/i18n/language';

export const catalogues: Record<Language, Record<string, string>> = { en, ar };
export const say = (lang: Language, id: string) => {
  const text = catalogues[lang][id];
  if (!text) throw new Error(`no ${lang} text for ${id}`);
  return text;
};

export const user = { _id: 'u1', name: 'Mona Adel Hassan', email: 'mona@example.com', phone: '01012345678' };
export const apiUser = { ...user, id: 'u1', role: 'user' as const };
export const freshToken = (id = 'u1') => fakeJwt({ id, typ: 'access', exp: nowSeconds() + 900 });

export const signedInSession = (overrides: Partial<SessionState> = {}): SessionState => ({
  ...initialSessionState,
  token: freshToken(),
  refreshToken: 'refresh-1',
  user,
  ...overrides,
});

/** The calls every shop page makes (header categories, home offers), answered empty. */
export function useCatalogueHandlers() {
  server.use(...emptyCatalogue);
}

export function renderAccount(
  url: string,
  { lang = 'en', session }: { lang?: Language; session?: SessionState } = {},
) {
  return renderApp(url, {
    preloadedState: { ui: { lang }, ...(session ? { session } : {}) },
  });
}

/** The toast container's text (toasts are announced on their own; the inline message is checked separately). */
export async function expectToast(text: string) {
  await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent(text));
}

export const inlineAlert = () => screen.getAllByRole('alert').find((el) => !el.closest('.Toastify'));

/** Fills the signup form with a valid new account (not submitted); returns the user-event session. */
export async function fillSignupForm() {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'mona@example.com');
  await user.type(screen.getByLabelText('Full name', { selector: 'input' }), 'Mona Adel');
  await user.type(screen.getByLabelText('Phone number', { selector: 'input' }), '01012345678');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Secret@123');
  return user;
}
