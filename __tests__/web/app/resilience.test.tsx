// The shop never shows a blank page: a crashed screen keeps the frame, an unreachable server says so,
// and any damaged stored value falls back to its default.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { renderApp } from '../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../support/web/server';
import { withErrorBoundaries } from '../../../src/app/routeTable';
import { ShopLayout } from '../../../src/app/layout/ShopLayout';
import { bootPersistedStore } from '../../support/web/persistence';
import { STORAGE_KEYS } from '../../../src/app/persist';
import { initialCartState } from '../../../src/features/cart/cartSlice';
import { initialFavouritesState } from '../../../src/features/favourites/favouritesSlice';
import { initialRecentlyViewedState } from '../../../src/features/recentlyViewed/recentlyViewedSlice';
import { initialFiltersState } from '../../../src/features/catalogue/filtersSlice';
import { initialCheckoutState } from '../../../src/features/orders/checkoutSlice';

setupMswServer();

function Broken(): never {
  throw new Error('boom');
}

describe('resilience', () => {
  it('keeps the header and footer and offers a retry when one screen crashes', async () => {
    server.use(...emptyCatalogue);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const table: RouteObject[] = [
      { element: <ShopLayout />, children: withErrorBoundaries([{ path: '/', element: <Broken /> }]) },
    ];
    renderApp('/', { routeTable: table });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    error.mockRestore();
  });

  it('says plainly when the server cannot be reached, with a retry', async () => {
    server.use(
      http.get(api('/category'), () => HttpResponse.error()),
      http.get(api('/product'), () => HttpResponse.error()),
    );
    renderApp('/');
    expect(await screen.findByText(/We can't reach the shop right now/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('boots with defaults when every stored key holds garbage, and rewrites the bad values', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const key of STORAGE_KEYS) localStorage.setItem(key, key === 'lang' ? 'klingon' : '{"garbage":');
    const { store, persistor } = await bootPersistedStore();
    const state = store.getState();
    expect(state.cart).toMatchObject(initialCartState);
    expect(state.favourites).toMatchObject(initialFavouritesState);
    expect(state.recentlyViewed).toMatchObject(initialRecentlyViewedState);
    expect(state.filters).toMatchObject(initialFiltersState);
    expect(state.checkout).toMatchObject(initialCheckoutState);
    expect(state.session.user).toBeNull();
    expect(state.ui.lang).toBe('en');
    await persistor.flush();
    for (const key of STORAGE_KEYS)
      expect([key, localStorage.getItem(key)]).not.toEqual([key, '{"garbage":']);
    expect(localStorage.getItem('lang')).toBe('en');
    // Once per damaged key: the five JSON values, the two tokens, the category id, the language, the cart id and the
    // cart's checkout key.
    const reported = warn.mock.calls.map(([message]) => String(message).match(/stored '(\w+)'/)?.[1]);
    expect(reported.sort()).toEqual([
      'User',
      'authUser',
      'cart',
      'cartId',
      'checkoutKey',
      'favorite',
      'filter',
      'lang',
      'order',
      'recentlyViewed',
      'refreshToken',
    ]);
    warn.mockRestore();
  });
});
