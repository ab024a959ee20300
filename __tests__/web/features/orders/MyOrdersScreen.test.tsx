// My Orders: the list with its tracking links, and the empty state.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { order, shopChrome, signedIn } from './orderFixtures';

setupMswServer();
beforeEach(shopChrome);

describe('my orders', () => {
  it('lists each order with Track Order, or View Order once cancelled', async () => {
    const live = order({ _id: 'aaaa1111-0000-4000-8000-000000000001' });
    const cancelled = order({ _id: 'bbbb2222-0000-4000-8000-000000000002', status: 'cancelled' });
    server.use(http.get(api('/checkout/userOrders'), () => HttpResponse.json({ data: [live, cancelled] })));
    renderApp('/myorder', { preloadedState: { session: signedIn() } });
    expect(await screen.findByRole('heading', { name: 'Order AAAA1111' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Track Order/ })).toHaveAttribute(
      'href',
      `/trackingorder/${live._id}`,
    );
    expect(screen.getByRole('link', { name: /^View Order/ })).toHaveAttribute(
      'href',
      `/trackingorder/${cancelled._id}`,
    );
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    // The order date is shown in Cairo: 22:30 UTC on 1 March is 2 March there.
    expect(screen.getAllByText(/Placed on March 2, 2026/)).toHaveLength(2);
  });

  it('invites a shopper without orders to start shopping', async () => {
    server.use(http.get(api('/checkout/userOrders'), () => HttpResponse.json({ data: [] })));
    renderApp('/myorder', { preloadedState: { session: signedIn() } });
    expect(await screen.findByText("You don't have any orders yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/categories');
  });

  it('shows the server message when the orders cannot be loaded', async () => {
    server.use(
      http.get(api('/checkout/userOrders'), () =>
        HttpResponse.json({ message: 'Server busy' }, { status: 503 }),
      ),
    );
    renderApp('/myorder', { preloadedState: { session: signedIn() } });
    expect(await screen.findByText('Server busy')).toBeInTheDocument();
  });
});
