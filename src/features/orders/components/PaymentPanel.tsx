// The order page's payment: paid, declined, still waiting, expired or refunded, in the shopper's language; while an
// online payment is awaited the page asks again every few seconds (the gateway's callback decides, not the return);
// a declined or unfinished payment can be retried (by any method switched on) or switched to cash on delivery.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useErrorMessage } from '../../../api/useErrorMessage';
import { CHECKOUT_OF_METHOD, type OnlineMethodKey } from '../../../contract/payments';
import type { Order } from '../../../contract/types';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { paymentLabel } from '../orderDisplay';
import { usePaymentMethodsQuery } from '../../../api/paymentMethodsApi';
import { useGetOrderQuery, usePayOnDeliveryMutation, useStartPaymentMutation } from '../ordersApi';
import { goToGateway } from '../usePlaceOrder';

/** How often the page asks for the order while its payment is awaited. */
const POLL_MS = 3000;

const STATUS_IDS: Record<Order['payment']['status'], string> = {
  'not required': 'payment.status.notRequired',
  awaiting: 'payment.status.awaiting',
  declined: 'payment.status.declined',
  expired: 'payment.status.expired',
  paid: 'payment.status.paid',
  'partly refunded': 'payment.status.partlyRefunded',
  refunded: 'payment.status.refunded',
};

export function PaymentPanel({ order }: { order: Order }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { payment } = order;
  const awaiting = payment.status === 'awaiting' && order.status === 'pending';
  // Polls through the page's own query (same cache entry), only while awaiting.
  useGetOrderQuery(order._id, { pollingInterval: awaiting ? POLL_MS : 0, skip: !awaiting });
  const { data: online = [] } = usePaymentMethodsQuery();
  const [startPayment, { isLoading: starting }] = useStartPaymentMutation();
  const [payOnDelivery, { isLoading: switching }] = usePayOnDeliveryMutation();
  const [method, setMethod] = useState<OnlineMethodKey | undefined>(undefined);
  if (payment.method === 'cod' && payment.refundedCents === 0) return null;

  const money = (cents: number) =>
    intl.formatNumber(cents / 100, {
      style: 'currency',
      currency: 'EGP',
      maximumFractionDigits: cents % 100 ? 2 : 0,
    });
  const retryable =
    order.status === 'pending' && (payment.status === 'awaiting' || payment.status === 'declined');
  const chosen = method ?? (payment.method === 'cod' ? online[0] : payment.method);

  const retry = async () => {
    try {
      goToGateway(await startPayment({ id: order._id, ...(chosen ? { method: chosen } : {}) }).unwrap());
    } catch (failure) {
      toast.error(errorMessage(failure, 'payment.error'));
    }
  };
  const cash = async () => {
    try {
      await payOnDelivery(order._id).unwrap();
      toast.success(intl.formatMessage({ id: 'payment.cashChosen' }));
    } catch (failure) {
      toast.error(errorMessage(failure, 'payment.error'));
    }
  };

  return (
    <Panel aria-labelledby="payment-title" data-status={payment.status}>
      <h2 id="payment-title">{intl.formatMessage({ id: 'payment.title' })}</h2>
      <p role="status">
        <strong>{intl.formatMessage({ id: STATUS_IDS[payment.status] })}</strong>
      </p>
      {payment.refundedCents > 0 ? (
        <p>
          {intl.formatMessage(
            { id: 'payment.refunded' },
            { refunded: money(payment.refundedCents), paid: money(payment.amountCents) },
          )}
        </p>
      ) : null}
      {retryable ? (
        <>
          {online.length > 1 ? (
            <Methods>
              {online.map((key) => (
                <label key={key}>
                  <input
                    type="radio"
                    name="retry-method"
                    checked={chosen === key}
                    onChange={() => setMethod(key)}
                  />
                  {paymentLabel(intl, CHECKOUT_OF_METHOD[key])}
                </label>
              ))}
            </Methods>
          ) : null}
          <Row>
            <Button onClick={() => void retry()} disabled={starting}>
              {intl.formatMessage({ id: payment.status === 'declined' ? 'payment.retry' : 'payment.payNow' })}
            </Button>
            <Button $variant="secondary" onClick={() => void cash()} disabled={switching}>
              {intl.formatMessage({ id: 'payment.switchToCash' })}
            </Button>
          </Row>
        </>
      ) : null}
    </Panel>
  );
}

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Methods = styled.fieldset`
  border: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
