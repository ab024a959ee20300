// Page numbers with previous / next, bounded to 1..pages; hidden when there is only one page. On a phone only the
// first, current and last numbers show (with '…' between), so seven or seventy pages keep to one row.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { mediaDown } from '../../../theme/theme';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space(8)};
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  button {
    min-width: 44px;
    height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    display: inline-grid;
    place-items: center;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  ${mediaDown('sm')} {
    li {
      display: flex;
      align-items: center;
      gap: ${({ theme }) => theme.space(2)};
    }
    li.far {
      display: none;
    }
    /* The gap's mark is drawn, not read: the page buttons' names already say which page is which. */
    li.far + li::before {
      content: '…' / '';
    }
  }
`;

/** Keeps a requested page within 1..pages. */
export const boundedPage = (page: number, pages: number) => Math.min(Math.max(1, page), Math.max(1, pages));

export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const current = boundedPage(page, pages);
  const go = (target: number) => {
    const next = boundedPage(target, pages);
    if (next !== current) onChange(next);
  };
  return (
    <Nav aria-label={intl.formatMessage({ id: 'catalogue.pagination.label' })}>
      <ul>
        <li>
          <button
            type="button"
            onClick={() => go(current - 1)}
            disabled={current === 1}
            aria-label={intl.formatMessage({ id: 'catalogue.pagination.previous' })}
          >
            <Icon shape={shellIcons.back} size={18} />
          </button>
        </li>
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n} className={n === 1 || n === current || n === pages ? undefined : 'far'}>
            <button
              type="button"
              onClick={() => go(n)}
              aria-current={n === current ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'catalogue.pagination.page' }, { page: n, pages })}
            >
              {intl.formatNumber(n)}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => go(current + 1)}
            disabled={current === pages}
            aria-label={intl.formatMessage({ id: 'catalogue.pagination.next' })}
          >
            <Icon shape={shellIcons.next} size={18} />
          </button>
        </li>
      </ul>
    </Nav>
  );
}
