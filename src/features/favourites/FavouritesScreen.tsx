// The favourites page: the saved products as cards, or an empty state; removing one here asks first.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import type { Product } from '../../contract/types';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/icons/Icon';
import * as shellIcons from '../../ui/icons/shell';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ProductGrid } from '../catalogue/components/ProductGrid';
import { FavouriteRemovalContext } from './components/FavouriteToggle';
import { fromFavourite, toFavourite } from './favouriteProduct';
import { favouriteToggled, selectFavourites } from './favouritesSlice';
import { EmptyState, Page } from '../../ui/Page';

/** The spec's favourite-removal toast closes after one second. */
const REMOVED_TOAST_MS = 1000;

export default function FavouritesScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectFavourites);
  const products = useMemo(() => stored.map(fromFavourite), [stored]);
  const [removing, setRemoving] = useState<Product | null>(null);

  return (
    <Page>
      <h1>
        <FormattedMessage id="favourites.title" />
      </h1>
      {products.length === 0 ? (
        <EmptyState>
          <Icon shape={shellIcons.heart} size={56} />
          <p>
            <FormattedMessage id="favourites.empty" />
          </p>
          <ButtonLink to={paths.categories}>
            <FormattedMessage id="cart.empty.browse" />
          </ButtonLink>
        </EmptyState>
      ) : (
        <FavouriteRemovalContext.Provider value={setRemoving}>
          <ProductGrid products={products} label={intl.formatMessage({ id: 'favourites.title' })} />
        </FavouriteRemovalContext.Provider>
      )}
      {removing ? (
        <ConfirmDialog
          question={intl.formatMessage({ id: 'favourites.remove.question' })}
          onNo={() => setRemoving(null)}
          onYes={() => {
            dispatch(favouriteToggled(toFavourite(removing)));
            setRemoving(null);
            toast.success(intl.formatMessage({ id: 'favourites.toast.itemRemoved' }), {
              autoClose: REMOVED_TOAST_MS,
            });
          }}
        />
      ) : null}
    </Page>
  );
}
