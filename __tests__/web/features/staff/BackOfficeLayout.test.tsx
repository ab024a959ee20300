// The back office's frame: staff and managers only, its own navigation by role, a menu button on phones, both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import { initialSessionState } from '../../../../src/features/session/sessionSlice';
import { pageOf, stateAs } from './backOfficeFixtures';

setupMswServer();
beforeEach(() =>
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/orders'), () => HttpResponse.json({ data: [] })),
    http.get(api('/staff/products'), () => HttpResponse.json(pageOf([]))),
    http.get(api('/staff/categories'), () => HttpResponse.json({ data: [] })),
    http.get(api('/staff/activity'), () => HttpResponse.json(pageOf([]))),
  ),
);

const navLinks = (name = 'Back office') =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('back-office layout', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const { router } = renderApp('/staff/orders', { preloadedState: { session: initialSessionState } });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    '/staff/orders',
    '/staff/products',
    '/staff/products/new',
    '/staff/categories',
    '/staff/activity',
  ])('shows a shopper "not allowed" at %s, with no back-office navigation', async (url) => {
    renderApp(url, { preloadedState: stateAs('user') });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('shows staff the order desk, stock and synonyms (read-only), the emails, messages and search figures only, marked as the current page, without the shop footer', async () => {
    renderApp('/staff/orders', { preloadedState: stateAs('staff') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(navLinks()).toEqual(['Orders', 'Stock', 'Returns', 'Emails', 'Messages', 'Synonyms', 'Searches']);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /newsletter/i })).not.toBeInTheDocument();
  });

  it('tells staff a manager page is not theirs', async () => {
    renderApp('/staff/products', { preloadedState: stateAs('staff') });
    expect(await screen.findByText('This page is for shop managers only.')).toBeInTheDocument();
  });

  it('shows a manager every back-office screen', async () => {
    renderApp('/staff', { preloadedState: stateAs('manager') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(navLinks()).toEqual([
      'Orders',
      'Products',
      'Categories',
      'Stock',
      'Staff',
      'Activity',
      'Returns',
      'Emails',
      'Messages',
      'Synonyms',
      'Searches',
    ]);
  });

  it('opens and closes the menu from its button, Escape returning focus to it', async () => {
    const user = userEvent.setup();
    renderApp('/staff/orders', { preloadedState: stateAs('manager') });
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Back office' }).id).toBe(
      button.getAttribute('aria-controls'),
    );
    screen.getByRole('link', { name: 'Categories' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('moves focus to the screen and closes the menu after choosing a page', async () => {
    const user = userEvent.setup();
    renderApp('/staff/orders', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads in Arabic', async () => {
    renderApp('/staff/orders', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('navigation', { name: 'لوحة الإدارة' })).toBeInTheDocument();
    expect(navLinks('لوحة الإدارة')).toEqual([
      'الطلبات',
      'المنتجات',
      'الفئات',
      'المخزون',
      'الموظفون',
      'سجل النشاط',
      'المرتجعات',
      'الرسائل البريدية',
      'رسائل العملاء',
      'المترادفات',
      'عمليات البحث',
    ]);
    expect(screen.getByRole('button', { name: 'القائمة' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });
});
