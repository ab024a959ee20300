// The order page's side column: the customer (contact to call or write, their history with the shop, and a warning
// when their recent cancellations flag them) and the delivery.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DeskOrder } from '../../contract/orderDesk';
import { RISK_WINDOW_DAYS } from '../../contract/orders';
import { orderDate, paymentLabel } from '../orders/orderDisplay';
import { AddressText } from '../orders/components/AddressText';
import { Panel, Warning } from './backOfficeStyles';

export function OrderSidebar({ order }: { order: DeskOrder }) {
  const intl = useIntl();
  const customerId = useId();
  const deliveryId = useId();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const { name, email, phone } = order.userId;
  const { customer } = order;
  return (
    <Side>
      <Panel aria-labelledby={customerId}>
        <h2 id={customerId}>{t('backOffice.orders.customerTitle')}</h2>
        {customer.flagged ? (
          <Warning>
            <span aria-hidden="true">⚠</span>
            <span>
              {t('backOffice.orders.flagged', {
                count: customer.recentCancellations,
                days: intl.formatNumber(RISK_WINDOW_DAYS),
              })}
            </span>
          </Warning>
        ) : null}
        <Facts>
          <div>
            <dt className="visually-hidden">{t('backOffice.orders.customer')}</dt>
            <dd>
              <strong dir="auto">{name}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('backOffice.orders.phone')}</dt>
            <dd>
              <a href={`tel:${phone}`} dir="ltr">
                {phone}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('backOffice.orders.email')}</dt>
            <dd>
              <a href={`mailto:${email}`} dir="ltr">
                {email}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('backOffice.orders.since')}</dt>
            <dd>{orderDate(intl, customer.since)}</dd>
          </div>
          <div>
            <dt>{t('backOffice.orders.ordersPlaced')}</dt>
            <dd>{intl.formatNumber(customer.orders)}</dd>
          </div>
          <div>
            <dt>{t('backOffice.orders.ordersCompleted')}</dt>
            <dd>{intl.formatNumber(customer.completed)}</dd>
          </div>
          <div>
            <dt>{t('backOffice.orders.ordersCancelled')}</dt>
            <dd>{intl.formatNumber(customer.cancelled)}</dd>
          </div>
          <div>
            <dt>
              {t('backOffice.orders.recentCancellations', { days: intl.formatNumber(RISK_WINDOW_DAYS) })}
            </dt>
            <dd>{intl.formatNumber(customer.recentCancellations)}</dd>
          </div>
        </Facts>
      </Panel>
      <Panel aria-labelledby={deliveryId}>
        <h2 id={deliveryId}>{t('backOffice.orders.deliveryTitle')}</h2>
        <Facts>
          <div>
            <dt>{t('backOffice.orders.address')}</dt>
            <dd>
              <AddressText address={order.address[0]} />
            </dd>
          </div>
          <div>
            <dt>{t('backOffice.orders.customerNote')}</dt>
            <dd dir="auto">{order.note.trim() ? order.note : t('orders.na')}</dd>
          </div>
          <div>
            <dt>{t('backOffice.orders.payment')}</dt>
            <dd>{paymentLabel(intl, order.paymentmethod)}</dd>
          </div>
        </Facts>
      </Panel>
    </Side>
  );
}

const Side = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
