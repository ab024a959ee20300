// Review calls: a buyer's review of a product (the product's own reviews come with GET /product/{id}).
import { baseApi } from '../../api/baseApi';
import type { Review, ReviewRequest } from '../../contract/types';

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createReview: build.mutation<Review, { productId: string } & ReviewRequest>({
      query: ({ productId, ...body }) => ({
        url: `/review/${encodeURIComponent(productId)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_review, _error, { productId }) => [{ type: 'Product', id: productId }, 'Review'],
    }),
  }),
});

export const { useCreateReviewMutation } = reviewsApi;
