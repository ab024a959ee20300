// The products of an order: image, name in the shopper's language, the variant's choices, quantity and line total.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import type { CartLine } from '../../../contract/types';
import { localizedName } from '../../../contract/localized';
import { choicesText } from '../../../contract/variants';
import { useFormatPrice } from '../../../i18n/useFormatPrice';

export function OrderItems({ lines }: { lines: CartLine[] }) {
  const intl = useIntl();
  const price = useFormatPrice();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  return (
    <List>
      {lines.map((line) => (
        <li key={line.product.variant ? `${line.product._id}:${line.product.variant._id}` : line.product._id}>
          {line.product.images[0] ? (
            <img src={line.product.images[0]} alt="" width={56} height={56} loading="lazy" />
          ) : null}
          <Name>
            <Link to={paths.item(line.product._id, line.product.variant?.sku)}>
              {localizedName(line.product, lang)}
            </Link>
            {line.product.variant?.choices.length ? (
              <small>{choicesText(line.product.variant.choices, lang)}</small>
            ) : null}
            <small>
              {intl.formatMessage(
                { id: 'checkout.summary.quantity' },
                { quantity: intl.formatNumber(line.quantity) },
              )}
            </small>
          </Name>
          <span>{price(line.total)}</span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  img {
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Name = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
