// The heart on product cards and pages: adds or removes the product from favourites, filled red when set.
import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../../ui/toast';
import styled from 'styled-components';
import type { Product } from '../../../contract/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { localizedName } from '../../../contract/localized';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { favouriteToggled, selectIsFavourite } from '../favouritesSlice';
import { toFavourite } from '../favouriteProduct';

/**
 * Where removal must be confirmed first (the favourites page), this holds what asks; elsewhere the heart toggles
 * at once. A context keeps the heart's props the same on every card.
 */
export const FavouriteRemovalContext = createContext<((product: Product) => void) | null>(null);

const HeartButton = styled.button.attrs({ type: 'button' })<{ $set: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $set, theme }) => ($set ? theme.colors.heart : theme.colors.inkSoft)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.heart};
  }
`;

export function FavouriteToggle({ product }: { product: Product }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  const isSet = useAppSelector(selectIsFavourite(product._id));
  const name = localizedName(product, lang);
  const confirmRemoval = useContext(FavouriteRemovalContext);
  return (
    <HeartButton
      $set={isSet}
      aria-pressed={isSet}
      aria-label={intl.formatMessage({ id: 'favourites.toggle.label' }, { name })}
      onClick={() => {
        if (isSet && confirmRemoval) {
          confirmRemoval(product);
          return;
        }
        dispatch(favouriteToggled(toFavourite(product)));
        toast.success(
          intl.formatMessage({ id: isSet ? 'favourites.toast.removed' : 'favourites.toast.added' }),
        );
      }}
    >
      <Icon shape={shellIcons.heart} filled={isSet} />
    </HeartButton>
  );
}
