// An order's payment at the desk: method, status, amounts and the gateway's ids; the gateway's callbacks (when, what
// they claimed, what the shop did) without their raw bodies; refunds; and a manager's refund of all or part of what is
// left, checked before sending (in English and Arabic), sent in piasters with its reason, a server refusal shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { DeskOrder } from '../../../../src/contract/orderDesk';
import type { OrderRefundRequest } from '../../../../src/contract/payments';
import { deskOrder, stateAs, type Role } from './backOfficeFixtures';

setupMswServer();

/** A card order paid EGP 10,100 (1,010,000 piasters), with the gateway's processed callback and a repeat. */
const paidByCard = (overrides: Partial<DeskOrder> = {}) =>
  deskOrder({
    paymentmethod: 'Pay By Card',
    confirmedAt: '2026-03-01T22:31:00.000Z',
    payment: {
      method: 'card',
      status: 'paid',
      amountCents: 1_010_000,
      refundedCents: 0,
      providerOrderId: '555001',
      transactionId: '900000001',
      needsRefund: false,
      holdUntil: null,
    },
    paymentCallbacks: [
      {
        _id: 'cb1',
        kind: 'processed',
        transactionId: '900000001',
        verdict: 'paid',
        amountCents: 1_010_000,
        success: true,
        createdAt: '2026-03-01T22:31:00.000Z',
      },
      {
        _id: 'cb2',
        kind: 'processed',
        transactionId: '900000001',
        verdict: 'duplicate',
        amountCents: 1_010_000,
        success: true,
        createdAt: '2026-03-01T22:31:05.000Z',
      },
      {
        _id: 'cb3',
        kind: 'redirect',
        transactionId: '900000001',
        verdict: 'shown',
        amountCents: 1_010_000,
        success: true,
        createdAt: '2026-03-01T22:31:06.000Z',
      },
    ],
    ...overrides,
  });

/** The desk's server for one order: it refunds like the real one (never above what is left) and records requests. */
function paymentApi(initial: DeskOrder) {
  let current = initial;
  const refunds: OrderRefundRequest[] = [];
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/orders/:id'), () => HttpResponse.json({ data: current })),
    http.post(api('/staff/orders/:id/refund'), async ({ request }) => {
      const body = (await request.json()) as OrderRefundRequest;
      refunds.push(body);
      const { payment } = current;
      const left = payment.amountCents - payment.refundedCents;
      if (body.amountCents > left)
        return HttpResponse.json(
          { message: 'A refund cannot be more than what is left of the payment: EGP 1.' },
          { status: 409 },
        );
      const refundedCents = payment.refundedCents + body.amountCents;
      const status = refundedCents === payment.amountCents ? 'refunded' : 'partly refunded';
      current = {
        ...current,
        payment: { ...payment, refundedCents, status },
        refunds: [
          ...current.refunds,
          {
            _id: `r${current.refunds.length + 1}`,
            amountCents: body.amountCents,
            reason: body.reason,
            channel: payment.method === 'cod' ? 'cash' : 'gateway',
            actorId: 'u9',
            createdAt: '2026-03-02T09:00:00.000Z',
          },
        ],
        version: current.version + 1,
      };
      return HttpResponse.json({ payment: current.payment });
    }),
  );
  return {
    refunds,
    /** Someone else refunds meanwhile. */
    elsewhere(refundedCents: number) {
      current = { ...current, payment: { ...current.payment, refundedCents } };
    },
  };
}

const open = (order: DeskOrder, role: Role = 'manager', lang: 'en' | 'ar' = 'en') => {
  const desk = paymentApi(order);
  renderApp(`/staff/orders/${order._id}`, { preloadedState: stateAs(role, lang) });
  return desk;
};
const paymentPanel = (name = 'Payment') =>
  screen.findByTestId('desk-payment').then((panel) => {
    expect(panel).toHaveAccessibleName(name);
    return panel;
  });

describe('the payment at the desk', () => {
  it('shows staff the method, status, amounts, ids and the gateway’s callbacks, with no refund form', async () => {
    open(paidByCard(), 'staff');
    const panel = await paymentPanel();
    expect(panel.querySelector('dl')).toHaveTextContent(
      'MethodPay By CardPayment statusPaidAmountEGP 10,100RefundedEGP 0Transaction900000001Gateway order555001',
    );
    const callbacks = within(panel).getByRole('region', { name: 'Messages from the payment gateway' });
    const rows = within(callbacks).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('WhenMessageTransactionAmountResultWhat the shop did');
    expect(rows[1]).toHaveTextContent(
      'Mar 2, 2026, 12:31 AMTransaction processed900000001EGP 10,100SucceededMarked the order paid',
    );
    expect(rows[2]).toHaveTextContent(
      'Mar 2, 2026, 12:31 AMTransaction processed900000001EGP 10,100SucceededAlready acted on (a repeat)',
    );
    expect(rows[3]).toHaveTextContent(
      "Mar 2, 2026, 12:31 AMShopper's return900000001EGP 10,100SucceededShowed the order page",
    );
    expect(within(panel).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('warns when a payment arrived after the order was cancelled, and says a refused callback in words', async () => {
    const base = paidByCard();
    open(
      paidByCard({
        status: 'cancelled',
        payment: { ...base.payment, needsRefund: true },
        paymentCallbacks: [
          {
            _id: 'cb9',
            kind: 'processed',
            transactionId: '900000009',
            verdict: 'refused: amount or currency',
            amountCents: 100,
            success: true,
            createdAt: '2026-03-01T22:40:00.000Z',
          },
          { ...base.paymentCallbacks[0]!, verdict: 'late' },
        ],
      }),
    );
    const panel = await paymentPanel();
    expect(panel).toHaveTextContent(
      'This payment arrived after the order was cancelled (or paid twice): the shop owes it back.',
    );
    expect(panel).toHaveTextContent('Refused: wrong amount or currency');
    expect(panel).toHaveTextContent('Paid after the order was cancelled: owed back');
    expect(within(panel).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('lets a manager refund half with a reason: sent in piasters, listed after, the status partly refunded', async () => {
    const desk = open(paidByCard());
    const panel = await paymentPanel();
    expect(panel).toHaveTextContent('The money goes back through the payment gateway');
    expect(panel).toHaveTextContent('Up to EGP 10,100');
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('Amount (EGP)'), '5050');
    await user.type(within(panel).getByLabelText('Reason'), 'Screen scratched on arrival');
    await user.click(within(panel).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(desk.refunds).toEqual([{ amountCents: 505_000, reason: 'Screen scratched on arrival' }]),
    );
    expect(await screen.findByText('Refunded EGP 5,050.')).toBeInTheDocument();
    const refunds = await within(panel).findByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent(
      'EGP 5,050 through the payment gateway: Screen scratched on arrivalMar 2, 2026, 11:00 AM',
    );
    await waitFor(() => expect(panel.querySelector('dl')).toHaveTextContent('Payment statusPartly refunded'));
    expect(panel).toHaveTextContent('Up to EGP 5,050');
    // The form is empty again for the next refund.
    expect(within(panel).getByLabelText('Amount (EGP)')).toHaveValue('');
  });

  it('refuses an empty form, an amount that is not one, or above what is left, before sending anything', async () => {
    const desk = open(paidByCard({ payment: { ...paidByCard().payment, refundedCents: 505_000 } }));
    const panel = await paymentPanel();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Refund' }));
    expect(await within(panel).findByText('Enter the amount to refund')).toBeInTheDocument();
    expect(within(panel).getByText('Give the reason for the refund')).toBeInTheDocument();
    const amount = within(panel).getByLabelText('Amount (EGP)');
    await user.type(amount, '12.345');
    expect(
      await within(panel).findByText(
        'Enter an amount in pounds above zero, with at most two decimals (for example 1250.50)',
      ),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5050.01');
    expect(
      await within(panel).findByText('The refund cannot be more than what is left to refund'),
    ).toBeInTheDocument();
    expect(desk.refunds).toEqual([]);
    // All that is left, by the button: 5,050 exactly passes.
    await user.click(within(panel).getByRole('button', { name: 'All that is left' }));
    expect(amount).toHaveValue('5050');
    await user.type(within(panel).getByLabelText('Reason'), 'Order returned');
    await user.click(within(panel).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(desk.refunds).toEqual([{ amountCents: 505_000, reason: 'Order returned' }]));
    // Nothing is left: the form goes.
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument(),
    );
    expect(panel.querySelector('dl')).toHaveTextContent('Payment statusRefunded');
  });

  it('shows the server’s refusal when someone refunded meanwhile', async () => {
    const desk = open(paidByCard());
    const panel = await paymentPanel();
    desk.elsewhere(1_009_900);
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('Amount (EGP)'), '100');
    await user.type(within(panel).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(panel).getByRole('button', { name: 'Refund' }));
    expect(
      await within(panel).findByText('A refund cannot be more than what is left of the payment: EGP 1.'),
    ).toBeInTheDocument();
  });

  it('says it all in Arabic, the form’s errors included', async () => {
    open(paidByCard(), 'manager', 'ar');
    const panel = await paymentPanel('الدفع');
    expect(panel).toHaveTextContent('حالة الدفع');
    expect(panel).toHaveTextContent('مدفوع');
    expect(panel).toHaveTextContent('رسائل بوابة الدفع');
    expect(panel).toHaveTextContent('سُجّل الطلب مدفوعًا');
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'رد المبلغ' }));
    expect(await within(panel).findByText('أدخل المبلغ المراد رده')).toBeInTheDocument();
    expect(within(panel).getByText('اكتب سبب رد المبلغ')).toBeInTheDocument();
    // Arabic-Indic digits are an amount too; above what is left they are refused in Arabic.
    await user.type(within(panel).getByLabelText('المبلغ (جنيه)'), '٢٠٠٠٠');
    expect(
      await within(panel).findByText('لا يمكن أن يزيد المبلغ المردود عن المتبقي القابل للرد'),
    ).toBeInTheDocument();
  });

  it('records a cash refund of a completed cash-on-delivery order as paid out by hand', async () => {
    const desk = open(deskOrder({ status: 'completed' }));
    const panel = await paymentPanel();
    expect(panel.querySelector('dl')).toHaveTextContent(
      'MethodCash On DeliveryPayment statusNot required (cash on delivery)AmountEGP 174,100',
    );
    expect(within(panel).queryByRole('region', { name: 'Messages from the payment gateway' })).toBeNull();
    expect(panel).toHaveTextContent('Cash on delivery: record money you paid back in cash or by transfer.');
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('Amount (EGP)'), '4000');
    await user.type(within(panel).getByLabelText('Reason'), 'Mouse returned');
    await user.click(within(panel).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(desk.refunds).toEqual([{ amountCents: 400_000, reason: 'Mouse returned' }]));
    expect(
      await within(panel).findByText('EGP 4,000 paid out in cash or by transfer: Mouse returned', {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('offers no refund of a cash order not yet completed', async () => {
    open(deskOrder());
    const panel = await paymentPanel();
    expect(within(panel).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('offers no refund of an online payment still awaited, and says until when its stock is held', async () => {
    const base = paidByCard();
    open(
      paidByCard({
        confirmedAt: null,
        payment: {
          ...base.payment,
          status: 'awaiting',
          transactionId: null,
          holdUntil: '2026-03-01T23:00:00.000Z',
        },
        paymentCallbacks: [],
      }),
    );
    const panel = await paymentPanel();
    expect(panel.querySelector('dl')).toHaveTextContent(
      'Payment statusAwaiting paymentAmountEGP 10,100RefundedEGP 0Transaction—Gateway order555001Stock held untilMar 2, 2026, 1:00 AM',
    );
    expect(panel).toHaveTextContent('The payment gateway has sent nothing about this order.');
    expect(within(panel).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
