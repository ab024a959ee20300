// The first screen waits only for the core of the message catalogue (locales/first-screen.json); any other screen,
// and the footer's newsletter form, load the rest with their chunk. These tests boot the real app at '/' with the
// core alone (the rest is never fetched on its own: the browser is never idle here) and fail on any message id
// shown before its part of the catalogue arrived.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useIntl, type IntlShape } from 'react-intl';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';
import { firstScreen, isCoreId, isServerId, isStaffId, partOf } from '../../../scripts/message-parts.cjs';
import { cachedMessages, forgetMessages, loadMessages } from '../../../src/i18n/messages';
import { initialUiState } from '../../../src/i18n/uiSlice';
import { AppProviders } from '../../../src/app/AppProviders';
import { setupStore } from '../../../src/app/store';
import { api, server, setupMswServer } from '../../support/web/server';
import { categories, page, product } from '../../support/web/catalogueFixtures';
import { fakeJwt, nowSeconds, renderApp } from '../../support/web/render';

setupMswServer();

let shownBeforeLoaded: string[];
beforeEach(async () => {
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product'), () =>
      HttpResponse.json(
        page([product({ name: 'Deal', nameAr: 'عرض', price: 1000, priceAfterDiscount: 800, quantity: 3 })]),
      ),
    ),
  );
  // No idle moment: the rest of the catalogue loads only when something asks for it.
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => undefined;
  shownBeforeLoaded = [];
  jest.spyOn(console, 'error').mockImplementation((message: unknown) => {
    if (String(message).startsWith('[i18n]')) shownBeforeLoaded.push(String(message));
  });
  forgetMessages();
  await Promise.all([loadMessages('en', 'core'), loadMessages('ar', 'core')]);
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** How many ids a shopper's catalogue has: every one but the back office's and the server's own (API answers, emails). */
const shopIds = (messages: Record<string, string>) =>
  Object.keys(messages).filter((id) => !isStaffId(id) && !isServerId(id));
/** The back office's: every id but the server's own. */
const appIds = (messages: Record<string, string>) => Object.keys(messages).filter((id) => !isServerId(id));

const booted = (lang: 'en' | 'ar', state: object = {}) =>
  renderApp('/', { preloadedState: { ui: { ...initialUiState, lang }, ...state } });

const staffSession = {
  session: {
    token: fakeJwt({ id: 's1', sub: 's1', role: 'staff', exp: nowSeconds() + 600 }),
    refreshToken: 'r'.repeat(32),
    user: { _id: 's1', name: 'Desk Clerk', email: 'desk@store.com', role: 'staff' },
    expired: false,
  },
};

const signedIn = {
  session: {
    token: fakeJwt({ id: 'u1', exp: nowSeconds() + 600 }),
    refreshToken: 'r'.repeat(32),
    user: { _id: 'u1', name: 'Mona Adel', email: 'mona@example.com' },
    expired: false,
  },
};

describe('the first screen with only the core of the catalogue', () => {
  it.each([
    ['en', en, 'Deal'],
    ['ar', ar, 'عرض'],
  ] as const)(
    'shows the shell and the first screen with the core alone, and the sections below it with the rest (%s)',
    async (lang, messages, deal) => {
      booted(lang);
      // The first render has only the core: the rest is asked for by that render (the sections below the fold).
      await screen.findByRole('link', { name: messages['home.hero.shopNow'] });
      await screen.findAllByRole('heading', { level: 3, name: deal });
      expect(
        await screen.findByRole('heading', { level: 2, name: messages['home.partners.title'] }),
      ).toBeVisible();
      expect(shownBeforeLoaded).toEqual([]);
      expect(Object.keys(cachedMessages(lang)!).sort()).toEqual(shopIds(messages).sort());
    },
  );

  it('covers the signed-in header: the account menu and the logout question', async () => {
    const user = userEvent.setup();
    booted('en', signedIn);
    await user.click(await screen.findByRole('button', { name: /Mona Adel/ }));
    await user.click(await screen.findByRole('button', { name: en['session.menu.logout'] }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(shownBeforeLoaded).toEqual([]);
  });

  it('covers adding to the cart from a product card', async () => {
    const user = userEvent.setup();
    const { store } = booted('en');
    const [add] = await screen.findAllByRole('button', { name: /^Add to Cart, / });
    await user.click(add!);
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Increase quantity of Deal' })).toBeInTheDocument();
    expect(shownBeforeLoaded).toEqual([]);
  });

  it('loads the rest before another screen renders', async () => {
    const user = userEvent.setup();
    booted('en');
    await user.click(await screen.findByRole('link', { name: en['home.hero.shopNow'] }));
    await screen.findByRole('heading', { level: 1 });
    expect(Object.keys(cachedMessages('en')!)).toHaveLength(shopIds(en).length);
    // A shopper never downloads the back office's messages, nor the server's (its emails' texts).
    expect(Object.keys(cachedMessages('en')!).filter((id) => id.startsWith('backOffice.'))).toEqual([]);
    expect(Object.keys(cachedMessages('en')!).filter((id) => id.startsWith('server.'))).toEqual([]);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(shownBeforeLoaded).toEqual([]);
  });

  it('switches language on another screen only once that language is all here', async () => {
    const user = userEvent.setup();
    booted('en');
    await user.click(await screen.findByRole('link', { name: en['home.hero.shopNow'] }));
    await screen.findByRole('heading', { level: 1 });
    // Arabic's core is here, its rest is not: English stays until it has arrived, then the screen is Arabic.
    await user.click(screen.getAllByRole('button', { name: 'العربية' })[0]!);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(Object.keys(cachedMessages('ar')!)).toHaveLength(shopIds(ar).length);
    expect(shownBeforeLoaded).toEqual([]);
  });

  it('loads the back office’s part with the back office, and switches its language only once that part is here', async () => {
    const user = userEvent.setup();
    server.use(http.get(api('/staff/orders'), () => HttpResponse.json({ data: [] })));
    renderApp('/staff', { preloadedState: { ui: { ...initialUiState, lang: 'en' }, ...staffSession } });
    expect(await screen.findByRole('navigation', { name: en['backOffice.nav.label'] })).toBeInTheDocument();
    expect(Object.keys(cachedMessages('en')!)).toHaveLength(appIds(en).length);
    await user.click(screen.getAllByRole('button', { name: 'العربية' })[0]!);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(screen.getByRole('navigation', { name: ar['backOffice.nav.label'] })).toBeInTheDocument();
    expect(Object.keys(cachedMessages('ar')!)).toHaveLength(appIds(ar).length);
    expect(shownBeforeLoaded).toEqual([]);
  });
});

describe('the rest of the catalogue arriving', () => {
  it('adds its messages without re-rendering what is on screen', async () => {
    const seen: IntlShape[] = [];
    function Reader() {
      seen.push(useIntl());
      return null;
    }
    const store = setupStore({ ui: { ...initialUiState, lang: 'en' } }, { devTools: false });
    render(
      <AppProviders store={store}>
        <Reader />
      </AppProviders>,
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    const restId = Object.keys(en).find((id) => !isCoreId(id))! as keyof typeof en;
    await act(() => loadMessages('en', 'all'));
    // One render: the long task of re-rendering every message on the page is gone, yet the rest can be formatted.
    expect(seen).toHaveLength(1);
    expect(seen[0]!.formatMessage({ id: restId })).toBe(en[restId]);
    expect(shownBeforeLoaded).toEqual([]);
  });
});

describe('locales/first-screen.json', () => {
  it('names only ids, or id prefixes, that exist', () => {
    const stale = firstScreen.filter(
      (entry) => !Object.keys(en).some((id) => isCoreId(id) && id.startsWith(entry)),
    );
    expect(stale).toEqual([]);
  });

  it('splits every catalogue into three parts, the back office’s apart from the shop’s, the server’s in none', () => {
    for (const messages of [en, ar]) {
      const core = Object.keys(partOf(messages, 'core'));
      const rest = Object.keys(partOf(messages, 'rest'));
      const staff = Object.keys(partOf(messages, 'staff'));
      const app = appIds(messages);
      expect(new Set([...core, ...rest, ...staff]).size).toBe(app.length);
      expect(core.length + rest.length + staff.length).toBe(app.length);
      expect(app.length).toBeLessThan(Object.keys(messages).length);
      expect(rest.length).toBeGreaterThan(core.length);
      expect(staff.every((id) => id.startsWith('backOffice.') || id.startsWith('staff.'))).toBe(true);
      expect(rest.filter((id) => id.startsWith('backOffice.') || id.startsWith('staff.'))).toEqual([]);
    }
  });
});
