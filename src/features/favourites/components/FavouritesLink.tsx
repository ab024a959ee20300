// The header's favourites heart: filled red on hover or when the shopper has favourites.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectFavourites } from '../favouritesSlice';
import { paths } from '../../../config/paths';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { HeaderIconLink } from '../../../ui/HeaderIconLink';

const HeartLink = styled(HeaderIconLink)<{ $set: boolean }>`
  svg {
    color: ${({ $set, theme }) => ($set ? theme.colors.heart : 'currentColor')};
    fill: ${({ $set }) => ($set ? 'currentColor' : 'none')};
  }
  &:hover svg {
    color: ${({ theme }) => theme.colors.heart};
    fill: currentColor;
  }
`;

export function FavouritesLink() {
  const intl = useIntl();
  const count = useAppSelector(selectFavourites).length;
  return (
    <HeartLink
      to={paths.favourites}
      $set={count > 0}
      aria-label={intl.formatMessage({ id: 'favourites.link.label' }, { count })}
    >
      <Icon shape={shellIcons.heart} />
    </HeartLink>
  );
}
