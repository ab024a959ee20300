// One order at the desk: items at the prices ordered, totals, the customer (tel: and mailto: links) and delivery,
// the status history with who and why, internal notes; advance and cancel naming the version, a 409 shown and the
// order reloaded; notes added; Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { DeskOrder, OrderNote } from '../../../../src/contract/orderDesk';
import { ORDER_PROGRESS } from '../../../../src/contract/orders';
import { deskOrder, staffActor, stateAs } from './backOfficeFixtures';

setupMswServer();

const STALE = 'Someone else changed this order since you opened it. Check it as it is now, then try again.';

/** The desk's server for one order: it keeps the order, checks versions like the real one, and records the calls. */
function deskApi(initial: DeskOrder) {
  let current = initial;
  const sent: { action: string; body: Record<string, unknown> }[] = [];
  let reads = 0;
  const stale = () =>
    HttpResponse.json({ message: STALE, errors: { version: current.version } }, { status: 409 });
  const change = (status: DeskOrder['status'], reason: string | null = null) => {
    current = {
      ...current,
      status,
      cancelReason: reason as DeskOrder['cancelReason'],
      version: current.version + 1,
      statusHistory: [
        ...current.statusHistory,
        { status, at: '2026-03-02T08:00:00.000Z', by: staffActor, reason },
      ],
    };
  };
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/orders/:id'), ({ params }) => {
      reads += 1;
      return params.id === current._id
        ? HttpResponse.json({ data: current })
        : HttpResponse.json({ message: 'Order not found' }, { status: 404 });
    }),
    http.post(api('/staff/orders/:id/advance'), async ({ request }) => {
      const body = (await request.json()) as { version: number };
      sent.push({ action: 'advance', body });
      if (body.version !== current.version) return stale();
      change(ORDER_PROGRESS[ORDER_PROGRESS.indexOf(current.status as 'pending') + 1]!);
      return HttpResponse.json({ data: current });
    }),
    http.post(api('/staff/orders/:id/cancel'), async ({ request }) => {
      const body = (await request.json()) as { version: number; reason: string };
      sent.push({ action: 'cancel', body });
      if (body.version !== current.version) return stale();
      change('cancelled', body.reason);
      return HttpResponse.json({ data: current });
    }),
    http.post(api('/staff/orders/:id/notes'), async ({ request }) => {
      const body = (await request.json()) as { body: string };
      sent.push({ action: 'note', body });
      const note: OrderNote = {
        _id: `n${current.notes.length + 1}`,
        body: body.body,
        author: staffActor,
        createdAt: '2026-03-02T09:15:00.000Z',
      };
      current = { ...current, notes: [...current.notes, note] };
      return HttpResponse.json({ data: note }, { status: 201 });
    }),
  );
  return {
    sent,
    reads: () => reads,
    /** Someone else acts on the order meanwhile. */
    elsewhere(changes: Partial<DeskOrder>) {
      current = { ...current, ...changes };
    },
  };
}

const open = (order = deskOrder(), lang: 'en' | 'ar' = 'en') => {
  const desk = deskApi(order);
  const utils = renderApp(`/staff/orders/${order._id}`, { preloadedState: stateAs('staff', lang) });
  return { desk, ...utils };
};
const region = (name: string) => screen.getByRole('region', { name });

describe('order screen', () => {
  it('shows the items at the prices ordered, the totals, the customer and the delivery', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1A2B3C4D' })).toBeInTheDocument();
    expect(screen.getByText('Placed Mar 2, 2026, 12:30 AM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/staff/orders');
    const items = region('Items');
    const rows = within(items).getAllByRole('row');
    // The laptop was ordered at its discount price: the list price is shown struck through.
    expect(rows[1]).toHaveTextContent('ProBook 16Space GreyEGP 85,000EGP 90,0002EGP 170,000');
    expect(rows[2]).toHaveTextContent('Magic MouseWhiteEGP 4,0001EGP 4,000');
    const totals = items.closest('section')!.querySelector('dl')!;
    expect(totals).toHaveTextContent('SubtotalEGP 174,000DeliveryEGP 100TotalEGP 174,100');

    const customer = region('Customer');
    expect(within(customer).getByText('Mona Adel')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: '01012345678' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    expect(within(customer).getByRole('link', { name: 'mona@example.com' })).toHaveAttribute(
      'href',
      'mailto:mona@example.com',
    );
    expect(customer).toHaveTextContent('Customer sinceDecember 10, 2025');
    expect(customer).toHaveTextContent('Orders placed4Completed2Cancelled1');
    const delivery = region('Delivery and payment');
    expect(delivery).toHaveTextContent('Building 7, Tahrir 12, Floor 3, Apartment 12, Dokki, Giza');
    expect(delivery).toHaveTextContent("Customer's noteCall before delivery");
    expect(delivery).toHaveTextContent('PaymentCash On Delivery');
  });

  it('shows the status history: who moved the order, when, and why it was cancelled', async () => {
    open(
      deskOrder({
        status: 'cancelled',
        cancelReason: 'Customer could not be reached',
        statusHistory: [
          { status: 'pending', at: '2026-03-01T22:30:00.000Z', by: null, reason: null },
          // Someone whose back-office access was taken away since: a shopper's role now, still named.
          {
            status: 'in progress',
            at: '2026-03-02T08:00:00.000Z',
            by: { ...staffActor, role: 'user' },
            reason: null,
          },
          {
            status: 'cancelled',
            at: '2026-03-02T10:00:00.000Z',
            by: staffActor,
            reason: 'Customer could not be reached',
          },
        ],
      }),
    );
    const history = await screen.findByRole('region', { name: 'Status history' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'PendingMar 2, 2026, 12:30 AMWho: not recorded (before the order desk)',
      'In progressMar 2, 2026, 10:00 AMBy Hana Samir (hana@example.com)',
      'CancelledMar 2, 2026, 12:00 PMBy Hana Samir (hana@example.com)Reason: Customer could not be reached',
    ]);
    expect(
      within(region('Status and actions')).getByText('No further status: this order is Cancelled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('moves the order to its next status, naming the version on screen', async () => {
    const user = userEvent.setup();
    const { desk } = open();
    await user.click(await screen.findByRole('button', { name: 'Move to In progress' }));
    await user.click(await screen.findByRole('button', { name: 'Move to Completed' }));
    expect(await screen.findByText('No further status: this order is Completed.')).toBeInTheDocument();
    expect(desk.sent).toEqual([
      { action: 'advance', body: { version: 1 } },
      { action: 'advance', body: { version: 2 } },
    ]);
    expect(within(region('Status history')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says so when someone else changed the order first, and shows it as it is now', async () => {
    const user = userEvent.setup();
    const { desk } = open();
    const advance = await screen.findByRole('button', { name: 'Move to In progress' });
    desk.elsewhere({ status: 'in progress', version: 2 });
    const readsBefore = desk.reads();
    await user.click(advance);
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    // Reloaded: the next step is offered now, and nothing moved twice.
    expect(await screen.findByRole('button', { name: 'Move to Completed' })).toBeInTheDocument();
    expect(desk.reads()).toBeGreaterThan(readsBefore);
    expect(desk.sent).toEqual([{ action: 'advance', body: { version: 1 } }]);
  });

  it('cancels with one of the shop’s reasons after a question, keeping the order when asked', async () => {
    const user = userEvent.setup();
    const { desk } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel order 1A2B3C4D?' });
    // Focus starts on the reasons: choosing one does nothing until confirmed.
    expect(within(dialog).getByRole('radio', { name: 'Customer asked to cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel order 1A2B3C4D?' });
    const group = within(dialog).getByRole('group', { name: 'Why is the shop cancelling it?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Customer asked to cancel',
      'Customer could not be reached',
      'Out of stock',
      'Address cannot be delivered to',
      'Duplicate order',
      'Suspected fake order',
      'Customer refused the delivery',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the order' });
    expect(confirm).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Out of stock' }));
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(desk.sent).toEqual([{ action: 'cancel', body: { reason: 'Out of stock', version: 1 } }]);
    expect(await screen.findByText('No further status: this order is Cancelled.')).toBeInTheDocument();
    expect(within(region('Status history')).getByText('Reason: Out of stock')).toBeInTheDocument();
  });

  it('shows the internal notes with author and time, and adds one trimmed', async () => {
    const user = userEvent.setup();
    const { desk } = open(
      deskOrder({
        notes: [
          {
            _id: 'n0',
            body: 'Asked for delivery after 5 pm.\nCall first.',
            author: staffActor,
            createdAt: '2026-03-02T07:00:00.000Z',
          },
        ],
      }),
    );
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    expect(notes).toHaveTextContent('Only staff see these notes, never the customer.');
    expect(within(notes).getByRole('listitem')).toHaveTextContent(
      'Asked for delivery after 5 pm. Call first.Hana Samir, Mar 2, 2026, 9:00 AM',
    );
    const field = within(notes).getByRole('textbox', { name: 'New note' });
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('This field is required')).toBeInTheDocument();
    expect(desk.sent).toEqual([]);
    await user.type(field, '  Confirmed by phone.  ');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(notes).getAllByRole('listitem')).toHaveLength(2));
    expect(desk.sent).toEqual([{ action: 'note', body: { body: 'Confirmed by phone.' } }]);
    expect(field).toHaveValue('');
  });

  it('says when the order does not exist', async () => {
    deskApi(deskOrder());
    renderApp('/staff/orders/no-such-order', { preloadedState: stateAs('staff') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });

  it('reads in Arabic, right to left, with the shop’s reasons in Arabic', async () => {
    const user = userEvent.setup();
    open(deskOrder(), 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلب 1A2B3C4D' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByRole('region', { name: 'العميل' })).toHaveTextContent('الطلبات المقدَّمة٤');
    await user.click(screen.getByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = screen.getByRole('dialog', { name: 'إلغاء الطلب 1A2B3C4D؟' });
    expect(within(dialog).getByRole('radio', { name: 'نفد من المخزون' })).toBeInTheDocument();
  });
});
