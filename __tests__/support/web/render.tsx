// Renders a screen or the whole route table with the real providers and a real store.
import type { ReactElement } from 'react';
import type { Middleware } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { setupStore, type RootState } from '../../../src/app/store';
import { AppProviders } from '../../../src/app/AppProviders';
import { appRoutes, discoverRestOfRoutes } from '../../../src/app/router';
import { baseApi } from '../../../src/api/baseApi';
import { connectRouter } from '../../../src/app/connectRouter';

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState }: { preloadedState?: Partial<RootState> } = {},
) {
  const store = setupStore(preloadedState, { devTools: false });
  const utils = render(<AppProviders store={store}>{ui}</AppProviders>);
  return { store, ...utils };
}

/**
 * The app's own route table in memory, starting at `url`: home's routes, and the rest discovered as in the browser
 * (src/app/router.tsx), unless the test brings a table of its own.
 */
export function renderApp(
  url: string,
  {
    preloadedState,
    routeTable,
    middleware,
  }: { preloadedState?: Partial<RootState>; routeTable?: RouteObject[]; middleware?: Middleware[] } = {},
) {
  const store = setupStore(preloadedState, { devTools: false, middleware });
  const router = routeTable
    ? createMemoryRouter(routeTable, { initialEntries: [url] })
    : createMemoryRouter(appRoutes(), {
        initialEntries: [url],
        patchRoutesOnNavigation: discoverRestOfRoutes,
      });
  connectRouter(store, router);
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...utils };
}

export const resetApiCache = (store: ReturnType<typeof setupStore>) =>
  store.dispatch(baseApi.util.resetApiState());

/** A JWT-shaped token (unsigned: the SPA only reads claims) expiring at `exp` seconds since the epoch. */
export function fakeJwt(claims: Record<string, unknown>) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
