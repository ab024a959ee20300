/*
 * The router's location, mirrored in the store so that Redux DevTools time-travel (and an action replay) lands on
 * the same page: every navigation is a 'router/locationChanged' action, and a state whose location differs from
 * the browser's (a jump in DevTools) navigates the router there. See connectRouter.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouterState {
  location: RouterLocation | null;
}

const initialState: RouterState = { location: null };

const routerSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    locationChanged(state, action: PayloadAction<RouterLocation>) {
      state.location = action.payload;
    },
  },
});

export const { locationChanged } = routerSlice.actions;
export const routerReducer = routerSlice.reducer;

export const toRouterLocation = ({ pathname, search, hash }: RouterLocation): RouterLocation => ({
  pathname,
  search,
  hash,
});
export const sameLocation = (a: RouterLocation | null, b: RouterLocation | null) =>
  a !== null && b !== null && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
export const hrefOf = (location: RouterLocation) => `${location.pathname}${location.search}${location.hash}`;
