// When the shop cannot reach its server, say so plainly and offer a retry, instead of empty or stale screens.
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '../hooks';
import type { RootState } from '../store';
import { Button } from '../../ui/Button';

/** Derived from RTK Query's cache: some call failed because the network or the server is down. */
export const selectServerUnreachable = (state: RootState) =>
  Object.values(state.api.queries).some(
    (query) =>
      query?.status === 'rejected' &&
      typeof query.error === 'object' &&
      query.error !== null &&
      'status' in query.error &&
      query.error.status === 'FETCH_ERROR',
  );

const Banner = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.headerHeight};
  z-index: 45;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export function ConnectionBanner() {
  const unreachable = useAppSelector(selectServerUnreachable);
  if (!unreachable) return null;
  return (
    <Banner role="alert">
      <FormattedMessage id="app.offline.message" />
      <Button $variant="secondary" onClick={() => window.location.reload()}>
        <FormattedMessage id="app.offline.retry" />
      </Button>
    </Banner>
  );
}
