// /staff/emails (staff and managers): the outbox, newest first, filtered by status (failed ones first: those need
// someone) and paged in the address bar; a failed email can be retried, which gives it a fresh set of attempts.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import type { OutboxQuery } from '../../contract/orderDesk';
import { MAIL_STATUSES, type MailStatus } from '../../contract/orders';
import { orderNumber } from '../orders/orderDisplay';
import { ListView } from './ListView';
import { RetryMailButton, useRetryMail } from './MailRetry';
import { cairoDateTime, mailKindLabel, mailProblemLabel, mailStatusLabel } from './backOfficeDisplay';
import { MailBadge, Muted, Screen, ScreenHead, Toolbar } from './backOfficeStyles';
import { useGetEmailsQuery } from './staffApi';
import { useListFilters } from './useListFilters';

/** Without a status in the address the screen shows the failed emails; this value asks for every status. */
const EVERY_STATUS = 'all';
const DEFAULT_STATUS: MailStatus = 'failed';

function queryOf(params: URLSearchParams): OutboxQuery {
  const status = params.get('status') ?? DEFAULT_STATUS;
  const page = Number(params.get('page'));
  return {
    status: (MAIL_STATUSES as readonly string[]).includes(status)
      ? (status as MailStatus)
      : status === EVERY_STATUS
        ? undefined
        : DEFAULT_STATUS,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export default function EmailsScreen() {
  const intl = useIntl();
  const { params, update } = useListFilters();
  const query = queryOf(params);
  const { data, error, isFetching, refetch } = useGetEmailsQuery(query);
  const { retry, retrying, problem } = useRetryMail();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const mails = data?.data;

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.emails.title')}</h1>
      </ScreenHead>
      <Muted>{t('backOffice.emails.hint')}</Muted>
      <Toolbar role="search">
        <label>
          {t('backOffice.emails.statusFilter')}
          <select
            value={query.status ?? EVERY_STATUS}
            onChange={(event) =>
              update({ status: event.target.value === DEFAULT_STATUS ? undefined : event.target.value })
            }
          >
            {MAIL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {mailStatusLabel(intl, status)}
              </option>
            ))}
            <option value={EVERY_STATUS}>{t('backOffice.filter.all')}</option>
          </select>
        </label>
      </Toolbar>
      {problem}
      <ListView
        items={mails}
        error={error}
        errorId="backOffice.emails.error"
        onRetry={refetch}
        busy={isFetching}
        empty={t(query.status ? 'backOffice.emails.emptyStatus' : 'backOffice.emails.empty')}
        caption={t('backOffice.emails.caption')}
        columns={[
          'backOffice.emails.when',
          'backOffice.emails.kind',
          'backOffice.emails.to',
          'backOffice.emails.subject',
          'backOffice.emails.status',
          'backOffice.emails.attempts',
          'backOffice.emails.lastError',
          'backOffice.emails.actions',
        ]}
        row={(mail) => (
          <tr key={mail._id}>
            <WhenCell>{cairoDateTime(intl, mail.createdAt)}</WhenCell>
            <td>
              {mailKindLabel(intl, mail.kind)}
              {mail.orderId ? (
                <small>
                  <Link to={paths.staffOrder(mail.orderId)}>
                    {t('backOffice.orders.orderTitle', { number: orderNumber(mail.orderId) })}
                  </Link>
                </small>
              ) : null}
            </td>
            <WrapCell dir="ltr">{mail.to}</WrapCell>
            <WrapCell dir="auto">{mail.subject}</WrapCell>
            <td>
              <MailBadge $status={mail.status}>{mailStatusLabel(intl, mail.status)}</MailBadge>
              {mail.sentAt ? (
                <small>{t('backOffice.emails.sentAt', { date: cairoDateTime(intl, mail.sentAt) })}</small>
              ) : mail.status === 'pending' ? (
                <small>
                  {t('backOffice.emails.nextAttempt', {
                    date: cairoDateTime(intl, mail.nextAttemptAt),
                  })}
                </small>
              ) : null}
            </td>
            <td>{intl.formatNumber(mail.attempts)}</td>
            <ErrorCell>{mail.lastError ? mailProblemLabel(intl, mail.lastError) : '—'}</ErrorCell>
            <td>
              {mail.status === 'failed' ? (
                <RetryMailButton mail={mail} busy={retrying === mail._id} onRetry={retry} />
              ) : null}
            </td>
          </tr>
        )}
        place={data}
        onPage={(page) => update({ page: page > 1 ? String(page) : '' })}
      />
    </Screen>
  );
}

/** A date and time never break inside (Arabic dates ran into the next column at 390 px). */
const WhenCell = styled.td`
  white-space: nowrap;
`;

/** Why the last attempt failed, a sentence: it wraps inside its column. */
const ErrorCell = styled.td`
  min-width: 8rem;
  max-width: 14rem;
  overflow-wrap: anywhere;
`;

/** An address or a subject wraps too, so that the Retry column stays on a 1280 px screen. */
const WrapCell = styled.td`
  min-width: 6rem;
  overflow-wrap: anywhere;
`;
