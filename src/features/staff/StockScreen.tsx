// /staff/stock (staff and managers): what needs restocking (each variant out of stock or running low, fewest units
// first, named by its SKU and choices) and every
// product's stock movements, newest first, by reason. For a manager each product links to its page, where stock is
// adjusted; staff read stock only, so they get names without links (the product pages are a manager's).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { STOCK_MOVEMENT_REASONS, type StockMovementReason } from '../../contract/backOffice';
import { choicesText } from '../../contract/variants';
import { ColumnHeads } from './ColumnHeads';
import { LoadFailed } from './LoadFailed';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { useAllStockMovementsQuery, useRestockQuery } from './backOfficeApi';
import { stockStateOf } from '../../contract/backOffice';
import { localName } from './backOfficeDisplay';
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
  const [restockPage, setRestockPage] = useState(1);
  const restock = useRestockQuery({ page: restockPage });
  const movements = useAllStockMovementsQuery({ reason, page });
  const toRestock = restock.data?.data ?? [];

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.stock.title')}</h1>
      </ScreenHead>
      <Panel aria-labelledby="restock-title">
        <h2 id="restock-title">{t('backOffice.stock.restock')}</h2>
        {restock.isLoading ? <Spinner /> : null}
        {restock.error ? (
          <p role="alert">{errorMessage(restock.error, 'backOffice.products.error')}</p>
        ) : null}
        {restock.data && restock.data.total === 0 ? <Muted>{t('backOffice.stock.allStocked')}</Muted> : null}
        {restock.data && toRestock.length > 0 ? (
          <>
            <TableWrap>
              <table>
                <caption className="visually-hidden">{t('backOffice.stock.restock')}</caption>
                <ColumnHeads
                  ids={['backOffice.stock.product', 'backOffice.stock.variant', 'backOffice.stock.inStock']}
                />
                <tbody>
                  {toRestock.map((item) => (
                    <tr key={item.variant._id}>
                      <td>
                        {isManager ? (
                          <Link to={paths.staffProduct(item.productId)}>{localName(intl, item)}</Link>
                        ) : (
                          localName(intl, item)
                        )}
                      </td>
                      <td>
                        <bdi dir="ltr">{item.variant.sku}</bdi>
                        {item.variant.choices.length > 0 ? (
                          <small>
                            {choicesText(item.variant.choices, intl.locale.startsWith('ar') ? 'ar' : 'en')}
                          </small>
                        ) : null}
                      </td>
                      <td>
                        {intl.formatNumber(item.quantity)}{' '}
                        <StateBadge $state={stockStateOf(item.quantity)}>
                          {t(`backOffice.stock.state.${stockStateOf(item.quantity)}`)}
                        </StateBadge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <ListPager
              page={restock.data.page}
              pages={restock.data.pages}
              total={restock.data.total}
              onPage={setRestockPage}
            />
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
