// /staff/products (managers): every product, searched, filtered, sorted and paged from the address bar's query, so
// a reload or the back button keeps the view. Each row leads to the product's page.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import {
  BACK_OFFICE_PAGE_SIZES,
  PRODUCT_SORTS,
  STOCK_STATES,
  type BackOfficeProductQuery,
  type ProductSort,
} from '../../contract/backOffice';
import { useFormatPrice } from '../../i18n/useFormatPrice';
import { ButtonLink } from '../../ui/Button';
import { CatalogueCsvPanel } from './CatalogueCsvPanel';
import { ListView } from './ListView';
import { useListFilters } from './useListFilters';
import { useBackOfficeCategoriesQuery, useBackOfficeProductsQuery } from './backOfficeApi';
import { categoryName, localName } from './backOfficeDisplay';
import { Screen, ScreenHead, StateBadge, Toolbar } from './backOfficeStyles';

/** Which variants make a product's stock state: a line of its own, wide enough to read on a phone's scrolled table. */
const VariantNote = styled.small`
  display: block;
  min-width: 9rem;
`;

const DEFAULT_LIMIT = BACK_OFFICE_PAGE_SIZES[0];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const flag = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The list's query from the address bar; archived products are hidden unless asked for. */
function queryOf(params: URLSearchParams): BackOfficeProductQuery {
  const archived = params.get('archived');
  const limit = positive(params.get('limit'), DEFAULT_LIMIT);
  return {
    search: params.get('search') || undefined,
    category: params.get('category') || undefined,
    stock: oneOf(STOCK_STATES, params.get('stock')),
    discounted: flag(params.get('discounted')),
    archived: archived === 'all' ? undefined : archived === 'true',
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? 'newest',
    page: positive(params.get('page'), 1),
    limit: (BACK_OFFICE_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
}

export default function ProductsScreen() {
  const intl = useIntl();
  const price = useFormatPrice();
  const { params, update, searchText: search, setSearchText: setSearch } = useListFilters();
  const query = queryOf(params);
  const { data: categories } = useBackOfficeCategoriesQuery();
  const { data, error, isFetching, refetch } = useBackOfficeProductsQuery(query);

  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const products = data?.data;

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.products.title')}</h1>
        <ButtonLink to={paths.staffNewProduct}>{t('backOffice.products.new')}</ButtonLink>
      </ScreenHead>
      <Toolbar role="search">
        <label>
          {t('backOffice.products.search')}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          {t('backOffice.products.category')}
          <select value={query.category ?? ''} onChange={(event) => update({ category: event.target.value })}>
            <option value="">{t('backOffice.filter.all')}</option>
            {categories?.map((category) => (
              <option key={category._id} value={category._id}>
                {localName(intl, category)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backOffice.products.stock')}
          <select value={query.stock ?? ''} onChange={(event) => update({ stock: event.target.value })}>
            <option value="">{t('backOffice.filter.all')}</option>
            {STOCK_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`backOffice.stock.state.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backOffice.products.discounted')}
          <select
            value={query.discounted === undefined ? '' : String(query.discounted)}
            onChange={(event) => update({ discounted: event.target.value })}
          >
            <option value="">{t('backOffice.filter.all')}</option>
            <option value="true">{t('backOffice.products.discounted.yes')}</option>
            <option value="false">{t('backOffice.products.discounted.no')}</option>
          </select>
        </label>
        <label>
          {t('backOffice.products.archived')}
          <select
            value={params.get('archived') === 'all' ? 'all' : String(query.archived)}
            onChange={(event) =>
              update({ archived: event.target.value === 'false' ? '' : event.target.value })
            }
          >
            <option value="false">{t('backOffice.archived.active')}</option>
            <option value="true">{t('backOffice.archived.archived')}</option>
            <option value="all">{t('backOffice.filter.all')}</option>
          </select>
        </label>
        <label>
          {t('backOffice.products.sort')}
          <select
            value={query.sort}
            onChange={(event) =>
              update({ sort: event.target.value === 'newest' ? '' : (event.target.value as ProductSort) })
            }
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`backOffice.products.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </Toolbar>

      <ListView
        items={products}
        error={error}
        errorId="backOffice.products.error"
        onRetry={refetch}
        busy={isFetching}
        empty={t('backOffice.products.empty')}
        caption={t('backOffice.products.caption')}
        columns={[
          'backOffice.products.name',
          'backOffice.products.category',
          'backOffice.products.price',
          'backOffice.products.stock',
          'backOffice.products.status',
        ]}
        row={(item) => {
          const state = item.stockState;
          // Which variants make the state, for a product in several (one sold one way reads by its own stock).
          const variants = item.variantStock?.variants ?? 1;
          const out = variants > 1 ? (item.variantStock?.out ?? 0) : 0;
          const low = variants > 1 ? (item.variantStock?.low ?? 0) : 0;
          return (
            <tr key={item._id}>
              <td>
                <Link to={paths.staffProduct(item._id)}>{localName(intl, item)}</Link>
                <small lang={intl.locale.startsWith('ar') ? 'en' : 'ar'}>
                  {intl.locale.startsWith('ar') ? item.name : item.nameAr}
                </small>
              </td>
              <td>{categoryName(intl, categories, item.categoryId)}</td>
              <td>
                {item.priceAfterDiscount > 0 ? (
                  <>
                    {price(item.priceAfterDiscount)}
                    <small>
                      <s>{price(item.price)}</s>
                    </small>
                  </>
                ) : (
                  price(item.price)
                )}
              </td>
              <td>
                {intl.formatNumber(item.quantity)}
                <StateBadge $state={state}>{t(`backOffice.stock.state.${state}`)}</StateBadge>
                {out > 0 && (
                  <VariantNote>{t('backOffice.products.variantsOut', { out, variants })}</VariantNote>
                )}
                {low > 0 && (
                  <VariantNote>{t('backOffice.products.variantsLow', { low, variants })}</VariantNote>
                )}
              </td>
              <td>{t(item.archivedAt ? 'backOffice.archived.archived' : 'backOffice.archived.active')}</td>
            </tr>
          );
        }}
        place={data}
        limit={query.limit}
        onPage={(page) => update({ page: page > 1 ? String(page) : '' })}
        onLimit={(limit) => update({ limit: limit === DEFAULT_LIMIT ? '' : String(limit) })}
      />
      <CatalogueCsvPanel />
    </Screen>
  );
}
