// The order desk's contract (/staff/orders in the SPA, /api/staff/orders on the server): the list's query and its
// rules, one order as the desk reads it (who moved it and why, internal notes, facts about the customer), and the
// desk's actions. The server validates with the same yup schemas (server/services/validation.ts).
import { number, object, string, type ObjectSchema } from 'yup';
import { BACK_OFFICE_PAGE_SIZES } from './backOffice';
import {
  CONFIRMATION_OUTCOMES,
  COURIER_MAX,
  MAIL_STATUSES,
  ORDER_STATUSES,
  SHOP_CANCEL_REASONS,
  TRACKING_NUMBER_MAX,
  type ConfirmationOutcome,
  type MailKind,
  type MailProblem,
  type MailStatus,
  type OrderStatus,
  type ShopCancelReason,
} from './orders';
import type { Order, Role, StatusChange } from './types';
import {
  PAYMENT_STATUSES,
  type PaymentCallbackEntry,
  type PaymentRefundEntry,
  type PaymentStatus,
} from './payments';

export const ORDER_SEARCH_MAX = 100;
export const ORDER_NOTE_MAX = 1000;
export const CONFIRMATION_NOTE_MAX = 500;
/** The days of the date filter are the shop's days, whatever the staff member's own time zone. */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

/** GET /staff/orders: `from` and `to` are Cairo days (YYYY-MM-DD), both included. */
export interface OrderDeskQuery {
  /** Part of the order number, or of the customer's name, email or phone. */
  search?: string;
  status?: OrderStatus;
  /** Orders whose payment stands so ('awaiting', 'paid', …). */
  payment?: PaymentStatus;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/** Someone who changed an order or wrote a note: staff, a manager, or the customer (their own cancel). */
export interface OrderActor {
  _id: string;
  name: string;
  email: string;
  role: Role;
}

export interface DeskStatusChange extends StatusChange {
  /** Null for changes made before the desk recorded who made them. */
  by: OrderActor | null;
  /** A cancellation's reason. */
  reason: string | null;
}

/** Staff only, never shown to the shopper; written once, never changed or removed. */
export interface OrderNote {
  _id: string;
  body: string;
  author: OrderActor;
  createdAt: string;
}

/** What the desk knows of the customer beside this order. */
export interface CustomerFacts {
  since: string;
  orders: number;
  completed: number;
  cancelled: number;
  /**
   * Their own cancellations (CUSTOMER_CANCEL_REASONS: their cancels and refusals at the door, never the shop's or the
   * timer's) in the last RISK_WINDOW_DAYS days; `cancelled` counts their own cancellations of all time.
   */
  recentCancellations: number;
  /** recentCancellations >= RISK_CANCELLATIONS: the desk shows a warning on every order of theirs. */
  flagged: boolean;
}

/** One confirmation call: its outcome, what the caller noted, who and when. */
export interface ConfirmationCall {
  _id: string;
  outcome: ConfirmationOutcome;
  note: string;
  by: OrderActor;
  at: string;
}

/** An email in the outbox, as staff see it (the order page's emails, the failed-mail list). */
export interface OutboxMail {
  _id: string;
  kind: MailKind;
  to: string;
  subject: string;
  status: MailStatus;
  /** Attempts made so far (a mail is given up, status 'failed', after the retry budget). */
  attempts: number;
  /** Why the last attempt failed, when it did (a sentence each in the locales: backOffice.emails.problem.*). */
  lastError: MailProblem | null;
  orderId: string | null;
  createdAt: string;
  /** When the next attempt is due (pending mails). */
  nextAttemptAt: string;
  sentAt: string | null;
}

/** GET /staff/emails */
export interface OutboxQuery {
  status?: MailStatus;
  page?: number;
}

/** A row of the desk's list: the order and whether its customer is flagged (RISK_CANCELLATIONS). */
export interface DeskListOrder extends Order {
  flagged: boolean;
}

/** One order at the desk: the shopper's order with who moved it, its notes, and the version an action names. */
export interface DeskOrder extends Omit<Order, 'statusHistory'> {
  statusHistory: DeskStatusChange[];
  notes: OrderNote[];
  customer: CustomerFacts;
  /** Confirmation calls, oldest first (their count is the attempt count). */
  calls: ConfirmationCall[];
  /** When the timer cancels it if still unconfirmed (pending, not confirmed, COD_CONFIRM_HOURS > 0); else null. */
  confirmBy: string | null;
  /** The emails this order caused, oldest first. */
  emails: OutboxMail[];
  /** Optimistic concurrency: every status change adds 1; an action naming an older version is a 409. */
  version: number;
  /** Every callback the payment provider sent about this order, oldest first. */
  paymentCallbacks: PaymentCallbackEntry[];
  /** Refunds, oldest first. */
  refunds: PaymentRefundEntry[];
}

/** POST /staff/orders/:id/advance: moving an order to shipped names its courier and tracking number. */
export interface AdvanceRequest {
  version: number;
  courier?: string;
  trackingNumber?: string;
}

/** POST /staff/orders/:id/cancel */
export interface DeskCancelRequest {
  reason: ShopCancelReason;
  version: number;
}

/** POST /staff/orders/:id/confirmation: a call's outcome; 'confirmed' sets the order's confirmedAt. */
export interface ConfirmationRequest {
  outcome: ConfirmationOutcome;
  note: string;
  version: number;
}

/** POST /staff/orders/:id/notes */
export interface OrderNoteInput {
  body: string;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const day = () =>
  string()
    .strict()
    .test('day', 'validation.orderDesk.date', (value) => value === undefined || isCalendarDay(value));

/** A back-office list's page and page size, as every desk query takes them. */
export const deskPaging = () => ({
  page: number()
    .strict()
    .typeError('validation.orderDesk.page')
    .integer('validation.orderDesk.page')
    .min(1, 'validation.orderDesk.page')
    .max(100_000, 'validation.orderDesk.page')
    .optional(),
  limit: number()
    .strict()
    .typeError('validation.orderDesk.limit')
    .oneOf([...BACK_OFFICE_PAGE_SIZES], 'validation.orderDesk.limit')
    .optional(),
});

export const orderDeskQuerySchema = (): ObjectSchema<OrderDeskQuery> =>
  object({
    search: string().strict().max(ORDER_SEARCH_MAX, 'validation.orderDesk.search').optional(),
    status: string<OrderStatus>()
      .strict()
      .oneOf([...ORDER_STATUSES], 'validation.orderDesk.status')
      .optional(),
    payment: string<PaymentStatus>()
      .strict()
      .oneOf([...PAYMENT_STATUSES], 'validation.orderDesk.payment')
      .optional(),
    from: day().optional(),
    to: day()
      .optional()
      .test('after-from', 'validation.orderDesk.range', function (value) {
        const from = this.parent.from as string | undefined;
        return !value || !from || !isCalendarDay(from) || from <= value;
      }),
    ...deskPaging(),
  }) as ObjectSchema<OrderDeskQuery>;

const version = () =>
  number()
    .strict()
    .typeError('validation.backOffice.versionRequired')
    .integer('validation.backOffice.versionRequired')
    .min(1, 'validation.backOffice.versionRequired')
    .required('validation.backOffice.versionRequired');

export const advanceSchema = (): ObjectSchema<AdvanceRequest> =>
  object({
    version: version(),
    courier: string()
      .strict()
      .trim('validation.backOffice.trimmed')
      .min(2, 'validation.orderDesk.courier')
      .max(COURIER_MAX, 'validation.orderDesk.courier')
      .test(
        'controls',
        'validation.field.controls',
        (value) => !/[\n\r\t]/.test(value ?? '') && noControls(value),
      )
      .optional(),
    trackingNumber: string()
      .strict()
      .matches(/^[A-Za-z0-9-]{4,}$/, 'validation.orderDesk.trackingNumber')
      .max(TRACKING_NUMBER_MAX, 'validation.orderDesk.trackingNumber')
      .optional(),
  }) as ObjectSchema<AdvanceRequest>;

export const deskCancelSchema = (): ObjectSchema<DeskCancelRequest> =>
  object({
    reason: string<ShopCancelReason>()
      .strict()
      .required('validation.orderDesk.cancelReason')
      .oneOf([...SHOP_CANCEL_REASONS], 'validation.orderDesk.cancelReason'),
    version: version(),
  }) as ObjectSchema<DeskCancelRequest>;

/** Tabs and line breaks are the only control characters a note keeps. */
function noControls(value: string | undefined): boolean {
  for (const char of value ?? '') {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !'\t\n\r'.includes(char)) return false;
  }
  return true;
}

export const orderNoteSchema = (): ObjectSchema<OrderNoteInput> =>
  object({
    body: string()
      .strict()
      .trim('validation.backOffice.trimmed')
      .required('validation.required')
      .max(ORDER_NOTE_MAX, 'validation.orderDesk.noteTooLong')
      .test('controls', 'validation.field.controls', noControls),
  });

export const confirmationSchema = (): ObjectSchema<ConfirmationRequest> =>
  object({
    outcome: string<ConfirmationOutcome>()
      .strict()
      .required('validation.orderDesk.outcome')
      .oneOf([...CONFIRMATION_OUTCOMES], 'validation.orderDesk.outcome'),
    note: string()
      .strict()
      .trim('validation.backOffice.trimmed')
      .max(CONFIRMATION_NOTE_MAX, 'validation.orderDesk.callNoteTooLong')
      .test('controls', 'validation.field.controls', noControls)
      .default(''),
    version: version(),
  }) as ObjectSchema<ConfirmationRequest>;

export const outboxQuerySchema = (): ObjectSchema<OutboxQuery> =>
  object({
    status: string<MailStatus>()
      .strict()
      .oneOf([...MAIL_STATUSES], 'validation.emails.status')
      .optional(),
    page: number()
      .strict()
      .typeError('validation.orderDesk.page')
      .integer('validation.orderDesk.page')
      .min(1, 'validation.orderDesk.page')
      .max(100_000, 'validation.orderDesk.page')
      .optional(),
  }) as ObjectSchema<OutboxQuery>;
