// The header's small-screen menus, once their code is here, open in the press's own render. Through React.lazy even
// loaded code suspends first, and React then holds the opened menu back ~300 ms (its throttle for content that
// follows a fallback): a burger press on a phone took 380–460 ms one time in three. Its own file: a menu opened by
// an earlier test would have primed React.lazy, and the first press of a page is the one that matters. Once the
// browser has been idle, the burger menu is even drawn ahead, hidden, and a press only reveals it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../support/web/render';
import { emptyCatalogue, server, setupMswServer } from '../../../support/web/server';

setupMswServer();
beforeEach(() => server.use(...emptyCatalogue));

it("opens the burger menu and 'More' in the press's own render once their code is here", async () => {
  renderApp('/contact');
  const open = await screen.findByRole('button', { name: 'Open menu' });
  // Hovering a trigger loads the menus (as the browser's idle time does); a moment later they are here.
  fireEvent.pointerEnter(open);
  await act(() => import('../../../../src/app/layout/HeaderMenus'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  fireEvent.click(open);
  const menu = screen.getByRole('dialog', { name: 'Menu' });
  expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));

  const more = screen.getByRole('button', { name: /More/ });
  fireEvent.click(more);
  expect(within(more.parentElement!).getByRole('link', { name: 'About Us' })).toBeInTheDocument();
});

it('keeps the closed burger menu drawn but hidden once the browser has been idle, and a press reveals it', async () => {
  // jsdom has no idle callbacks (the header then waits 3 s); the browser's come once the page is quiet.
  window.requestIdleCallback = (run) => window.setTimeout(run, 0);
  window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
  renderApp('/contact');
  const open = await screen.findByRole('button', { name: 'Open menu' });
  // (A hidden element has no accessible name to query by: its label is checked instead.)
  const drawn = await waitFor(() => screen.getByRole('dialog', { hidden: true }));
  expect(drawn).toHaveAttribute('aria-label', 'Menu');
  // Hidden: out of sight, out of the accessibility tree and out of the tab order.
  expect(drawn).not.toBeVisible();
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

  // A press focuses its button before the click.
  act(() => open.focus());
  fireEvent.click(open);
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(drawn);
  expect(drawn).toBeVisible();
  await waitFor(() => expect(within(drawn).getByRole('button', { name: 'Close menu' })).toHaveFocus());

  fireEvent.keyDown(document, { key: 'Escape' });
  expect(drawn).not.toBeVisible();
  expect(open).toHaveFocus();
});
