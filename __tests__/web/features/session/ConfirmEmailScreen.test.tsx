// Confirm a new email: the visit sends nothing; the press sends the link's token, and a signed-in browser shows the
// new address at once on My Account. A spent or expired link says so.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import {
  apiUser,
  expectToast,
  inlineAlert,
  renderAccount,
  signedInSession,
  useCatalogueHandlers,
} from './accountKit';

jest.setTimeout(20_000);
setupMswServer();
beforeEach(() => {
  useCatalogueHandlers();
  server.use(http.get(api('/user/addresses'), () => HttpResponse.json({ data: [] })));
});

describe('ConfirmEmailScreen', () => {
  it('sends the token on the press, then shows the new address on My Account', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post(api('/user/email/confirm'), async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ data: { ...apiUser, email: 'new@example.com' } });
      }),
    );
    const { router } = renderAccount('/confirm-email/link-token', { session: signedInSession() });
    expect(await screen.findByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
    expect(calls).toEqual([]);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Confirm my new email' }));
    await expectToast("Your account's email is now new@example.com");
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls).toEqual([{ token: 'link-token' }]);
    // My Account is a lazy route: its screen may draw a moment after the address changed.
    expect((await screen.findByText('Email', { selector: 'dt' })).nextElementSibling).toHaveTextContent(
      'new@example.com',
    );
  });

  it('says a spent or expired link is no good, in Arabic too', async () => {
    const invalid = 'هذا الرابط غير صالح أو استُخدم من قبل أو انتهت صلاحيته.';
    server.use(
      http.post(api('/user/email/confirm'), () =>
        HttpResponse.json({ message: invalid, errors: { token: invalid } }, { status: 400 }),
      ),
    );
    renderAccount('/confirm-email/old', { lang: 'ar' });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'تأكيد بريدي الجديد' }));
    await expectToast(invalid);
    expect(inlineAlert()).toHaveTextContent(invalid);
  });
});
