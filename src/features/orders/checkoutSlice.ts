// The last checkout in progress or placed (stored as 'cartId' and 'order'), so /order survives a reload.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order } from '../../contract/types';

/** Stored loosely (it may have been written by an older build); screens check its fields before use. */
export interface PlacedOrder {
  _id: string;
  /** The checkout key of the cart that became this order: another tab of that cart finds its order by it. */
  checkoutKey?: string;
  [field: string]: unknown;
}

export interface CheckoutState {
  cartId: string | null;
  order: PlacedOrder | null;
}

export const initialCheckoutState: CheckoutState = { cartId: null, order: null };

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    cartCreated(state, action: PayloadAction<string>) {
      state.cartId = action.payload;
    },
    orderPlaced: {
      reducer(state, action: PayloadAction<{ order: Order; checkoutKey: string | null }>) {
        const { order, checkoutKey } = action.payload;
        state.order = { ...(order as unknown as PlacedOrder), ...(checkoutKey ? { checkoutKey } : {}) };
        state.cartId = null;
      },
      prepare: (order: Order, checkoutKey: string | null = null) => ({ payload: { order, checkoutKey } }),
    },
    /** Another tab of this shop stored a checkout (an order placed there): this tab knows it too. */
    checkoutSynced(_state, action: PayloadAction<CheckoutState>) {
      return action.payload;
    },
  },
});

export const { cartCreated, orderPlaced, checkoutSynced } = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

type WithCheckout = { checkout: CheckoutState };
export const selectLastOrder = (state: WithCheckout) => state.checkout.order;
