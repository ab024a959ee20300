// The header's cart icon with the total number of items.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectCartCount } from '../cartSlice';
import { paths } from '../../../config/paths';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { HeaderIconLink } from '../../../ui/HeaderIconLink';

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

export function CartLink() {
  const intl = useIntl();
  const count = useAppSelector(selectCartCount);
  const label = intl.formatMessage({ id: 'cart.link.label' }, { count });
  return (
    <HeaderIconLink to={paths.cart} aria-label={label}>
      <Icon shape={shellIcons.cart} />
      {count > 0 ? <Badge aria-hidden="true">{intl.formatNumber(count)}</Badge> : null}
    </HeaderIconLink>
  );
}
