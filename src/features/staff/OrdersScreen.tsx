// /staff/orders (staff and managers): the order desk's table. Every order, newest first, searched by number or
// customer, filtered by status, payment status and Cairo days and paged, all kept in the address bar; each row leads to
// its order and marks a pending order still awaiting its phone confirmation, an online payment's status, and a
// customer flagged for recent cancellations.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { BACK_OFFICE_PAGE_SIZES } from '../../contract/backOffice';
import { isCalendarDay, type OrderDeskQuery } from '../../contract/orderDesk';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/orders';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../contract/payments';
import { useFormatPrice } from '../../i18n/useFormatPrice';
import { Button } from '../../ui/Button';
import { ListView } from './ListView';
import { orderNumber, statusLabel } from '../orders/orderDisplay';
import { cairoDateTime, paymentStatusLabel } from './backOfficeDisplay';
import { Muted, RowMark, Screen, ScreenHead, StatusBadge, Toolbar } from './backOfficeStyles';
import { useDeskOrdersQuery } from './staffApi';
import { useListFilters } from './useListFilters';

const DEFAULT_LIMIT = BACK_OFFICE_PAGE_SIZES[0];

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};
const day = (value: string | null) => (value && isCalendarDay(value) ? value : undefined);

/** The list's query from the address bar; a value the server would refuse is left out. */
function queryOf(params: URLSearchParams): OrderDeskQuery {
  const status = params.get('status');
  const payment = params.get('payment');
  const limit = positive(params.get('limit'), DEFAULT_LIMIT);
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  return {
    search: params.get('search') || undefined,
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as OrderStatus)
      : undefined,
    payment: (PAYMENT_STATUSES as readonly string[]).includes(payment ?? '')
      ? (payment as PaymentStatus)
      : undefined,
    from,
    to: to && from && to < from ? undefined : to,
    page: positive(params.get('page'), 1),
    limit: (BACK_OFFICE_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
}

export default function OrdersScreen() {
  const intl = useIntl();
  const price = useFormatPrice();
  const { params, update, clear, searchText, setSearchText } = useListFilters();
  const query = queryOf(params);
  const { data, error, isFetching, refetch } = useDeskOrdersQuery(query);
  const hintId = useId();
  const daysId = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const orders = data?.data;
  const filtered = Boolean(query.search || query.status || query.payment || query.from || query.to);

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.orders.title')}</h1>
      </ScreenHead>
      <Toolbar role="search">
        <label>
          {t('backOffice.orders.search')}
          <input
            type="search"
            value={searchText}
            aria-describedby={hintId}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <label>
          {t('backOffice.orders.status')}
          <select value={query.status ?? ''} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{t('backOffice.filter.all')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(intl, status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backOffice.orders.paymentFilter')}
          <select value={query.payment ?? ''} onChange={(event) => update({ payment: event.target.value })}>
            <option value="">{t('backOffice.filter.all')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {paymentStatusLabel(intl, status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backOffice.orders.from')}
          <input
            type="date"
            value={query.from ?? ''}
            max={query.to}
            aria-describedby={daysId}
            onChange={(event) => update({ from: event.target.value })}
          />
        </label>
        <label>
          {t('backOffice.orders.to')}
          <input
            type="date"
            value={query.to ?? ''}
            min={query.from}
            aria-describedby={daysId}
            onChange={(event) => update({ to: event.target.value })}
          />
        </label>
        <Hints>
          <span id={hintId}>{t('backOffice.orders.searchHint')}</span>{' '}
          <span id={daysId}>{t('backOffice.orders.cairoDays')}</span>
        </Hints>
        {filtered ? (
          <Button $variant="secondary" onClick={clear}>
            {t('backOffice.orders.clear')}
          </Button>
        ) : null}
      </Toolbar>

      <ListView
        items={orders}
        error={error}
        errorId="backOffice.orders.error"
        onRetry={refetch}
        busy={isFetching}
        empty={t('backOffice.orders.empty')}
        caption={t('backOffice.orders.caption')}
        // Status and total right after the number: what a phone's screen shows before the table scrolls.
        columns={[
          'backOffice.orders.number',
          'backOffice.orders.status',
          'backOffice.orders.total',
          'backOffice.orders.customer',
          'backOffice.orders.placed',
          'backOffice.orders.items',
        ]}
        row={(order) => (
          <tr key={order._id}>
            <td>
              <Link to={paths.staffOrder(order._id)} dir="ltr">
                {orderNumber(order._id)}
              </Link>
            </td>
            <td>
              <Marks>
                <StatusBadge $status={order.status}>{statusLabel(intl, order.status)}</StatusBadge>
                {order.status === 'pending' && !order.confirmedAt ? (
                  <RowMark>{t('backOffice.orders.awaitingConfirmation')}</RowMark>
                ) : null}
                {order.payment.method !== 'cod' ? (
                  <RowMark data-tone={order.payment.needsRefund ? 'danger' : undefined}>
                    {paymentStatusLabel(intl, order.payment.status)}
                  </RowMark>
                ) : null}
              </Marks>
            </td>
            <td>
              <Nowrap>{price(order.total)}</Nowrap>
            </td>
            <td>
              <span dir="auto">{order.userId.name}</span>
              <small dir="ltr">{order.userId.phone}</small>
              {order.flagged ? (
                <Marks>
                  <RowMark data-tone="danger">
                    <span aria-hidden="true">⚠ </span>
                    {t('backOffice.orders.flaggedMark')}
                  </RowMark>
                </Marks>
              ) : null}
            </td>
            <td>{cairoDateTime(intl, order.createdAt)}</td>
            <td>
              {t('backOffice.orders.itemCount', {
                count: order.cartId.products.reduce((sum, line) => sum + line.quantity, 0),
              })}
            </td>
          </tr>
        )}
        place={data}
        limit={query.limit}
        onPage={(page) => update({ page: page > 1 ? String(page) : '' })}
        onLimit={(limit) => update({ limit: limit === DEFAULT_LIMIT ? '' : String(limit) })}
      />
    </Screen>
  );
}

/** A cell's badges, side by side while they fit. */
const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
  &:first-child {
    margin-top: 0;
  }
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

/** Under the filters, across the whole toolbar. */
const Hints = styled(Muted)`
  grid-column: 1 / -1;
`;
