// Forgot password: sends the email, says the link is on its way and opens /successReset, which says 'Check your email'
// with the address and a resend; errors inline and in a toast.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import { expectToast, inlineAlert, renderAccount, useCatalogueHandlers } from './accountKit';

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
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent(
      'If an account exists for mona@example.com, we have sent it a link to reset your password.',
    );
    expect(screen.queryByText(/successfully reset/)).not.toBeInTheDocument();
  });

  it('sends the link again to the same address from the check-your-email page', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('/auth/forget-password'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAccount('/forgot-password');
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Resend the link' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'mona@example.com' }, { email: 'mona@example.com' }]));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent the link again to mona@example.com.',
    );
    expect(screen.getByRole('link', { name: 'Use a different email' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says what went wrong when the resend fails, and lets the shopper try again', async () => {
    let calls = 0;
    server.use(
      http.post(api('/auth/forget-password'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'sent' })
          : HttpResponse.json({ message: 'Too many requests, please try again later' }, { status: 429 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAccount('/forgot-password');
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Resend the link' }));
    await waitFor(() => expect(inlineAlert()).toHaveTextContent('Too many requests, please try again later'));
    expect(screen.getByRole('button', { name: 'Resend the link' })).toBeEnabled();
  });

  it('says Check your email in Arabic, with the address left to right', async () => {
    server.use(http.post(api('/auth/forget-password'), () => HttpResponse.json({ message: 'sent' })));
    const user = userEvent.setup({ delay: null });
    renderAccount('/forgot-password', { lang: 'ar' });
    await user.type(
      await screen.findByLabelText('البريد الإلكتروني', { selector: 'input' }),
      'mona@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تحقق من بريدك الإلكتروني' })).toBeVisible();
    expect(screen.getByText('mona@example.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'إعادة إرسال الرابط' })).toBeEnabled();
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
