// Protected routes need both stored sign-in entries; the sign-in screens send a signed-in shopper home.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, fakeJwt, nowSeconds } from '../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../support/web/server';
import { initialSessionState } from '../../../src/features/session/sessionSlice';

setupMswServer();
beforeEach(() =>
  server.use(
    ...emptyCatalogue,
    http.get(api('/checkout/userOrders'), () => HttpResponse.json({ data: [] })),
  ),
);

const user = { _id: 'u1', name: 'Mona Adel', email: 'mona@example.com' };
const token = fakeJwt({ id: 'u1', exp: nowSeconds() + 900 });

describe('route guards', () => {
  it.each([
    ['no token and no user', { token: null, user: null }],
    ['a user but no token', { token: null, user }],
    ['a token but no user', { token, user: null }],
    ['a null-like token', { token: 'undefined', user }],
  ])('sends a visitor with %s from /myorder to /login', async (_case, session) => {
    const { router } = renderApp('/myorder', {
      preloadedState: { session: { ...initialSessionState, ...session } },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a protected page to a signed-in shopper', async () => {
    const { router } = renderApp('/myorder', {
      preloadedState: { session: { ...initialSessionState, token, user } },
    });
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myorder');
  });

  it.each(['/login', '/signup'])('sends a signed-in shopper from %s to the home page', async (path) => {
    const { router } = renderApp(path, {
      preloadedState: { session: { ...initialSessionState, token, user } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Shop Genuine products Fast, Easy, Reliable' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Page Not Found for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});
