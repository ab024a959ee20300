// /staff/stock (staff and managers): what needs restocking (products out of stock, then those running low) and every
// product's stock movements, newest first, by reason. For a manager each product links to its page, where stock is
// adjusted; staff read stock only, so they get names without links (the product pages are a manager's).
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { STOCK_MOVEMENT_REASONS, type StockMovementReason } from '../../contract/backOffice';
import { ColumnHeads } from './ColumnHeads';
import { LoadFailed } from './LoadFailed';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { useAllStockMovementsQuery, useBackOfficeProductsQuery } from './backOfficeApi';
import { localName, stockStateOf } from './backOfficeDisplay';
import { Muted, Panel, Screen, ScreenHead, StateBadge, TableWrap, Toolbar } from './backOfficeStyles';
import { ListPager } from './ListPager';
import { StockMovementsTable } from './StockMovementsTable';
import { useListFilters } from './useListFilters';
import { useStaffRole } from './staffRole';

const isReason = (value: string | null): value is StockMovementReason =>
  (STOCK_MOVEMENT_REASONS as readonly (string | null)[]).includes(value);

export default function StockScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { params, update } = useListFilters();
  const isManager = useStaffRole() === 'manager';
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const reasonParam = params.get('reason');
  const reason = isReason(reasonParam) ? reasonParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const out = useBackOfficeProductsQuery({ stock: 'out', sort: 'name', limit: 20 });
  const low = useBackOfficeProductsQuery({ stock: 'low', sort: 'stock', limit: 20 });
  const movements = useAllStockMovementsQuery({ reason, page });
  const toRestock = [...(out.data?.data ?? []), ...(low.data?.data ?? [])];
  const restockTotal = (out.data?.total ?? 0) + (low.data?.total ?? 0);

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.stock.title')}</h1>
      </ScreenHead>
      <Panel aria-labelledby="restock-title">
        <h2 id="restock-title">{t('backOffice.stock.restock')}</h2>
        {out.isLoading || low.isLoading ? <Spinner /> : null}
        {out.error || low.error ? (
          <p role="alert">{errorMessage(out.error ?? low.error, 'backOffice.products.error')}</p>
        ) : null}
        {out.data && low.data && toRestock.length === 0 ? (
          <Muted>{t('backOffice.stock.allStocked')}</Muted>
        ) : null}
        {toRestock.length > 0 ? (
          <>
            <TableWrap>
              <table>
                <caption className="visually-hidden">{t('backOffice.stock.restock')}</caption>
                <ColumnHeads ids={['backOffice.stock.product', 'backOffice.stock.inStock']} />
                <tbody>
                  {toRestock.map((product) => (
                    <tr key={product._id}>
                      <td>
                        {isManager ? (
                          <Link to={paths.staffProduct(product._id)}>{localName(intl, product)}</Link>
                        ) : (
                          localName(intl, product)
                        )}
                      </td>
                      <td>
                        {intl.formatNumber(product.quantity)}{' '}
                        <StateBadge $state={stockStateOf(product.quantity)}>
                          {t(`backOffice.stock.state.${stockStateOf(product.quantity)}`)}
                        </StateBadge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            {restockTotal > toRestock.length ? (
              <Muted>
                {isManager ? (
                  <Link to={`${paths.staffProducts}?stock=low`}>
                    {t('backOffice.stock.moreToRestock', { count: restockTotal - toRestock.length })}
                  </Link>
                ) : (
                  t('backOffice.stock.moreToRestock', { count: restockTotal - toRestock.length })
                )}
              </Muted>
            ) : null}
          </>
        ) : null}
      </Panel>
      <Panel aria-labelledby="movements-title">
        <h2 id="movements-title">{t('backOffice.stock.history')}</h2>
        <Toolbar>
          <label>
            {t('backOffice.stock.reason')}
            <select value={reason ?? ''} onChange={(event) => update({ reason: event.target.value })}>
              <option value="">{t('backOffice.stock.allReasons')}</option>
              {STOCK_MOVEMENT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`backOffice.stock.reason.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </Toolbar>
        {movements.error ? (
          <LoadFailed
            error={movements.error}
            fallbackId="backOffice.stock.historyError"
            onRetry={movements.refetch}
          />
        ) : null}
        {movements.isLoading ? <Spinner /> : null}
        {movements.data && movements.data.total === 0 ? (
          <Muted>{t('backOffice.stock.noHistory')}</Muted>
        ) : null}
        {movements.data && movements.data.data.length > 0 ? (
          <>
            <StockMovementsTable
              movements={movements.data.data}
              caption={t('backOffice.stock.history')}
              withProduct
              linkProducts={isManager}
            />
            <ListPager
              page={movements.data.page}
              pages={movements.data.pages}
              total={movements.data.total}
              onPage={(next) => update({ page: next > 1 ? String(next) : '' })}
            />
          </>
        ) : null}
      </Panel>
    </Screen>
  );
}
