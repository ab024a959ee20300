// A list's pager: previous / next, "page X of Y (N results)", and the page size when the list offers one.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { BACK_OFFICE_PAGE_SIZES } from '../../contract/backOffice';
import { Button } from '../../ui/Button';
import { Pager } from './backOfficeStyles';

export function ListPager({
  page,
  pages,
  total,
  capped = false,
  limit,
  onPage,
  onLimit,
}: {
  page: number;
  pages: number;
  total: number;
  /** More than `total` match (the list counted up to a cap). */
  capped?: boolean;
  limit?: number;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
}) {
  const intl = useIntl();
  const sizeId = useId();
  return (
    <Pager aria-label={intl.formatMessage({ id: 'backOffice.pager.label' })}>
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage({ id: 'backOffice.pager.previous' })}
      </Button>
      <span aria-live="polite">
        {intl.formatMessage(
          { id: capped ? 'backOffice.pager.statusCapped' : 'backOffice.pager.status' },
          { page: intl.formatNumber(page), pages: intl.formatNumber(Math.max(pages, 1)), total },
        )}
      </span>
      <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage({ id: 'backOffice.pager.next' })}
      </Button>
      {onLimit && limit ? (
        <label htmlFor={sizeId}>
          {intl.formatMessage({ id: 'backOffice.pager.size' })}
          <select id={sizeId} value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
            {BACK_OFFICE_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {intl.formatNumber(size)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </Pager>
  );
}
