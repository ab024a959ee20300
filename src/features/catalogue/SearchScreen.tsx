// /search?search=: 'Search Results for {term}' (the heading is visible from md up), the results and their pages. A
// search with no result is no dead end: it offers the closest spelling that has results and the shop's categories.
import { Link, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { mediaDown } from '../../theme/theme';
import { Container } from '../../ui/Container';
import { EmptyNote } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { useSearchProductsQuery } from './catalogueApi';
import { useErrorToast } from './useErrorToast';
import { searchQueryOf } from './listingQuery';
import { SortSelect } from './components/SortSelect';
import { ProductGrid, ProductGridSkeleton } from './components/ProductGrid';
import { Pagination } from './components/Pagination';
import { CategoryLinks } from './components/CategoryLinks';
import { paths } from '../../config/paths';

const Title = styled.h1`
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(5)};
  font-size: clamp(1.4rem, 3vw, 2rem);
  overflow-wrap: anywhere;
  /* Hidden on small screens as the spec asks, but still the page's heading for screen readers. */
  ${mediaDown('md')} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Top = styled.div`
  height: ${({ theme }) => theme.space(6)};
`;

/** The result count and the order, above the results. */
const ResultBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export default function SearchScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = searchQueryOf(params);
  const { search: term, page } = query;
  const sort = query.sort ?? 'featured';
  const { data, error, isFetching } = useSearchProductsQuery(query, { skip: term === '' });
  /** The search's address: its term, order and page (only what differs from the defaults). */
  const go = (next: { sort?: typeof sort; page?: number }) => {
    const nextSort = next.sort ?? sort;
    const nextPage = next.page ?? 1;
    setParams({
      search: term,
      ...(nextSort === 'featured' ? {} : { sort: nextSort }),
      ...(nextPage === 1 ? {} : { page: String(nextPage) }),
    });
  };
  useErrorToast(error, 'search-error');

  return (
    <Container>
      <Top />
      <Title>
        <FormattedMessage id="search.title" values={{ term }} />
      </Title>
      {term === '' ? (
        <EmptyNote>
          <FormattedMessage id="search.blank" />
        </EmptyNote>
      ) : !data ? (
        error ? (
          <EmptyNote>
            <FormattedMessage id="catalogue.error.generic" />
          </EmptyNote>
        ) : (
          <>
            <Spinner />
            <ProductGridSkeleton count={4} />
          </>
        )
      ) : data.total === 0 ? (
        <NoResult term={term} didYouMean={data.didYouMean} />
      ) : (
        <>
          <ResultBar>
            <p>
              <FormattedMessage id="listing.resultCount" values={{ count: data.total }} />
            </p>
            <SortSelect search value={sort} onChange={(next) => go({ sort: next })} />
          </ResultBar>
          {isFetching ? <Spinner /> : null}
          <ProductGrid
            headingLevel={2}
            products={data.products}
            busy={isFetching}
            label={intl.formatMessage({ id: 'search.title' }, { term })}
          />
          <Pagination
            page={page}
            pages={data.pages}
            onChange={(next) => {
              go({ page: next });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Container>
  );
}

const Suggestions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(10)};
  text-align: center;
  p {
    margin: 0;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  nav a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.round};
    text-decoration: none;
  }
  nav a:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

function NoResult({ term, didYouMean }: { term: string; didYouMean?: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'search.browseCategories' });
  return (
    <Suggestions>
      <EmptyNote>
        <FormattedMessage id="search.empty" values={{ term }} />
      </EmptyNote>
      {didYouMean ? (
        <p>
          <FormattedMessage
            id="search.didYouMean"
            values={{ word: <Link to={paths.search(didYouMean)}>{didYouMean}</Link> }}
          />
        </p>
      ) : null}
      <p id="search-categories">{label}</p>
      <nav aria-labelledby="search-categories">
        <CategoryLinks variant="menu" />
      </nav>
    </Suggestions>
  );
}
