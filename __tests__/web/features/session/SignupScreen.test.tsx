// Signup: the spec's title and fields, what a successful registration stores, and errors inline and in a toast.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import { selectRefreshToken, selectToken, selectUser } from '../../../../src/features/session/sessionSlice';
import {
  apiUser,
  expectToast,
  fillSignupForm,
  freshToken,
  inlineAlert,
  renderAccount,
  useCatalogueHandlers,
} from './accountKit';

jest.setTimeout(20_000);
setupMswServer();
beforeEach(useCatalogueHandlers);

describe('SignupScreen', () => {
  it('shows the title, the heading, an Egypt-only phone field, the strength meter and the login link', async () => {
    renderAccount('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Us Today' })).toBeVisible();
    expect(screen.getByText('Create your account in just a few steps')).toBeVisible();
    const phone = screen.getByLabelText('Phone number', { selector: 'input' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(screen.getByText('Egypt')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Password must contain:')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('lights the strength bars as the password is typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderAccount('/signup');
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    await user.type(password, 'secret');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    await user.type(password, 'A1@');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
  });

  it('registers, stores the tokens and the user, and says so', async () => {
    let sent: unknown;
    const token = freshToken();
    server.use(
      http.post(api('/auth/register'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token, refresh_token: 'refresh-2', user: apiUser }, { status: 201 });
      }),
    );
    const { store } = renderAccount('/signup');
    const user = await fillSignupForm();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await expectToast('Registration successful!');
    expect(sent).toEqual({
      email: 'mona@example.com',
      name: 'Mona Adel',
      phone: '01012345678',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    });
    expect(selectToken(store.getState())).toBe(token);
    expect(selectRefreshToken(store.getState())).toBe('refresh-2');
    expect(selectUser(store.getState())).toMatchObject({ name: apiUser.name, phone: apiUser.phone });
  });

  it('takes a phone typed in Arabic-Indic digits and sends it as 0-9', async () => {
    let sent: { phone?: string } = {};
    server.use(
      http.post(api('/auth/register'), async ({ request }) => {
        sent = (await request.json()) as { phone?: string };
        return HttpResponse.json({ token: freshToken(), refresh_token: 'r', user: apiUser }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAccount('/signup', { lang: 'ar' });
    await user.type(
      await screen.findByLabelText('البريد الإلكتروني', { selector: 'input' }),
      'mona@example.com',
    );
    await user.type(screen.getByLabelText('الاسم بالكامل', { selector: 'input' }), 'منى عادل');
    const phone = screen.getByLabelText('رقم الهاتف', { selector: 'input' });
    await user.type(phone, '٠١٠١٢٣٤٥٦٧٨');
    await user.type(screen.getByLabelText('كلمة المرور', { selector: 'input' }), 'Secret@123');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور', { selector: 'input' }), 'Secret@123');
    await user.tab();
    expect(phone).not.toHaveAccessibleDescription(/يرجى إدخال رقم هاتف مصري صحيح/);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() => expect(sent.phone).toBe('01012345678'));
  });

  it('takes a number pasted with the country code and spaces whole, shows it as 01…, and sends that', async () => {
    let sent: { phone?: string } = {};
    server.use(
      http.post(api('/auth/register'), async ({ request }) => {
        sent = (await request.json()) as { phone?: string };
        return HttpResponse.json({ token: freshToken(), refresh_token: 'r', user: apiUser }, { status: 201 });
      }),
    );
    renderAccount('/signup');
    const user = await fillSignupForm();
    const phone = screen.getByLabelText('Phone number', { selector: 'input' });
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+20 101 234 5678');
    expect(phone).toHaveValue('+20 101 234 5678');
    await user.tab();
    expect(phone).toHaveValue('01012345678');
    expect(phone).not.toHaveAccessibleDescription(/valid Egyptian phone/);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(sent.phone).toBe('01012345678'));
  });

  it('shows a taken email in a toast, inline and at the email field', async () => {
    const taken = 'An account with this email already exists';
    server.use(
      http.post(api('/auth/register'), () =>
        HttpResponse.json({ message: taken, errors: { email: taken } }, { status: 409 }),
      ),
    );
    const { router } = renderAccount('/signup');
    const user = await fillSignupForm();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await expectToast(taken);
    expect(inlineAlert()).toHaveTextContent(taken);
    await waitFor(() =>
      expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveAccessibleDescription(taken),
    );
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it("shows 'An unexpected error occurred' when the server cannot be reached", async () => {
    server.use(http.post(api('/auth/register'), () => HttpResponse.error()));
    renderAccount('/signup');
    const user = await fillSignupForm();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await expectToast('An unexpected error occurred');
    expect(inlineAlert()).toHaveTextContent('An unexpected error occurred');
  });

  it('reads in Arabic', async () => {
    renderAccount('/signup', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'انضم إلينا اليوم' })).toBeVisible();
    expect(screen.getByText('أنشئ حسابك في خطوات قليلة')).toBeVisible();
    expect(screen.getByText('مصر')).toBeVisible();
    expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toBeVisible();
  });
});
