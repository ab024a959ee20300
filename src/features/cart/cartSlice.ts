// The shopper's cart, kept in the browser (stored as 'cart'): one line per product, quantity within stock.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The spec's locally kept cart item; field names are the stored format. */
export interface CartItem {
  id: string;
  title: string;
  image: string;
  price: number;
  priceAfterDesc: number;
  /** Stock ceiling. */
  productquantity: number;
  quantity: number;
  color: string;
}

export interface CartState {
  items: CartItem[];
}

export const initialCartState: CartState = { items: [] };

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    itemAdded(state, action: PayloadAction<Omit<CartItem, 'quantity'>>) {
      const existing = state.items.find((item) => item.id === action.payload.id);
      if (existing) {
        existing.quantity = Math.min(existing.quantity + 1, existing.productquantity);
      } else if (action.payload.productquantity > 0) {
        state.items.push({ ...action.payload, quantity: 1 });
      }
    },
    cartCleared(state) {
      state.items = [];
    },
  },
});

export const { itemAdded, cartCleared } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectCartItems = (state: WithCart) => state.cart.items;
export const selectCartCount = (state: WithCart) =>
  state.cart.items.reduce((sum, item) => sum + item.quantity, 0);
