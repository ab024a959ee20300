// Catalogue calls: categories, product listings and search, one product.
import { baseApi } from '../../api/baseApi';
import type { CategoryListResponse } from '../../contract/types';

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryListResponse['categories'], void>({
      query: () => '/category',
      transformResponse: (response: CategoryListResponse) => response.categories,
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetCategoriesQuery } = catalogApi;
