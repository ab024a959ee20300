// /myorder: the shopper's orders, newest first, each linking to its tracking page, with the status of its returns
// (the pickup day once approved, the shop's reason once rejected).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useErrorMessage } from '../../api/useErrorMessage';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Spinner } from '../../ui/Spinner';
import { orderDate, orderNumber, statusLabel } from './orderDisplay';
import { useUserOrdersQuery } from './ordersApi';
import { returnStatusLabel, returnStepDetail } from './components/ReturnsPanel';
import { useMyReturnsQuery } from './returnsApi';
import { useFormatPrice } from '../../i18n/useFormatPrice';

export default function MyOrdersScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const price = useFormatPrice();
  const { data: orders, error, isLoading } = useUserOrdersQuery();
  const { data: returns = [] } = useMyReturnsQuery();

  useEffect(() => {
    if (error) toast.error(errorMessage(error, 'orders.error'));
  }, [error, errorMessage]);

  return (
    <Container>
      <h1>{intl.formatMessage({ id: 'myOrders.title' })}</h1>
      {isLoading ? <Spinner /> : null}
      {orders && orders.length === 0 ? (
        <Empty>
          <p>{intl.formatMessage({ id: 'myOrders.empty' })}</p>
          <ButtonLink to={paths.categories}>
            {intl.formatMessage({ id: 'myOrders.startShopping' })}
          </ButtonLink>
        </Empty>
      ) : null}
      {orders && orders.length > 0 ? (
        <List>
          {orders.map((order) => {
            const count = order.cartId.products.reduce((sum, line) => sum + line.quantity, 0);
            const cancelled = order.status === 'cancelled';
            return (
              <Card key={order._id}>
                <div>
                  <h2>
                    {intl.formatMessage({ id: 'myOrders.orderNumber' }, { number: orderNumber(order._id) })}
                  </h2>
                  <p>
                    {intl.formatMessage(
                      { id: 'myOrders.placedOn' },
                      { date: orderDate(intl, order.createdAt) },
                    )}
                    {' · '}
                    {intl.formatMessage({ id: 'myOrders.itemCount' }, { count })}
                    {' · '}
                    {price(order.total)}
                  </p>
                  {returns
                    .filter((ret) => ret.orderId === order._id)
                    .map((ret) => (
                      <p key={ret._id} data-testid="order-return">
                        {intl.formatMessage(
                          { id: 'returns.card.status' },
                          { status: returnStatusLabel(intl, ret.status) },
                        )}
                        {returnStepDetail(intl, ret) ? ` · ${returnStepDetail(intl, ret)}` : null}
                      </p>
                    ))}
                </div>
                <Status $status={order.status}>{statusLabel(intl, order.status)}</Status>
                <ButtonLink
                  to={paths.tracking(order._id)}
                  $variant={cancelled ? 'secondary' : 'primary'}
                  aria-label={`${intl.formatMessage({ id: cancelled ? 'myOrders.view' : 'myOrders.track' })} ${orderNumber(order._id)}`}
                >
                  {intl.formatMessage({ id: cancelled ? 'myOrders.view' : 'myOrders.track' })}
                </ButtonLink>
              </Card>
            );
          })}
        </List>
      ) : null}
    </Container>
  );
}

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(10)};
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Status = styled.span<{ $status: string }>`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.round};
  font-weight: 600;
  font-size: 0.9rem;
  color: ${({ $status, theme }) =>
    $status === 'cancelled'
      ? theme.colors.danger
      : $status === 'completed'
        ? theme.colors.success
        : theme.colors.brand};
  background: ${({ $status, theme }) =>
    $status === 'cancelled' ? theme.colors.dangerSoft : theme.colors.surfaceAlt};
`;
