// Where a shopper lands after logging in or signing up (spec section 4): home after a sign-in screen or with no
// previous page of the shop, the protected page that asked for a login, else one step back.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import { afterSignIn, isAuthPath } from '../../../../src/features/session/signInNavigation';
import {
  apiUser,
  expectToast,
  fillSignupForm,
  freshToken,
  renderAccount,
  useCatalogueHandlers,
} from './accountKit';

jest.setTimeout(20_000);
setupMswServer();
beforeEach(() => {
  useCatalogueHandlers();
  server.use(
    http.post(api('/auth/login'), () =>
      HttpResponse.json({ response: { token: freshToken(), refresh_token: 'r1', user: apiUser } }),
    ),
    http.post(api('/auth/register'), () =>
      HttpResponse.json({ token: freshToken(), refresh_token: 'r1', user: apiUser }, { status: 201 }),
    ),
    http.get(api('/checkout/userOrders'), () => HttpResponse.json({ data: [] })),
  );
});

async function submitLogin() {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'mona@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await expectToast('Login successful!');
}

async function submitSignup() {
  const user = await fillSignupForm();
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await expectToast('Registration successful!');
}

describe('afterSignIn', () => {
  it.each([
    ['the protected page that asked for a login', { state: { from: '/myorder' }, key: 'k' }, '/myorder'],
    ['home after the signup screen', { state: { previous: '/signup' }, key: 'k' }, '/'],
    ['home after the login screen', { state: { previous: '/login' }, key: 'k' }, '/'],
    ['home after a reset link', { state: { previous: '/reset-password/abc' }, key: 'k' }, '/'],
    ['home when the login page is the first page of the visit', { state: null, key: 'default' }, '/'],
    ['one step back after a page of the shop', { state: null, key: 'k' }, -1],
    ['never back to a sign-in screen as "from"', { state: { from: '/login' }, key: 'default' }, '/'],
  ])('chooses %s', (_case, location, target) => {
    expect(afterSignIn(location)).toBe(target);
  });

  it('knows the sign-in screens', () => {
    expect(
      ['/login', '/signup', '/forgot-password', '/successReset', '/reset-password/t'].every(isAuthPath),
    ).toBe(true);
    expect(['/', '/about', '/profile', '/login-help'].some(isAuthPath)).toBe(false);
  });
});

describe('after logging in', () => {
  it('goes home when the login page was opened directly', async () => {
    const { router } = renderAccount('/login');
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back one step to the page of the shop it came from', async () => {
    const { router } = renderAccount('/about');
    await act(() => router.navigate('/login'));
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('goes home when the previous page was signup', async () => {
    const { router } = renderAccount('/about');
    await act(() => router.navigate('/signup'));
    await userEvent.click(await screen.findByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to the protected page that sent the shopper to log in', async () => {
    const { router } = renderAccount('/myorder');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/myorder'));
    expect(await screen.findByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  });
});

describe('after signing up', () => {
  it('goes back one page to the page of the shop it came from', async () => {
    const { router } = renderAccount('/about');
    await act(() => router.navigate('/signup'));
    await submitSignup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('goes home when the signup page was opened directly', async () => {
    const { router } = renderAccount('/signup');
    await submitSignup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes home when the previous page was login', async () => {
    const { router } = renderAccount('/about');
    await act(() => router.navigate('/login'));
    await userEvent.click(await screen.findByRole('link', { name: 'Signup' }));
    await screen.findByRole('heading', { name: 'Join Us Today' });
    await submitSignup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
