// /staff/messages (staff and managers): the contact inbox, newest first, filtered by status in the address bar
// (every status when none is chosen) and paged; each message opens its page, where it is answered by email.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { CONTACT_STATUSES, type ContactInboxQuery, type ContactStatus } from '../../contract/contactInbox';
import { ListView } from './ListView';
import { cairoDateTime } from './backOfficeDisplay';
import { MessageBadge, Muted, Screen, ScreenHead, Toolbar } from './backOfficeStyles';
import { useContactMessagesQuery } from './staffApi';
import { useListFilters } from './useListFilters';

function queryOf(params: URLSearchParams): ContactInboxQuery {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (CONTACT_STATUSES as readonly string[]).includes(status) ? (status as ContactStatus) : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** A message's first words, on one line. */
const PREVIEW = 120;

export default function MessagesScreen() {
  const intl = useIntl();
  const { params, update } = useListFilters();
  const query = queryOf(params);
  const { data, error, isFetching, refetch } = useContactMessagesQuery(query);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const messages = data?.data;

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.inbox.title')}</h1>
      </ScreenHead>
      <Muted>{t('backOffice.inbox.hint')}</Muted>
      <Toolbar role="search">
        <label>
          {t('backOffice.inbox.statusFilter')}
          <select value={query.status ?? ''} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{t('backOffice.filter.all')}</option>
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`backOffice.inbox.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
      </Toolbar>
      <ListView
        items={messages}
        error={error}
        errorId="backOffice.inbox.error"
        onRetry={refetch}
        busy={isFetching}
        empty={t(query.status ? 'backOffice.inbox.emptyStatus' : 'backOffice.inbox.empty')}
        caption={t('backOffice.inbox.caption')}
        columns={[
          'backOffice.inbox.when',
          'backOffice.inbox.from',
          'backOffice.inbox.message',
          'backOffice.inbox.status',
        ]}
        row={(message) => {
          const name = `${message.firstName} ${message.lastName}`;
          return (
            <tr key={message._id}>
              <WhenCell>{cairoDateTime(intl, message.createdAt)}</WhenCell>
              <td>
                <Link to={paths.staffMessage(message._id)} aria-label={t('backOffice.inbox.open', { name })}>
                  <bdi>{name}</bdi>
                </Link>
                <small dir="ltr">{message.email}</small>
              </td>
              <Preview dir="auto">
                {message.message.length > PREVIEW ? `${message.message.slice(0, PREVIEW)}…` : message.message}
              </Preview>
              <td>
                <MessageBadge $status={message.status}>
                  {t(`backOffice.inbox.status.${message.status}`)}
                </MessageBadge>
              </td>
            </tr>
          );
        }}
        place={data}
        onPage={(page) => update({ page: page > 1 ? String(page) : '' })}
      />
    </Screen>
  );
}

const WhenCell = styled.td`
  white-space: nowrap;
`;

const Preview = styled.td`
  min-width: 14rem;
  max-width: 32rem;
  overflow-wrap: anywhere;
`;
