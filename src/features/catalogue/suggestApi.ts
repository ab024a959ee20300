// The search box's suggestions: GET /search/suggest?q=&lang= (up to 6 products and 3 categories, best match first).
// Injected by the suggestions' own chunk (components/SearchSuggestions.tsx), so the first load carries none of it.
import { baseApi } from '../../api/baseApi';
import type { SuggestResponse } from '../../contract/search';
import type { Language } from '../../i18n/language';

export const suggestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    suggest: build.query<SuggestResponse, { q: string; lang: Language }>({
      query: ({ q, lang }) => ({ url: '/search/suggest', params: { q, lang } }),
      // A product's price or a synonym changed in the back office: the suggestions follow.
      providesTags: ['Product'],
    }),
  }),
});

export const { useLazySuggestQuery } = suggestApi;
