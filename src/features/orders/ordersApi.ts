// Order calls: pricing a cart, checking it out once, reading and cancelling orders.
import { baseApi } from '../../api/baseApi';
import type {
  CancelRequest,
  Cart,
  CartRequest,
  CartResponse,
  CheckoutRequest,
  Order,
  OrderListResponse,
  OrderResponse,
} from '../../contract/types';
import type { OrderLookupRequest } from '../../contract/types';
import type { OnlineMethodKey, PaymentStartAnswer } from '../../contract/payments';

export interface CheckoutArgs {
  cartId: string;
  body: CheckoutRequest;
  /** One per checkout attempt, reused when the same attempt is retried, so the server places it once. */
  idempotencyKey: string;
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCart: build.mutation<Cart, CartRequest>({
      query: (body) => ({ url: '/cart', method: 'POST', body }),
      transformResponse: (response: CartResponse) => response.data,
    }),
    checkout: build.mutation<Order, CheckoutArgs>({
      query: ({ cartId, body, idempotencyKey }) => ({
        url: `/checkout/${encodeURIComponent(cartId)}`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: OrderResponse) => response.data,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Product'],
    }),
    userOrders: build.query<Order[], void>({
      query: () => '/checkout/userOrders',
      transformResponse: (response: OrderListResponse) => response.data,
      providesTags: (orders = []) => [
        { type: 'Order', id: 'LIST' },
        ...orders.map((order) => ({ type: 'Order' as const, id: order._id })),
      ],
    }),
    getOrder: build.query<Order, string>({
      query: (id) => `/checkout/${encodeURIComponent(id)}`,
      transformResponse: (response: OrderResponse) => response.data,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    /** A guest's lookup by the order's short number and the phone (a mutation: nothing is cached for a guest). */
    lookupOrder: build.mutation<Order, OrderLookupRequest>({
      query: (body) => ({ url: '/orders/lookup', method: 'POST', body }),
      transformResponse: (response: OrderResponse) => response.data,
    }),
    /** Starts (or retries) an order's online payment: answers the gateway page the shopper goes to. */
    startPayment: build.mutation<string, { id: string; method?: OnlineMethodKey }>({
      query: ({ id, method }) => ({
        url: `/payments/${encodeURIComponent(id)}/pay`,
        method: 'POST',
        body: method ? { method } : {},
      }),
      transformResponse: (response: PaymentStartAnswer) => response.checkoutUrl,
    }),
    payOnDelivery: build.mutation<Order, string>({
      query: (id) => ({ url: `/payments/${encodeURIComponent(id)}/cash`, method: 'POST' }),
      transformResponse: (response: OrderResponse) => response.data,
      invalidatesTags: (_order, _error, id) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    cancelOrder: build.mutation<Order, { id: string } & CancelRequest>({
      query: ({ id, reason }) => ({
        url: `/checkout/cancel/${encodeURIComponent(id)}`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (response: OrderResponse) => response.data,
      invalidatesTags: (_order, _error, { id }) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
        'Product',
      ],
    }),
  }),
});

export const {
  useCreateCartMutation,
  useCheckoutMutation,
  useUserOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useLookupOrderMutation,
  useStartPaymentMutation,
  usePayOnDeliveryMutation,
} = ordersApi;
