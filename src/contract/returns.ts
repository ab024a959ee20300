// Returns and refunds (Consumer Protection Law 181/2018): a completed order's items come back within the windows
// (RETURN_WINDOW_DAYS for any reason, DEFECT_RETURN_WINDOW_DAYS for the others), are picked up, received, inspected
// unit by unit and refunded. The shopper's calls are under /api/returns, the returns desk's under /api/staff/returns;
// the server validates with the same yup schemas (server/services/validation.ts).
import { array, boolean, mixed, number, object, string, type AnySchema, type ObjectSchema } from 'yup';
import type { Static } from 'typebox';
import { deskPaging, isCalendarDay } from './orderDesk';
import { uploadIdOf } from './pictures';
import { addressSchema } from './schemas';
import type { SavedAddressRequest } from './addresses';
import type {
  ApproveReturnRequestShape,
  DeskReturnShape,
  InspectReturnRequestShape,
  RefundShape,
  RejectReturnRequestShape,
  ReturnableLineShape,
  ReturnChangeShape,
  ReturnDeskQueryShape,
  ReturnLineShape,
  ReturnRefundRequestShape,
  ReturnRequestShape,
  ReturnShape,
  ReturnsOfOrderShape,
  ReturnVersionRequestShape,
} from './shapes';
import type { Address } from './types';

/** Why a shopper returns items; wire values stay English, the screens and emails translate them. */
export const RETURN_REASONS = [
  'changed my mind',
  'defective',
  'not as described',
  'wrong item',
  'damaged on arrival',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** The one reason that has the shorter window (RETURN_WINDOW_DAYS) and may cost the pickup fee. */
export const CHANGE_OF_MIND: ReturnReason = 'changed my mind';

/**
 * requested → approved (a pickup date) or rejected (a reason) → picked up → received → inspected (each unit
 * resellable or not) → refunded.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'picked up',
  'received',
  'inspected',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** A return in one of these still holds its units: they cannot be returned again. */
export const CLOSED_RETURN_STATUSES: readonly ReturnStatus[] = ['rejected'];

/** Why the shop refuses a return; 'other' needs a note. */
export const RETURN_REJECT_REASONS = [
  'outside the window',
  'not in original condition',
  'missing accessories',
  'other',
] as const;
export type ReturnRejectReason = (typeof RETURN_REJECT_REASONS)[number];

/**
 * How a refund is paid out. Cash-on-delivery orders are refunded by cash at pickup, mobile wallet or bank transfer,
 * each recorded with a reference; an order paid online (card, wallet, instalments) goes back through the payment
 * provider ('provider'), whose refund id becomes the reference.
 */
export const REFUND_METHODS = ['cash', 'wallet', 'transfer', 'provider'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** The one method of an order paid online. */
export const PROVIDER_REFUND: RefundMethod = 'provider';
/** The methods a cash-on-delivery order's refund is paid out by, each with a reference. */
export const PAID_OUT_REFUND_METHODS = REFUND_METHODS.filter((method) => method !== PROVIDER_REFUND);

export const RETURN_PHOTOS_MAX = 4;
export const RETURN_NOTE_MAX = 500;
export const REFUND_REFERENCE_MAX = 100;
export const RETURN_SEARCH_MAX = 100;

/** Message ids of the wire values above. */
export const RETURN_REASON_IDS: Readonly<Record<ReturnReason, string>> = {
  'changed my mind': 'returns.reason.changedMind',
  defective: 'returns.reason.defective',
  'not as described': 'returns.reason.notAsDescribed',
  'wrong item': 'returns.reason.wrongItem',
  'damaged on arrival': 'returns.reason.damaged',
};
export const RETURN_STATUS_IDS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'returns.status.requested',
  approved: 'returns.status.approved',
  rejected: 'returns.status.rejected',
  'picked up': 'returns.status.pickedUp',
  received: 'returns.status.received',
  inspected: 'returns.status.inspected',
  refunded: 'returns.status.refunded',
};
export const RETURN_REJECT_REASON_IDS: Readonly<Record<ReturnRejectReason, string>> = {
  'outside the window': 'returns.reject.outsideWindow',
  'not in original condition': 'returns.reject.notOriginal',
  'missing accessories': 'returns.reject.missingAccessories',
  other: 'returns.reject.other',
};
export const REFUND_METHOD_IDS: Readonly<Record<RefundMethod, string>> = {
  cash: 'returns.refundMethod.cash',
  wallet: 'returns.refundMethod.wallet',
  transfer: 'returns.refundMethod.transfer',
  provider: 'returns.refundMethod.provider',
};

/** API paths under /api. */
export const returnPaths = {
  /** GET: the caller's returns, newest first. POST: ask for a return (ReturnRequest). */
  returns: '/returns',
  /** GET: what of an order may be returned now and its returns (ReturnsOfOrder); 404 unless it is the caller's. */
  ofOrder: (orderId: string) => `/returns/order/${encodeURIComponent(orderId)}`,
  /** POST, multipart: one photo of the goods, field `image` (the back office's image pipeline). */
  photos: '/returns/photos',
  desk: '/staff/returns',
  deskReturn: (id: string) => `/staff/returns/${encodeURIComponent(id)}`,
  deskAction: (id: string, action: ReturnAction) => `/staff/returns/${encodeURIComponent(id)}/${action}`,
};
export const RETURN_ACTIONS = ['approve', 'reject', 'pickup', 'receive', 'inspect', 'refund'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export type ReturnLine = Static<typeof ReturnLineShape>;
export type ReturnChange = Static<typeof ReturnChangeShape>;
export type Refund = Static<typeof RefundShape>;
export type Return = Static<typeof ReturnShape>;
/** An order line as the return form offers it. */
export type ReturnableLine = Static<typeof ReturnableLineShape>;
/** GET /returns/order/:id */
export type ReturnsOfOrder = Static<typeof ReturnsOfOrderShape>;
/** POST /returns */
export type ReturnRequest = Static<typeof ReturnRequestShape>;
/** GET /staff/returns */
export type ReturnDeskQuery = Static<typeof ReturnDeskQueryShape>;
export type DeskReturn = Static<typeof DeskReturnShape>;
export type ApproveReturnRequest = Static<typeof ApproveReturnRequestShape>;
export type RejectReturnRequest = Static<typeof RejectReturnRequestShape>;
export type ReturnVersionRequest = Static<typeof ReturnVersionRequestShape>;
export type InspectReturnRequest = Static<typeof InspectReturnRequestShape>;
export type ReturnRefundRequest = Static<typeof ReturnRefundRequestShape>;

/** Tabs and line breaks are the only control characters a note keeps. */
function noControls(value: string | undefined): boolean {
  for (const char of value ?? '') {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !'\t\n\r'.includes(char)) return false;
  }
  return true;
}

const note = () =>
  string()
    .strict()
    .trim('validation.backOffice.trimmed')
    .max(RETURN_NOTE_MAX, 'validation.returns.noteTooLong')
    .test('controls', 'validation.field.controls', noControls)
    .default('');

const version = () =>
  number()
    .strict()
    .typeError('validation.backOffice.versionRequired')
    .integer('validation.backOffice.versionRequired')
    .min(1, 'validation.backOffice.versionRequired')
    .required('validation.backOffice.versionRequired');

const count = (message: string, min: number) =>
  number()
    .strict()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(min, message)
    .max(1000, message);

export const returnRequestSchema = (): ObjectSchema<ReturnRequest> =>
  object({
    orderId: string().strict().required('validation.returns.order').max(100, 'validation.returns.order'),
    lines: array(
      object({
        productId: string().strict().required('validation.returns.line').max(100, 'validation.returns.line'),
        variantId: string().strict().optional().max(100, 'validation.returns.line'),
        quantity: count('validation.returns.quantity', 1),
      }).required(),
    )
      .strict()
      .required('validation.returns.lines')
      .min(1, 'validation.returns.lines')
      .max(100, 'validation.returns.lines')
      .test('distinct', 'validation.returns.lineTwice', (lines) => {
        const keys = (lines ?? []).map((line) => `${line?.productId}:${line?.variantId ?? ''}`);
        return new Set(keys).size === keys.length;
      }),
    reason: string<ReturnReason>()
      .strict()
      .required('validation.returns.reason')
      .oneOf([...RETURN_REASONS], 'validation.returns.reason'),
    note: note(),
    photos: array(
      string()
        .strict()
        .required('validation.returns.photo')
        .test('upload', 'validation.returns.photo', (value) => !!value && uploadIdOf(value) !== undefined),
    )
      .strict()
      .max(RETURN_PHOTOS_MAX, 'validation.returns.photos')
      .default([])
      .test('reason', 'validation.returns.photosChangeOfMind', function (photos) {
        return (photos ?? []).length === 0 || this.parent.reason !== CHANGE_OF_MIND;
      }),
    address: addressSchema().required('validation.address.required'),
    saveAddress: boolean().strict().typeError('validation.returns.saveAddress').optional(),
  }) as ObjectSchema<ReturnRequest>;

export const returnDeskQuerySchema = (): ObjectSchema<ReturnDeskQuery> =>
  object({
    search: string().strict().max(RETURN_SEARCH_MAX, 'validation.orderDesk.search').optional(),
    status: string<ReturnStatus>()
      .strict()
      .oneOf([...RETURN_STATUSES], 'validation.returns.status')
      .optional(),
    reason: string<ReturnReason>()
      .strict()
      .oneOf([...RETURN_REASONS], 'validation.returns.reason')
      .optional(),
    sort: string<'oldest' | 'newest'>()
      .strict()
      .oneOf(['oldest', 'newest'], 'validation.returns.sort')
      .optional(),
    ...deskPaging(),
  }) as ObjectSchema<ReturnDeskQuery>;

export const approveReturnSchema = (): ObjectSchema<ApproveReturnRequest> =>
  object({
    pickupDate: string()
      .strict()
      .required('validation.returns.pickupDate')
      .test('day', 'validation.returns.pickupDate', (value) => !!value && isCalendarDay(value)),
    version: version(),
  });

export const rejectReturnSchema = (): ObjectSchema<RejectReturnRequest> =>
  object({
    reason: string<ReturnRejectReason>()
      .strict()
      .required('validation.returns.rejectReason')
      .oneOf([...RETURN_REJECT_REASONS], 'validation.returns.rejectReason'),
    note: note().test('other', 'validation.returns.rejectNote', function (value) {
      return this.parent.reason !== 'other' || !!value;
    }),
    version: version(),
  }) as ObjectSchema<RejectReturnRequest>;

export const returnVersionSchema = (): ObjectSchema<ReturnVersionRequest> => object({ version: version() });

export const inspectReturnSchema = (): ObjectSchema<InspectReturnRequest> =>
  object({
    lines: array(
      object({
        lineId: string().strict().required('validation.returns.line').max(100, 'validation.returns.line'),
        resellable: count('validation.returns.resellable', 0),
      }).required(),
    )
      .strict()
      .required('validation.returns.lines')
      .min(1, 'validation.returns.lines')
      .max(100, 'validation.returns.lines'),
    version: version(),
  });

export const refundSchema = (): ObjectSchema<ReturnRefundRequest> =>
  object({
    method: string<RefundMethod>()
      .strict()
      .required('validation.returns.refundMethod')
      .oneOf([...REFUND_METHODS], 'validation.returns.refundMethod'),
    // Paid out by hand: the reference the desk copies (receipt, wallet or bank transfer number). Through the
    // provider: none (its refund id becomes the reference).
    reference: string()
      .strict()
      .trim('validation.backOffice.trimmed')
      .max(REFUND_REFERENCE_MAX, 'validation.returns.reference')
      .test('controls', 'validation.field.controls', noControls)
      .default('')
      .test('given', 'validation.returns.reference', function (value) {
        return this.parent.method === PROVIDER_REFUND ? !value : !!value;
      }),
    amount: number()
      .strict()
      .typeError('validation.returns.amount')
      .required('validation.returns.amount')
      .integer('validation.returns.amount')
      .min(0, 'validation.returns.amount')
      .max(100_000_000, 'validation.returns.amount'),
    version: version(),
  }) as ObjectSchema<ReturnRefundRequest>;

/** The return form's pickup address choices beside a saved address's id. */
export const ORDER_PICKUP_ADDRESS = 'order';
export const NEW_PICKUP_ADDRESS = 'new';

/**
 * The shopper's return form. The new pickup address's fields sit at the top level, as the address book's and
 * checkout's forms keep them (the same field primitives draw them).
 */
export interface ReturnFormValues extends SavedAddressRequest {
  /** Units to return, by the order line's variant id (ReturnableLine.variantId; 0 or missing: none). */
  quantities: Record<string, number>;
  reason: ReturnReason | '';
  note: string;
  /** Upload addresses of the photos (faults only). */
  photos: string[];
  /** ORDER_PICKUP_ADDRESS, a saved address's id, or NEW_PICKUP_ADDRESS (the fields below are used). */
  addressChoice: string;
  /** With a new address: keep it in the address book too. */
  saveAddress: boolean;
}

export const emptyReturnForm = (addressChoice: string): ReturnFormValues => ({
  quantities: {},
  reason: '',
  note: '',
  photos: [],
  addressChoice,
  saveAddress: false,
  government: '',
  city: '',
  street: '',
  building: '',
  floor: '',
  apartment: '',
  landmark: '',
});

/**
 * The return form's rules (the server's, returnRequestSchema, in the form's shape): some unit chosen, a reason, a
 * note within its length, and, when the pickup is at a new address, that address by the address book's rules.
 */
export const returnFormSchema = (): ObjectSchema<ReturnFormValues> => {
  const addressFields = Object.fromEntries(
    Object.entries(addressSchema().fields).map(([name, field]) => [
      name,
      string().when('addressChoice', {
        is: NEW_PICKUP_ADDRESS,
        then: () => field as AnySchema,
        otherwise: (schema) => schema.default(''),
      }),
    ]),
  );
  return object({
    quantities: mixed<Record<string, number>>().test('some', 'validation.returns.lines', (value) =>
      Object.values(value ?? {}).some((units) => units > 0),
    ),
    reason: string<ReturnReason | ''>()
      .required('validation.returns.reason')
      .oneOf([...RETURN_REASONS], 'validation.returns.reason'),
    note: string()
      .default('')
      .max(RETURN_NOTE_MAX, 'validation.returns.noteTooLong')
      .test('controls', 'validation.field.controls', noControls),
    photos: array(string().required()).max(RETURN_PHOTOS_MAX, 'validation.returns.photos').default([]),
    addressChoice: string().required('validation.returns.address'),
    saveAddress: boolean().default(false),
    ...addressFields,
  }) as unknown as ObjectSchema<ReturnFormValues>;
};

/**
 * What the form sends: the chosen units of the lines `offered` (each by product and variant), the note and photos
 * for a fault only, the pickup address.
 */
export function returnRequestOf(
  orderId: string,
  values: ReturnFormValues,
  pickupAddress: Address,
  offered: readonly Pick<ReturnableLine, 'productId' | 'variantId'>[],
): ReturnRequest {
  const changeOfMind = values.reason === CHANGE_OF_MIND;
  const isNew = values.addressChoice === NEW_PICKUP_ADDRESS;
  return {
    orderId,
    lines: offered
      .filter((line) => (values.quantities[line.variantId] ?? 0) > 0)
      .map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        quantity: values.quantities[line.variantId]!,
      })),
    reason: values.reason as ReturnReason,
    note: changeOfMind ? '' : values.note.trim(),
    photos: changeOfMind ? [] : values.photos,
    address: {
      government: pickupAddress.government,
      city: pickupAddress.city,
      street: pickupAddress.street,
      building: pickupAddress.building,
      floor: pickupAddress.floor,
      apartment: pickupAddress.apartment,
      landmark: pickupAddress.landmark ?? '',
    },
    ...(isNew && values.saveAddress ? { saveAddress: true } : {}),
  };
}
