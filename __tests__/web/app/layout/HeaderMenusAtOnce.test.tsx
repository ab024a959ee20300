// The header's small-screen menus, once their code is here, open in the press's own render. Through React.lazy even
// loaded code suspends first, and React then holds the opened menu back ~300 ms (its throttle for content that
// follows a fallback): a burger press on a phone took 380–460 ms one time in three. Its own file: a menu opened by
// an earlier test would have primed React.lazy, and the first press of a page is the one that matters.
import { act, fireEvent, screen, within } from '@testing-library/react';
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
