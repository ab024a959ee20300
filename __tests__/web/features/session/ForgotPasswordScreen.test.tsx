// Forgot password: sends the email, says the link is on its way and opens /successReset; errors inline and in a toast.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import { expectToast, inlineAlert, renderAccount, useCatalogueHandlers } from './accountKit';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
setupMswServer();
beforeEach(useCatalogueHandlers);

describe('ForgotPasswordScreen', () => {
  it('shows the email field, the explanation and the Send Reset link button', async () => {
    renderAccount('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    expect(screen.getByText(/we will send you a link to reset your password/)).toBeVisible();
    expect(screen.getByLabelText('Email', { selector: 'input' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Reset link' })).toBeEnabled();
  });

  it('disables the button while sending, then says the link was sent and opens the success page', async () => {
    let sent: unknown;
    let answer: () => void = () => undefined;
    server.use(
      http.post(api('/auth/forget-password'), async ({ request }) => {
        sent = await request.json();
        return new Promise<Response>((resolve) => {
          answer = () => resolve(HttpResponse.json({ message: 'sent' }));
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderAccount('/forgot-password');
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset link' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Send Reset link/ })).toBeDisabled());
    answer();
    await expectToast('Password reset link has been sent to your email successfully!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/successReset'));
    expect(sent).toEqual({ email: 'mona@example.com' });
    expect(
      await screen.findByRole('heading', { name: 'Your password has been successfully reset!' }),
    ).toBeVisible();
  });

  it('shows the error in red inline and in a toast, and enables the button again', async () => {
    server.use(
      http.post(api('/auth/forget-password'), () =>
        HttpResponse.json({ message: 'Too many requests, please try again later' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAccount('/forgot-password');
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset link' }));
    await expectToast('Too many requests, please try again later');
    expect(inlineAlert()).toHaveTextContent('Too many requests, please try again later');
    expect(inlineAlert()).toHaveStyle({ color: '#b91c1c' });
    expect(screen.getByRole('button', { name: 'Send Reset link' })).toBeEnabled();
  });

  it('reads in Arabic', async () => {
    renderAccount('/forgot-password', { lang: 'ar' });
    expect(await screen.findByRole('button', { name: 'إرسال رابط إعادة التعيين' })).toBeVisible();
    expect(screen.getByLabelText('البريد الإلكتروني', { selector: 'input' })).toBeVisible();
  });
});
