// Reset password: the emailed token travels as the Bearer credential; success goes home with a toast.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import { expectToast, inlineAlert, renderAccount, signedInSession, useCatalogueHandlers } from './accountKit';

jest.setTimeout(20_000);
setupMswServer();
beforeEach(useCatalogueHandlers);

async function submit(password = 'Newer@1234', confirm = password) {
  const user = userEvent.setup({ delay: null });
  const field = await screen.findByLabelText('New password', { selector: 'input' });
  await user.type(field, password);
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordScreen', () => {
  it('shows a live strength meter under the new password', async () => {
    const user = userEvent.setup({ delay: null });
    renderAccount('/reset-password/tok');
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Ab1');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('Password must contain:')).toBeVisible();
  });

  it.each([
    ['a visitor', undefined],
    ['a signed-in shopper', signedInSession()],
  ])('sends the token of the link as the Bearer credential for %s, then goes home', async (_who, session) => {
    let authorization: string | null = null;
    let sent: unknown;
    server.use(
      http.post(api('/auth/reset-password'), async ({ request }) => {
        authorization = request.headers.get('authorization');
        sent = await request.json();
        return HttpResponse.json({ message: 'done' });
      }),
    );
    const { router } = renderAccount('/reset-password/reset-token-123', { session });
    await submit();
    await expectToast('Password reset successful!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authorization).toBe('Bearer reset-token-123');
    expect(sent).toEqual({ password: 'Newer@1234', confirmPassword: 'Newer@1234' });
  });

  it('shows an expired link inline and in a toast', async () => {
    const invalid = 'This reset link is invalid or has expired';
    server.use(
      http.post(api('/auth/reset-password'), () => HttpResponse.json({ message: invalid }, { status: 401 })),
    );
    const { router } = renderAccount('/reset-password/old');
    await submit();
    await expectToast(invalid);
    expect(inlineAlert()).toHaveTextContent(invalid);
    expect(router.state.location.pathname).toBe('/reset-password/old');
  });
});

describe('SuccessResetScreen', () => {
  it('opened on its own (a reload), says to check the email and offers to send the link again', async () => {
    renderAccount('/successReset');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(
      screen.getByText(
        'If an account exists for the address you entered, we have sent it a link to reset your password.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/successfully reset/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send the link again' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('reads in Arabic', async () => {
    renderAccount('/successReset', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تحقق من بريدك الإلكتروني' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeVisible();
  });
});
