// /staff/orders/:id (staff and managers): one order at the desk. The main column has its phone confirmation, status
// and actions, the items at the prices ordered with the totals, its payment (the gateway's callbacks, refunds, a
// manager's refund), the status history (who, when, why), the internal notes and the emails it caused; the side column has what the desk knows of the customer (a risk flag among it) and
// the delivery.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { localizedName } from '../../contract/localized';
import { choicesText } from '../../contract/variants';
import type { DeskOrder, DeskStatusChange } from '../../contract/orderDesk';
import { useErrorMessage } from '../../api/useErrorMessage';
import { useFormatPrice } from '../../i18n/useFormatPrice';
import { mediaUp } from '../../theme/theme';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { orderNumber, reasonLabel, statusLabel } from '../orders/orderDisplay';
import { ColumnHeads } from './ColumnHeads';
import { cairoDateTime } from './backOfficeDisplay';
import { Panel, Screen, StatusBadge, TableWrap } from './backOfficeStyles';
import { OrderActions } from './OrderActions';
import { needsConfirmationPanel, OrderConfirmation } from './OrderConfirmation';
import { OrderEmails } from './OrderEmails';
import { OrderNotes } from './OrderNotes';
import { OrderPayment } from './OrderPayment';
import { OrderSidebar } from './OrderSidebar';
import { useDeskOrderQuery } from './staffApi';

export default function DeskOrderScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { id = '' } = useParams();
  const { data: order, error, isLoading, refetch } = useDeskOrderQuery(id);
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);

  return (
    <Screen>
      <Back to={paths.staffOrders}>{t('backOffice.orders.back')}</Back>
      {isLoading ? <Spinner /> : null}
      {error && !order ? (
        <div role="alert">
          <p>{errorMessage(error, 'backOffice.orders.loadError')}</p>
          <Button $variant="secondary" onClick={() => void refetch()}>
            {t('backOffice.retry')}
          </Button>
        </div>
      ) : null}
      {order ? (
        <>
          <Heading>
            <h1>{t('backOffice.orders.orderTitle', { number: orderNumber(order._id) })}</h1>
            <StatusBadge $status={order.status}>{statusLabel(intl, order.status)}</StatusBadge>
          </Heading>
          <Placed>{t('backOffice.orders.placedAt', { date: cairoDateTime(intl, order.createdAt) })}</Placed>
          <Columns>
            <Main>
              {needsConfirmationPanel(order) ? <OrderConfirmation order={order} /> : null}
              <OrderActions order={order} />
              <Items order={order} />
              <OrderPayment order={order} />
              <History changes={order.statusHistory} customerId={order.userId._id} />
              <OrderNotes order={order} />
              <OrderEmails order={order} />
            </Main>
            <OrderSidebar order={order} />
          </Columns>
        </>
      ) : null}
    </Screen>
  );
}

/** The lines at the prices they were ordered at (a later price change does not touch them), then the totals. */
function Items({ order }: { order: DeskOrder }) {
  const intl = useIntl();
  const price = useFormatPrice();
  const titleId = useId();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const t = (key: string) => intl.formatMessage({ id: key });
  // The table's box is the region (named by the heading): it scrolls sideways on a phone and takes focus to do so.
  return (
    <Panel>
      <h2 id={titleId}>{t('backOffice.orders.items')}</h2>
      <TableWrap role="region" aria-labelledby={titleId} tabIndex={0}>
        <table>
          <ColumnHeads
            ids={[
              'backOffice.orders.product',
              'backOffice.orders.unitPrice',
              'backOffice.orders.quantity',
              'backOffice.orders.lineTotal',
            ]}
          />
          <tbody>
            {order.cartId.products.map((line) => (
              <tr key={line.product.variant?._id ?? line.product._id}>
                <td>
                  {localizedName(line.product, lang)}
                  {line.product.variant && line.product.variant.choices.length > 0 ? (
                    <small>{choicesText(line.product.variant.choices, lang)}</small>
                  ) : (
                    <small>{line.product.color}</small>
                  )}
                  {line.product.variant ? (
                    <small>
                      {t('backOffice.orders.sku')} <bdi dir="ltr">{line.product.variant.sku}</bdi>
                    </small>
                  ) : null}
                </td>
                <td>
                  {price(line.product.unitPrice)}
                  {line.product.unitPrice < line.product.price ? (
                    <small>
                      <s>{price(line.product.price)}</s>
                    </small>
                  ) : null}
                </td>
                <td>{intl.formatNumber(line.quantity)}</td>
                <td>{price(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <Totals>
        <dt>{t('backOffice.orders.subtotal')}</dt>
        <dd>{price(order.subtotal)}</dd>
        <dt>{t('backOffice.orders.deliveryFee')}</dt>
        <dd>{price(order.deliveryFee)}</dd>
        <dt>{t('backOffice.orders.total')}</dt>
        <dd>{price(order.total)}</dd>
      </Totals>
    </Panel>
  );
}

/**
 * Every status the order went through, oldest first: when, who (when it was recorded) and a cancellation's reason.
 * The customer is told apart by id, not by role: staff whose access was taken away are shoppers now.
 */
function History({ changes, customerId }: { changes: DeskStatusChange[]; customerId: string }) {
  const intl = useIntl();
  const titleId = useId();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const who = (change: DeskStatusChange) => {
    if (!change.by) return t('backOffice.orders.history.unknown');
    if (change.by._id === customerId) return t('backOffice.orders.history.byCustomer');
    return t('backOffice.orders.history.by', { name: change.by.name, email: change.by.email });
  };
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backOffice.orders.history')}</h2>
      <Steps>
        {changes.map((change) => (
          <li key={`${change.status}-${change.at}`}>
            <strong>{statusLabel(intl, change.status)}</strong>
            <time dateTime={change.at}>{cairoDateTime(intl, change.at)}</time>
            <span>{who(change)}</span>
            {change.reason ? (
              <span>
                {t('backOffice.orders.history.reason', { reason: reasonLabel(intl, change.reason) })}
              </span>
            ) : null}
          </li>
        ))}
      </Steps>
    </Panel>
  );
}

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

/** The order's number with its status beside it. */
const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
  }
`;

const Placed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 700;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 3px solid ${({ theme }) => theme.colors.line};
  }
  time,
  span {
    color: ${({ theme }) => theme.colors.inkSoft};
    overflow-wrap: anywhere;
  }
`;
