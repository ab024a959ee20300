// My Orders: the list with its tracking links, each order's returns (status, pickup day, the shop's reason), and the
// empty state.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import type { Return } from '../../../../src/contract/returns';
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

  it.each([
    [
      'en' as const,
      [
        'Return: Approved · Our courier picks the items up on March 10, 2026.',
        'Return: Rejected · Not accepted: Missing accessories No charger',
        'Return: Refunded',
      ],
    ],
    [
      'ar' as const,
      [
        'المرتجع: تمت الموافقة · سيستلم المندوب المنتجات يوم ١٠ مارس ٢٠٢٦.',
        'المرتجع: مرفوض · لم يُقبل: ملحقات ناقصة No charger',
        'المرتجع: تم رد المبلغ',
      ],
    ],
  ])('shows each order’s returns with their status, pickup day and reason (%s)', async (lang, lines) => {
    const done = order({ _id: 'cccc3333-0000-4000-8000-000000000003', status: 'completed' });
    const other = order({ _id: 'dddd4444-0000-4000-8000-000000000004', status: 'completed' });
    const base = {
      orderId: done._id,
      reason: 'defective',
      note: '',
      photos: [],
      address: done.address[0]!,
      lines: [],
      pickupDate: null,
      rejectReason: null,
      rejectNote: null,
      pickupFee: 0,
      refundDue: 4000,
      refund: null,
      history: [],
      version: 1,
      createdAt: '2026-03-05T10:00:00.000Z',
    } satisfies Omit<Return, '_id' | 'status'>;
    const returns: Return[] = [
      { ...base, _id: 'r1', status: 'approved', pickupDate: '2026-03-10' },
      {
        ...base,
        _id: 'r2',
        status: 'rejected',
        rejectReason: 'missing accessories',
        rejectNote: 'No charger',
      },
      {
        ...base,
        _id: 'r3',
        status: 'refunded',
        refund: { amount: 4000, method: 'cash', reference: 'R-1', at: '2026-03-12T10:00:00.000Z' },
      },
    ];
    server.use(
      http.get(api('/checkout/userOrders'), () => HttpResponse.json({ data: [done, other] })),
      http.get(api('/returns'), () => HttpResponse.json({ data: returns })),
    );
    renderApp('/myorder', { preloadedState: { session: signedIn(), ui: { lang } } });
    const shown = await screen.findAllByTestId('order-return');
    expect(shown.map((line) => line.textContent)).toEqual(lines);
    // Each under its own order: the other order has none.
    const first = screen.getByRole('heading', { name: /CCCC3333/ }).parentElement!;
    const second = screen.getByRole('heading', { name: /DDDD4444/ }).parentElement!;
    expect(within(first).getAllByTestId('order-return')).toHaveLength(3);
    expect(within(second).queryAllByTestId('order-return')).toEqual([]);
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
