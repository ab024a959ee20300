// Products the shopper opened lately, newest first, kept in the browser (stored as 'recentlyViewed'). The reducer is
// in the store from the first load, so this module holds only the reducer, its actions and selectors; what is shown
// lives in ./RecentlyViewed.tsx, which loads with the product and cart screens.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How many distinct products are kept. */
export const RECENTLY_VIEWED_LIMIT = 8;

/** A viewed product as stored: the product object without what only its detail page needs (./viewedProduct.ts). */
export interface ViewedProduct {
  _id: string;
  name: string;
  [field: string]: unknown;
}

export interface RecentlyViewedState {
  items: ViewedProduct[];
}

export const initialRecentlyViewedState: RecentlyViewedState = { items: [] };

const recentlyViewedSlice = createSlice({
  name: 'recentlyViewed',
  initialState: initialRecentlyViewedState,
  reducers: {
    /** The product moves to the front (or arrives there); the oldest past the limit goes. */
    productViewed(state, action: PayloadAction<ViewedProduct>) {
      const others = state.items.filter((item) => item._id !== action.payload._id);
      state.items = [action.payload, ...others].slice(0, RECENTLY_VIEWED_LIMIT);
    },
    recentlyViewedCleared(state) {
      state.items = [];
    },
  },
});

export const { productViewed, recentlyViewedCleared } = recentlyViewedSlice.actions;
export const recentlyViewedReducer = recentlyViewedSlice.reducer;

export const selectRecentlyViewed = (state: { recentlyViewed: RecentlyViewedState }) =>
  state.recentlyViewed.items;
