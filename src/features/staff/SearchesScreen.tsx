// /staff/searches: what shoppers searched for over the last 30 days, the most frequent first, and the searches that
// found nothing (a synonym or a product the shop is missing).
import { useIntl } from 'react-intl';
import type { SearchCount } from '../../contract/search';
import { Spinner } from '../../ui/Spinner';
import { ColumnHeads } from './ColumnHeads';
import { LoadFailed } from './LoadFailed';
import { useSearchStatsQuery } from './searchDeskApi';
import { Muted, Panel, Screen, ScreenHead, TableWrap } from './backOfficeStyles';

export default function SearchesScreen() {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useSearchStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.searches.title')}</h1>
      </ScreenHead>
      <Muted>{t('backOffice.searches.intro')}</Muted>
      {error ? <LoadFailed error={error} fallbackId="backOffice.searches.error" onRetry={refetch} /> : null}
      {isLoading ? <Spinner /> : null}
      {data ? (
        <>
          <Counts titleId="backOffice.searches.top" emptyId="backOffice.searches.topEmpty" rows={data.top} />
          <Counts
            titleId="backOffice.searches.noResult"
            emptyId="backOffice.searches.noResultEmpty"
            rows={data.noResult}
          />
        </>
      ) : null}
    </Screen>
  );
}

function Counts({ titleId, emptyId, rows }: { titleId: string; emptyId: string; rows: SearchCount[] }) {
  const intl = useIntl();
  const headingId = `searches-${titleId.split('.').pop()}`;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: titleId })}</h2>
      {rows.length === 0 ? (
        <Muted>{intl.formatMessage({ id: emptyId })}</Muted>
      ) : (
        <TableWrap>
          <table aria-labelledby={headingId}>
            <ColumnHeads ids={['backOffice.searches.query', 'backOffice.searches.times']} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.query}>
                  <td dir="auto">{row.query}</td>
                  <td>{intl.formatNumber(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Panel>
  );
}
