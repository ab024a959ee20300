// The cart page's freshness check: the current record of every product in the cart, and which ones are gone.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/baseApi';
import type { ProductDetail, ProductDetailResponse } from '../../contract/types';

export interface CartProducts {
  /** The products that still exist, as the API shows them now. */
  products: ProductDetail[];
  /** Ids the API no longer knows. */
  missing: string[];
}

const isGone = (error: FetchBaseQueryError) => error.status === 404 || error.status === 400;

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /product/{id} for each line; a small cart makes a few small calls, all at once. */
    getCartProducts: build.query<CartProducts, string[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const results = await Promise.all(
          ids.map(async (id) => ({ id, result: await baseQuery(`/product/${encodeURIComponent(id)}`) })),
        );
        const products: ProductDetail[] = [];
        const missing: string[] = [];
        for (const { id, result } of results) {
          if (result.error) {
            if (isGone(result.error)) missing.push(id);
            else return { error: result.error };
          } else {
            products.push((result.data as ProductDetailResponse).product);
          }
        }
        return { data: { products, missing } };
      },
      providesTags: (result) => [
        'Product',
        ...(result?.products ?? []).map((product) => ({ type: 'Product' as const, id: product._id })),
      ],
    }),
  }),
});

export const { useGetCartProductsQuery } = cartApi;
