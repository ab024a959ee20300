// The order desk's contract (/staff/orders in the SPA, /api/staff/orders on the server): the list's query and its
// rules, one order as the desk reads it (who moved it and why, internal notes, facts about the customer), and the
// desk's actions. The server validates with the same yup schemas (server/services/validation.ts).
import { number, object, string, type ObjectSchema } from 'yup';
import { BACK_OFFICE_PAGE_MAX, BACK_OFFICE_PAGE_SIZES } from './backOffice';
import {
  CONFIRMATION_OUTCOMES,
  COURIER_MAX,
  MAIL_STATUSES,
  ORDER_STATUSES,
  SHOP_CANCEL_REASONS,
  TRACKING_NUMBER_MAX,
  type ConfirmationOutcome,
  type MailStatus,
  type OrderStatus,
  type ShopCancelReason,
} from './orders';
import { PAYMENT_STATUSES, type PaymentStatus } from './payments';
import type { Static } from 'typebox';
import type {
  AdvanceRequestShape,
  ConfirmationCallShape,
  ConfirmationRequestShape,
  CustomerFactsShape,
  DeskCancelRequestShape,
  DeskListOrderShape,
  DeskOrderShape,
  DeskStatusChangeShape,
  OrderActorShape,
  OrderDeskQueryShape,
  OrderNoteInputShape,
  OrderNoteShape,
  OutboxMailShape,
  OutboxQueryShape,
} from './shapes';

export const ORDER_SEARCH_MAX = 100;
export const ORDER_NOTE_MAX = 1000;
export const CONFIRMATION_NOTE_MAX = 500;
/** The days of the date filter are the shop's days, whatever the staff member's own time zone. */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

/** GET /staff/orders: `from` and `to` are Cairo days (YYYY-MM-DD), both included. */
export type OrderDeskQuery = Static<typeof OrderDeskQueryShape>;
/** Someone who changed an order or wrote a note: staff, a manager, or the customer (their own cancel). */
export type OrderActor = Static<typeof OrderActorShape>;
export type DeskStatusChange = Static<typeof DeskStatusChangeShape>;
/** Staff only, never shown to the shopper; written once, never changed or removed. */
export type OrderNote = Static<typeof OrderNoteShape>;
/** What the desk knows of the customer beside this order. */
export type CustomerFacts = Static<typeof CustomerFactsShape>;
/** One confirmation call: its outcome, what the caller noted, who and when. */
export type ConfirmationCall = Static<typeof ConfirmationCallShape>;
/** An email in the outbox, as staff see it (the order page's emails, the failed-mail list). */
export type OutboxMail = Static<typeof OutboxMailShape>;
/** GET /staff/emails */
export type OutboxQuery = Static<typeof OutboxQueryShape>;
/** A row of the desk's list: the order and whether its customer is flagged (RISK_CANCELLATIONS). */
export type DeskListOrder = Static<typeof DeskListOrderShape>;
/** One order at the desk: the shopper's order with who moved it, its notes, and the version an action names. */
export type DeskOrder = Static<typeof DeskOrderShape>;
/** POST /staff/orders/:id/advance: moving an order to shipped names its courier and tracking number. */
export type AdvanceRequest = Static<typeof AdvanceRequestShape>;
/** POST /staff/orders/:id/cancel */
export type DeskCancelRequest = Static<typeof DeskCancelRequestShape>;
/** POST /staff/orders/:id/confirmation: a call's outcome; 'confirmed' sets the order's confirmedAt. */
export type ConfirmationRequest = Static<typeof ConfirmationRequestShape>;
/** POST /staff/orders/:id/notes */
export type OrderNoteInput = Static<typeof OrderNoteInputShape>;

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
    .max(BACK_OFFICE_PAGE_MAX, 'validation.orderDesk.page')
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
      .max(BACK_OFFICE_PAGE_MAX, 'validation.orderDesk.page')
      .optional(),
  }) as ObjectSchema<OutboxQuery>;
