// Persisted state: the spec's localStorage keys, versioned values, old formats migrated, damage never fatal.
import { bootPersistedStore } from '../../support/web/persistence';
import type { startPersistence } from '../../../src/app/store';
import { readSlice, STORAGE_KEYS, writeSlice } from '../../../src/app/persist';
import { itemAdded } from '../../../src/features/cart/cartSlice';
import { signedIn, loggedOut } from '../../../src/features/session/sessionSlice';
import { categoryChosen } from '../../../src/features/catalogue/filtersSlice';
import { languageChanged } from '../../../src/i18n/uiSlice';

const legacyCartItem = {
  id: 'p1',
  title: 'AirBook 13',
  image: '/images/products/airbook-1.svg',
  price: 52000,
  priceAfterDesc: 48000,
  productquantity: 3,
  quantity: 2,
  color: 'Silver',
};

let persistor: ReturnType<typeof startPersistence>;

async function boot() {
  const booted = await bootPersistedStore();
  persistor = booted.persistor;
  return booted.store;
}

/** Waits until every pending write has reached localStorage. */
const flush = () => persistor.flush();

describe('persisted state', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('writes only the spec storage keys, strings raw and structured values versioned', async () => {
    const store = await boot();
    store.dispatch(
      signedIn({
        token: 'a.b.c',
        refreshToken: 'r1',
        user: { _id: 'u1', name: 'Mona', email: 'mona@example.com' },
      }),
    );
    store.dispatch(itemAdded({ ...legacyCartItem, quantity: undefined } as never));
    store.dispatch(categoryChosen({ id: 'c1', name: 'Air Laptop' }));
    store.dispatch(languageChanged('ar'));
    await flush();

    expect(
      Object.keys(localStorage).filter((key) => !(STORAGE_KEYS as readonly string[]).includes(key)),
    ).toEqual([]);
    expect(localStorage.getItem('authUser')).toBe('a.b.c');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(JSON.parse(localStorage.getItem('User')!)).toEqual({
      version: 1,
      data: { _id: 'u1', name: 'Mona', email: 'mona@example.com' },
    });
    expect(JSON.parse(localStorage.getItem('cart')!).data[0]).toMatchObject({ id: 'p1', quantity: 1 });
    expect(localStorage.getItem('filter')).toBe('c1');
    expect(localStorage.getItem('selectedCategory')).toBe('Air Laptop');
    expect(localStorage.getItem('filterName')).toBe('Air Laptop');
    expect(localStorage.getItem('lang')).toBe('ar');
  });

  it('removes the token, the user and the refresh token on logout', async () => {
    const store = await boot();
    store.dispatch(
      signedIn({ token: 'a.b.c', refreshToken: 'r1', user: { _id: 'u1', name: 'Mona', email: 'm@x.com' } }),
    );
    await flush();
    store.dispatch(loggedOut());
    await flush();
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(localStorage.getItem('User')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('restores everything after a reload', async () => {
    localStorage.setItem('authUser', 'h.p.s');
    localStorage.setItem(
      'User',
      JSON.stringify({ version: 1, data: { _id: 'u1', name: 'Mona', email: 'm@x.com' } }),
    );
    localStorage.setItem('cart', JSON.stringify({ version: 1, data: [legacyCartItem] }));
    localStorage.setItem('lang', 'ar');
    const store = await boot();
    const state = store.getState();
    expect(state.session.token).toBe('h.p.s');
    expect(state.session.user?.name).toBe('Mona');
    expect(state.cart.items).toEqual([legacyCartItem]);
    expect(state.ui.lang).toBe('ar');
  });

  it('migrates the first version of the shop (bare values without a version)', async () => {
    localStorage.setItem('cart', JSON.stringify([legacyCartItem]));
    localStorage.setItem('favorite', JSON.stringify([{ _id: 'p9', name: 'Mini Cube', price: 30000 }]));
    localStorage.setItem(
      'User',
      JSON.stringify({ id: 'u1', name: 'Mona', email: 'm@x.com', phone: '01012345678' }),
    );
    const store = await boot();
    expect(store.getState().cart.items).toEqual([legacyCartItem]);
    expect(store.getState().favourites.items).toEqual([{ _id: 'p9', name: 'Mini Cube', price: 30000 }]);
    expect(store.getState().session.user).toEqual({
      _id: 'u1',
      name: 'Mona',
      email: 'm@x.com',
      phone: '01012345678',
    });
    await flush();
    expect(JSON.parse(localStorage.getItem('cart')!).version).toBe(1);
  });

  it('boots with defaults when a stored value is corrupt, reports it once and removes it', async () => {
    localStorage.setItem('cart', '{not json');
    localStorage.setItem('User', JSON.stringify({ version: 99, data: {} }));
    localStorage.setItem('lang', 'klingon');
    localStorage.setItem('favorite', JSON.stringify({ version: 1, data: 'not a list' }));
    const store = await boot();
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().ui.lang).toBe('en');
    expect(store.getState().favourites.items).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(warn.mock.calls.filter(([message]) => String(message).includes("'cart'"))).toHaveLength(1);
  });

  it('repairs cart lines: drops malformed ones and caps quantities at stock', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        version: 1,
        data: [
          { ...legacyCartItem, quantity: 10 },
          { title: 'no id' },
          { ...legacyCartItem, id: 'p2', productquantity: 0 },
        ],
      }),
    );
    expect(readSlice('cart', localStorage)).toMatchObject({ _persist: { version: 1 } });
    const store = await boot();
    expect(store.getState().cart.items).toEqual([{ ...legacyCartItem, quantity: 3 }]);
  });

  it('keeps a line per variant beside a line stored before variants, under the same version', async () => {
    const choices = [{ name: 'Storage', nameAr: 'السعة', value: '512 GB', valueAr: '512 جيجابايت' }];
    const variantLine = { ...legacyCartItem, quantity: 1, variant: 'v-512', sku: 'AB13-512', choices };
    localStorage.setItem(
      'cart',
      JSON.stringify({
        version: 1,
        data: [
          legacyCartItem,
          variantLine,
          { ...variantLine, variant: 'v-1tb', sku: 'AB13-1TB' },
          variantLine,
        ],
      }),
    );
    const store = await boot();
    expect(store.getState().cart.items).toEqual([
      legacyCartItem,
      variantLine,
      { ...variantLine, variant: 'v-1tb', sku: 'AB13-1TB' },
    ]);
    await flush();
    const stored = JSON.parse(localStorage.getItem('cart')!) as { version: number; data: unknown[] };
    expect(stored.version).toBe(1);
    expect(stored.data).toEqual(store.getState().cart.items);
  });

  it('treats "null"-like strings as signed out', async () => {
    writeSlice('session', { token: 'null', refreshToken: 'undefined', user: null }, localStorage);
    const store = await boot();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.refreshToken).toBeNull();
  });
});
