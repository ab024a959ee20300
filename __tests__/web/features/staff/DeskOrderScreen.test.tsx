// One order at the desk: items at the prices ordered, totals, the customer (tel: and mailto: links, a risk flag) and
// delivery, the status history with who and why, internal notes; the phone confirmation, advance and cancel naming
// the version, a 409 shown and the order reloaded; notes added; the order's emails and a failed one's retry; Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { ConfirmationCall, DeskOrder, OrderNote } from '../../../../src/contract/orderDesk';
import { ORDER_PROGRESS, type ConfirmationOutcome } from '../../../../src/contract/orders';
import { deskOrder, mail, staffActor, stateAs } from './backOfficeFixtures';

setupMswServer();

const STALE = 'Someone else changed this order since you opened it. Check it as it is now, then try again.';
const ALREADY_CONFIRMED = 'This order is confirmed already.';
const NOT_FAILED = 'Only a failed email can be retried.';

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
      const body = (await request.json()) as { version: number; courier?: string; trackingNumber?: string };
      sent.push({ action: 'advance', body });
      if (body.version !== current.version) return stale();
      change(ORDER_PROGRESS[ORDER_PROGRESS.indexOf(current.status as 'pending') + 1]!);
      if (body.courier && body.trackingNumber)
        current = { ...current, shipment: { courier: body.courier, trackingNumber: body.trackingNumber } };
      return HttpResponse.json({ data: current });
    }),
    http.post(api('/staff/orders/:id/cancel'), async ({ request }) => {
      const body = (await request.json()) as { version: number; reason: string };
      sent.push({ action: 'cancel', body });
      if (body.version !== current.version) return stale();
      change('cancelled', body.reason);
      return HttpResponse.json({ data: current });
    }),
    http.post(api('/staff/orders/:id/confirmation'), async ({ request }) => {
      const body = (await request.json()) as { outcome: ConfirmationOutcome; note: string; version: number };
      sent.push({ action: 'confirm', body });
      if (body.version !== current.version) return stale();
      if (current.confirmedAt || current.status !== 'pending')
        return HttpResponse.json({ message: ALREADY_CONFIRMED }, { status: 409 });
      const at = `2026-03-02T0${8 + current.calls.length}:00:00.000Z`;
      const call: ConfirmationCall = {
        _id: `call${current.calls.length + 1}`,
        outcome: body.outcome,
        note: body.note,
        by: staffActor,
        at,
      };
      current = {
        ...current,
        calls: [...current.calls, call],
        confirmedAt: body.outcome === 'confirmed' ? at : null,
        confirmBy: body.outcome === 'confirmed' ? null : current.confirmBy,
        version: current.version + 1,
      };
      return HttpResponse.json({ data: current });
    }),
    http.post(api('/staff/emails/:id/retry'), ({ params }) => {
      const found = current.emails.find((email) => email._id === params.id);
      sent.push({ action: 'retry', body: { id: params.id } });
      if (!found || found.status !== 'failed')
        return HttpResponse.json({ message: NOT_FAILED }, { status: 409 });
      const retried = { ...found, status: 'pending' as const, attempts: 0 };
      current = {
        ...current,
        emails: current.emails.map((email) => (email._id === found._id ? retried : email)),
      };
      return HttpResponse.json({ data: retried });
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
    expect(customer).toHaveTextContent('Orders placed4Completed2Cancelled or refused by the customer1');
    const delivery = region('Delivery and payment');
    expect(delivery).toHaveTextContent('Building 7, Tahrir 12, Floor 3, Apartment 12, Dokki, Giza');
    expect(delivery).toHaveTextContent("Customer's noteCall before delivery");
    expect(delivery).toHaveTextContent('PaymentCash On Delivery');
  });

  it('names each line’s variant by its choices and SKU, in both languages', async () => {
    const base = deskOrder();
    const [first, ...rest] = base.cartId.products;
    const variant = {
      _id: 'v7',
      sku: 'NP16-512-BLUE',
      choices: [
        { name: 'Storage', nameAr: 'السعة', value: '512 GB', valueAr: '512 جيجابايت' },
        { name: 'Colour', nameAr: 'اللون', value: 'Blue', valueAr: 'أزرق' },
      ],
    };
    const order = deskOrder({
      cartId: { ...base.cartId, products: [{ ...first!, product: { ...first!.product, variant } }, ...rest] },
    });
    open(order);
    await screen.findByRole('heading', { level: 1, name: 'Order 1A2B3C4D' });
    const rows = within(region('Items')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ProBook 16512 GB · BlueSKU NP16-512-BLUE');
    expect(rows[2]).toHaveTextContent('Magic MouseWhite');
  });

  it('names a line’s variant in Arabic', async () => {
    const base = deskOrder();
    const [first, ...rest] = base.cartId.products;
    const variant = {
      _id: 'v7',
      sku: 'NP16-512-BLUE',
      choices: [{ name: 'Storage', nameAr: 'السعة', value: '512 GB', valueAr: '512 جيجابايت' }],
    };
    open(
      deskOrder({
        cartId: {
          ...base.cartId,
          products: [{ ...first!, product: { ...first!.product, variant } }, ...rest],
        },
      }),
      'ar',
    );
    expect(await screen.findByText('512 جيجابايت')).toBeInTheDocument();
  });

  it("gives the desk the shopper's landmark with the address", async () => {
    const base = deskOrder();
    open(deskOrder({ address: [{ ...base.address[0]!, landmark: 'Behind the mosque' }] }));
    await screen.findByRole('heading', { level: 1, name: 'Order 1A2B3C4D' });
    expect(region('Delivery and payment')).toHaveTextContent(
      'Building 7, Tahrir 12, Floor 3, Apartment 12, Dokki, Giza, Landmark: Behind the mosque',
    );
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

  const confirmed = () => deskOrder({ confirmedAt: '2026-03-02T07:00:00.000Z' });

  it('offers no move on an order not confirmed by phone yet, and says to call first', async () => {
    open();
    expect(
      await screen.findByText('Confirm the order by phone first (Phone confirmation).', {}),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move to/ })).not.toBeInTheDocument();
  });

  it('moves the order along, asking the courier and tracking number to ship and a confirmation to complete', async () => {
    const user = userEvent.setup();
    const { desk } = open(confirmed());
    await user.click(await screen.findByRole('button', { name: 'Move to In progress' }));
    await user.click(await screen.findByRole('button', { name: 'Move to Shipped' }));
    const ship = screen.getByRole('dialog', { name: 'Ship order 1A2B3C4D' });
    const send = within(ship).getByRole('button', { name: 'Mark as shipped' });
    expect(send).toBeDisabled();
    await user.click(within(ship).getByLabelText('Courier'));
    await user.paste('Bosta');
    await user.click(within(ship).getByLabelText('Tracking number'));
    await user.paste('BST-7731');
    await user.click(send);
    await waitFor(() =>
      expect(region('Status and actions')).toHaveTextContent('Shipped with Bosta, tracking number BST-7731'),
    );
    await user.click(screen.getByRole('button', { name: 'Move to Completed' }));
    const complete = screen.getByRole('dialog', { name: 'Mark order 1A2B3C4D as completed?' });
    await user.click(within(complete).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(desk.sent).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Move to Completed' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark order 1A2B3C4D as completed?' })).getByRole('button', {
        name: 'Yes, completed',
      }),
    );
    expect(await screen.findByText('No further status: this order is Completed.')).toBeInTheDocument();
    expect(desk.sent).toEqual([
      { action: 'advance', body: { version: 1 } },
      { action: 'advance', body: { version: 2, courier: 'Bosta', trackingNumber: 'BST-7731' } },
      { action: 'advance', body: { version: 3 } },
    ]);
    expect(within(region('Status history')).getAllByRole('listitem')).toHaveLength(4);
    // Three moves, three dialogs' worth of presses: more than the default allows on a busy machine.
  }, 60_000);

  it('says so when someone else changed the order first, and shows it as it is now', async () => {
    const user = userEvent.setup();
    const { desk } = open(confirmed());
    const advance = await screen.findByRole('button', { name: 'Move to In progress' });
    desk.elsewhere({ status: 'in progress', version: 2 });
    const readsBefore = desk.reads();
    await user.click(advance);
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    // Reloaded: the next step is offered now, and nothing moved twice.
    expect(await screen.findByRole('button', { name: 'Move to Shipped' })).toBeInTheDocument();
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

describe('phone confirmation', () => {
  const panel = () => screen.findByRole('region', { name: 'Phone confirmation' });

  it('offers the number to call, the attempts and the deadline, and confirms naming the version', async () => {
    const user = userEvent.setup();
    const { desk } = open(deskOrder({ confirmBy: '2026-03-02T22:30:00.000Z' }));
    const confirmation = await panel();
    expect(within(confirmation).getByRole('link', { name: 'Call 01012345678' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    expect(confirmation).toHaveTextContent('Call attempts: 0');
    expect(confirmation).toHaveTextContent(
      'Cancelled automatically if not confirmed by Mar 3, 2026, 12:30 AM',
    );
    const note = within(confirmation).getByRole('textbox', { name: 'Note about the call (optional)' });
    expect(note).toHaveAttribute('maxlength', '500');
    await user.type(note, '  Wants it before Friday.  ');
    expect(note).toHaveAccessibleDescription('27 of 500 characters. Only staff see it.');
    await user.click(within(confirmation).getByRole('button', { name: 'Confirmed' }));

    expect(await within(confirmation).findByText('Confirmed on Mar 2, 2026, 10:00 AM')).toBeInTheDocument();
    expect(desk.sent).toEqual([
      { action: 'confirm', body: { outcome: 'confirmed', note: 'Wants it before Friday.', version: 1 } },
    ]);
    expect(await screen.findByText('Order confirmed')).toBeInTheDocument();
    // Done: no more outcomes to record, no deadline, and the call is on record.
    expect(within(confirmation).queryByRole('button', { name: 'No answer' })).not.toBeInTheDocument();
    expect(within(confirmation).queryByRole('textbox')).not.toBeInTheDocument();
    expect(confirmation).not.toHaveTextContent('Cancelled automatically');
    expect(confirmation).toHaveTextContent('Call attempts: 1');
    expect(
      within(within(confirmation).getByRole('list', { name: 'Confirmation calls' })).getByRole('listitem'),
    ).toHaveTextContent('ConfirmedWants it before Friday.Hana Samir, Mar 2, 2026, 10:00 AM');
  });

  it('records calls nobody answered, counting each attempt', async () => {
    const user = userEvent.setup();
    const { desk } = open();
    const confirmation = await panel();
    await user.click(within(confirmation).getByRole('button', { name: 'No answer' }));
    await waitFor(() => expect(confirmation).toHaveTextContent('Call attempts: 1'));
    expect(await screen.findByText('Call recorded: no answer')).toBeInTheDocument();
    await user.type(within(confirmation).getByRole('textbox'), 'Voicemail');
    await user.click(within(confirmation).getByRole('button', { name: 'No answer' }));
    await waitFor(() => expect(confirmation).toHaveTextContent('Call attempts: 2'));
    expect(desk.sent).toEqual([
      { action: 'confirm', body: { outcome: 'no answer', note: '', version: 1 } },
      { action: 'confirm', body: { outcome: 'no answer', note: 'Voicemail', version: 2 } },
    ]);
    const calls = within(within(confirmation).getByRole('list')).getAllByRole('listitem');
    expect(calls.map((call) => call.textContent)).toEqual([
      'No answerHana Samir, Mar 2, 2026, 10:00 AM',
      'No answerVoicemailHana Samir, Mar 2, 2026, 11:00 AM',
    ]);
    // Still waiting: the outcomes are still offered.
    expect(within(confirmation).getByRole('button', { name: 'Confirmed' })).toBeEnabled();
  });

  it('shows the server’s message when someone confirmed it first, and the order as it is now', async () => {
    const user = userEvent.setup();
    const { desk } = open();
    const confirmation = await panel();
    const confirm = within(confirmation).getByRole('button', { name: 'Confirmed' });
    desk.elsewhere({ confirmedAt: '2026-03-02T07:45:00.000Z' });
    await user.click(confirm);
    expect(await within(confirmation).findByRole('alert')).toHaveTextContent(ALREADY_CONFIRMED);
    expect(await within(confirmation).findByText('Confirmed on Mar 2, 2026, 9:45 AM')).toBeInTheDocument();
    expect(within(confirmation).queryByRole('button', { name: 'Confirmed' })).not.toBeInTheDocument();
    expect(desk.sent).toHaveLength(1);
  });

  it('shows when an order that moved on was confirmed, with nothing left to record', async () => {
    open(deskOrder({ status: 'in progress', confirmedAt: '2026-03-02T07:45:00.000Z' }));
    const confirmation = await panel();
    expect(confirmation).toHaveTextContent('Confirmed on Mar 2, 2026, 9:45 AM');
    expect(within(confirmation).queryByRole('button')).not.toBeInTheDocument();
    expect(within(confirmation).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not shown for an order that moved on without a confirmation or calls', async () => {
    open(deskOrder({ status: 'completed' }));
    await screen.findByRole('region', { name: 'Status and actions' });
    expect(screen.queryByRole('region', { name: 'Phone confirmation' })).not.toBeInTheDocument();
  });

  it('reads in Arabic, the number left to right', async () => {
    const user = userEvent.setup();
    const { desk } = open(deskOrder(), 'ar');
    const confirmation = await screen.findByRole('region', { name: 'التأكيد الهاتفي' });
    const call = within(confirmation).getByRole('link', { name: 'اتصل بالرقم 01012345678' });
    expect(call.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(confirmation).toHaveTextContent('محاولات الاتصال: ٠');
    await user.click(within(confirmation).getByRole('button', { name: 'لا رد' }));
    await waitFor(() => expect(confirmation).toHaveTextContent('محاولات الاتصال: ١'));
    expect(desk.sent).toEqual([{ action: 'confirm', body: { outcome: 'no answer', note: '', version: 1 } }]);
  });
});

describe('risk flag', () => {
  it('warns in words about a customer flagged for recent cancellations', async () => {
    open(
      deskOrder({
        customer: {
          ...deskOrder().customer,
          cancelled: 4,
          recentCancellations: 3,
          flagged: true,
        },
      }),
    );
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent(
      'Flagged: 3 cancellations or refused deliveries in 30 days. Check the order with the customer before sending it.',
    );
    expect(customer).toHaveTextContent('Cancelled or refused by the customer in the last 30 days3');
  });

  it('shows the recent cancellations without a warning for a customer who is not flagged', async () => {
    open();
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Cancelled or refused by the customer in the last 30 days1');
    expect(customer).not.toHaveTextContent('Flagged');
  });

  it('warns in Arabic too', async () => {
    open(deskOrder({ customer: { ...deskOrder().customer, recentCancellations: 2, flagged: true } }), 'ar');
    const customer = await screen.findByRole('region', { name: 'العميل' });
    expect(customer).toHaveTextContent('عميل مُعلَّم: إلغاءان أو توصيلان مرفوضان خلال ٣٠ يومًا.');
  });
});

describe('order emails', () => {
  const emails = [
    mail({
      _id: 'm0',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: '2026-03-01T22:31:30.000Z',
    }),
    mail({ _id: 'm1', kind: 'order.confirmed', subject: 'Order 1A2B3C4D confirmed' }),
  ];

  it('lists the order’s emails with their status, attempts and last error', async () => {
    open(deskOrder({ emails }));
    const section = await screen.findByRole('region', { name: 'Emails' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Order placedSentSent Mar 2, 2026, 12:31 AM · 1 attempt',
      'Order confirmedFailedQueued Mar 2, 2026, 12:31 AM · 5 attemptsLast error: The mail server refused this email, for example because the address does not exist. Check the address before retrying.Retry Order confirmed to mona@example.com',
    ]);
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the order caused no email yet', async () => {
    open();
    const section = await screen.findByRole('region', { name: 'Emails' });
    expect(section).toHaveTextContent('No emails about this order yet.');
  });

  it('retries a failed email and shows it waiting to be sent', async () => {
    const user = userEvent.setup();
    const { desk } = open(deskOrder({ emails }));
    const section = await screen.findByRole('region', { name: 'Emails' });
    await user.click(
      within(section).getByRole('button', { name: 'Retry Order confirmed to mona@example.com' }),
    );
    expect(await screen.findByText('The email to mona@example.com will be sent again')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('button')).not.toBeInTheDocument());
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Order confirmedWaiting to send');
    expect(desk.sent).toEqual([{ action: 'retry', body: { id: 'm1' } }]);
  });

  it('shows the server’s message when the email is no longer failed', async () => {
    const user = userEvent.setup();
    const { desk } = open(deskOrder({ emails }));
    const section = await screen.findByRole('region', { name: 'Emails' });
    const retry = within(section).getByRole('button', { name: /^Retry/ });
    desk.elsewhere({
      emails: [emails[0]!, { ...emails[1]!, status: 'sent', sentAt: '2026-03-02T08:00:00.000Z' }],
    });
    await user.click(retry);
    expect(await within(section).findByRole('alert')).toHaveTextContent(NOT_FAILED);
    // Reloaded: sent meanwhile, nothing left to retry.
    await waitFor(() => expect(within(section).queryByRole('button')).not.toBeInTheDocument());
  });
});
