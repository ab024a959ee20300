// /staff/activity (managers): the read-only record of back-office writes, filtered by who, what and when, paged; each
// entry reads as a sentence ("Mona moved order #5EF9B888 to Shipped") with links to what it is about, and its before
// and after open on demand.
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { ACTIVITY_ENTITIES, type ActivityEntry, type ActivityQuery } from '../../contract/backOffice';
import { uploadUrl } from '../../contract/images';
import { ListView } from './ListView';
import { useActivityQuery } from './backOfficeApi';
import { cairoDateTime, centsLabel, localName } from './backOfficeDisplay';
import { orderNumber, statusLabel } from '../orders/orderDisplay';
import { Screen, ScreenHead, Toolbar } from './backOfficeStyles';
import { useListFilters } from './useListFilters';

function queryOf(params: URLSearchParams): ActivityQuery {
  const entity = params.get('entity');
  const page = Number(params.get('page'));
  return {
    actor: params.get('actor') || undefined,
    entity: (ACTIVITY_ENTITIES as readonly string[]).includes(entity ?? '')
      ? (entity as ActivityEntry['entity'])
      : undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Ids mean nothing to a reader (the sentence links to the item): they are left out of before and after. */
const isIdKey = (key: string) => key === '_id' || key === 'id' || /Ids?$/.test(key);
const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !isIdKey(key))
            .map(([key, inner]) => [key, withoutIds(inner)]),
        )
      : value;
const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(withoutIds(value), null, 2);

/** The actions the log knows; any other reads through the general sentence with the item's kind. */
const SENTENCES = new Set([
  'category.archive',
  'category.create',
  'category.restore',
  'category.update',
  'image.upload',
  'order.advance',
  'order.cancel',
  'order.confirm',
  'order.noAnswer',
  'order.note',
  'payment.refund',
  'product.archive',
  'product.create',
  'product.restore',
  'product.update',
  'product.variants',
  'staff.create',
  'staff.remove',
  'staff.role',
  'stock.adjust',
  'synonyms.create',
  'synonyms.delete',
  'synonyms.update',
]);

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const shown = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : '—');

/** The item an entry is about, by name, linked where the back office has a page for it. */
function itemOf(intl: IntlShape, entry: ActivityEntry): ReactNode {
  // A synonym group is named by its words (as they were before a deletion, as they are now otherwise).
  if (entry.entity === 'synonyms') {
    const terms = field(entry.after ?? entry.before, 'terms');
    return <bdi>{Array.isArray(terms) ? terms.join(' / ') : '—'}</bdi>;
  }
  if (entry.entity === 'order')
    return (
      <Link to={paths.staffOrder(entry.entityId)}>
        <bdi>#{orderNumber(entry.entityId)}</bdi>
      </Link>
    );
  if (entry.entity === 'message')
    return (
      <Link to={paths.staffMessage(entry.entityId)}>
        {entry.subject ? (
          <bdi>{localName(intl, entry.subject)}</bdi>
        ) : (
          intl.formatMessage({ id: 'backOffice.activity.entity.message' })
        )}
      </Link>
    );
  const name = entry.subject ? (
    <bdi>{localName(intl, entry.subject)}</bdi>
  ) : (
    intl.formatMessage({ id: 'backOffice.activity.removed' })
  );
  if (entry.entity === 'product' && entry.subject)
    return <Link to={paths.staffProduct(entry.entityId)}>{name}</Link>;
  if (entry.entity === 'image' && entry.subject)
    return (
      <a href={uploadUrl(entry.entityId, 'large')} target="_blank" rel="noreferrer">
        {name}
      </a>
    );
  return name;
}

function sentence(intl: IntlShape, entry: ActivityEntry): ReactNode {
  const role = field(entry.after, 'role');
  const id = SENTENCES.has(entry.action)
    ? `backOffice.activity.said.${entry.action}`
    : 'backOffice.activity.said.other';
  return intl.formatMessage(
    { id },
    {
      actor: (
        <strong title={entry.actor.email}>
          <bdi>{entry.actor.name}</bdi>
        </strong>
      ),
      item: itemOf(intl, entry),
      entity: intl.formatMessage({ id: `backOffice.activity.entity.${entry.entity}` }),
      status: <strong>{statusLabel(intl, String(field(entry.after, 'status') ?? ''))}</strong>,
      role:
        typeof role === 'string'
          ? intl.formatMessage({ id: `backOffice.staff.role.${role}`, defaultMessage: role })
          : '—',
      amount: (() => {
        const cents = field(entry.after, 'amountCents');
        return typeof cents === 'number' ? centsLabel(intl, cents) : '—';
      })(),
      before: shown(field(entry.before, 'quantity')),
      after: shown(field(entry.after, 'quantity')),
    },
  );
}

export default function ActivityScreen() {
  const intl = useIntl();
  const { params, update, searchText: actor, setSearchText: setActor } = useListFilters('actor');
  const query = queryOf(params);
  const { data, error, isFetching, refetch } = useActivityQuery(query);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const entries = data?.data;
  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.activity.title')}</h1>
      </ScreenHead>
      <Toolbar role="search">
        <label>
          {t('backOffice.activity.actor')}
          <input type="search" value={actor} onChange={(event) => setActor(event.target.value)} />
        </label>
        <label>
          {t('backOffice.activity.entity')}
          <select value={query.entity ?? ''} onChange={(event) => update({ entity: event.target.value })}>
            <option value="">{t('backOffice.filter.all')}</option>
            {ACTIVITY_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {t(`backOffice.activity.entity.${entity}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backOffice.activity.from')}
          <input
            type="date"
            value={query.from ?? ''}
            onChange={(event) => update({ from: event.target.value })}
          />
        </label>
        <label>
          {t('backOffice.activity.to')}
          <input
            type="date"
            value={query.to ?? ''}
            onChange={(event) => update({ to: event.target.value })}
          />
        </label>
      </Toolbar>
      <ListView
        items={entries}
        error={error}
        errorId="backOffice.activity.error"
        onRetry={refetch}
        busy={isFetching}
        empty={t('backOffice.activity.empty')}
        caption={t('backOffice.activity.title')}
        columns={['backOffice.activity.when', 'backOffice.activity.what', 'backOffice.activity.changes']}
        row={(entry) => (
          <tr key={entry._id}>
            <td>{cairoDateTime(intl, entry.createdAt)}</td>
            <td>{sentence(intl, entry)}</td>
            <td>
              <Changes>
                <summary>{t('backOffice.activity.show')}</summary>
                <h3>{t('backOffice.activity.before')}</h3>
                <pre dir="ltr">{json(entry.before)}</pre>
                <h3>{t('backOffice.activity.after')}</h3>
                <pre dir="ltr">{json(entry.after)}</pre>
              </Changes>
            </td>
          </tr>
        )}
        place={data}
        onPage={(page) => update({ page: page > 1 ? String(page) : '' })}
      />
    </Screen>
  );
}

const Changes = styled.details`
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    font-size: 0.85rem;
  }
  pre {
    margin: 0;
    max-width: 420px;
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 0.8rem;
  }
`;
