// The order desk's calls: every order (searched, filtered, paged), one order as the desk reads it, and its actions
// (advance, cancel with the shop's reason, an internal note). An action's answer is the order as it is now; a refused
// one (409: someone acted since) reloads the order too, so the screen shows what happened meanwhile.
import { baseApi } from '../../api/baseApi';
import { backOfficePaths, type BackOfficePage } from '../../contract/backOffice';
import type { DeskOrder, OrderDeskQuery, OrderNote, OrderNoteInput } from '../../contract/orderDesk';
import type { ShopCancelReason } from '../../contract/orders';
import type { Order } from '../../contract/types';

/** The query string of the list: set values only, numbers as text. */
const paramsOf = (query: OrderDeskQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

type One<T> = { data: T };

/** What a desk action changes: the order, the desk's list, the shopper's order caches and the activity log. */
const orderWrites = (id: string) => [
  { type: 'DeskOrder' as const, id },
  { type: 'DeskOrder' as const, id: 'LIST' },
  { type: 'Order' as const, id },
  { type: 'Order' as const, id: 'LIST' },
  { type: 'Activity' as const, id: 'LIST' },
];

export const staffApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['DeskOrder', 'Activity', 'BackOfficeProduct', 'StockMovement'] })
  .injectEndpoints({
    endpoints: (build) => ({
      deskOrders: build.query<BackOfficePage<Order>, OrderDeskQuery>({
        query: (query) => ({ url: backOfficePaths.orders, params: paramsOf(query) }),
        providesTags: (page) => [
          { type: 'DeskOrder', id: 'LIST' },
          ...(page?.data ?? []).map((order) => ({ type: 'DeskOrder' as const, id: order._id })),
        ],
      }),
      deskOrder: build.query<DeskOrder, string>({
        query: (id) => backOfficePaths.order(id),
        transformResponse: (response: One<DeskOrder>) => response.data,
        providesTags: (_order, _error, id) => [{ type: 'DeskOrder', id }],
      }),
      advanceOrder: build.mutation<DeskOrder, { id: string; version: number }>({
        query: ({ id, version }) => ({
          url: backOfficePaths.advanceOrder(id),
          method: 'POST',
          body: { version },
        }),
        transformResponse: (response: One<DeskOrder>) => response.data,
        invalidatesTags: (_order, _error, { id }) => orderWrites(id),
      }),
      cancelDeskOrder: build.mutation<DeskOrder, { id: string; reason: ShopCancelReason; version: number }>({
        query: ({ id, reason, version }) => ({
          url: backOfficePaths.cancelOrder(id),
          method: 'POST',
          body: { reason, version },
        }),
        transformResponse: (response: One<DeskOrder>) => response.data,
        // The stock came back: the catalogue's and the back office's product answers change too.
        invalidatesTags: (_order, _error, { id }) => [
          ...orderWrites(id),
          'Product',
          'BackOfficeProduct',
          'StockMovement',
        ],
      }),
      addOrderNote: build.mutation<OrderNote, { id: string; note: OrderNoteInput }>({
        query: ({ id, note }) => ({ url: backOfficePaths.orderNotes(id), method: 'POST', body: note }),
        transformResponse: (response: One<OrderNote>) => response.data,
        invalidatesTags: (_note, _error, { id }) => [
          { type: 'DeskOrder', id },
          { type: 'Activity', id: 'LIST' },
        ],
      }),
    }),
  });

export const {
  useDeskOrdersQuery,
  useDeskOrderQuery,
  useAdvanceOrderMutation,
  useCancelDeskOrderMutation,
  useAddOrderNoteMutation,
} = staffApi;
