// The staff console: only for staff; every order with a status filter; open one and move it along.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import type { Order } from '../../../../src/contract/types';
import { order, shopChrome, signedIn } from '../orders/orderFixtures';

setupMswServer();
beforeEach(shopChrome);

const first = order({ _id: 'aaaa1111-0000-4000-8000-000000000001' });
const second = order({ _id: 'bbbb2222-0000-4000-8000-000000000002', status: 'in progress' });

function staffApi(orders: Order[]) {
  const asked: (string | null)[] = [];
  let current = orders;
  server.use(
    http.get(api('/staff/orders'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status);
      return HttpResponse.json({ data: current.filter((o) => !status || o.status === status) });
    }),
    http.post(api('/staff/orders/:id/advance'), ({ params }) => {
      current = current.map((o) =>
        o._id === params.id ? { ...o, status: o.status === 'pending' ? 'in progress' : 'completed' } : o,
      );
      return HttpResponse.json({ data: current.find((o) => o._id === params.id) });
    }),
  );
  return asked;
}

describe('staff console', () => {
  it('tells a shopper the page is not allowed', async () => {
    const asked = staffApi([first]);
    renderApp('/staff/orders', { preloadedState: { session: signedIn('user') } });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(asked).toEqual([]);
  });

  it('lists every order and filters by status', async () => {
    const user = userEvent.setup();
    const asked = staffApi([first, second]);
    renderApp('/staff/orders', { preloadedState: { session: signedIn('staff') } });
    expect(await screen.findByRole('button', { name: 'Open order AAAA1111' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open order BBBB2222' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In progress');
    expect(await screen.findByRole('button', { name: 'Open order BBBB2222' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open order AAAA1111' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, 'in progress']);
  });

  it('opens an order and moves it to the next status until it is completed', async () => {
    const user = userEvent.setup();
    staffApi([first]);
    renderApp('/staff/orders', { preloadedState: { session: signedIn('staff') } });
    await user.click(await screen.findByRole('button', { name: 'Open order AAAA1111' }));
    const details = screen.getByRole('region', { name: 'Order AAAA1111' });
    expect(within(details).getByText(/mona@example.com/)).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Move to In progress' }));
    await user.click(await within(details).findByRole('button', { name: 'Move to Completed' }));
    expect(await within(details).findByText('No further status')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Completed')).toBeInTheDocument();
  });
});
