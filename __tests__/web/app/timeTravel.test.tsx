// Support staff replay a shopper's session in Redux DevTools: the state must be a pure function of the actions,
// and a replayed location must move the router to the same page.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { renderApp } from '../../support/web/render';
import { api, server, setupMswServer } from '../../support/web/server';
import { rootReducer } from '../../../src/app/store';
import { itemAdded } from '../../../src/features/cart/cartSlice';
import { favouriteToggled } from '../../../src/features/favourites/favouritesSlice';
import { locationChanged } from '../../../src/app/routerSlice';
import { actionSanitizer, stateSanitizer, MASK } from '../../../src/app/devtools';
import { signedIn } from '../../../src/features/session/sessionSlice';

setupMswServer();
beforeEach(() =>
  server.use(
    http.get(api('/category'), () =>
      HttpResponse.json({
        categories: [
          {
            _id: 'c1',
            slug: 'air-laptop',
            name: 'Air Laptops',
            nameAr: 'لابتوبات خفيفة',
            image: '/images/categories/air.svg',
          },
        ],
      }),
    ),
    http.get(api('/product'), () =>
      HttpResponse.json({ products: [], page: 1, pages: 1, total: 0, limit: 10 }),
    ),
  ),
);

function recorder() {
  const actions: UnknownAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    actions.push(structuredClone(action) as UnknownAction);
    return next(action);
  };
  return { actions, middleware };
}

describe('time-travel debugging', () => {
  it('replays the recorded actions of a journey into a fresh store and gets the same state', async () => {
    const user = userEvent.setup();
    const { actions, middleware } = recorder();
    const { store } = renderApp('/', { middleware: [middleware] });

    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    await screen.findByRole('button', { name: 'English' });
    act(() => {
      store.dispatch(
        itemAdded({
          id: 'p1',
          title: 'AirBook 13',
          image: '/images/products/airbook-1.svg',
          price: 52000,
          priceAfterDesc: 0,
          productquantity: 2,
          color: 'Silver',
        }),
      );
      store.dispatch(favouriteToggled({ _id: 'p1', name: 'AirBook 13' }));
    });
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'من نحن' }));
    await screen.findByRole('heading', { level: 1 });

    const replayed = actions.reduce(rootReducer, undefined as ReturnType<typeof rootReducer> | undefined)!;
    expect(replayed).toEqual(store.getState());
    expect(replayed.router.location?.pathname).toBe('/about');
    expect(replayed.ui.lang).toBe('ar');
    expect(actions.every((action) => JSON.parse(JSON.stringify(action)).type === action.type)).toBe(true);
  });

  it('moves the router to a location that arrives in the store, as a DevTools jump does', async () => {
    const { store, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      store.dispatch(locationChanged({ pathname: '/contact', search: '', hash: '' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(store.getState().router.location?.pathname).toBe('/contact');
  });
});

describe('DevTools sanitizers', () => {
  it('mask tokens and passwords in actions and state, and keep everything else', () => {
    const action = signedIn({
      token: 'a.b.c',
      refreshToken: 'r',
      user: { _id: 'u1', name: 'Mona', email: 'm@x.com' },
    });
    expect(actionSanitizer(action).payload).toEqual({
      token: MASK,
      refreshToken: MASK,
      user: { _id: 'u1', name: 'Mona', email: 'm@x.com' },
    });
    const state = stateSanitizer({
      session: { token: 'a.b.c', user: null },
      form: { password: 'Secret@1', email: 'm@x.com' },
    });
    expect(state).toEqual({
      session: { token: MASK, user: null },
      form: { password: MASK, email: 'm@x.com' },
    });
  });
});
