// The product card's and product page's cart control: 'Out Of Stock', 'Add to Cart', or a stepper once added.
import { startTransition, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../../ui/toast';
import { afterNextPaint, whenIdle } from '../../../ui/whenIdle';
import type { Product } from '../../../contract/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { localizedName } from '../../../contract/localized';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { cartLineOf, itemAdded, quantityDecreasedOrRemoved, selectCartQuantity } from '../cartSlice';
import { QuantityStepper } from './QuantityStepper';

/*
 * Add to Cart and the stepper share one grid cell: once the browser has been idle, both are drawn and the one not in
 * use is hidden (visibility: hidden keeps it laid out, out of sight, out of the tab order and the accessibility tree).
 * The press that turns Add to Cart into the stepper then changes two attributes: no component is created, no style
 * written and nothing re-laid out in the frame that answers it. What it buys on a 4× throttled phone (Add to Cart
 * alone, 10 presses each, in turns with the build before, 2026-11-27): mean 36 → 29.6 ms (en), 38.4 → 29.6 ms (ar);
 * in the whole bench at 6×, 51.4 → 41.1 ms (en), 50.3 → 48 ms (ar) (docs/performance.md).
 */
const Swap = styled.div`
  display: inline-grid;
  & > * {
    grid-area: 1 / 1;
    place-self: center start;
  }
  & > [hidden] {
    visibility: hidden;
  }
`;

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
  const [drawnAhead, setDrawnAhead] = useState(false);
  // A transition: drawing a listing's worth of steppers ahead gives way to a press that comes meanwhile.
  useEffect(() => whenIdle(() => startTransition(() => setDrawnAhead(true))), []);
  // A press that hides the focused button (Add to Cart ⇄ stepper, plus at the stock) hands focus to the control
  // that takes its place, after the answering paint, so the keyboard stays here instead of falling back to the page.
  const handOff = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const stepperTarget = useRef<HTMLButtonElement>(null);
  const showStepper = inCart > 0;
  // Reaching the stock disables plus, so the stepper's focus target becomes minus.
  const atStock = inCart >= product.quantity;
  useEffect(() => {
    if (!handOff.current) return;
    handOff.current = false;
    const target = showStepper ? stepperTarget : addButton;
    afterNextPaint(() => target.current?.focus());
  }, [showStepper, atStock]);

  if (inCart === 0 && product.quantity <= 0) {
    return (
      <Button $variant="secondary" disabled>
        <FormattedMessage id="cart.control.outOfStock" />
      </Button>
    );
  }

  return (
    <Swap>
      {!showStepper || drawnAhead ? (
        <Button
          ref={addButton}
          hidden={showStepper}
          onClick={(event) => {
            handOff.current = true;
            // Let go of focus before the button is hidden: a focused element leaving costs the frame a focus fix-up
            // (about 10 ms of Add to Cart's ~55 ms on a 4× throttled phone); the stepper takes focus after.
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
      ) : null}
      {showStepper || drawnAhead ? (
        <QuantityStepper
          hidden={!showStepper}
          name={name}
          quantity={Math.max(inCart, 1)}
          increaseDisabled={atStock}
          focusRef={stepperTarget}
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
      ) : null}
    </Swap>
  );
}
