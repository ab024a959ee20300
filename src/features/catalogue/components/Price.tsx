// A product's price in EGP for the shopper's locale: the discounted price with the original struck through.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { hasDiscount } from '../../../contract';
import { useFormatPrice } from '../../../i18n/useFormatPrice';

const Wrap = styled.p<{ $size: 'md' | 'lg' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ $size }) => ($size === 'lg' ? '1.5rem' : '1.05rem')};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  del {
    font-size: 0.8em;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function Price({
  product,
  size = 'md',
}: {
  product: { price: number; priceAfterDiscount: number; fromPrice?: boolean };
  size?: 'md' | 'lg';
}) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  // "From EGP X": a listed product whose variants in stock come at several prices, X the lowest.
  const paid = (price: number) =>
    product.fromPrice
      ? intl.formatMessage({ id: 'catalogue.price.from' }, { price: formatPrice(price) })
      : formatPrice(price);
  const format = formatPrice;
  if (!hasDiscount(product)) {
    return (
      <Wrap $size={size}>
        <strong>{paid(product.price)}</strong>
      </Wrap>
    );
  }
  return (
    <Wrap $size={size}>
      <strong>{paid(product.priceAfterDiscount)}</strong>
      <del aria-label={intl.formatMessage({ id: 'catalogue.price.was' }, { price: format(product.price) })}>
        {format(product.price)}
      </del>
    </Wrap>
  );
}
