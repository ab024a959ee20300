// A plan of the product page's instalment table, chosen: the product goes into the cart (unless it is there already)
// and the shopper goes to checkout with Installments and this plan chosen (?plan=<months>).
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import type { LineVariant, Product } from '../../../contract/types';
import { cartLineOf, itemAdded, lineKeyOf, selectCartQuantity } from '../../cart/cartSlice';

/** The query checkout reads the chosen plan from. */
export const PLAN_PARAM = 'plan';

export function ChoosePlanControl({
  product,
  variant,
  months,
}: {
  product: Product;
  variant?: LineVariant;
  months: number;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inCart = useAppSelector(selectCartQuantity(lineKeyOf({ id: product._id, variant: variant?._id })));
  if (inCart === 0 && product.quantity <= 0) return null;
  return (
    <Choose
      type="button"
      onClick={() => {
        if (inCart === 0) dispatch(itemAdded(cartLineOf(product, variant)));
        void navigate(`${paths.checkout}?${PLAN_PARAM}=${months}`);
      }}
    >
      {intl.formatMessage({ id: 'product.instalments.choose' }, { months: intl.formatNumber(months) })}
    </Choose>
  );
}

const Choose = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
