// The cash-on-delivery limit, said before the shopper presses on: beside the cart's total and above checkout's Place
// Order, when the order with its delivery is above the limit (checkout would refuse it with 422).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { cashOnDeliveryAllows } from '../../../contract/cashOnDelivery';
import { orderTotal } from '../../../contract/constants';
import type { ProductDetail } from '../../../contract/types';
import { useFormatPrice } from '../../../i18n/useFormatPrice';

/** The shop's limit, as the products' answers carry it (every answer carries the same server setting). */
export const codLimitOf = (products: Iterable<ProductDetail> | undefined): number | undefined => {
  for (const product of products ?? []) return product.cashOnDelivery.limitEgp;
  return undefined;
};

export function CodLimitNotice({ subtotal, limitEgp }: { subtotal: number; limitEgp: number | undefined }) {
  const format = useFormatPrice();
  if (limitEgp === undefined || cashOnDeliveryAllows(subtotal, limitEgp)) return null;
  return (
    <Notice role="status">
      <FormattedMessage
        id="cart.summary.codLimit"
        values={{
          limit: format(limitEgp),
          total: format(orderTotal(subtotal)),
          link: (words: ReactNode[]) => <Link to={paths.contact}>{words}</Link>,
        }}
      />
    </Notice>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.ink};
`;
