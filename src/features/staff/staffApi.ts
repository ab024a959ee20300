// Staff calls: every order (optionally of one status) and moving one order to its next status.
import { baseApi } from '../../api/baseApi';
import type { OrderStatus } from '../../contract/constants';
import type { Order, OrderListResponse, OrderResponse } from '../../contract/types';

export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffOrders: build.query<Order[], OrderStatus | undefined>({
      query: (status) => ({ url: '/staff/orders', params: status ? { status } : undefined }),
      transformResponse: (response: OrderListResponse) => response.data,
      providesTags: (orders = []) => [
        { type: 'Order', id: 'STAFF' },
        ...orders.map((order) => ({ type: 'Order' as const, id: order._id })),
      ],
    }),
    advanceOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/staff/orders/${encodeURIComponent(id)}/advance`, method: 'POST' }),
      transformResponse: (response: OrderResponse) => response.data,
      invalidatesTags: (_order, _error, id) => [
        { type: 'Order', id },
        { type: 'Order', id: 'STAFF' },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const { useStaffOrdersQuery, useAdvanceOrderMutation } = staffApi;
