// Home: the Special Offer shows up to four discounted products, and visiting home resets the category to All.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { categories, page, product } from '../../../support/web/catalogueFixtures';

setupMswServer();
// Screens load lazily through the real route table; a busy machine needs more than the default second.

const discounted = Array.from({ length: 6 }, (_, n) =>
  product({ name: `Deal ${n + 1}`, price: 1000, priceAfterDiscount: 800 }),
);
const fullPrice = [
  product({ name: 'Full price', price: 1000, priceAfterDiscount: 0 }),
  product({ name: 'Odd price', price: 1000, priceAfterDiscount: 1000 }),
];

let productQueries: URLSearchParams[];
beforeEach(() => {
  productQueries = [];
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product'), ({ request }) => {
      productQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(page([...fullPrice, ...discounted]));
    }),
  );
});

describe('the home page', () => {
  it('picks up to four discounted products for the Special Offer', async () => {
    renderApp('/');
    const offers = await screen.findByRole('list', { name: 'Special Offer' });
    const names = within(offers)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(4);
    for (const name of names) expect(name).toMatch(/^Deal \d$/);
    expect(productQueries[0]?.get('limit')).toBe('100');
  });

  it('never promotes a product that is out of stock', async () => {
    const soldOut = Array.from({ length: 6 }, (_, n) =>
      product({ name: `Sold out ${n + 1}`, price: 1000, priceAfterDiscount: 700, quantity: 0 }),
    );
    const inStock = product({ name: 'In stock deal', price: 1000, priceAfterDiscount: 900, quantity: 3 });
    server.use(http.get(api('/product'), () => HttpResponse.json(page([...soldOut, inStock]))));
    renderApp('/');
    const offers = await screen.findByRole('list', { name: 'Special Offer' });
    const names = within(offers)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['In stock deal']);
  });

  it('shows the hero, services, six reasons and partners', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/categories');
    const why = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Our Service' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /logo$/ })).toHaveLength(6);
  });

  it('resets the stored category to All', async () => {
    const { store } = renderApp('/', {
      preloadedState: {
        filters: {
          category: 'c-pro',
          selectedCategory: 'Professional Laptops',
          filterName: 'Professional Laptops',
        },
      },
    });
    await screen.findByRole('link', { name: 'Shop Now' });
    expect(store.getState().filters).toEqual({ category: null, selectedCategory: 'All', filterName: null });
  });

  it('stores the category chosen in the category strip and opens its listing', async () => {
    const { store, router } = renderApp('/');
    const strip = await screen.findByRole('region', { name: 'Shop by category' });
    await userEvent.click(await within(strip).findByRole('link', { name: 'Air Laptops' }));
    await screen.findByRole('heading', { level: 1, name: 'Air Laptops Collection' });
    expect(router.state.location.search).toBe('?category=c-air');
    expect(store.getState().filters).toMatchObject({ category: 'c-air', filterName: 'Air Laptops' });
  });
});
