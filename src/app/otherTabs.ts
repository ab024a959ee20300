/*
 * Another tab of the shop changed what this tab keeps of the cart (its lines, its checkout key) or of the checkout
 * (the order placed there): the browser's storage event says so, and this tab reads that slice again, through the
 * same repairs as at boot, and shows the same. So a cart ordered in one tab is known in every other at once: their
 * checkout says so instead of placing the cart a second time (the server answers the cart's key with its order too).
 */
import type { PersistedState } from 'redux-persist';
import { cartSynced, initialCartState, type CartState } from '../features/cart/cartSlice';
import { checkoutSynced, initialCheckoutState, type CheckoutState } from '../features/orders/checkoutSlice';
import { readSlice } from './persist';
import { codecs, type PersistedSlice } from './persistKeys';
import type { AppStore } from './store';

const FOLLOWED = {
  cart: (state: Partial<CartState>) => cartSynced({ ...initialCartState, ...state }),
  checkout: (state: Partial<CheckoutState>) => checkoutSynced({ ...initialCheckoutState, ...state }),
} as const;
type Followed = keyof typeof FOLLOWED;

const sliceOfKey = (key: string): Followed | undefined =>
  (Object.keys(FOLLOWED) as Followed[]).find((slice) =>
    Object.values(codecs[slice].fields).some((field) => field.key === key),
  );

/** Starts following the other tabs; returns the function that stops. */
export function followOtherTabs(store: AppStore, storage: Storage = window.localStorage): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    // A key of ours, or the whole storage cleared (key null): both followed slices are read again.
    const slices: Followed[] =
      event.key === null ? ['cart', 'checkout'] : [sliceOfKey(event.key)].filter((s) => s !== undefined);
    for (const slice of slices) void reread(store, slice, storage);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

async function reread(store: AppStore, slice: Followed, storage: Storage) {
  const stored = readSlice(slice as PersistedSlice, storage);
  let fields: Record<string, unknown> = {};
  if (stored) {
    const { repair } = await import(/* webpackChunkName: "persist-repair" */ './persistRepair');
    const repaired = (await repair(slice, stored as PersistedState, codecs[slice].version)) as
      (Record<string, unknown> & { _persist?: unknown }) | undefined;
    if (repaired) {
      const { _persist, ...rest } = repaired;
      fields = rest;
    }
  }
  store.dispatch(FOLLOWED[slice](fields as never));
}
