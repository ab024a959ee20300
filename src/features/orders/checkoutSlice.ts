// The last checkout in progress or placed (stored as 'cartId' and 'order'), so /order survives a reload.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order } from '../../contract/types';

/** Stored loosely (it may have been written by an older build); screens check its fields before use. */
export interface PlacedOrder {
  _id: string;
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
    orderPlaced(state, action: PayloadAction<Order>) {
      state.order = action.payload as unknown as PlacedOrder;
      state.cartId = null;
    },
  },
});

export const { cartCreated, orderPlaced } = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

type WithCheckout = { checkout: CheckoutState };
export const selectLastOrder = (state: WithCheckout) => state.checkout.order;
