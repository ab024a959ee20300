/*
 * /categories and /categoriesname?category=: the product listing. The filters live in the query string (shareable,
 * and Back restores them); every change goes back to page 1 and the list is fetched 500 ms after the last change
 * (a page change is fetched at once). The chosen category is also kept in the persisted filters slice.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Category, FilterKey, ProductListQuery, ProductListResponse, SpecValues } from '../../contract';

import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../i18n/uiSlice';
import { localizedName } from '../../contract/localized';
import { mediaUp } from '../../theme/theme';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { NotFound } from '../../ui/NotFound';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { EmptyNote } from '../../ui/Page';
import { Icon } from '../../ui/icons/Icon';
import * as shellIcons from '../../ui/icons/shell';
import { Spinner } from '../../ui/Spinner';
import { useGetCategoriesQuery, useGetProductsQuery } from './catalogueApi';
import { categoryChosen, categoryReset, selectChosenCategory } from './filtersSlice';
import {
  LISTING_DEBOUNCE_MS,
  defaultListingFilters,
  listingSearchParams,
  parseListingFilters,
  priceScaleOf,
  productQueryOf,
  withCategory,
  type ListingFilters,
} from './listingQuery';
import { useDebouncedValue } from './useDebouncedValue';
import { useErrorToast } from './useErrorToast';
import { CategoryStrip } from './components/CategoryStrip';
import { FilterSidebar } from './components/FilterSidebar';
import { ProductGrid, ProductGridSkeleton } from './components/ProductGrid';
import { Pagination } from './components/Pagination';
import { BackLink } from './components/BackLink';
import { SortSelect } from './components/SortSelect';

/** What a category's listing offers to filter on: its spec values, its brands and its colours. */
interface Offers {
  specValues: SpecValues;
  brands: NonNullable<ProductListResponse['brands']>;
  colors: NonNullable<ProductListResponse['colors']>;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${mediaUp('lg')} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
`;

const Results = styled.section`
  position: relative;
  min-height: 50vh;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
`;

/** How many products the chosen filters found (every page, not only this one), and their order. */
const ResultBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
  min-height: 40px;
`;

const ResultCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Busy = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(10)};
  left: 0;
  right: 0;
  z-index: 2;
  pointer-events: none;
`;

const sameQuery = (a: ProductListQuery, b: ProductListQuery) => JSON.stringify(a) === JSON.stringify(b);
/** Filters wait for the shopper to stop; turning the page or choosing an order does not. */
const delayFor = (settled: ProductListQuery, next: ProductListQuery) => {
  const { sort: _sort, page: _page, ...rest } = next;
  const { sort: _settledSort, page: _settledPage, ...settledRest } = settled;
  return sameQuery(settledRest, rest) ? 0 : LISTING_DEBOUNCE_MS;
};

export default function ListingScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useAppSelector(selectLanguage);
  const stored = useAppSelector(selectChosenCategory);
  const [params, setParams] = useSearchParams();
  const {
    data: categories = [],
    error: categoriesError,
    isSuccess: categoriesLoaded,
  } = useGetCategoriesQuery();

  const filters = useMemo(() => parseListingFilters(params, stored.category), [params, stored.category]);
  const query = useMemo(() => productQueryOf(filters), [filters]);
  const settledQuery = useDebouncedValue(query, delayFor, sameQuery);
  // A shared link may name its category by id or by slug (the API takes both).
  const category = categories.find((c) => c._id === filters.category || c.slug === filters.category) ?? null;
  // Once the categories are known, a category none of them is (a typo, a removed one) is a page that does not exist.
  // (A remembered category that is gone is forgotten instead, below.)
  const unknownCategory = Boolean(params.get('category')?.trim() && categoriesLoaded && !category);
  const { data, currentData, error, isFetching } = useGetProductsQuery(settledQuery, {
    skip: unknownCategory,
  });
  // The spec values the filters offer are those of the category's products, whatever the other filters: kept per
  // category they came for, so that another category's values are never offered while its answer is on its way,
  // and a category seen before (All, after a look at one line) offers its own at once.
  const [offers, setOffers] = useState<ReadonlyMap<string, Offers>>(new Map());
  // Noted while rendering the answer (React's way to keep state that follows a value), not in an effect.
  const answered = settledQuery.category ?? '';
  if (currentData && offers.get(answered)?.specValues !== currentData.specValues) {
    setOffers(
      new Map(offers).set(answered, {
        specValues: currentData.specValues,
        brands: currentData.brands ?? [],
        colors: currentData.colors ?? [],
      }),
    );
  }
  const { specValues, brands, colors } = offers.get(query.category ?? '') ?? {};
  useErrorToast(error, 'listing-error');
  useErrorToast(categoriesError, 'categories-error');

  // A shared link (or Back) names its category in the URL: remember it as the current filter, as a click would.
  // Only when the listing's category changes: a click stores its choice before the address bar follows, and the
  // render between the two (new store, old URL) must not store the old category again.
  const followed = useRef<string | null>(null);
  useEffect(() => {
    const id = category?._id ?? null;
    if (followed.current === id) return;
    followed.current = id;
    if (category && stored.category !== category._id) {
      dispatch(categoryChosen({ id: category._id, name: category.name }));
    }
  }, [category, stored.category, dispatch]);
  // A remembered category the shop no longer has is dropped (the listing shows every product).
  useEffect(() => {
    if (categoriesLoaded && stored.category && !categories.some((c) => c._id === stored.category)) {
      dispatch(categoryReset());
    }
  }, [categoriesLoaded, categories, stored.category, dispatch]);

  const apply = useCallback(
    (next: ListingFilters, replace = false) => void setParams(listingSearchParams(next), { replace }),
    [setParams],
  );

  const onCategory = (chosen: Category | null) => {
    if (chosen) dispatch(categoryChosen({ id: chosen._id, name: chosen.name }));
    else dispatch(categoryReset());
    apply(withCategory(filters, chosen));
  };
  const onFilter = (key: FilterKey, value: string | null) => apply({ ...filters, [key]: value, page: 1 });
  const onBrand = (brand: string | null) => apply({ ...filters, brand, page: 1 });
  const onColor = (color: string | null) => apply({ ...filters, color, page: 1 });
  // Dragging the slider would push dozens of history entries; the price replaces the current one instead.
  const onPrice = (lowestPrice: number, highestPrice: number) =>
    apply({ ...filters, lowestPrice, highestPrice, page: 1 }, true);
  // The order applies at once (no wait) and starts again from page 1.
  const onSort = (sort: ListingFilters['sort']) => apply({ ...filters, sort, page: 1 });
  const onReset = () => {
    dispatch(categoryReset());
    apply(defaultListingFilters);
  };
  const onPage = (page: number) => {
    apply({ ...filters, page });
    window.scrollTo({ top: 0 });
  };

  // A page past the end (an old link, fewer results now) goes to the last page.
  const pages = data?.pages ?? 1;
  useEffect(() => {
    if (data && sameQuery(settledQuery, query) && filters.page > data.pages) {
      apply({ ...filters, page: data.pages }, true);
    }
  }, [data, settledQuery, query, filters, apply]);

  const title = category
    ? intl.formatMessage({ id: 'listing.collection' }, { name: localizedName(category, lang) })
    : filters.category && stored.category === filters.category && stored.filterName
      ? intl.formatMessage({ id: 'listing.collection' }, { name: stored.filterName })
      : intl.formatMessage({ id: 'listing.allProducts' });
  const pending = isFetching || !sameQuery(settledQuery, query);
  useDocumentTitle(unknownCategory ? intl.formatMessage({ id: 'listing.notFound.title' }) : title);

  return (
    <Container>
      {location.key === 'default' ? (
        <BackLink to={paths.home}>
          <Icon shape={shellIcons.back} size={18} />
          <FormattedMessage id="listing.back" />
        </BackLink>
      ) : (
        <BackLink
          to=".."
          onClick={(event) => {
            event.preventDefault();
            void navigate(-1);
          }}
        >
          <Icon shape={shellIcons.back} size={18} />
          <FormattedMessage id="listing.back" />
        </BackLink>
      )}
      <CategoryStrip />
      {unknownCategory ? (
        <NotFound
          title={<FormattedMessage id="listing.notFound.title" />}
          text={
            <FormattedMessage id="listing.notFound.text" values={{ name: <bdi>{filters.category}</bdi> }} />
          }
        >
          <Button onClick={onReset}>
            <FormattedMessage id="product.notFound.browse" />
          </Button>
        </NotFound>
      ) : (
        <Layout>
          <FilterSidebar
            filters={filters}
            categories={categories}
            onCategory={onCategory}
            onFilter={onFilter}
            onPrice={onPrice}
            onReset={onReset}
            resultCount={pending || !data ? null : data.total}
            specValues={specValues}
            brands={brands}
            onBrand={onBrand}
            colors={colors}
            onColor={onColor}
            priceScale={priceScaleOf(data?.priceRange)}
          />
          <Results aria-labelledby="listing-title" aria-busy={pending}>
            <h1 id="listing-title">{title}</h1>
            <ResultBar>
              {data && !pending ? (
                <ResultCount>
                  <FormattedMessage id="listing.resultCount" values={{ count: data.total }} />
                </ResultCount>
              ) : (
                <span />
              )}
              <SortSelect value={filters.sort} onChange={onSort} />
            </ResultBar>
            {pending && data ? (
              <Busy>
                <Spinner />
              </Busy>
            ) : null}
            {!data && error ? (
              <EmptyNote>
                <FormattedMessage id="catalogue.error.generic" />
              </EmptyNote>
            ) : !data ? (
              <>
                <Spinner />
                <ProductGridSkeleton />
              </>
            ) : data.products.length === 0 && data.total === 0 ? (
              <EmptyNote>
                <FormattedMessage id="listing.empty" />
              </EmptyNote>
            ) : (
              <ProductGrid headingLevel={2} products={data.products} busy={pending} label={title} />
            )}
            {data ? <Pagination page={filters.page} pages={pages} onChange={onPage} /> : null}
          </Results>
        </Layout>
      )}
    </Container>
  );
}
