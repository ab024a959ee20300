// Return calls: what of an order may be returned now and its returns, the shopper's returns, asking for one, and a
// photo of the goods (the back office's image pipeline).
import { baseApi } from '../../api/baseApi';
import {
  IMAGE_UPLOAD_FIELD,
  returnPaths,
  type Return,
  type ReturnRequest,
  type ReturnsOfOrder,
  type UploadedImage,
} from '../../contract';

const dataOf = <T>(response: { data: T }) => response.data;

export const returnsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    returnsOfOrder: build.query<ReturnsOfOrder, string>({
      query: (orderId) => returnPaths.ofOrder(orderId),
      transformResponse: dataOf<ReturnsOfOrder>,
      providesTags: (_answer, _error, orderId) => [{ type: 'Return', id: orderId }],
    }),
    myReturns: build.query<Return[], void>({
      query: () => returnPaths.returns,
      transformResponse: dataOf<Return[]>,
      providesTags: [{ type: 'Return', id: 'LIST' }],
    }),
    requestReturn: build.mutation<Return, ReturnRequest>({
      query: (body) => ({ url: returnPaths.returns, method: 'POST', body }),
      transformResponse: dataOf<Return>,
      invalidatesTags: (_answer, _error, { orderId }) => [
        { type: 'Return', id: orderId },
        { type: 'Return', id: 'LIST' },
      ],
    }),
    uploadReturnPhoto: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append(IMAGE_UPLOAD_FIELD, file, file.name);
        return { url: returnPaths.photos, method: 'POST', body };
      },
      transformResponse: dataOf<UploadedImage>,
    }),
  }),
});

export const {
  useReturnsOfOrderQuery,
  useMyReturnsQuery,
  useRequestReturnMutation,
  useUploadReturnPhotoMutation,
} = returnsApi;
