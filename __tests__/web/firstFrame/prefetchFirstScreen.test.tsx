// The boot's prefetch asks for exactly what the first screen will ask for, before the screen exists, and the screen
// then finds it in RTK Query's cache: one request per resource, not two (different arguments would ask again).
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupStore, type RootState } from '../../../src/app/store';
import { AppProviders } from '../../../src/app/AppProviders';
import { appRoutes, discoverRestOfRoutes } from '../../../src/app/router';
import { prefetchFirstScreen, takePageData } from '../../../src/firstFrame/prefetchFirstScreen';
import { api, server, setupMswServer } from '../../support/web/server';
import { categories, detail, page, product } from '../../support/web/catalogueFixtures';
import { PAGE_DATA_ID } from '../../../src/contract/pageShells';

setupMswServer();

let requests: string[];
beforeEach(() => {
  requests = [];
  const seen = (request: Request) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
  };
  server.use(
    http.get(api('/category'), ({ request }) => {
      seen(request);
      return HttpResponse.json({ categories });
    }),
    http.get(api('/product/p-main'), ({ request }) => {
      seen(request);
      return HttpResponse.json({ product: detail({ _id: 'p-main', name: 'ProBook 16 M3 Max' }) });
    }),
    http.get(api('/product'), ({ request }) => {
      seen(request);
      return HttpResponse.json(
        page([product({ name: 'Deal', price: 1000, priceAfterDiscount: 800 }), product({ name: 'M3 Air' })]),
      );
    }),
  );
});

/**
 * Boots as main.tsx does: the prefetch for the URL first. Its requests (`paths`) must reach the server before any
 * screen exists; then the app renders at that URL.
 */
async function boot(url: string, paths: string[], preloadedState?: Partial<RootState>) {
  const store = setupStore(preloadedState, { devTools: false });
  const { pathname, search } = new URL(url, 'http://localhost');
  takePageData(store.dispatch);
  void prefetchFirstScreen(store, { pathname, search });
  await waitFor(() => expect(requests.map((r) => r.split('?')[0]).sort()).toEqual([...paths].sort()));
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [url],
    patchRoutesOnNavigation: discoverRestOfRoutes,
  });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return store;
}

const countOf = (path: string) => requests.filter((r) => r.split('?')[0] === path).length;

describe('the first screen prefetch', () => {
  it('asks for the product on /item/{id}, and the product page uses that answer', async () => {
    await boot('/item/p-main', ['/api/category', '/api/product/p-main']);
    expect(await screen.findByRole('heading', { level: 1, name: 'ProBook 16 M3 Max' })).toBeInTheDocument();
    expect(countOf('/api/product/p-main')).toBe(1);
    expect(countOf('/api/category')).toBe(1);
  });

  it('puts the answers a page carries in the cache: the screen renders them without asking', async () => {
    const carried = detail({ _id: 'p-main', name: 'Carried by the page', nameAr: 'من الصفحة' });
    const data = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_DATA_ID,
      textContent: JSON.stringify({
        queries: [
          { endpointName: 'getCategories', arg: undefined, value: categories },
          { endpointName: 'getProduct', arg: 'p-main', value: carried },
        ],
      }),
    });
    document.body.append(data);
    await boot('/item/p-main', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Carried by the page' })).toBeInTheDocument();
    expect(countOf('/api/product/p-main')).toBe(0);
    expect(countOf('/api/category')).toBe(0);
    // Read once: a later visit to the same URL in this page asks the API as usual.
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
  });

  it.each([
    [
      'another product',
      JSON.stringify({
        queries: [
          { endpointName: 'getProduct', arg: 'p-other', value: detail({ _id: 'p-other', name: 'Other' }) },
        ],
      }),
    ],
    ['unreadable data', '{"queries": '],
  ])('asks the API when the page carries %s', async (_case, text) => {
    const data = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_DATA_ID,
      textContent: text,
    });
    document.body.append(data);
    await boot('/item/p-main', ['/api/category', '/api/product/p-main']);
    expect(await screen.findByRole('heading', { level: 1, name: 'ProBook 16 M3 Max' })).toBeInTheDocument();
    expect(screen.queryByText('Other')).toBeNull();
  });

  it("asks for the listing's page with the URL's filters and the stored category, and the listing uses it", async () => {
    await boot('/categories?cpu=M3&page=1', ['/api/category', '/api/product'], {
      filters: { category: 'c-air', selectedCategory: 'Air Laptops', filterName: 'Air Laptops' },
    });
    const grid = await screen.findByRole('list', { name: 'Air Laptops Collection' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    const listings = requests.filter((r) => r.startsWith('/api/product?'));
    expect(listings).toHaveLength(1);
    const query = new URLSearchParams(listings[0]!.split('?')[1]);
    expect(query.get('category')).toBe('c-air');
    expect(query.get('cpu')).toBe('M3');
    expect(query.get('page')).toBe('1');
  });

  it('asks for the search’s results with the address’s term, order and page, and the search screen uses them', async () => {
    await boot('/search?search=probook&sort=price-asc&page=2', ['/api/category', '/api/product']);
    expect(await screen.findByRole('heading', { level: 1, name: /probook/ })).toBeInTheDocument();
    await screen.findAllByRole('article');
    const searches = requests.filter((r) => r.startsWith('/api/product?'));
    expect(searches).toHaveLength(1);
    const query = new URLSearchParams(searches[0]!.split('?')[1]);
    expect([query.get('search'), query.get('sort'), query.get('page')]).toEqual([
      'probook',
      'price-asc',
      '2',
    ]);
  });

  it("asks for home's special offers, and home shows them without asking again", async () => {
    await boot('/', ['/api/category', '/api/product']);
    const offers = await screen.findByRole('list', { name: 'Special Offer' });
    expect(
      within(offers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Deal']);
    expect(countOf('/api/product')).toBe(1);
    expect(countOf('/api/category')).toBe(1);
  });
});
