// Interface preferences that are not server data: the language (stored as 'lang').
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from './language';

export interface UiState {
  lang: Language;
}

export const initialUiState: UiState = { lang: DEFAULT_LANGUAGE };

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.lang = action.payload;
    },
  },
});

export const { languageChanged } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
export const selectLanguage = (state: { ui: UiState }) => state.ui.lang;
