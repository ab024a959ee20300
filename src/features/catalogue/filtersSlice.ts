// The chosen category (stored as 'filter', 'selectedCategory' and 'filterName'); 'All' means no category.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const ALL_CATEGORIES = 'All';

export interface FiltersState {
  /** Category id, or null for All. Stored as 'filter'. */
  category: string | null;
  /** Picker label: 'All' or the category's name. Stored as 'selectedCategory'. */
  selectedCategory: string;
  /** The chosen category's name, for headings. Stored as 'filterName'. */
  filterName: string | null;
}

export const initialFiltersState: FiltersState = {
  category: null,
  selectedCategory: ALL_CATEGORIES,
  filterName: null,
};

const filtersSlice = createSlice({
  name: 'filters',
  initialState: initialFiltersState,
  reducers: {
    categoryChosen(state, action: PayloadAction<{ id: string; name: string }>) {
      state.category = action.payload.id;
      state.selectedCategory = action.payload.name;
      state.filterName = action.payload.name;
    },
    categoryReset() {
      return initialFiltersState;
    },
  },
});

export const { categoryChosen, categoryReset } = filtersSlice.actions;
export const filtersReducer = filtersSlice.reducer;

type WithFilters = { filters: FiltersState };
export const selectChosenCategory = (state: WithFilters) => state.filters;
