// Site-wide behaviour of the frame: the header darkens past 50 px (always on /about), copying page text is
// blocked while form fields other than passwords keep copy and paste.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';

setupMswServer();
beforeEach(() =>
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories: [] })),
    http.get(api('/product'), () =>
      HttpResponse.json({ products: [], page: 1, pages: 1, total: 0, limit: 100 }),
    ),
  ),
);

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
