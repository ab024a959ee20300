// The header's account widget: sign-in links for a visitor; for a shopper the user menu and the logout dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../../support/web/server';
import {
  selectRefreshToken,
  selectToken,
  selectUser,
} from '../../../../../src/features/session/sessionSlice';
import { renderAccount, signedInSession, useCatalogueHandlers } from '../accountKit';

jest.setTimeout(20_000);
setupMswServer();
beforeEach(useCatalogueHandlers);

const openMenu = async () => {
  const user = userEvent.setup({ delay: null });
  const trigger = await screen.findByRole('button', { name: 'Mona Adel Hassan, account menu' });
  await user.click(trigger);
  // The open menu is its own chunk: it is on screen once that has loaded.
  await waitFor(() =>
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).not.toBeNull(),
  );
  return { user, trigger };
};

describe('AccountArea', () => {
  it('offers Sign in and Sign up to a visitor', async () => {
    renderAccount('/about');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it("shows a signed-in shopper's initial and name, which open the user menu", async () => {
    renderAccount('/about', { session: signedInSession() });
    const { trigger } = await openMenu();
    expect(trigger).toHaveTextContent('MMona Adel Hassan');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') as string) as HTMLElement;
    expect(within(panel).getByText('Mona Adel Hassan')).toBeVisible();
    expect(within(panel).getByText('mona@example.com')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    expect(within(panel).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myorder');
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it.each([
    ['a click outside', () => fireEvent.mouseDown(document.body)],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['a scroll', () => fireEvent.scroll(window)],
  ])('closes the user menu on %s', async (_how, dismiss) => {
    renderAccount('/about', { session: signedInSession() });
    const { trigger } = await openMenu();
    expect(screen.getByRole('link', { name: 'My Account' })).toBeVisible();
    dismiss();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('links staff and managers to the back office from the menu, and shoppers not', async () => {
    const { unmount } = renderAccount('/about', { session: signedInSession() });
    await openMenu();
    expect(screen.getByRole('link', { name: 'My Account' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
    unmount();

    for (const role of ['staff', 'manager']) {
      const view = renderAccount('/about', {
        session: signedInSession({ user: { ...signedInSession().user!, role } }),
      });
      await openMenu();
      expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/staff/orders');
      view.unmount();
    }
  });

  it('opens My Account from the menu', async () => {
    const { router } = renderAccount('/about', { session: signedInSession() });
    const { user } = await openMenu();
    await user.click(screen.getByRole('link', { name: 'My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('asks before logging out, in a dialog that keeps focus and closes on Escape or Cancel', async () => {
    const { store } = renderAccount('/about', { session: signedInSession() });
    const { user, trigger } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Logout' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectUser(store.getState())).not.toBeNull();
  });

  it('logs out from a protected page: ends the session on the server, clears token, user and refresh token, goes home', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post(api('/auth/logout'), async ({ request }) => {
        calls.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store, router } = renderAccount('/profile', { session: signedInSession() });
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(selectToken(store.getState())).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
    expect(selectRefreshToken(store.getState())).toBeNull();
    await waitFor(() => expect(calls).toEqual([{ refresh_token: 'refresh-1' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out locally all the same when the server cannot be reached', async () => {
    let called = false;
    server.use(
      http.post(api('/auth/logout'), () => {
        called = true;
        return HttpResponse.error();
      }),
    );
    const { store } = renderAccount('/about', { session: signedInSession() });
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(called).toBe(true));
    expect(selectToken(store.getState())).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
    expect(selectRefreshToken(store.getState())).toBeNull();
  });

  it('reads in Arabic', async () => {
    renderAccount('/about', { session: signedInSession(), lang: 'ar' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Mona Adel Hassan، قائمة الحساب' }));
    expect(await screen.findByRole('link', { name: 'حسابي' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'طلباتي' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));
    expect(await screen.findByRole('dialog', { name: 'هل أنت متأكد أنك تريد تسجيل الخروج؟' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus();
  });
});
