// Login: the states of the form, the error mapping of spec section 8, and what a successful login stores.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import { selectRefreshToken, selectToken, selectUser } from '../../../../src/features/session/sessionSlice';
import {
  apiUser,
  expectToast,
  freshToken,
  inlineAlert,
  renderAccount,
  signedInSession,
  useCatalogueHandlers,
} from './accountKit';
import type { Language } from '../../../../src/i18n/language';
import { ordersApi } from '../../../../src/features/orders/ordersApi';
import { order } from '../orders/orderFixtures';

const ORDER_ID = 'aaaa1111-0000-4000-8000-000000000001';

setupMswServer();
beforeEach(useCatalogueHandlers);

const token = freshToken();
const loginAnswer = { response: { token, refresh_token: 'refresh-9', user: apiUser } };

async function logIn(email = 'mona@example.com', password = 'Secret@123', labels = ['Email', 'Password']) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(labels[0] as string, { selector: 'input' }), email);
  await user.type(screen.getByLabelText(labels[1] as string, { selector: 'input' }), password);
  await user.keyboard('{Enter}');
  return user;
}

describe('LoginScreen', () => {
  it('shows the welcome heading, the fields, the forgot-password link and the signup link', async () => {
    renderAccount('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forget Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText("Don't have an account?")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Genuine Store, home' })).toHaveAttribute('href', '/');
  });

  it('sends the email and password, stores the session and says so', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/auth/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(loginAnswer);
      }),
    );
    const { store } = renderAccount('/login');
    await logIn(' mona@example.com ');
    await expectToast('Login successful!');
    expect(sent).toEqual({ email: 'mona@example.com', password: 'Secret@123' });
    expect(selectToken(store.getState())).toBe(token);
    expect(selectRefreshToken(store.getState())).toBe('refresh-9');
    expect(selectUser(store.getState())).toMatchObject({
      _id: 'u1',
      name: apiUser.name,
      email: apiUser.email,
    });
  });

  it('disables the fields and shows a spinner while logging in', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        api('/auth/login'),
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(loginAnswer)))),
      ),
    );
    renderAccount('/login');
    await logIn();
    const button = await screen.findByRole('button', { name: /Login/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('submit-spinner')).toBeInTheDocument();
    expect(screen.getByText('Logging in…')).toBeInTheDocument();
    expect(screen.getByLabelText('Email', { selector: 'input' })).toBeDisabled();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    answer();
    await expectToast('Login successful!');
  });

  it.each<[string, Language, string, () => Response]>([
    [
      "'Validation failed'",
      'en',
      'Invalid Email or Password',
      () => HttpResponse.json({ message: 'Validation failed' }, { status: 401 }),
    ],
    [
      "'Validation failed' in Arabic",
      'ar',
      'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      () => HttpResponse.json({ message: 'Validation failed' }, { status: 401 }),
    ],
    [
      'another message',
      'en',
      'Too many requests, please try again later',
      () => HttpResponse.json({ message: 'Too many requests, please try again later' }, { status: 429 }),
    ],
    [
      'an answer without a message',
      'en',
      'An unexpected error occurred',
      () => new HttpResponse('Bad gateway', { status: 502 }),
    ],
    ['a network failure', 'en', 'An unexpected error occurred', () => HttpResponse.error()],
    ['a network failure in Arabic', 'ar', 'حدث خطأ غير متوقع', () => HttpResponse.error()],
  ])('turns %s (%s) into “%s” inline in red and in an error toast', async (_case, lang, shown, reply) => {
    server.use(http.post(api('/auth/login'), reply));
    const { router, store } = renderAccount('/login', { lang });
    const labels = lang === 'ar' ? ['البريد الإلكتروني', 'كلمة المرور'] : ['Email', 'Password'];
    await logIn('mona@example.com', 'Wrong@1234', labels);
    await expectToast(shown);
    await waitFor(() => expect(inlineAlert()).toHaveTextContent(shown));
    expect(inlineAlert()).toHaveStyle({ color: '#b91c1c' });
    expect(document.querySelector('.Toastify .Toastify__toast--error')).toHaveTextContent(shown);
    expect(router.state.location.pathname).toBe('/login');
    expect(selectToken(store.getState())).toBeNull();
    // Back to idle: the shopper can try again.
    expect(screen.getByLabelText(labels[1] as string, { selector: 'input' })).toBeEnabled();
  });

  it('clears the error banner as soon as the shopper edits the email or the password', async () => {
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json({ message: 'Validation failed' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAccount('/login');
    await logIn('mona@example.com', 'Wrong@1234');
    await waitFor(() => expect(inlineAlert()).toHaveTextContent('Invalid Email or Password'));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'x');
    expect(inlineAlert()).toBeUndefined();
    // And again for the email, after a second refusal.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(inlineAlert()).toHaveTextContent('Invalid Email or Password'));
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'm');
    expect(inlineAlert()).toBeUndefined();
  });

  it.each([
    ['en', 'Your session has ended. Please sign in again.'],
    ['ar', 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.'],
  ] as const)(
    'says the session has ended (%s) when a forced logout sends the shopper to sign in',
    async (lang, text) => {
      server.use(
        http.get(api('/checkout/userOrders'), () =>
          HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
        ),
        http.post(api('/auth/refresh-token'), () =>
          HttpResponse.json({ message: 'Session revoked' }, { status: 401 }),
        ),
      );
      const { router } = renderAccount('/myorder', { lang, session: signedInSession() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByText(text)).toBeVisible();
      expect(screen.getByText(text).closest('[role="status"]')).not.toBeNull();
    },
  );

  it('forgets the orders of a shopper whose session was ended, once the sign-in screen shows', async () => {
    server.use(
      http.get(api('/checkout/userOrders'), () => HttpResponse.json({ data: [order({ _id: ORDER_ID })] })),
    );
    const { router, store } = renderAccount('/myorder', { session: signedInSession() });
    expect(await screen.findByRole('heading', { name: 'Order AAAA1111' })).toBeInTheDocument();
    const cachedOrders = () =>
      Object.values(store.getState().api.queries).filter((entry) => entry?.endpointName === 'userOrders');
    expect(cachedOrders()).toHaveLength(1);

    // The next call finds the token refused and the refresh token revoked: a forced logout.
    server.use(
      http.get(api('/checkout/userOrders'), () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
      http.post(api('/auth/refresh-token'), () =>
        HttpResponse.json({ message: 'Session revoked' }, { status: 401 }),
      ),
    );
    void store.dispatch(
      ordersApi.endpoints.userOrders.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByText('Your session has ended. Please sign in again.');
    await waitFor(() => expect(cachedOrders()).toHaveLength(0));
  });

  it('does not speak of an ended session on a plain visit to the login page', async () => {
    renderAccount('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  });

  it("shows the server's field messages at their fields", async () => {
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json(
          { message: 'Email is too long', errors: { email: 'Email is too long' } },
          { status: 400 },
        ),
      ),
    );
    renderAccount('/login');
    await logIn();
    const email = screen.getByLabelText('Email', { selector: 'input' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is too long'));
  });
});
