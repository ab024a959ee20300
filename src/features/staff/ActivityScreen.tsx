// /staff/activity (managers): the read-only record of back-office writes, filtered by who, what and when, paged; each
// entry's before and after open on demand.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import type { ActivityEntry, ActivityQuery } from '../../contract/backOffice';
import { uploadUrl } from '../../contract/images';
import { ColumnHeads } from './ColumnHeads';
import { LoadFailed } from './LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useActivityQuery } from './backOfficeApi';
import { cairoDateTime } from './backOfficeDisplay';
import { Muted, Screen, ScreenHead, TableWrap, Toolbar } from './backOfficeStyles';
import { Pagination } from './Pagination';
import { useListFilters } from './useListFilters';

const ENTITIES = [
  'product',
  'category',
  'order',
  'staff',
  'image',
  'return',
  'message',
] as const satisfies readonly ActivityEntry['entity'][];

function queryOf(params: URLSearchParams): ActivityQuery {
  const entity = params.get('entity');
  const page = Number(params.get('page'));
  return {
    actor: params.get('actor') || undefined,
    entity: (ENTITIES as readonly string[]).includes(entity ?? '')
      ? (entity as ActivityEntry['entity'])
      : undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

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
            {ENTITIES.map((entity) => (
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
      {error ? <LoadFailed error={error} fallbackId="backOffice.activity.error" onRetry={refetch} /> : null}
      {isFetching && !entries ? <Spinner /> : null}
      {entries && entries.length === 0 ? <Muted>{t('backOffice.activity.empty')}</Muted> : null}
      {entries && entries.length > 0 ? (
        <TableWrap aria-busy={isFetching || undefined}>
          <table>
            <caption className="visually-hidden">{t('backOffice.activity.title')}</caption>
            <ColumnHeads
              ids={[
                'backOffice.activity.when',
                'backOffice.activity.actor',
                'backOffice.activity.action',
                'backOffice.activity.entity',
                'backOffice.activity.changes',
              ]}
            />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry._id}>
                  <td>{cairoDateTime(intl, entry.createdAt)}</td>
                  <td>
                    {entry.actor.name}
                    <small dir="ltr">{entry.actor.email}</small>
                  </td>
                  <td dir="ltr">{entry.action}</td>
                  <td>
                    {t(`backOffice.activity.entity.${entry.entity}`)}
                    <small dir="ltr">
                      {entry.entity === 'product' ? (
                        <Link to={paths.staffProduct(entry.entityId)}>{entry.entityId}</Link>
                      ) : entry.entity === 'order' ? (
                        <Link to={paths.staffOrder(entry.entityId)}>{entry.entityId}</Link>
                      ) : entry.entity === 'message' ? (
                        <Link to={paths.staffMessage(entry.entityId)}>{entry.entityId}</Link>
                      ) : entry.entity === 'image' ? (
                        <a href={uploadUrl(entry.entityId, 'large')} target="_blank" rel="noreferrer">
                          {entry.entityId}
                        </a>
                      ) : (
                        entry.entityId
                      )}
                    </small>
                  </td>
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
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      {data && data.total > 0 ? (
        <Pagination
          page={data.page}
          pages={data.pages}
          total={data.total}
          onPage={(page) => update({ page: page > 1 ? String(page) : '' })}
        />
      ) : null}
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
