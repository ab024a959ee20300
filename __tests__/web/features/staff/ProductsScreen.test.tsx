// The products table: search, filters, sort and pages send the right query; loading, empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import { category, pageOf, product, stateAs } from './backOfficeFixtures';

setupMswServer();

function productsApi(respond?: (query: URLSearchParams) => Response) {
  const asked: Record<string, string>[] = [];
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/categories'), () =>
      HttpResponse.json({ data: [category(), category({ _id: 'c2', name: 'Phones', nameAr: 'هواتف' })] }),
    ),
    http.get(api('/staff/products'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(query));
      if (respond) return respond(query);
      return HttpResponse.json(
        pageOf(
          [
            product({ variantStock: { variants: 1, out: 0, low: 1 } }),
            product({
              _id: 'p2',
              name: 'Pixel 9',
              nameAr: 'بكسل 9',
              quantity: 0,
              stockState: 'out',
              priceAfterDiscount: 0,
              variantStock: { variants: 1, out: 1, low: 0 },
            }),
            // Its default variant is well stocked; one of its six is sold out and two run low.
            product({
              _id: 'p3',
              name: 'Nova 12',
              nameAr: 'نوفا 12',
              quantity: 14,
              stockState: 'out',
              variantStock: { variants: 6, out: 1, low: 2 },
            }),
          ],
          { total: 45, pages: 3, page: Number(query.get('page') ?? 1) },
        ),
      );
    }),
  );
  return asked;
}

const last = (asked: Record<string, string>[]) => asked[asked.length - 1] ?? {};

describe('products screen', () => {
  it('lists products with their stock state, price and a link to each', async () => {
    productsApi();
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    const link = await screen.findByRole('link', { name: 'ProBook 16' });
    expect(link).toHaveAttribute('href', '/staff/products/p1');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Low stock');
    expect(rows[1]).toHaveTextContent('Professional laptops');
    expect(rows[1]).toHaveTextContent('EGP 85,000');
    expect(rows[2]).toHaveTextContent('Out of stock');
    // A product sold one way reads by its own stock, with no line about variants.
    expect(rows[1]).not.toHaveTextContent('variants');
    expect(rows[2]).not.toHaveTextContent('variants');
    expect(screen.getByText('Page 1 of 3 (45 results)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/staff/products/new');
  });

  it('marks a product out of stock when one of its variants is, and says which of its variants are why', async () => {
    productsApi();
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    await screen.findByRole('link', { name: 'Nova 12' });
    const stock = within(within(screen.getByRole('table')).getAllByRole('row')[3]!).getAllByRole('cell')[3]!;
    expect(stock).toHaveTextContent('14');
    expect(stock).toHaveTextContent('Out of stock');
    expect(within(stock).getByText('1 of 6 variants out of stock')).toBeInTheDocument();
    expect(within(stock).getByText('2 of 6 variants low on stock')).toBeInTheDocument();
  });

  it('asks for active products, newest first, 20 a page at first', async () => {
    const asked = productsApi();
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    await screen.findByRole('link', { name: 'ProBook 16' });
    expect(asked[0]).toEqual({ archived: 'false', sort: 'newest', page: '1', limit: '20' });
  });

  it('searches once typing pauses', async () => {
    const user = userEvent.setup();
    const asked = productsApi();
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    await screen.findByRole('link', { name: 'ProBook 16' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'pro');
    await waitFor(() => expect(last(asked).search).toBe('pro'));
    expect(asked.filter((query) => query.search !== undefined)).toHaveLength(1);
  });

  it('says when a broad search counted only its first matches', async () => {
    productsApi((query) =>
      HttpResponse.json({
        ...pageOf([product()], { total: 1000, pages: 50, page: Number(query.get('page') ?? 1) }),
        capped: true,
      }),
    );
    renderApp('/staff/products?search=pro', { preloadedState: stateAs('manager') });
    expect(
      await screen.findByText('Page 1 of 50 (more than 1,000 results: add a word to narrow them)'),
    ).toBeInTheDocument();
  });

  it('filters by category, stock, discount and archive state, and sorts', async () => {
    const user = userEvent.setup();
    const asked = productsApi();
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    await screen.findByRole('link', { name: 'ProBook 16' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Phones');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Low stock');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Discount' }), 'Discounted');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shown' }), 'Archived');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price, highest first');
    await waitFor(() =>
      expect(last(asked)).toEqual({
        category: 'c2',
        stock: 'low',
        discounted: 'true',
        archived: 'true',
        sort: '-price',
        page: '1',
        limit: '20',
      }),
    );
  });

  it('pages through and changes the page size, back to page 1', async () => {
    const user = userEvent.setup();
    const asked = productsApi();
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    await screen.findByRole('link', { name: 'ProBook 16' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last(asked).page).toBe('2'));
    expect(await screen.findByText('Page 2 of 3 (45 results)')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    await waitFor(() => expect(last(asked)).toMatchObject({ page: '1', limit: '50' }));
  });

  it('says when nothing matches', async () => {
    productsApi(() => HttpResponse.json(pageOf([])));
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    productsApi(() =>
      fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(pageOf([product()])),
    );
    const user = userEvent.setup();
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ProBook 16' })).toBeInTheDocument();
  });

  it('reads in Arabic, with Arabic names and digits', async () => {
    productsApi();
    renderApp('/staff/products', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('link', { name: 'بروبوك 16' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الفئة' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('مخزون منخفض');
    const stock = within(rows[3]!).getAllByRole('cell')[3]!;
    expect(stock).toHaveTextContent('نفد المخزون');
    expect(within(stock).getByText('إصدارات نفد مخزونها: ١ من ٦')).toBeInTheDocument();
    expect(within(stock).getByText('إصدارات مخزونها منخفض: ٢ من ٦')).toBeInTheDocument();
    expect(screen.getByText(/صفحة ١ من ٣/)).toBeInTheDocument();
  });
});
