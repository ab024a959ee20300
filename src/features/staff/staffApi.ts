// The order desk's calls: every order (searched, filtered, paged), one order as the desk reads it, and its actions
// (a confirmation call's outcome, advance, cancel with the shop's reason, an internal note, a manager's refund); the outbox's emails and
// a failed one's retry; the contact inbox (messages, a reply by email, close). An action's answer is the order as it is now; a refused one (409: someone acted since)
// reloads the order too, so the screen shows what happened meanwhile.
import { baseApi } from '../../api/baseApi';
import { backOfficePaths, type BackOfficePage } from '../../contract/backOffice';
import type {
  ConfirmationRequest,
  DeskListOrder,
  DeskOrder,
  OrderDeskQuery,
  OrderNote,
  OrderNoteInput,
  OutboxMail,
  OutboxQuery,
} from '../../contract/orderDesk';
import type { ShopCancelReason } from '../../contract/orders';
import type { OrderPayment, OrderRefundRequest } from '../../contract/payments';
import type {
  ContactInboxPage,
  ContactInboxQuery,
  ContactReplyRequest,
  ContactThread,
} from '../../contract/contactInbox';

/** The query string of a list: set values only, numbers as text. */
const paramsOf = (query: OrderDeskQuery | OutboxQuery | ContactInboxQuery): Record<string, string> =>
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
  .enhanceEndpoints({
    addTagTypes: [
      'DeskOrder',
      'Activity',
      'BackOfficeProduct',
      'StockMovement',
      'OutboxMail',
      'ContactMessage',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      deskOrders: build.query<BackOfficePage<DeskListOrder>, OrderDeskQuery>({
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
      /** A confirmation call's outcome; 'confirmed' may queue the customer's email, so the outbox changes too. */
      confirmOrder: build.mutation<DeskOrder, { id: string } & ConfirmationRequest>({
        query: ({ id, outcome, note, version }) => ({
          url: backOfficePaths.orderConfirmation(id),
          method: 'POST',
          body: { outcome, note, version },
        }),
        transformResponse: (response: One<DeskOrder>) => response.data,
        invalidatesTags: (_order, _error, { id }) => [...orderWrites(id), { type: 'OutboxMail', id: 'LIST' }],
      }),
      advanceOrder: build.mutation<
        DeskOrder,
        { id: string; version: number; courier?: string; trackingNumber?: string }
      >({
        query: ({ id, ...body }) => ({
          url: backOfficePaths.advanceOrder(id),
          method: 'POST',
          body,
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
      /** A manager's refund: the order's payment, its refunds, the shopper's email and the activity log change. */
      refundOrder: build.mutation<OrderPayment, { id: string } & OrderRefundRequest>({
        query: ({ id, amountCents, reason }) => ({
          url: backOfficePaths.refundOrder(id),
          method: 'POST',
          body: { amountCents, reason },
        }),
        transformResponse: (response: { payment: OrderPayment }) => response.payment,
        invalidatesTags: (_payment, _error, { id }) => [
          ...orderWrites(id),
          { type: 'OutboxMail', id: 'LIST' },
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
      getEmails: build.query<BackOfficePage<OutboxMail>, OutboxQuery>({
        query: (query) => ({ url: backOfficePaths.emails, params: paramsOf(query) }),
        providesTags: (page) => [
          { type: 'OutboxMail', id: 'LIST' },
          ...(page?.data ?? []).map((mail) => ({ type: 'OutboxMail' as const, id: mail._id })),
        ],
      }),
      /** A failed email back to pending; the order it belongs to lists its emails, so it reloads too. */
      retryEmail: build.mutation<OutboxMail, Pick<OutboxMail, '_id' | 'orderId'>>({
        query: ({ _id }) => ({ url: backOfficePaths.retryEmail(_id), method: 'POST' }),
        transformResponse: (response: One<OutboxMail>) => response.data,
        invalidatesTags: (_mail, _error, { _id, orderId }) => [
          { type: 'OutboxMail', id: 'LIST' },
          { type: 'OutboxMail', id: _id },
          ...(orderId ? [{ type: 'DeskOrder' as const, id: orderId }] : []),
        ],
      }),
      contactMessages: build.query<ContactInboxPage, ContactInboxQuery>({
        query: (query) => ({ url: backOfficePaths.messages, params: paramsOf(query) }),
        providesTags: [{ type: 'ContactMessage', id: 'LIST' }],
      }),
      contactMessage: build.query<ContactThread, string>({
        query: (id) => backOfficePaths.message(id),
        transformResponse: (response: One<ContactThread>) => response.data,
        providesTags: (_thread, _error, id) => [{ type: 'ContactMessage', id }],
      }),
      /** A reply by email; a refused one (409: someone acted since) reloads the message too. */
      replyToMessage: build.mutation<ContactThread, ContactReplyRequest & { id: string }>({
        query: ({ id, ...body }) => ({ url: backOfficePaths.replyMessage(id), method: 'POST', body }),
        transformResponse: (response: One<ContactThread>) => response.data,
        invalidatesTags: (_thread, _error, { id }) => messageWrites(id),
      }),
      closeMessage: build.mutation<ContactThread, { id: string; version: number }>({
        query: ({ id, version }) => ({
          url: backOfficePaths.closeMessage(id),
          method: 'POST',
          body: { version },
        }),
        transformResponse: (response: One<ContactThread>) => response.data,
        invalidatesTags: (_thread, _error, { id }) => messageWrites(id),
      }),
    }),
  });

/** What an inbox action changes: the message, the list, the outbox (its reply) and the activity log. */
function messageWrites(id: string) {
  return [
    { type: 'ContactMessage' as const, id },
    { type: 'ContactMessage' as const, id: 'LIST' },
    { type: 'OutboxMail' as const, id: 'LIST' },
    { type: 'Activity' as const, id: 'LIST' },
  ];
}

export const {
  useDeskOrdersQuery,
  useDeskOrderQuery,
  useConfirmOrderMutation,
  useAdvanceOrderMutation,
  useCancelDeskOrderMutation,
  useAddOrderNoteMutation,
  useRefundOrderMutation,
  useGetEmailsQuery,
  useRetryEmailMutation,
  useContactMessagesQuery,
  useContactMessageQuery,
  useReplyToMessageMutation,
  useCloseMessageMutation,
} = staffApi;
