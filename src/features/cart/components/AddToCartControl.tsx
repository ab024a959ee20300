// The product card's and product page's cart control: 'Out Of Stock', 'Add to Cart', or a stepper once added.
import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../../ui/toast';
import { afterNextPaint } from '../../../ui/whenIdle';
import type { Product } from '../../../contract/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { localizedName } from '../../../contract/localized';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { cartLineOf, itemAdded, quantityDecreasedOrRemoved, selectCartQuantity } from '../cartSlice';
import { QuantityStepper, QuantityStepperStylesAhead } from './QuantityStepper';

export function AddToCartControl({ product }: { product: Product }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  const stored = useAppSelector(selectCartQuantity(product._id));
  /*
   * Add to Cart answers in two frames: the press paints the stepper (showing 1) and the cart takes the line right
   * after that paint. The cart's update re-renders and restyles the header's count, runs the reducer and the
   * persisted slice's writer; outside the answering frame that is ~10 ms less for the press on a 4× throttled phone
   * (docs/performance.md). A minus pressed before the line lands cancels it; the line lands even if the control has
   * gone (the shopper pressed Add).
   */
  const [adding, setAdding] = useState(false);
  const pendingAdd = useRef(false);
  const inCart = adding ? Math.max(stored, 1) : stored;
  const name = localizedName(product, lang);
  // A press that replaces the focused button (Add to Cart ⇄ stepper, plus at the stock) hands focus to the control
  // that takes its place, once, so the keyboard stays here instead of falling back to the page.
  const handOff = useRef(false);
  const takeFocus = useCallback((button: HTMLButtonElement | null) => {
    if (button && handOff.current) {
      handOff.current = false;
      afterNextPaint(() => {
        if (button.isConnected) button.focus();
      });
    }
  }, []);

  if (inCart === 0 && product.quantity <= 0) {
    return (
      <Button $variant="secondary" disabled>
        <FormattedMessage id="cart.control.outOfStock" />
      </Button>
    );
  }

  if (inCart === 0) {
    return (
      <>
        <Button
          ref={takeFocus}
          onClick={(event) => {
            handOff.current = true;
            // Let go of focus before the button is removed: removing a focused element costs the frame a focus
            // fix-up (about 10 ms of Add to Cart's ~55 ms on a 4× throttled phone); the stepper takes focus after.
            event.currentTarget.blur();
            pendingAdd.current = true;
            setAdding(true);
            afterNextPaint(() => {
              if (!pendingAdd.current) return;
              pendingAdd.current = false;
              dispatch(itemAdded(cartLineOf(product)));
              setAdding(false);
            });
            toast.success(intl.formatMessage({ id: 'cart.toast.added' }));
          }}
          aria-label={intl.formatMessage({ id: 'cart.control.addNamed' }, { name })}
        >
          <Icon shape={shellIcons.cart} size={18} />
          <FormattedMessage id="cart.control.add" />
        </Button>
        <QuantityStepperStylesAhead />
      </>
    );
  }

  return (
    <QuantityStepper
      name={name}
      quantity={inCart}
      increaseDisabled={inCart >= product.quantity}
      focusRef={takeFocus}
      onIncrease={() => {
        handOff.current = inCart + 1 >= product.quantity;
        // itemAdded also takes the product's latest price and stock into the line.
        dispatch(itemAdded(cartLineOf(product)));
        toast.success(intl.formatMessage({ id: 'cart.toast.quantityUpdated' }));
      }}
      onDecrease={() => {
        handOff.current = inCart <= 1;
        if (pendingAdd.current) {
          pendingAdd.current = false;
          setAdding(false);
        }
        dispatch(quantityDecreasedOrRemoved(product._id));
        if (inCart <= 1) toast.success(intl.formatMessage({ id: 'cart.toast.removed' }));
        else toast.error(intl.formatMessage({ id: 'cart.toast.quantityUpdated' }));
      }}
    />
  );
}
