// The Stock screen: what to restock (out of stock first, then low), and every product's movements by reason with
// a link to each product, in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import { movement, pageOf, product, stateAs } from './backOfficeFixtures';

setupMswServer();

function stockApi() {
  const asked: Record<string, string>[] = [];
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/products'), ({ request }) => {
      const stock = new URL(request.url).searchParams.get('stock');
      if (stock === 'out')
        return HttpResponse.json(
          pageOf([product({ _id: 'p2', name: 'Pixel 9', nameAr: 'بكسل 9', quantity: 0 })]),
        );
      return HttpResponse.json(pageOf([product({ quantity: 3 })], { total: 4 }));
    }),
    http.get(api('/staff/stock'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      const rows =
        query.reason === 'order'
          ? [movement({ _id: 'm2', delta: -1, reason: 'order', orderId: 'abcd1234-0000', quantityAfter: 2 })]
          : [
              movement({
                _id: 'm1',
                delta: 10,
                reason: 'received',
                product: { name: 'ProBook 16', nameAr: 'بروبوك 16' },
              }),
              movement({ _id: 'm2', delta: -1, reason: 'order', orderId: 'abcd1234-0000', quantityAfter: 2 }),
            ];
      return HttpResponse.json(pageOf(rows, { total: rows.length }));
    }),
  );
  return asked;
}

describe('stock screen', () => {
  it('lists what to restock, out of stock first, each linked to its page', async () => {
    stockApi();
    renderApp('/staff/stock', { preloadedState: stateAs('manager') });
    const table = await screen.findByRole('table', { name: 'To restock' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Pixel 9');
    expect(rows[1]).toHaveTextContent('Out of stock');
    expect(rows[2]).toHaveTextContent('Low stock');
    expect(within(rows[2]!).getByRole('link', { name: 'ProBook 16' })).toHaveAttribute(
      'href',
      '/staff/products/p1',
    );
    // 1 out + 4 low, 2 shown.
    expect(screen.getByRole('link', { name: '3 more products to restock' })).toHaveAttribute(
      'href',
      '/staff/products?stock=low',
    );
  });

  it('lists every product’s movements and filters them by reason', async () => {
    const user = userEvent.setup();
    const asked = stockApi();
    renderApp('/staff/stock', { preloadedState: stateAs('manager') });
    const table = await screen.findByRole('table', { name: 'Stock movements' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'ProBook 16' })).toBeInTheDocument();
    expect(within(table).getByText('Order ABCD1234')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Order');
    await waitFor(() => expect(asked[asked.length - 1]).toEqual({ reason: 'order', page: '1' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Stock movements' })).getAllByRole('row')).toHaveLength(
        2,
      ),
    );
  });

  it('shows staff the stock read-only: no link to a product’s page, where stock is changed', async () => {
    stockApi();
    renderApp('/staff/stock', { preloadedState: stateAs('staff') });
    const restock = await screen.findByRole('table', { name: 'To restock' });
    expect(restock).toHaveTextContent('Pixel 9');
    expect(restock).toHaveTextContent('ProBook 16');
    const movements = await screen.findByRole('table', { name: 'Stock movements' });
    expect(movements).toHaveTextContent('ProBook 16');
    expect(within(restock).queryAllByRole('link')).toEqual([]);
    expect(within(movements).queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('3 more products to restock')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '3 more products to restock' })).toBeNull();
  });

  it('lists Stock in the back office menu for staff', async () => {
    stockApi();
    renderApp('/staff/stock', { preloadedState: stateAs('staff', 'ar') });
    expect(await screen.findByRole('heading', { level: 1, name: 'المخزون' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'المخزون' })).toHaveAttribute('href', '/staff/stock');
  });

  it('reads in Arabic', async () => {
    stockApi();
    renderApp('/staff/stock', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('heading', { level: 1, name: 'المخزون' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'يحتاج إلى توفير' })).toHaveTextContent('بكسل 9');
  });
});
