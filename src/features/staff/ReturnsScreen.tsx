// /staff/returns (staff and managers): the returns desk. Every return by status and reason, oldest first (the queue)
// or newest, searched by order number, name or phone; the return chosen shows its units, photos, pickup address and
// the refund due, and offers its next step: approve with a pickup day or reject with the shop's reason, picked up,
// received, inspect each line (resellable units go back to stock), refund (an order paid online through the payment
// provider; cash on delivery paid out by cash, wallet or transfer with its reference; the amount). Each step names
// the version read (409 when someone acted since: the return reloads).
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import {
  PAID_OUT_REFUND_METHODS,
  PROVIDER_REFUND,
  REFUND_METHOD_IDS,
  RETURN_REASON_IDS,
  RETURN_REASONS,
  RETURN_REJECT_REASON_IDS,
  RETURN_REJECT_REASONS,
  RETURN_STATUS_IDS,
  RETURN_STATUSES,
  type DeskReturn,
  type RefundMethod,
  type ReturnAction,
  type ReturnDeskQuery,
  type ReturnReason,
  type ReturnRejectReason,
  type ReturnStatus,
} from '../../contract/returns';
import { useErrorMessage } from '../../api/useErrorMessage';
import { useFormatPrice } from '../../i18n/useFormatPrice';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { governorateLabel, orderNumber } from '../orders/orderDisplay';
import { nameWithChoices } from '../../contract/variants';
import { cairoDateTime, localName } from './backOfficeDisplay';
import { Screen, ScreenHead, Toolbar } from './backOfficeStyles';
import { ListView } from './ListView';
import { useActOnReturnMutation, useDeskReturnQuery, useDeskReturnsQuery } from './returnsDeskApi';

export default function ReturnsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<ReturnDeskQuery>({ sort: 'oldest' });
  const [selected, setSelected] = useState<string | null>(null);
  const { data, error, isFetching, refetch } = useDeskReturnsQuery(query);

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.returns.title')}</h1>
      </ScreenHead>
      <Toolbar
        as="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery((current) => ({ ...current, search: search.trim() || undefined }));
        }}
      >
        <label>
          {t('backOffice.returns.search')}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          {t('backOffice.returns.status')}
          <select
            value={query.status ?? ''}
            onChange={(event) =>
              setQuery((current) => ({
                ...current,
                status: (event.target.value || undefined) as ReturnStatus,
              }))
            }
          >
            <option value="">{t('backOffice.returns.all')}</option>
            {RETURN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(RETURN_STATUS_IDS[status])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backOffice.returns.reason')}
          <select
            value={query.reason ?? ''}
            onChange={(event) =>
              setQuery((current) => ({
                ...current,
                reason: (event.target.value || undefined) as ReturnReason,
              }))
            }
          >
            <option value="">{t('backOffice.returns.all')}</option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(RETURN_REASON_IDS[reason])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backOffice.returns.sort')}
          <select
            value={query.sort ?? 'oldest'}
            onChange={(event) =>
              setQuery((current) => ({ ...current, sort: event.target.value as 'oldest' | 'newest' }))
            }
          >
            <option value="oldest">{t('backOffice.returns.oldest')}</option>
            <option value="newest">{t('backOffice.returns.newest')}</option>
          </select>
        </label>
        <Button type="submit" $variant="secondary">
          {t('backOffice.returns.find')}
        </Button>
      </Toolbar>
      <ListView
        items={data?.data}
        error={error}
        errorId="backOffice.returns.loadError"
        onRetry={refetch}
        busy={isFetching}
        empty={t('backOffice.returns.none')}
        caption={t('backOffice.returns.title')}
        columns={[
          'backOffice.returns.order',
          'backOffice.returns.customer',
          'backOffice.returns.reason',
          'backOffice.returns.status',
          'backOffice.returns.asked',
        ]}
        row={(ret) => (
          <tr key={ret._id} aria-selected={selected === ret._id}>
            <td>
              <Button $variant="ghost" onClick={() => setSelected(ret._id)}>
                #{orderNumber(ret.orderId)}
              </Button>
            </td>
            <td>
              {ret.customer.name}
              <br />
              <bdi dir="ltr">{ret.customer.phone}</bdi>
            </td>
            <td>{t(RETURN_REASON_IDS[ret.reason])}</td>
            <td data-testid="desk-return-status">{t(RETURN_STATUS_IDS[ret.status])}</td>
            <td>{cairoDateTime(intl, ret.createdAt)}</td>
          </tr>
        )}
      />
      {selected ? <ReturnDetail id={selected} /> : null}
    </Screen>
  );
}

/** A return's line by its name and its variant's choices, in the desk's language. */
const lineName = (intl: IntlShape, line: DeskReturn['lines'][number]) =>
  nameWithChoices(localName(intl, line), line.variant?.choices, intl.locale.startsWith('ar') ? 'ar' : 'en');

function ReturnDetail({ id }: { id: string }) {
  const intl = useIntl();
  const price = useFormatPrice();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const { data: ret } = useDeskReturnQuery(id);
  if (!ret) return <Spinner />;
  const address = ret.address;
  return (
    <Detail aria-labelledby="return-detail">
      <h2 id="return-detail">
        {t('backOffice.returns.detail', { number: orderNumber(ret.orderId) })} ·{' '}
        <span data-testid="return-detail-status">{t(RETURN_STATUS_IDS[ret.status])}</span>
      </h2>
      <p>
        {t(RETURN_REASON_IDS[ret.reason])}
        {ret.note ? ` — ${ret.note}` : ''}
      </p>
      <ul>
        {ret.lines.map((line) => (
          <li key={line._id}>
            {lineName(intl, line)} × {intl.formatNumber(line.quantity)} · {price(line.unitPrice)}
            {line.variant ? (
              <>
                {' · '}
                <bdi dir="ltr">{line.variant.sku}</bdi>
              </>
            ) : null}
            {line.resellable !== null
              ? ` · ${t('backOffice.returns.inspected', { resellable: line.resellable, not: line.notResellable ?? 0 })}`
              : ''}
          </li>
        ))}
      </ul>
      {ret.photos.length > 0 ? (
        <Photos>
          {ret.photos.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={t('backOffice.returns.photo')} width={120} height={90} />
            </a>
          ))}
        </Photos>
      ) : null}
      <p>
        {t('backOffice.returns.pickupAddress')}: {governorateLabel(address.government, intl.locale)},{' '}
        {address.city}, {address.street} {address.building}
        {address.floor ? `, ${address.floor}` : ''}
        {address.apartment ? `/${address.apartment}` : ''}
      </p>
      <dl>
        <dt>{t('backOffice.returns.refundDue')}</dt>
        <dd data-testid="refund-due">{price(ret.refundDue)}</dd>
        <dt>{t('backOffice.returns.orderPaid')}</dt>
        <dd>
          {price(ret.orderTotal)} (
          {t('backOffice.returns.refundedSoFar', { amount: price(ret.orderRefunded) })})
        </dd>
      </dl>
      {ret.refund ? (
        <p>
          {t('backOffice.returns.refunded', {
            amount: price(ret.refund.amount),
            method: t(REFUND_METHOD_IDS[ret.refund.method]),
            reference: ret.refund.reference,
          })}
        </p>
      ) : null}
      <NextStep ret={ret} />
    </Detail>
  );
}

function NextStep({ ret }: { ret: DeskReturn }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const t = (key: string) => intl.formatMessage({ id: key });
  const [act, { isLoading }] = useActOnReturnMutation();
  const [pickupDate, setPickupDate] = useState('');
  const [rejectReason, setRejectReason] = useState<ReturnRejectReason>('outside the window');
  const [rejectNote, setRejectNote] = useState('');
  const [resellable, setResellable] = useState<Record<string, number>>({});
  const [method, setMethod] = useState<RefundMethod>('cash');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState(String(ret.refundDue));

  const run = async (action: ReturnAction, body: Record<string, unknown> = {}) => {
    try {
      await act({ id: ret._id, action, body: { ...body, version: ret.version } }).unwrap();
      toast.success(t('backOffice.returns.done'));
    } catch (failure) {
      toast.error(errorMessage(failure, 'backOffice.returns.failed'));
    }
  };

  if (ret.status === 'requested') {
    return (
      <Steps>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run('approve', { pickupDate });
          }}
        >
          <label>
            {t('backOffice.returns.pickupDate')}
            <input
              type="date"
              required
              value={pickupDate}
              onChange={(event) => setPickupDate(event.target.value)}
            />
          </label>
          <Button type="submit" disabled={isLoading}>
            {t('backOffice.returns.approve')}
          </Button>
        </form>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run('reject', { reason: rejectReason, note: rejectNote.trim() });
          }}
        >
          <label>
            {t('backOffice.returns.rejectReason')}
            <select
              value={rejectReason}
              onChange={(event) => setRejectReason(event.target.value as ReturnRejectReason)}
            >
              {RETURN_REJECT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(RETURN_REJECT_REASON_IDS[reason])}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('backOffice.returns.rejectNote')}
            <input
              value={rejectNote}
              maxLength={500}
              onChange={(event) => setRejectNote(event.target.value)}
            />
          </label>
          <Button type="submit" $variant="danger" disabled={isLoading}>
            {t('backOffice.returns.reject')}
          </Button>
        </form>
      </Steps>
    );
  }
  if (ret.status === 'approved' || ret.status === 'picked up') {
    const action = ret.status === 'approved' ? 'pickup' : 'receive';
    return (
      <Steps>
        <Button disabled={isLoading} onClick={() => void run(action)}>
          {t(`backOffice.returns.${action}`)}
        </Button>
      </Steps>
    );
  }
  if (ret.status === 'received') {
    return (
      <Steps>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run('inspect', {
              lines: ret.lines.map((line) => ({ lineId: line._id, resellable: resellable[line._id] ?? 0 })),
            });
          }}
        >
          {ret.lines.map((line) => (
            <label key={line._id}>
              {intl.formatMessage(
                { id: 'backOffice.returns.resellable' },
                { name: lineName(intl, line), quantity: line.quantity },
              )}
              <select
                value={resellable[line._id] ?? 0}
                onChange={(event) =>
                  setResellable((current) => ({ ...current, [line._id]: Number(event.target.value) }))
                }
              >
                {Array.from({ length: line.quantity + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {intl.formatNumber(n)}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <Button type="submit" disabled={isLoading}>
            {t('backOffice.returns.inspect')}
          </Button>
        </form>
      </Steps>
    );
  }
  if (ret.status === 'inspected' && ret.paymentMethod !== 'cod') {
    // Paid online: the money goes back through the payment provider, whose refund id becomes the reference.
    return (
      <Steps>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run('refund', { method: PROVIDER_REFUND, reference: '', amount: Number(amount) });
          }}
        >
          <p>{t('backOffice.returns.throughProvider')}</p>
          <label>
            {t('backOffice.returns.amount')}
            <input
              inputMode="numeric"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          <Button type="submit" disabled={isLoading}>
            {t('backOffice.returns.refundOnline')}
          </Button>
        </form>
      </Steps>
    );
  }
  if (ret.status === 'inspected') {
    return (
      <Steps>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run('refund', { method, reference: reference.trim(), amount: Number(amount) });
          }}
        >
          <label>
            {t('backOffice.returns.refundMethod')}
            <select value={method} onChange={(event) => setMethod(event.target.value as RefundMethod)}>
              {PAID_OUT_REFUND_METHODS.map((value) => (
                <option key={value} value={value}>
                  {t(REFUND_METHOD_IDS[value])}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('backOffice.returns.reference')}
            <input
              required
              value={reference}
              maxLength={100}
              onChange={(event) => setReference(event.target.value)}
            />
          </label>
          <label>
            {t('backOffice.returns.amount')}
            <input
              inputMode="numeric"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          <Button type="submit" disabled={isLoading}>
            {t('backOffice.returns.refund')}
          </Button>
        </form>
      </Steps>
    );
  }
  return null;
}

const Detail = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
  dd {
    margin: 0;
  }
`;

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  img {
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${({ theme }) => theme.space(3)};
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  input,
  select {
    min-height: 44px;
    font: inherit;
  }
`;
