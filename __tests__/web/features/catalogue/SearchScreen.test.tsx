// The search results: their count and their order (best match, price either way, newest), applied at once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { categories, page, product } from '../../../support/web/catalogueFixtures';

setupMswServer();

let queries: URLSearchParams[];

beforeEach(() => {
  queries = [];
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const sort = query.get('sort') ?? 'best match';
      return HttpResponse.json(page([product({ name: `Found by ${sort}` })], { pages: 2, total: 12 }));
    }),
  );
});

const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);

describe('the search results', () => {
  it('are in best match order first, and sort by price when asked, from page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/search?search=book&page=2');
    expect(await screen.findByText('Found by best match')).toBeInTheDocument();
    expect(screen.getByText('12 products')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Best match', 'Price: low to high', 'Price: high to low', 'Newest']);
    await user.selectOptions(sort, 'Price: high to low');
    expect(await screen.findByText('Found by price-desc')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ search: 'book', page: '1', limit: '10', sort: 'price-desc' });
    expect(router.state.location.search).toBe('?search=book&sort=price-desc');
    // The next page keeps the order.
    await user.click(screen.getByRole('button', { name: '2 of 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price-desc', page: '2' }));
  });

  it('names the best match in Arabic', async () => {
    renderApp('/search?search=book', { preloadedState: { ui: { lang: 'ar' } } });
    const sort = await screen.findByRole('combobox', { name: 'ترتيب حسب' }, { timeout: 15_000 });
    expect(within(sort).getByRole('option', { name: 'الأكثر تطابقًا' })).toBeInTheDocument();
  }, 30_000);
});
