// The product card's and product page's cart control: 'Out Of Stock', 'Add to Cart', or a stepper once added.
// On the product page it is for the chosen variant: `product` then carries that variant's price, stock and photos.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../../ui/toast';
import type { LineVariant, Product } from '../../../contract/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { localizedName } from '../../../contract/localized';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import {
  cartLineOf,
  itemAdded,
  lineKeyOf,
  quantityDecreasedOrRemoved,
  selectCartQuantity,
} from '../cartSlice';
import { QuantityStepper } from './QuantityStepper';

export function AddToCartControl({ product, variant }: { product: Product; variant?: LineVariant }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  // Every press changes the cart in its own click handler: what the control and the toast say is already stored.
  const key = lineKeyOf({ id: product._id, variant: variant?._id });
  const inCart = useAppSelector(selectCartQuantity(key));
  const name = localizedName(product, lang);
  // A press that removes the focused button (Add to Cart ⇄ stepper, plus at the stock) hands focus to the control
  // that takes its place, so the keyboard stays here instead of falling back to the page.
  const handOff = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const stepperTarget = useRef<HTMLButtonElement>(null);
  const showStepper = inCart > 0;
  // Reaching the stock disables plus, so the stepper's focus target becomes minus.
  const atStock = inCart >= product.quantity;
  useEffect(() => {
    if (!handOff.current) return;
    handOff.current = false;
    (showStepper ? stepperTarget : addButton).current?.focus();
  }, [showStepper, atStock]);

  if (inCart === 0 && product.quantity <= 0) {
    return (
      <Button $variant="secondary" disabled>
        <FormattedMessage id="cart.control.outOfStock" />
      </Button>
    );
  }

  if (!showStepper) {
    return (
      <Button
        ref={addButton}
        onClick={() => {
          handOff.current = true;
          dispatch(itemAdded(cartLineOf(product, variant)));
          toast.success(intl.formatMessage({ id: 'cart.toast.added' }));
        }}
        aria-label={intl.formatMessage({ id: 'cart.control.addNamed' }, { name })}
      >
        <Icon shape={shellIcons.cart} size={18} />
        <FormattedMessage id="cart.control.add" />
      </Button>
    );
  }

  return (
    <QuantityStepper
      name={name}
      quantity={inCart}
      increaseDisabled={atStock}
      focusRef={stepperTarget}
      onIncrease={() => {
        handOff.current = inCart + 1 >= product.quantity;
        // itemAdded also takes the product's latest price and stock into the line.
        dispatch(itemAdded(cartLineOf(product, variant)));
        toast.success(intl.formatMessage({ id: 'cart.toast.quantityUpdated' }));
      }}
      onDecrease={() => {
        handOff.current = inCart <= 1;
        dispatch(quantityDecreasedOrRemoved(key));
        if (inCart <= 1) toast.success(intl.formatMessage({ id: 'cart.toast.removed' }));
        else toast.error(intl.formatMessage({ id: 'cart.toast.quantityUpdated' }));
      }}
    />
  );
}
