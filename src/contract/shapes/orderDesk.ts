// The order desk's shapes (/api/staff/orders, /api/staff/emails): one order as the desk reads it, the outbox, and the
// desk's actions. The yup rules in src/contract/orderDesk.ts decide what an input may hold.
import { Type, type Static } from 'typebox';
import { BACK_OFFICE_PAGE_SIZES } from '../backOffice';
import {
  CONFIRMATION_OUTCOMES,
  MAIL_KINDS,
  MAIL_PROBLEMS,
  MAIL_STATUSES,
  ORDER_STATUSES,
  SHOP_CANCEL_REASONS,
  type ConfirmationOutcome,
  type MailStatus,
  type OrderStatus,
  type ShopCancelReason,
} from '../orders';
import { PAYMENT_STATUSES, type PaymentStatus } from '../payments';
import type { RoleShape } from './common';
import { bool, dateTime, int, Loose, Narrow, Nullable, str, StringEnum } from './kit';
import { OrderShape } from './orders';

/** GET /staff/orders: `from` and `to` are Cairo days (YYYY-MM-DD), both included. */
export const OrderDeskQueryShape = Type.Object({
  /** Part of the order number, or of the customer's name, email or phone. */
  search: Type.Optional(
    Type.String({ description: 'Part of the order number, or of the customer’s name, email or phone' }),
  ),
  status: Type.Optional(
    Narrow<OrderStatus>(Type.String({ description: `One of: ${ORDER_STATUSES.join(' | ')}` })),
  ),
  /** Orders whose payment stands so ('awaiting', 'paid', …). */
  payment: Type.Optional(
    Narrow<PaymentStatus>(Type.String({ description: `A payment status: ${PAYMENT_STATUSES.join(' | ')}` })),
  ),
  from: Type.Optional(Type.String({ description: 'From this Cairo day (YYYY-MM-DD), included' })),
  to: Type.Optional(Type.String({ description: 'Up to this Cairo day (YYYY-MM-DD), included' })),
  page: Type.Optional(Type.Integer({ description: 'From 1', default: 1 })),
  limit: Type.Optional(
    Type.Integer({ description: BACK_OFFICE_PAGE_SIZES.join(' | '), default: BACK_OFFICE_PAGE_SIZES[0] }),
  ),
});

/** Someone who changed an order or wrote a note: staff, a manager, or the customer (their own cancel). */
export const OrderActorShape = Loose({
  _id: str,
  name: str,
  email: str,
  role: Narrow<Static<typeof RoleShape>>(str),
});

/** Staff only, never shown to the shopper; written once, never changed or removed. */
export const OrderNoteShape = Loose({ _id: str, body: str, author: OrderActorShape, createdAt: dateTime });

/** An email in the outbox, as staff see it (the order page's emails, the failed-mail list). */
export const OutboxMailShape = Loose({
  _id: str,
  kind: StringEnum(MAIL_KINDS),
  to: str,
  subject: str,
  status: StringEnum(MAIL_STATUSES),
  /** Attempts made so far (a mail is given up, status 'failed', after the retry budget). */
  attempts: int,
  /** Why the last attempt failed, when it did (a sentence each in the locales: backOffice.emails.problem.*). */
  lastError: Nullable(
    StringEnum(MAIL_PROBLEMS, { description: 'Why the last attempt failed (the SPA says it as a sentence)' }),
  ),
  orderId: Nullable(str),
  createdAt: dateTime,
  /** When the next attempt is due (pending mails). */
  nextAttemptAt: dateTime,
  sentAt: Nullable(dateTime),
});

/** GET /staff/emails */
export const OutboxQueryShape = Type.Object({
  status: Type.Optional(
    Narrow<MailStatus>(Type.String({ description: `One of: ${MAIL_STATUSES.join(' | ')}` })),
  ),
  page: Type.Optional(Type.Integer({ description: 'From 1', default: 1 })),
});

/** A row of the desk's list: the order and whether its customer is flagged (RISK_CANCELLATIONS). */
export const DeskListOrderShape = Loose({ ...OrderShape.properties, flagged: bool });

export const DeskStatusChangeShape = Loose({
  status: Narrow<OrderStatus>(str),
  at: dateTime,
  /** Null for changes made before the desk recorded who made them. */
  by: Nullable(OrderActorShape),
  /** A cancellation's reason. */
  reason: Nullable(str),
});

/** What the desk knows of the customer beside this order. */
export const CustomerFactsShape = Loose({
  since: dateTime,
  orders: int,
  completed: int,
  cancelled: int,
  /**
   * Their own cancellations (CUSTOMER_CANCEL_REASONS: their cancels and refusals at the door, never the shop's or the
   * timer's) in the last RISK_WINDOW_DAYS days; `cancelled` counts their own cancellations of all time.
   */
  recentCancellations: int,
  /** recentCancellations >= RISK_CANCELLATIONS: the desk shows a warning on every order of theirs. */
  flagged: bool,
});

/** One confirmation call: its outcome, what the caller noted, who and when. */
export const ConfirmationCallShape = Loose({
  _id: str,
  outcome: StringEnum(CONFIRMATION_OUTCOMES),
  note: str,
  by: OrderActorShape,
  at: dateTime,
});

/** A callback the payment provider sent about an order. */
export const PaymentCallbackEntryShape = Loose({
  _id: str,
  kind: Narrow<'processed' | 'redirect'>(str),
  transactionId: Nullable(str),
  verdict: str,
  /** The amount the callback named, in piasters; null when it named none (or could not be read). */
  amountCents: Nullable(int),
  /** Whether the callback said the transaction succeeded; null when it did not say. */
  success: Nullable(bool),
  createdAt: dateTime,
});

export const PaymentRefundEntryShape = Loose({
  _id: str,
  amountCents: int,
  reason: str,
  channel: Narrow<'gateway' | 'cash'>(str),
  actorId: Nullable(str),
  createdAt: dateTime,
});

/** One order at the desk: the shopper's order with who moved it, its notes, and the version an action names. */
export const DeskOrderShape = Loose({
  ...OrderShape.properties,
  statusHistory: Type.Array(DeskStatusChangeShape),
  notes: Type.Array(OrderNoteShape),
  customer: CustomerFactsShape,
  /** Confirmation calls, oldest first (their count is the attempt count). */
  calls: Type.Array(ConfirmationCallShape),
  /** When the timer cancels it if still unconfirmed (pending, not confirmed, COD_CONFIRM_HOURS > 0); else null. */
  confirmBy: Nullable(dateTime),
  /** The emails this order caused, oldest first. */
  emails: Type.Array(OutboxMailShape),
  /** Optimistic concurrency: every status change adds 1; an action naming an older version is a 409. */
  version: int,
  /** Every callback the payment provider sent about this order, oldest first. */
  paymentCallbacks: Type.Array(PaymentCallbackEntryShape),
  /** Refunds, oldest first. */
  refunds: Type.Array(PaymentRefundEntryShape),
});

const versionRead = Type.Integer({ description: 'The order’s version as read' });

/** An action that names the version it read. */
export const VersionRequestShape = Loose({ version: versionRead });

/** POST /staff/orders/:id/advance: moving an order to shipped names its courier and tracking number. */
export const AdvanceRequestShape = Loose({
  version: versionRead,
  courier: Type.Optional(Type.String({ description: 'Required when the next status is shipped' })),
  trackingNumber: Type.Optional(
    Type.String({ description: 'Required when the next status is shipped: letters, digits, -' }),
  ),
});

/** POST /staff/orders/:id/cancel */
export const DeskCancelRequestShape = Loose({
  reason: Narrow<ShopCancelReason>(
    Type.String({ description: `One of: ${SHOP_CANCEL_REASONS.join(' | ')}` }),
  ),
  version: versionRead,
});

/** POST /staff/orders/:id/notes */
export const OrderNoteInputShape = Loose({ body: str });

/** POST /staff/orders/:id/confirmation: a call's outcome; 'confirmed' sets the order's confirmedAt. */
export const ConfirmationRequestShape = Loose({
  outcome: Narrow<ConfirmationOutcome>(
    Type.String({ description: `One of: ${CONFIRMATION_OUTCOMES.join(' | ')}` }),
  ),
  note: Type.String({ description: 'What the call came to (optional)' }),
  version: versionRead,
});
