// /trackingorder/:trakid — one of the shopper's orders: items, where it goes, how it is paid, its progress (and, while
// pending, whether the shop has confirmed it by phone yet), cancel.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { toast } from '../../ui/toast';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useErrorMessage } from '../../api/useErrorMessage';
import {
  ADDRESS_FIELDS,
  governorateLabel,
  orderDate,
  orderNumber,
  paymentLabel,
  reasonLabel,
  statusLabel,
} from './orderDisplay';
import { CANCELLABLE_STATUSES, type CancelReason } from '../../contract/constants';
import type { Order } from '../../contract/types';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Spinner } from '../../ui/Spinner';
import { CancelDialog } from './components/CancelDialog';
import { OrderItems } from './components/OrderItems';
import { OrderTimeline } from './components/OrderTimeline';
import { ReturnsPanel } from './components/ReturnsPanel';
import { PaymentPanel } from './components/PaymentPanel';
import { useCancelOrderMutation, useGetOrderQuery } from './ordersApi';

export default function TrackingScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { trakid = '' } = useParams();
  const { data: fetched, error, isLoading } = useGetOrderQuery(trakid);
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  // The cancel's own answer is shown at once: the shopper stays on the order and sees it cancelled.
  const [cancelledNow, setCancelledNow] = useState<Order | null>(null);
  const order = cancelledNow && cancelledNow._id === fetched?._id ? cancelledNow : fetched;

  if (isLoading) return <Spinner />;
  if (!order) {
    return (
      <Container>
        <Missing>
          <h1>{intl.formatMessage({ id: 'tracking.title' })}</h1>
          <p role="alert">{errorMessage(error, 'tracking.notFound')}</p>
          <ButtonLink to={paths.myOrders} $variant="secondary">
            {intl.formatMessage({ id: 'tracking.backToOrders' })}
          </ButtonLink>
        </Missing>
      </Container>
    );
  }

  const onConfirm = async (reason: CancelReason) => {
    try {
      setCancelledNow(await cancelOrder({ id: order._id, reason }).unwrap());
      setDialogOpen(false);
      toast.success(intl.formatMessage({ id: 'tracking.cancelSuccess' }));
    } catch (failure) {
      toast.error(errorMessage(failure, 'orders.error'));
    }
  };

  const address = order.address?.[0];
  const na = intl.formatMessage({ id: 'orders.na' });
  const cancelled = order.status === 'cancelled';
  return (
    <Container>
      <Head>
        <h1>{intl.formatMessage({ id: 'tracking.title' })}</h1>
        <p>
          {intl.formatMessage({ id: 'tracking.orderNumber' }, { number: orderNumber(order._id) })}
          {' · '}
          {intl.formatMessage({ id: 'tracking.status' }, { status: statusLabel(intl, order.status) })}
        </p>
      </Head>

      {cancelled ? (
        <Cancelled role="status">
          <h2>{intl.formatMessage({ id: 'tracking.cancelled' })}</h2>
          {order.cancelReason ? (
            <p>
              {intl.formatMessage(
                { id: 'tracking.cancelledReason' },
                { reason: reasonLabel(intl, order.cancelReason) },
              )}
            </p>
          ) : null}
        </Cancelled>
      ) : (
        <>
          <OrderTimeline status={order.status} />
          {order.status === 'pending' ? (
            <Confirmation role="status" data-confirmed={Boolean(order.confirmedAt)}>
              {order.confirmedAt ? (
                <>
                  <strong>{intl.formatMessage({ id: 'tracking.confirmed' })}</strong>
                  <span>
                    {intl.formatMessage(
                      { id: 'tracking.confirmedOn' },
                      { date: orderDate(intl, order.confirmedAt) },
                    )}
                  </span>
                </>
              ) : (
                <>
                  <strong>{intl.formatMessage({ id: 'tracking.awaitingConfirmation' })}</strong>
                  <span>
                    {intl.formatMessage(
                      { id: 'tracking.willCall' },
                      // A phone number reads left to right inside an Arabic sentence too.
                      { phone: <bdi dir="ltr">{order.userId?.phone || na}</bdi> },
                    )}
                  </span>
                </>
              )}
            </Confirmation>
          ) : null}
          {order.shipment ? (
            <Confirmation role="status" data-confirmed="true">
              <strong>{statusLabel(intl, 'shipped')}</strong>
              <span>
                {intl.formatMessage(
                  { id: 'tracking.shippedWith' },
                  {
                    courier: <bdi>{order.shipment.courier}</bdi>,
                    // A tracking number reads left to right inside an Arabic sentence too.
                    trackingNumber: <bdi dir="ltr">{order.shipment.trackingNumber}</bdi>,
                  },
                )}
              </span>
            </Confirmation>
          ) : null}
        </>
      )}

      <Columns>
        <section aria-labelledby="tracking-items">
          <h2 id="tracking-items">{intl.formatMessage({ id: 'tracking.items' })}</h2>
          <OrderItems lines={order.cartId?.products ?? []} />
        </section>
        <section aria-labelledby="tracking-deliver">
          <h2 id="tracking-deliver">{intl.formatMessage({ id: 'tracking.deliverTo' })}</h2>
          <p>{order.userId?.name || na}</p>
          <Address>
            {ADDRESS_FIELDS.map((field) => {
              const value = address?.[field]?.trim();
              return (
                <div key={field}>
                  <dt>{intl.formatMessage({ id: `checkout.field.${field}` })}</dt>
                  <dd>
                    {value ? (field === 'government' ? governorateLabel(value, intl.locale) : value) : na}
                  </dd>
                </div>
              );
            })}
            {address?.landmark?.trim() ? (
              <div>
                <dt>{intl.formatMessage({ id: 'checkout.field.landmark' })}</dt>
                <dd dir="auto">{address.landmark}</dd>
              </div>
            ) : null}
          </Address>
          <h2>{intl.formatMessage({ id: 'order.paymentMethod' })}</h2>
          <p>{paymentLabel(intl, order.paymentmethod)}</p>
        </section>
      </Columns>

      <PaymentPanel order={order} />
      <ReturnsPanel order={order} />

      <Actions>
        {(CANCELLABLE_STATUSES as readonly string[]).includes(order.status) ? (
          <Button $variant="danger" onClick={() => setDialogOpen(true)}>
            {intl.formatMessage({ id: 'tracking.cancel' })}
          </Button>
        ) : null}
        <ButtonLink to={paths.myOrders} $variant="secondary">
          {intl.formatMessage({ id: 'tracking.backToOrders' })}
        </ButtonLink>
      </Actions>

      {dialogOpen ? (
        <CancelDialog
          busy={cancelling}
          onClose={() => setDialogOpen(false)}
          onConfirm={(reason) => void onConfirm(reason)}
        />
      ) : null}
    </Container>
  );
}

const Head = styled.header`
  padding-top: ${({ theme }) => theme.space(6)};
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Missing = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0;
`;

const Cancelled = styled.div`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  h2 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

/** Whether the shop has confirmed a pending (cash-on-delivery) order by phone: the words say it, the colour helps. */
const Confirmation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  &[data-confirmed='true'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  span {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  h2 {
    font-size: 1.15rem;
  }
`;

const Address = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(10)};
`;
