// Unlock account: the emailed token travels as the Bearer credential when the shopper confirms; then login.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import { expectToast, inlineAlert, renderAccount, useCatalogueHandlers } from './accountKit';

jest.setTimeout(20_000);
setupMswServer();
beforeEach(useCatalogueHandlers);

describe('UnlockAccountScreen', () => {
  it('sends nothing on the visit; the button sends the token of the link as Bearer, then goes to login', async () => {
    const calls: (string | null)[] = [];
    server.use(
      http.post(api('/auth/unlock'), ({ request }) => {
        calls.push(request.headers.get('authorization'));
        return HttpResponse.json({ message: 'Your account is unlocked: you can sign in now' });
      }),
    );
    const { router } = renderAccount('/unlock-account/unlock-token-123');
    expect(await screen.findByRole('heading', { name: 'Unlock your account' })).toBeVisible();
    expect(calls).toEqual([]);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Unlock my account' }));
    await expectToast('Your account is unlocked: you can sign in now');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual(['Bearer unlock-token-123']);
  });

  it('shows a spent or expired link inline and in a toast', async () => {
    const invalid = 'This unlock link is invalid or has expired';
    server.use(
      http.post(api('/auth/unlock'), () => HttpResponse.json({ message: invalid }, { status: 401 })),
    );
    const { router } = renderAccount('/unlock-account/old');
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Unlock my account' }));
    await expectToast(invalid);
    expect(inlineAlert()).toHaveTextContent(invalid);
    expect(router.state.location.pathname).toBe('/unlock-account/old');
  });

  it('reads in Arabic', async () => {
    renderAccount('/unlock-account/t', { lang: 'ar' });
    expect(await screen.findByRole('heading', { name: 'إلغاء قفل حسابك' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إلغاء قفل حسابي' })).toBeVisible();
  });
});
