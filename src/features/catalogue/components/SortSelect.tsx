// The order of a listing or a search: a native select (keyboard, screen readers and the phone's own picker work as
// everywhere), applied in the change that chooses it. Featured reads 'Best match' on a search.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LISTING_SORTS, type ListingSort } from '../../../contract';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 600;
    white-space: nowrap;
  }
  select {
    min-height: 40px;
    min-width: 0;
    max-width: 100%;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
  }
`;

export function SortSelect({
  value,
  onChange,
  search = false,
}: {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
  /** A search: featured is its best match. */
  search?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const label = (sort: ListingSort) =>
    intl.formatMessage({
      id: sort === 'featured' && search ? 'listing.sort.bestMatch' : `listing.sort.${sort}`,
    });
  return (
    <Wrap>
      <label htmlFor={id}>
        <FormattedMessage id="listing.sort.label" />
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(LISTING_SORTS.find((s) => s === event.target.value) ?? 'featured')}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {label(sort)}
          </option>
        ))}
      </select>
    </Wrap>
  );
}
