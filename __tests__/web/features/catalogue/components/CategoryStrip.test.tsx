// The category picker: every category is a link from the first paint; keen-slider (loaded after it) then takes
// over the same slides.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { CategoryStrip } from '../../../../../src/features/catalogue/components/CategoryStrip';
import { renderApp } from '../../../../support/web/render';
import { api, server, setupMswServer } from '../../../../support/web/server';
import { categories } from '../../../../support/web/catalogueFixtures';

setupMswServer();

const stripTable = [
  { path: '/', element: <CategoryStrip /> },
  { path: '/categories', element: <p>listing</p> },
];

beforeEach(() => {
  server.use(http.get(api('/category'), () => HttpResponse.json({ categories })));
});

describe('CategoryStrip', () => {
  it('offers All and every category as links, then starts the slider on the same slides', async () => {
    renderApp('/', { routeTable: stripTable });
    const region = await screen.findByRole('region', { name: 'Shop by category' });
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['All', ...categories.map((c) => c.name)]);
    await waitFor(() => expect(region.querySelector('[data-strip-ready]')).not.toBeNull());
    expect(within(region).getAllByRole('link')).toHaveLength(categories.length + 1);
  });

  it('shows All with its picture where the carousel will, while the categories load', async () => {
    server.use(
      http.get(api('/category'), async () => {
        await delay('infinite');
        return HttpResponse.json({ categories });
      }),
    );
    renderApp('/', { routeTable: stripTable });
    const placeholder = await screen.findByTestId('strip-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    const slots = [...placeholder.querySelectorAll('[style*="--i"]')];
    expect(slots[0]).toHaveTextContent('All');
    expect(slots[0]?.querySelector('img')).toHaveAttribute('src', '/images/site/all-categories.svg');
    // The other slots are the empty boxes of the categories to come.
    expect(slots.slice(1).every((slot) => slot.textContent === '' && !slot.querySelector('img'))).toBe(true);
  });

  it('opens the listing from a slide', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { routeTable: stripTable });
    await user.click(await screen.findByRole('link', { name: 'All' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
  });
});
