// The order page's payment: paid, declined with retry and the switch to cash on delivery, refunds, in both
// languages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Order } from '../../../../../src/contract/types';
import { renderApp } from '../../../../support/web/render';
import { api, server, setupMswServer } from '../../../../support/web/server';
import { order, shopChrome, signedIn } from '../orderFixtures';

setupMswServer();
beforeEach(shopChrome);

const ID = order()._id;
const online = (payment: Partial<Order['payment']>, rest: Partial<Order> = {}) =>
  order({
    paymentmethod: 'Pay By Card',
    ...rest,
    payment: { ...order().payment, method: 'card', providerOrderId: '555', ...payment },
  });
function serve(current: Order) {
  server.use(http.get(api(`/checkout/${ID}`), () => HttpResponse.json({ data: current })));
}
const renderTracking = (lang: 'en' | 'ar' = 'en') =>
  renderApp(`/trackingorder/${ID}`, { preloadedState: { session: signedIn(), ui: { lang } } });

describe('the order page’s payment', () => {
  it('says a paid order is paid, with nothing to press', async () => {
    serve(online({ status: 'paid', transactionId: '9001' }, { confirmedAt: '2026-03-01T22:35:00.000Z' }));
    renderTracking();
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Paid');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a declined payment a retry, and the switch to cash on delivery', async () => {
    const user = userEvent.setup();
    serve(online({ status: 'declined' }));
    let switched = false;
    server.use(
      http.post(api(`/payments/${ID}/cash`), () => {
        switched = true;
        return HttpResponse.json({ data: order() });
      }),
    );
    renderTracking();
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Payment declined');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await user.click(within(panel).getByRole('button', { name: 'Pay cash on delivery instead' }));
    expect(await screen.findByText('You will pay cash on delivery.')).toBeInTheDocument();
    expect(switched).toBe(true);
  });

  it('says how much was refunded, in Arabic', async () => {
    serve(
      online({
        status: 'partly refunded',
        amountCents: 1_000_000,
        refundedCents: 500_000,
        transactionId: '9',
      }),
    );
    renderTracking('ar');
    const panel = await screen.findByRole('region', { name: 'الدفع' });
    expect(within(panel).getByRole('status')).toHaveTextContent('تم رد جزء من المبلغ');
    expect(panel).toHaveTextContent(/٥٬٠٠٠.*من.*١٠٬٠٠٠/);
  });
});
