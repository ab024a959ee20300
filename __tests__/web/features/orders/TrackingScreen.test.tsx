// Tracking an order: what it contains and where it goes, the timeline, whether the shop confirmed it by phone yet,
// and cancelling it with a reason.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import type { OrderStatus } from '../../../../src/contract/constants';
import type { Order } from '../../../../src/contract/types';
import { order, shopChrome, signedIn } from './orderFixtures';

setupMswServer();
beforeEach(shopChrome);

const ID = order()._id;
const AR_CANCELLED = 'تم إلغاء الطلب';
function serve(current: Order) {
  server.use(http.get(api(`/checkout/${ID}`), () => HttpResponse.json({ data: current })));
}
const renderTracking = (lang: 'en' | 'ar' = 'en') =>
  renderApp(`/trackingorder/${ID}`, { preloadedState: { session: signedIn(), ui: { lang } } });

function stepStates() {
  const timeline = screen.getByRole('list', { name: 'Order progress' });
  return within(timeline)
    .getAllByRole('listitem')
    .map((step) => step.getAttribute('data-state'));
}

describe('order tracking', () => {
  it('shows the items, the address with N/A for missing parts and the payment method', async () => {
    serve(
      order({
        address: [
          { government: 'Giza', city: 'Dokki', street: 'Tahrir 12', building: '7', floor: '', apartment: '' },
        ],
      }),
    );
    renderTracking();
    expect(await screen.findByRole('heading', { name: 'Track your order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ProBook 16' })).toHaveAttribute('href', '/item/p1');
    expect(screen.getByRole('link', { name: 'Magic Mouse' })).toBeInTheDocument();
    const deliver = screen.getByRole('region', { name: 'Deliver to' });
    expect(within(deliver).getByText('Tahrir 12')).toBeInTheDocument();
    expect(within(deliver).getAllByText('N/A')).toHaveLength(2);
    expect(within(deliver).queryByText('Landmark')).not.toBeInTheDocument();
    expect(within(deliver).getByText('Cash On Delivery')).toBeInTheDocument();
  });

  it('shows the landmark the shopper gave, and no landmark row for an order without one', async () => {
    serve(order({ address: [{ ...order().address[0]!, landmark: 'Opposite the bakery' }] }));
    renderTracking();
    const deliver = await screen.findByRole('region', { name: 'Deliver to' });
    expect(within(deliver).getByText('Landmark').nextElementSibling).toHaveTextContent('Opposite the bakery');
  });

  it.each<[OrderStatus, (string | null)[]]>([
    ['pending', ['current', 'upcoming', 'upcoming', 'upcoming']],
    ['in progress', ['done', 'current', 'upcoming', 'upcoming']],
    ['shipped', ['done', 'done', 'current', 'upcoming']],
    ['completed', ['done', 'done', 'done', 'current']],
  ])('lights the timeline up to %s', async (status, states) => {
    serve(order({ status }));
    renderTracking();
    await screen.findByRole('heading', { name: 'Track your order' });
    expect(stepStates()).toEqual(states);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent(
      { pending: 'Pending', 'in progress': 'In progress', shipped: 'Shipped', completed: 'Completed' }[
        status as 'pending'
      ],
    );
  });

  it('offers Cancel Order only while the order is pending or in progress', async () => {
    serve(order({ status: 'completed' }));
    renderTracking();
    await screen.findByRole('heading', { name: 'Track your order' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('says the order was cancelled, with the reason in the shopper language', async () => {
    serve(order({ status: 'cancelled', cancelReason: 'No Reason' }));
    renderTracking('ar');
    expect(await screen.findByRole('heading', { name: 'تم إلغاء الطلب' })).toBeInTheDocument();
    expect(screen.getByText('السبب: بدون سبب')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'مراحل الطلب' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إلغاء الطلب' })).not.toBeInTheDocument();
  });

  it('says the confirmation by phone is not cancelled in time, in the shopper language', async () => {
    serve(order({ status: 'cancelled', cancelReason: 'Not confirmed' }));
    renderTracking();
    expect(await screen.findByText('Reason: Not confirmed by phone in time')).toBeInTheDocument();
  });

  it('shows the server message for an order that is not the shopper', async () => {
    server.use(
      http.get(api(`/checkout/${ID}`), () =>
        HttpResponse.json({ message: 'Order not found' }, { status: 404 }),
      ),
    );
    renderTracking();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });
});

describe('cancel dialog', () => {
  it('offers the five reasons and keeps Confirm disabled until one is chosen', async () => {
    const user = userEvent.setup();
    serve(order());
    renderTracking();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Why do you want to cancel this order?' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual([
      'I changed my mind',
      'No Reason',
      'Item no longer needed',
      'I believe this item is fake',
      'Item is taking too long to deliver',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Cancellation' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Item no longer needed' }));
    expect(confirm).toBeEnabled();
  });

  it('closes with Escape and with Keep Order, leaving the order alone', async () => {
    const user = userEvent.setup();
    serve(order());
    renderTracking();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the English reason, then stays on the order, now shown cancelled, with the success message', async () => {
    const user = userEvent.setup();
    serve(order());
    let sent: unknown = null;
    server.use(
      http.post(api(`/checkout/cancel/${ID}`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: order({ status: 'cancelled', cancelReason: 'I changed my mind' }) });
      }),
    );
    const { router } = renderTracking('ar');
    await user.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    await user.click(screen.getByRole('radio', { name: 'غيّرت رأيي' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الإلغاء' }));
    expect(await screen.findByText('تم إلغاء الطلب بنجاح!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/trackingorder/${ID}`);
    expect(screen.getByRole('heading', { level: 2, name: AR_CANCELLED })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إلغاء الطلب' })).not.toBeInTheDocument();
    expect(sent).toEqual({ reason: 'I changed my mind' });
  });

  it('shows the server message and stays when the cancel is refused', async () => {
    const user = userEvent.setup();
    serve(order());
    server.use(
      http.post(api(`/checkout/cancel/${ID}`), () =>
        HttpResponse.json({ message: 'This order can no longer be cancelled' }, { status: 409 }),
      ),
    );
    const { router } = renderTracking();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('radio', { name: 'No Reason' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByText('This order can no longer be cancelled')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/trackingorder/${ID}`);
  });
});

describe('phone confirmation', () => {
  /** The live region that says whether the shop confirmed the order, once the order (not the spinner) is shown. */
  const confirmation = async () => {
    await screen.findByRole('heading', { level: 1 });
    return screen.getByRole('status');
  };

  it('tells the shopper of a pending order that the shop will call to confirm it', async () => {
    serve(order());
    renderTracking();
    expect(await confirmation()).toHaveTextContent(
      'Waiting for confirmationWe will call you on 01012345678 to confirm your order.',
    );
    // The statuses and the timeline stay as they are.
    expect(stepStates()).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('says when the shop confirmed the order, on the Cairo date', async () => {
    // 23:15 UTC on 2 March is 3 March in Cairo.
    serve(order({ confirmedAt: '2026-03-02T23:15:00.000Z' }));
    renderTracking();
    expect(await confirmation()).toHaveTextContent(
      'ConfirmedWe confirmed your order by phone on March 3, 2026.',
    );
    expect(screen.queryByText('Waiting for confirmation')).not.toBeInTheDocument();
  });

  it('says both in Arabic, the phone number left to right', async () => {
    serve(order());
    const { unmount } = renderTracking('ar');
    const waiting = await confirmation();
    expect(waiting).toHaveTextContent('بانتظار التأكيد');
    expect(waiting).toHaveTextContent('سنتصل بك على الرقم 01012345678 لتأكيد طلبك.');
    expect(within(waiting).getByText('01012345678')).toHaveAttribute('dir', 'ltr');
    unmount();

    serve(order({ confirmedAt: '2026-03-02T08:00:00.000Z' }));
    renderTracking('ar');
    const confirmed = await confirmation();
    expect(confirmed).toHaveTextContent('تم التأكيد');
    expect(confirmed).toHaveTextContent('أكّدنا طلبك هاتفيًا في ٢ مارس ٢٠٢٦.');
  });

  it('shows a shipped order’s courier and tracking number, in Arabic too with the number left to right', async () => {
    const shipped = order({
      status: 'shipped',
      confirmedAt: '2026-03-02T08:00:00.000Z',
      shipment: { courier: 'Bosta', trackingNumber: 'BST-7731' },
    });
    serve(shipped);
    const { unmount } = renderTracking();
    await screen.findByRole('heading', { name: 'Track your order' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('ShippedShipped with Bosta, tracking number BST-7731.');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    unmount();

    renderTracking('ar');
    await screen.findByRole('heading', { name: 'تتبّع طلبك' });
    const arabic = screen.getByRole('status');
    expect(arabic).toHaveTextContent('تم الشحن مع Bosta، رقم التتبع BST-7731.');
    expect(within(arabic).getByText('BST-7731')).toHaveAttribute('dir', 'ltr');
  });

  it.each<OrderStatus>(['in progress', 'completed'])(
    'says nothing more once the order is %s',
    async (status) => {
      serve(order({ status, confirmedAt: '2026-03-02T08:00:00.000Z' }));
      renderTracking();
      await screen.findByRole('heading', { name: 'Track your order' });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByText(/confirm/i)).not.toBeInTheDocument();
    },
  );
});
