// /staff/orders: the order desk (staff and managers). Every order, filtered by status; open one and move it to its next status.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import styled from 'styled-components';
import { useErrorMessage } from '../../api/useErrorMessage';
import { ORDER_PROGRESS, ORDER_STATUSES, type OrderStatus } from '../../contract/constants';
import type { Order } from '../../contract/types';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Spinner } from '../../ui/Spinner';
import { OrderItems } from '../orders/components/OrderItems';
import { addressLine, orderDate, orderNumber, statusLabel } from '../orders/orderDisplay';
import { useAdvanceOrderMutation, useStaffOrdersQuery } from './staffApi';
import { useFormatPrice } from '../../i18n/useFormatPrice';

const nextStatus = (status: OrderStatus): OrderStatus | undefined => {
  const index = (ORDER_PROGRESS as readonly string[]).indexOf(status);
  return index >= 0 ? ORDER_PROGRESS[index + 1] : undefined;
};

function OrderDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const price = useFormatPrice();
  const [advance, { isLoading }] = useAdvanceOrderMutation();
  const next = nextStatus(order.status);
  const onAdvance = async () => {
    try {
      const updated = await advance(order._id).unwrap();
      toast.success(
        intl.formatMessage({ id: 'staff.advanced' }, { status: statusLabel(intl, updated.status) }),
      );
    } catch (error) {
      toast.error(errorMessage(error, 'orders.error'));
    }
  };
  return (
    <Details aria-labelledby="staff-order-title">
      <h2 id="staff-order-title">
        {intl.formatMessage({ id: 'staff.details.title' }, { number: orderNumber(order._id) })}
      </h2>
      <p>
        {statusLabel(intl, order.status)} · {orderDate(intl, order.createdAt)} · {price(order.total)}
      </p>
      <dl>
        <dt>{intl.formatMessage({ id: 'staff.table.customer' })}</dt>
        <dd>
          {order.userId.name} ({order.userId.email})
        </dd>
        <dt>{intl.formatMessage({ id: 'staff.details.phone' })}</dt>
        <dd dir="ltr">{order.userId.phone}</dd>
        <dt>{intl.formatMessage({ id: 'tracking.deliverTo' })}</dt>
        <dd>{addressLine(intl, order.address[0])}</dd>
        <dt>{intl.formatMessage({ id: 'staff.details.note' })}</dt>
        <dd>{order.note || intl.formatMessage({ id: 'orders.na' })}</dd>
        <dt>{intl.formatMessage({ id: 'staff.details.history' })}</dt>
        <dd>
          {order.statusHistory
            .map((change) => `${statusLabel(intl, change.status)} (${orderDate(intl, change.at)})`)
            .join(' → ')}
        </dd>
      </dl>
      <OrderItems lines={order.cartId.products} />
      <Actions>
        {next ? (
          <Button onClick={() => void onAdvance()} disabled={isLoading}>
            {intl.formatMessage({ id: 'staff.advance' }, { status: statusLabel(intl, next) })}
          </Button>
        ) : (
          <span>{intl.formatMessage({ id: 'staff.details.final' })}</span>
        )}
        <Button $variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'staff.details.close' })}
        </Button>
      </Actions>
    </Details>
  );
}

function StaffConsole() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const price = useFormatPrice();
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data: orders, error, isFetching } = useStaffOrdersQuery(status);
  const open = orders?.find((order) => order._id === openId);

  return (
    <Container>
      <h1>{intl.formatMessage({ id: 'staff.orders.title' })}</h1>
      <Filter>
        <label htmlFor="staff-status">{intl.formatMessage({ id: 'staff.filter.label' })}</label>
        <select
          id="staff-status"
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as OrderStatus | undefined)}
        >
          <option value="">{intl.formatMessage({ id: 'staff.filter.all' })}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(intl, value)}
            </option>
          ))}
        </select>
      </Filter>
      {error ? <p role="alert">{errorMessage(error, 'orders.error')}</p> : null}
      {open ? <OrderDetails order={open} onClose={() => setOpenId(null)} /> : null}
      {isFetching && !orders ? <Spinner /> : null}
      {orders && orders.length === 0 ? <p>{intl.formatMessage({ id: 'staff.empty' })}</p> : null}
      {orders && orders.length > 0 ? (
        <TableWrap>
          <table>
            <caption className="visually-hidden">{intl.formatMessage({ id: 'staff.table.caption' })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'staff.table.order' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'staff.table.customer' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'staff.table.date' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'staff.table.status' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'staff.table.total' })}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id} data-open={order._id === openId || undefined}>
                  <td>
                    <Button
                      $variant="ghost"
                      onClick={() => setOpenId(order._id)}
                      aria-label={intl.formatMessage(
                        { id: 'staff.open' },
                        { number: orderNumber(order._id) },
                      )}
                    >
                      {orderNumber(order._id)}
                    </Button>
                  </td>
                  <td>{order.userId.name}</td>
                  <td>{orderDate(intl, order.createdAt)}</td>
                  <td>{statusLabel(intl, order.status)}</td>
                  <td>{price(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </Container>
  );
}

/** The back-office layout lets only staff and managers this far. */
export default function StaffOrdersScreen() {
  return <StaffConsole />;
}

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(10)};
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  tr[data-open='true'] {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Details = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin-top: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
