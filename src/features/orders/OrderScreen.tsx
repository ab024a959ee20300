// /order: the confirmation of the order just placed (kept in the store as 'order', so it survives a reload).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import type { Order } from '../../contract/types';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { selectLastOrder, type PlacedOrder } from './checkoutSlice';
import { OrderItems } from './components/OrderItems';
import { orderDate, orderNumber, paymentLabel } from './orderDisplay';
import { AddressText } from './components/AddressText';
import { useFormatPrice } from '../../i18n/useFormatPrice';
import { deliveryWindow } from '../../contract/delivery';

/**
 * What happens after a cash-on-delivery order: the shop's call to the phone shown, the time by which an order nobody
 * confirmed is cancelled (COD_CONFIRM_HOURS, from the server's `confirmBy`), and when delivery is expected.
 */
function NextSteps({ order }: { order: Order }) {
  const intl = useIntl();
  const days = deliveryWindow(order.address?.[0]?.government ?? '');
  const phone = order.userId?.phone;
  return (
    <Next aria-labelledby="order-next">
      <h2 id="order-next">{intl.formatMessage({ id: 'order.next.title' })}</h2>
      <ol>
        {phone ? (
          <li>
            {intl.formatMessage(
              { id: 'order.next.call' },
              // A phone number reads left to right inside an Arabic sentence too.
              { phone: <bdi dir="ltr">{phone}</bdi> },
            )}
          </li>
        ) : null}
        {order.confirmBy ? (
          <li>
            {intl.formatMessage(
              { id: 'order.next.deadline' },
              {
                time: intl.formatDate(order.confirmBy, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                  timeZone: 'Africa/Cairo',
                }),
              },
            )}
          </li>
        ) : null}
        {days ? (
          <li>
            {intl.formatMessage(
              { id: 'order.next.delivery' },
              { min: intl.formatNumber(days[0]), max: intl.formatNumber(days[1]) },
            )}
          </li>
        ) : null}
      </ol>
    </Next>
  );
}

/** True when the stored order has what this screen shows (an older stored shape does not). */
const isShowable = (order: PlacedOrder | null): order is PlacedOrder & Order =>
  !!order &&
  typeof order.createdAt === 'string' &&
  typeof order.total === 'number' &&
  typeof order.subtotal === 'number' &&
  Array.isArray((order.cartId as Order['cartId'] | undefined)?.products);

export default function OrderScreen() {
  const intl = useIntl();
  const price = useFormatPrice();
  const order = useAppSelector(selectLastOrder);
  if (!isShowable(order)) return <Navigate to={paths.notOrder} replace />;

  return (
    <Container>
      <Header>
        <h1>{intl.formatMessage({ id: 'order.thanks' }, { name: order.userId?.name ?? '' })}</h1>
        <p>{intl.formatMessage({ id: 'order.received' })}</p>
      </Header>
      <Facts>
        <div>
          <dt>{intl.formatMessage({ id: 'order.number' })}</dt>
          <dd>{orderNumber(order._id)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'order.shippingTo' })}</dt>
          <dd>
            <AddressText address={order.address?.[0]} />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'order.paymentMethod' })}</dt>
          <dd>{paymentLabel(intl, order.paymentmethod)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'order.dateOrdered' })}</dt>
          <dd>{orderDate(intl, order.createdAt)}</dd>
        </div>
      </Facts>
      <NextSteps order={order} />
      <section aria-labelledby="order-products">
        <h2 id="order-products">{intl.formatMessage({ id: 'order.products' })}</h2>
        <OrderItems lines={order.cartId.products} />
        <Totals>
          <dt>{intl.formatMessage({ id: 'checkout.summary.subtotal' })}</dt>
          <dd>{price(order.subtotal)}</dd>
          <dt>{intl.formatMessage({ id: 'checkout.summary.delivery' })}</dt>
          <dd>{price(order.deliveryFee)}</dd>
          <dt>{intl.formatMessage({ id: 'checkout.summary.total' })}</dt>
          <dd>{price(order.total)}</dd>
        </Totals>
      </section>
      <p>
        {intl.formatMessage(
          { id: 'order.returns' },
          { link: (words: ReactNode[]) => <Link to={paths.returnsPolicy}>{words}</Link> },
        )}
      </p>
      <Actions>
        <ButtonLink to={paths.home} $variant="secondary">
          {intl.formatMessage({ id: 'order.continueShopping' })}
        </ButtonLink>
        <ButtonLink to={paths.tracking(order._id)}>{intl.formatMessage({ id: 'order.track' })}</ButtonLink>
      </Actions>
    </Container>
  );
}

const Header = styled.header`
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-weight: 600;
  }
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 360px;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(4)} auto;
  dd {
    margin: 0;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 700;
  }
`;

const Next = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    line-height: 1.6;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(10)};
`;
