// 'N % OFF', shown only when the spec's discount rule applies (0 < priceAfterDiscount < price).
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { discountPercent, hasDiscount } from '../../../contract';

const Badge = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
`;

export function DiscountBadge({
  product,
  className,
}: {
  product: { price: number; priceAfterDiscount: number };
  className?: string;
}) {
  const intl = useIntl();
  if (!hasDiscount(product)) return null;
  return (
    <Badge className={className}>
      <FormattedMessage
        id="catalogue.discount.off"
        values={{ percent: intl.formatNumber(discountPercent(product)) }}
      />
    </Badge>
  );
}
