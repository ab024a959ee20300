// Favourite products, kept in the browser (stored as 'favorite'): whole product objects keyed by id.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The stored favourite is the product object as the API returned it. */
export interface FavouriteProduct {
  _id: string;
  name: string;
  [field: string]: unknown;
}

export interface FavouritesState {
  items: FavouriteProduct[];
}

export const initialFavouritesState: FavouritesState = { items: [] };

const favouritesSlice = createSlice({
  name: 'favourites',
  initialState: initialFavouritesState,
  reducers: {
    favouriteToggled(state, action: PayloadAction<FavouriteProduct>) {
      const index = state.items.findIndex((item) => item._id === action.payload._id);
      if (index >= 0) state.items.splice(index, 1);
      else state.items.push(action.payload);
    },
  },
});

export const { favouriteToggled } = favouritesSlice.actions;
export const favouritesReducer = favouritesSlice.reducer;

type WithFavourites = { favourites: FavouritesState };
export const selectFavourites = (state: WithFavourites) => state.favourites.items;
export const selectIsFavourite = (id: string) => (state: WithFavourites) =>
  state.favourites.items.some((item) => item._id === id);
