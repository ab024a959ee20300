// The order desk's table: every order with its number, customer, Cairo time, status, items and total; search,
// status, payment and date filters and pages send the right query and stay in the address; flagged customers and orders awaiting
// their phone confirmation are marked in words; loading, empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { DeskListOrder } from '../../../../src/contract/orderDesk';
import { deskListOrder, pageOf, stateAs } from './backOfficeFixtures';

setupMswServer();

const first = deskListOrder({ _id: 'aaaa1111-0000-4000-8000-000000000001' });
const second = deskListOrder({
  _id: 'bbbb2222-0000-4000-8000-000000000002',
  status: 'in progress',
  userId: { _id: 'u2', name: 'Karim Fahmy', phone: '01298765432', email: 'karim@example.com' },
  createdAt: '2026-03-01T09:05:00.000Z',
});

function ordersApi(respond?: (query: URLSearchParams) => Response) {
  const asked: Record<string, string>[] = [];
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/orders'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(query));
      if (respond) return respond(query);
      return HttpResponse.json(
        pageOf<DeskListOrder>([first, second], { total: 45, pages: 3, page: Number(query.get('page') ?? 1) }),
      );
    }),
  );
  return asked;
}

const last = (asked: Record<string, string>[]) => asked[asked.length - 1] ?? {};

describe('orders screen', () => {
  it('tells a shopper the page is not allowed, asking for nothing', async () => {
    const asked = ordersApi();
    renderApp('/staff/orders', { preloadedState: stateAs('user') });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('lists orders as the server gives them (newest first), each leading to its page', async () => {
    const asked = ordersApi();
    renderApp('/staff/orders', { preloadedState: stateAs('staff') });
    const link = await screen.findByRole('link', { name: 'AAAA1111' });
    expect(link).toHaveAttribute('href', '/staff/orders/aaaa1111-0000-4000-8000-000000000001');
    const rows = within(screen.getByRole('table', { name: 'Orders, newest first' })).getAllByRole('row');
    // Status and total first (what a phone shows before the table scrolls); 22:30 UTC on 1 March is 00:30 on 2 March
    // in Cairo.
    expect(rows[1]).toHaveTextContent(
      'AAAA1111PendingAwaiting confirmationEGP 174,100Mona Adel01012345678Mar 2, 2026, 12:30 AM3 items',
    );
    expect(rows[2]).toHaveTextContent(
      /In progressEGP [\d,]+Karim Fahmy01298765432Mar 1, 2026, 11:05 AM3 items$/,
    );
    expect(screen.getByText('Page 1 of 3 (45 results)')).toBeInTheDocument();
    expect(asked[0]).toEqual({ page: '1', limit: '20' });
    expect(screen.getByRole('region', { name: 'Orders, newest first' })).toHaveAttribute('tabindex', '0');
  });

  it('marks flagged customers and pending orders still awaiting their phone confirmation, in words', async () => {
    const flagged = deskListOrder(
      { _id: 'cccc3333-0000-4000-8000-000000000003', confirmedAt: '2026-03-02T08:00:00.000Z' },
      true,
    );
    ordersApi(() => HttpResponse.json(pageOf([first, flagged, second])));
    renderApp('/staff/orders', { preloadedState: stateAs('staff') });
    await screen.findByRole('link', { name: 'CCCC3333' });
    const [, awaiting, confirmedFlagged, moving] = within(screen.getByRole('table')).getAllByRole('row');
    expect(awaiting).toHaveTextContent('Awaiting confirmation');
    expect(awaiting).not.toHaveTextContent('Flagged');
    // Confirmed already: still pending, no longer awaiting; its customer is flagged, said in words.
    expect(confirmedFlagged).toHaveTextContent(
      /^CCCC3333PendingEGP [\d,]+Mona Adel01012345678⚠ Flagged customer/,
    );
    expect(confirmedFlagged).not.toHaveTextContent('Awaiting confirmation');
    expect(moving).not.toHaveTextContent('Awaiting confirmation');
  });

  it('searches once typing pauses, by number or customer', async () => {
    const user = userEvent.setup();
    const asked = ordersApi();
    renderApp('/staff/orders', { preloadedState: stateAs('staff') });
    await screen.findByRole('link', { name: 'AAAA1111' });
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(box).toHaveAccessibleDescription("Order number, or the customer's name, phone or email.");
    await user.type(box, '0101');
    await waitFor(() => expect(last(asked).search).toBe('0101'));
    expect(asked.filter((query) => query.search !== undefined)).toHaveLength(1);
  });

  it('filters by status and Cairo days, keeps them in the address, and clears them', async () => {
    const user = userEvent.setup();
    const asked = ordersApi();
    const { router } = renderApp('/staff/orders', { preloadedState: stateAs('staff') });
    await screen.findByRole('link', { name: 'AAAA1111' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In progress');
    const from = screen.getByLabelText('Placed from');
    expect(from).toHaveAccessibleDescription("Days and times are Cairo's.");
    await user.type(from, '2026-03-01');
    await user.type(screen.getByLabelText('Placed until'), '2026-03-31');
    await waitFor(() =>
      expect(last(asked)).toEqual({
        status: 'in progress',
        from: '2026-03-01',
        to: '2026-03-31',
        page: '1',
        limit: '20',
      }),
    );
    expect(router.state.location.search).toBe('?status=in+progress&from=2026-03-01&to=2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByLabelText('Placed from')).toHaveValue('');
  });

  it('filters by payment status, keeps it in the address, and marks online payments in words', async () => {
    const user = userEvent.setup();
    const paid = deskListOrder({
      _id: 'dddd4444-0000-4000-8000-000000000004',
      paymentmethod: 'Pay By Card',
      confirmedAt: '2026-03-02T08:00:00.000Z',
      payment: { ...first.payment, method: 'card', status: 'paid', transactionId: '900000001' },
    });
    const owed = deskListOrder({
      _id: 'eeee5555-0000-4000-8000-000000000005',
      status: 'cancelled',
      paymentmethod: 'Mobile Wallet',
      payment: { ...first.payment, method: 'wallet', status: 'paid', needsRefund: true },
    });
    const asked = ordersApi(() => HttpResponse.json(pageOf([first, paid, owed])));
    const { router } = renderApp('/staff/orders', { preloadedState: stateAs('staff') });
    await screen.findByRole('link', { name: 'DDDD4444' });
    const [, cash, card, wallet] = within(screen.getByRole('table')).getAllByRole('row');
    // Cash on delivery needs no payment mark; an online payment says where it stands.
    expect(cash).not.toHaveTextContent('Paid');
    expect(card).toHaveTextContent(/^DDDD4444PendingPaidEGP/);
    expect(within(wallet!).getByText('Paid')).toHaveAttribute('data-tone', 'danger');
    const filter = screen.getByRole('combobox', { name: 'Payment' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Not required (cash on delivery)',
      'Awaiting payment',
      'Declined',
      'Expired',
      'Paid',
      'Partly refunded',
      'Refunded',
    ]);
    await user.selectOptions(filter, 'Partly refunded');
    await waitFor(() => expect(last(asked)).toEqual({ payment: 'partly refunded', page: '1', limit: '20' }));
    expect(router.state.location.search).toBe('?payment=partly+refunded');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filter).toHaveValue('');
  });

  it('starts from the filters in the address, leaving out what the server would refuse', async () => {
    const asked = ordersApi();
    renderApp(
      '/staff/orders?status=lost&payment=lost&from=2026-02-30&to=2026-03-05&page=2&limit=30&search=mona',
      {
        preloadedState: stateAs('staff'),
      },
    );
    await screen.findByRole('link', { name: 'AAAA1111' });
    expect(asked[0]).toEqual({ search: 'mona', to: '2026-03-05', page: '2', limit: '20' });
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('mona');
  });

  it('pages through and changes the page size, back to page 1', async () => {
    const user = userEvent.setup();
    const asked = ordersApi();
    renderApp('/staff/orders', { preloadedState: stateAs('manager') });
    await screen.findByRole('link', { name: 'AAAA1111' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last(asked).page).toBe('2'));
    expect(await screen.findByText('Page 2 of 3 (45 results)')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    await waitFor(() => expect(last(asked)).toEqual({ page: '1', limit: '50' }));
  });

  it('says when nothing matches', async () => {
    ordersApi(() => HttpResponse.json(pageOf([])));
    renderApp('/staff/orders?search=nobody', { preloadedState: stateAs('staff') });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, with a way to try again', async () => {
    let fail = true;
    ordersApi(() =>
      fail
        ? HttpResponse.json({ message: 'Dates must be real days written YYYY-MM-DD' }, { status: 400 })
        : HttpResponse.json(pageOf([first])),
    );
    const user = userEvent.setup();
    renderApp('/staff/orders', { preloadedState: stateAs('staff') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dates must be real days written YYYY-MM-DD');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'AAAA1111' })).toBeInTheDocument();
  });

  it('reads in Arabic, with Arabic labels, statuses and digits', async () => {
    ordersApi();
    renderApp('/staff/orders', { preloadedState: stateAs('staff', 'ar') });
    await screen.findByRole('link', { name: 'AAAA1111' });
    expect(screen.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'البحث في الطلبات' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الحالة' })).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('قيد الانتظار');
    expect(row).toHaveTextContent('بانتظار التأكيد');
    expect(row).toHaveTextContent('٣ منتجات');
    expect(screen.getByText(/صفحة ١ من ٣/)).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });
});
