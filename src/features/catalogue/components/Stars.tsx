// Five stars, filled up to a rating, read out as 'Rated N out of 5'.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { RATING_MAX } from '../../../contract';

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.accent};
  svg {
    display: block;
  }
`;

const STAR = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9Z';

export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const rounded = Math.round(rating);
  return (
    <Row
      role="img"
      aria-label={intl.formatMessage({ id: 'product.reviews.rated' }, { rating: rounded, max: RATING_MAX })}
    >
      {Array.from({ length: RATING_MAX }, (_, n) => (
        <svg key={n} width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={STAR}
            fill={n < rounded ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={1.6}
          />
        </svg>
      ))}
    </Row>
  );
}
