/*
 * Placing an order: POST /cart, then POST /checkout/{cartId} with the cart's checkout key as its Idempotency-Key.
 * The key belongs to the cart (cartSlice's `checkoutKey`): stored with it, so it survives a reload and is the same in
 * every tab of the cart. The server answers a key that already became an order with that order, so a retry whose
 * answer was lost, a press after a reload and a press in a second tab all land on the one order.
 * One attempt = one priced cart. Pressing again while a call is in flight does nothing; pressing again after a
 * failure retries the same attempt (same cart); a changed cart starts a new attempt.
 * Each checkout names the total the shopper saw; when the server prices another (a price changed since), it places
 * nothing and answers 409 with the new total: the cart's lines take the new prices and the shopper is asked to
 * confirm it (`totalChange`), which places the order naming the new total.
 */
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { jwtDecode } from 'jwt-decode';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { paths } from '../../config/paths';
import { useErrorMessage } from '../../api/useErrorMessage';
import { orderTotal } from '../../contract/constants';
import { METHOD_OF_CHECKOUT, type CheckoutMethod } from '../../contract/payments';
import type { CheckoutRequest, TotalChangedAnswer } from '../../contract/types';
import {
  cartCleared,
  checkoutKeyTaken,
  linesRepriced,
  lineTotal,
  quantityCapped,
  selectCartItems,
  selectCartSubtotal,
} from '../cart/cartSlice';
import { selectToken, selectUser } from '../session/sessionSlice';
import { cartCreated, orderPlaced } from './checkoutSlice';
import { useCheckoutMutation, useCreateCartMutation, useStartPaymentMutation } from './ordersApi';
import type { CheckoutFormValues } from './components/AddressForm';

interface Attempt {
  cartKey: string;
  cartId: string;
}

/** The `{ productId: available }` of a 409 stock conflict, or null for any other failure. */
export function stockShortages(error: unknown): Record<string, number> | null {
  const e = error as { status?: unknown; data?: { errors?: Record<string, unknown> } } | undefined;
  if (e?.status !== 409 || !e.data?.errors) return null;
  const entries = Object.entries(e.data.errors).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The answer of a 409 whose total changed since the shopper saw it, or null for any other failure. */
export function totalChangeOf(error: unknown): TotalChangedAnswer | null {
  const e = error as { status?: unknown; data?: Partial<TotalChangedAnswer> } | undefined;
  if (e?.status !== 409 || typeof e.data?.total !== 'number' || !Array.isArray(e.data.products)) return null;
  return e.data as TotalChangedAnswer;
}

/** A total the server found changed at Place Order: the one the shopper saw, the new one, and the form sent. */
export interface TotalChange {
  seen: number;
  total: number;
  values: CheckoutFormValues;
}

function userIdOf(token: string | null, fallback: string | undefined) {
  try {
    return (token && jwtDecode<{ id?: string }>(token).id) || fallback || '';
  } catch {
    return fallback ?? '';
  }
}

export function checkoutRequestOf(
  values: CheckoutFormValues,
  total: number,
  paymentmethod: CheckoutMethod = 'Cash On Delivery',
): CheckoutRequest {
  const { note, ...address } = values;
  return { address: [address], note, paymentmethod, total };
}

/** Sends the browser to the payment gateway's page (a full page load: it is another site). */
export const goToGateway = (url: string) => window.location.assign(url);

/** Whether an order is being placed: a value outside React's state, so setting it re-renders only its readers. */
export interface PendingFlag {
  get(): boolean;
  set(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

function pendingFlag(): PendingFlag {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The flag's value, for the control that shows it (Place Order's 'Placing your order…'). Held in the screen's state,
 * the flag re-rendered the whole checkout form with the press: ~29 ms of its frame on a 4× throttled phone
 * (`npm run bench:inp` trace, 2026-11-26).
 */
export function usePending(flag: PendingFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get, flag.get);
}

/**
 * `method`: the payment method chosen. An online one places the order awaiting payment, then sends the shopper to
 * the gateway's page from the same press; the order page takes over when they come back.
 */
export function usePlaceOrder(method: CheckoutMethod = 'Cash On Delivery') {
  const errorMessage = useErrorMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartSubtotal);
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const store = useAppStore();
  const [createCart] = useCreateCartMutation();
  const [checkout] = useCheckoutMutation();
  const [startPayment] = useStartPaymentMutation();
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const [pending] = useState(pendingFlag);
  const [totalChange, setTotalChange] = useState<TotalChange | null>(null);

  /** Places the order the form describes, naming the total shown on the summary (or `confirmedTotal`). */
  const placeOrder = useCallback(
    async (values: CheckoutFormValues, confirmedTotal?: number) => {
      if (inFlight.current || items.length === 0) return;
      inFlight.current = true;
      pending.set(true);
      const total = confirmedTotal ?? orderTotal(subtotal);
      try {
        // The requests start in the press's own event: a reload right after the press cannot drop them.
        // A line for a variant names it; a line without one (a product sold one way, or stored before
        // variants) is sent as before.
        const lines = items.map((item) => ({
          productId: item.id,
          ...(item.variant ? { variantId: item.variant } : {}),
          quantity: item.quantity,
          total: lineTotal(item),
        }));
        const body = checkoutRequestOf(values, total, method);
        // A cart stored before carts had a key takes one now (stored within this press, like the cart).
        if (!store.getState().cart.checkoutKey) dispatch(checkoutKeyTaken());
        const idempotencyKey = store.getState().cart.checkoutKey ?? '';
        const cartKey = JSON.stringify(
          lines.map(({ productId, variantId, quantity }) => [productId, variantId ?? null, quantity]),
        );
        let current = attempt.current;
        if (!current || current.cartKey !== cartKey) {
          const cart = await createCart({ user: userIdOf(token, user?._id), products: lines }).unwrap();
          dispatch(cartCreated(cart._id));
          current = { cartKey, cartId: cart._id };
        }
        attempt.current = current;
        const order = await checkout({ cartId: current.cartId, body, idempotencyKey }).unwrap();
        attempt.current = null;
        dispatch(orderPlaced(order, idempotencyKey));
        dispatch(cartCleared());
        const online = METHOD_OF_CHECKOUT[method];
        if (online !== 'cod') {
          // Placed and its stock held: now the payment. A failure here leaves the order page to retry it.
          try {
            goToGateway(await startPayment({ id: order._id }).unwrap());
          } catch (error) {
            toast.error(errorMessage(error, 'checkout.error'));
            void navigate(paths.tracking(order._id));
          }
          return;
        }
        void navigate(paths.order);
      } catch (error) {
        const changed = totalChangeOf(error);
        if (changed) {
          // Nothing was placed: the attempt (its cart) stays, the summary shows the new prices, the shopper decides.
          dispatch(linesRepriced(changed.products));
          setTotalChange({ seen: total, total: changed.total, values });
          return;
        }
        const message = errorMessage(error, 'checkout.error');
        const shortages = stockShortages(error);
        if (shortages) {
          attempt.current = null;
          for (const [id, available] of Object.entries(shortages))
            dispatch(quantityCapped({ id, available }));
          toast.error(message);
          void navigate(paths.cart);
          return;
        }
        // Any other failure keeps the attempt: pressing again retries it with the same cart and key.
        toast.error(message);
      } finally {
        inFlight.current = false;
        pending.set(false);
      }
    },
    [
      items,
      subtotal,
      token,
      user,
      store,
      createCart,
      checkout,
      startPayment,
      method,
      dispatch,
      navigate,
      errorMessage,
      pending,
    ],
  );

  /** The shopper accepts the new total: the order is placed naming it, 'Ordering...' shown by this same press. */
  const confirmTotal = useCallback(() => {
    if (!totalChange) return;
    setTotalChange(null);
    void placeOrder(totalChange.values, totalChange.total);
  }, [totalChange, placeOrder]);
  /** The shopper goes back to checkout, which now shows the new total; Place Order sends it. */
  const keepChecking = useCallback(() => setTotalChange(null), []);

  return { placeOrder, placing: pending, totalChange, confirmTotal, keepChecking };
}
