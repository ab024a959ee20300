// Site-wide behaviour of the frame: the header darkens past 50 px (always on /about), its small-screen menus (burger
// and 'More', loaded on first use) open, take focus and close, copying page text is blocked while form fields
// other than passwords keep copy and paste.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../support/web/render';
import { emptyCatalogue, server, setupMswServer } from '../../../support/web/server';

setupMswServer();
beforeEach(() => server.use(...emptyCatalogue));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('the header', () => {
  afterEach(() => scrollTo(0));

  it('turns dark only after the page is scrolled more than 50 px', async () => {
    renderApp('/contact');
    const header = await screen.findByRole('banner');
    expect(header).toHaveAttribute('data-dark', 'false');
    scrollTo(50);
    expect(header).toHaveAttribute('data-dark', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-dark', 'true');
  });

  it('is always dark on /about', async () => {
    renderApp('/about');
    expect(await screen.findByRole('banner')).toHaveAttribute('data-dark', 'true');
  });
});

describe("the header's small-screen menus", () => {
  it('opens the burger menu as a dialog with focus on its close button; Escape closes it', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    // Focus moves in once the opened menu has been painted.
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus());
    const links = within(within(menu).getByRole('navigation', { name: 'Menu' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About Us',
      'Contact Us',
      'Sign up',
      'Sign in',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the burger menu with its close button and when a link is followed', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens 'More' with About and Contact (cart, favourites and search stay in the header); Escape closes it", async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    const more = await screen.findByRole('button', { name: /More/ });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = within(more.parentElement!);
    expect(await panel.findByRole('link', { name: 'About Us' })).toBeVisible();
    expect(panel.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
    expect(panel.getAllByRole('link')).toHaveLength(2);
    expect(panel.queryByRole('search')).not.toBeInTheDocument();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Favourites, none yet' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(panel.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it("closes 'More' on a click outside it and on scroll, not on a click inside it", async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    const more = await screen.findByRole('button', { name: /More/ });
    const panel = within(more.parentElement!);
    await user.click(more);
    // A press inside (not a click, which would follow the link and close it for that reason).
    fireEvent.mouseDown(await panel.findByRole('link', { name: 'About Us' }));
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('heading', { level: 1 }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(panel.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    await user.click(more);
    expect(await panel.findByRole('link', { name: 'About Us' })).toBeVisible();
    fireEvent.scroll(window);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the copy block', () => {
  it('blocks copying and the context menu on page text, not in a text field', async () => {
    renderApp('/contact');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(fireEvent.copy(heading)).toBe(false);
    expect(fireEvent.contextMenu(heading)).toBe(false);
    const field = within(screen.getByRole('main')).getByRole('textbox', { name: /email/i });
    expect(fireEvent.copy(field)).toBe(true);
    expect(fireEvent.paste(field)).toBe(true);
  });
});
