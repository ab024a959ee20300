// The Stock screen: what to restock (out of stock first, then low), and every product's movements by reason with
// a link to each product, in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import { movement, pageOf, stateAs } from './backOfficeFixtures';

setupMswServer();

function stockApi() {
  const asked: Record<string, string>[] = [];
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/stock/restock'), () =>
      HttpResponse.json(
        pageOf([
          {
            productId: 'p2',
            name: 'Pixel 9',
            nameAr: 'بكسل 9',
            quantity: 0,
            variant: {
              _id: 'v7',
              sku: 'PX9-512-BLUE',
              choices: [
                { name: 'Storage', nameAr: 'السعة', value: '512 GB', valueAr: '512 جيجابايت' },
                { name: 'Colour', nameAr: 'اللون', value: 'Blue', valueAr: 'أزرق' },
              ],
            },
          },
          {
            productId: 'p1',
            name: 'ProBook 16',
            nameAr: 'بروبوك 16',
            quantity: 3,
            variant: { _id: 'p1', sku: 'SKU-000001', choices: [] },
          },
        ]),
      ),
    ),
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
  it('lists each variant to restock, out of stock first, by its SKU and choices, linked to its product', async () => {
    stockApi();
    renderApp('/staff/stock', { preloadedState: stateAs('manager') });
    const table = await screen.findByRole('table', { name: 'To restock' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Variant');
    expect(rows[1]).toHaveTextContent('Pixel 9');
    expect(rows[1]).toHaveTextContent('PX9-512-BLUE');
    expect(rows[1]).toHaveTextContent('512 GB · Blue');
    expect(rows[1]).toHaveTextContent('Out of stock');
    expect(rows[2]).toHaveTextContent('Low stock');
    expect(within(rows[2]!).getByRole('link', { name: 'ProBook 16' })).toHaveAttribute(
      'href',
      '/staff/products/p1',
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
    const restock = await screen.findByRole('table', { name: 'يحتاج إلى توفير' });
    expect(restock).toHaveTextContent('بكسل 9');
    expect(restock).toHaveTextContent('512 جيجابايت · أزرق');
  });
});
