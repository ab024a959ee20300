// The shapes of returns and refunds: the shopper's (/api/returns) and the returns desk's (/api/staff/returns). The yup
// rules in src/contract/returns.ts decide what an input may hold; these give the types, the serialisers and
// /api/docs.
import { Type } from 'typebox';
import { PAYMENT_METHOD_KEYS } from '../payments';
import {
  REFUND_METHODS,
  RETURN_REASONS,
  RETURN_REJECT_REASONS,
  RETURN_STATUSES,
  type RefundMethod,
  type ReturnReason,
  type ReturnRejectReason,
  type ReturnStatus,
} from '../returns';
import { LineVariantShape } from './catalogue';
import { bool, dateTime, int, Loose, Narrow, Nullable, Ref, str, StringEnum, strings } from './kit';
import { AddressShape } from './orders';

export const ReturnLineShape = Loose({
  _id: str,
  productId: str,
  /** The order line's variant (a line bought before variants: the product's id). */
  variantId: str,
  /** Its choices in both languages; null for a product sold one way or a line bought before variants. */
  variant: Nullable(LineVariantShape),
  name: str,
  nameAr: str,
  image: Nullable(str),
  quantity: int,
  /** What the shopper paid for one unit (EGP). */
  unitPrice: int,
  /** Units inspected as resellable (back in stock) and not; null before inspection. */
  resellable: Nullable(int),
  notResellable: Nullable(int),
});

export const ReturnChangeShape = Loose({ status: Narrow<ReturnStatus>(str), at: dateTime });

export const RefundShape = Loose({
  amount: int,
  method: StringEnum(REFUND_METHODS),
  reference: str,
  at: dateTime,
});

const returnProperties = {
  _id: str,
  orderId: str,
  status: StringEnum(RETURN_STATUSES),
  reason: StringEnum(RETURN_REASONS),
  note: str,
  photos: strings,
  address: Ref(AddressShape),
  lines: Type.Array(ReturnLineShape),
  /** Cairo day (YYYY-MM-DD) the courier comes, once approved. */
  pickupDate: Nullable(str),
  rejectReason: Narrow<ReturnRejectReason | null>(Nullable(str)),
  rejectNote: Nullable(str),
  /** The pickup fee taken from the refund (change of mind only). */
  pickupFee: int,
  /** What the return refunds: the units' price, the delivery fee when the whole order comes back for a fault, less the pickup fee. */
  refundDue: int,
  refund: Nullable(RefundShape),
  history: Type.Array(ReturnChangeShape),
  version: int,
  createdAt: dateTime,
};

export const ReturnShape = Loose(returnProperties);

export const DeskReturnShape = Loose({
  ...returnProperties,
  customer: Loose({ _id: str, name: str, email: str, phone: str }),
  orderTotal: int,
  /** Refunded on this order so far, by every return. */
  orderRefunded: int,
  /** How the order was paid: 'cod' is refunded by hand (cash, wallet, transfer), any other through the provider. */
  paymentMethod: StringEnum(PAYMENT_METHOD_KEYS),
});

/** An order line as the return form offers it. */
export const ReturnableLineShape = Loose({
  productId: str,
  /** The order line's variant (a line bought before variants: the product's id): the line's key. */
  variantId: str,
  /** Its choices in both languages; null for a product sold one way or a line bought before variants. */
  variant: Nullable(LineVariantShape),
  name: str,
  nameAr: str,
  image: Nullable(str),
  unitPrice: int,
  bought: int,
  /** Bought and not in a return that still stands (any but rejected). */
  returnable: int,
});

/** GET /returns/order/:id */
export const ReturnsOfOrderShape = Loose({
  orderId: str,
  /** When the order was completed (delivered); null while it is not. */
  completedAt: Nullable(str),
  /** The end of each window (null while the order is not completed). */
  changeOfMindUntil: Nullable(str),
  defectUntil: Nullable(str),
  /** True while some window is open and some unit is returnable: the "Return items" button shows. */
  open: bool,
  /** Why nothing can be returned now (a message id), when open is false. */
  closedReason: Nullable(str),
  pickupFee: int,
  deliveryFee: int,
  lines: Type.Array(ReturnableLineShape),
  returns: Type.Array(ReturnShape),
});

/** GET /returns' answer. */
export const ReturnListShape = Loose({ data: Type.Array(ReturnShape) });

/** POST /returns */
export const ReturnRequestShape = Loose({
  orderId: str,
  lines: Type.Array(
    Loose({
      productId: str,
      variantId: Type.Optional(
        Type.String({
          description:
            "The order line's variant; without it, the order's only line of the product (400 when it has two)",
        }),
      ),
      quantity: int,
    }),
    { description: 'The order lines (by variant) and how many units of each' },
  ),
  reason: Narrow<ReturnReason>(Type.String({ description: `One of: ${RETURN_REASONS.join(' | ')}` })),
  note: str,
  photos: Type.Array(str, { description: 'Up to 4 upload addresses; none for a change of mind' }),
  address: Ref(AddressShape),
  /** Also keep `address` in the shopper's address book (409 when the book is full: nothing is saved). */
  saveAddress: Type.Optional(
    Type.Boolean({
      description: 'Also keep the address in the address book (409 when it is full; nothing is saved)',
    }),
  ),
});

/** GET /staff/returns */
export const ReturnDeskQueryShape = Type.Object({
  /** Part of the order number, or of the customer's name, email or phone. */
  search: Type.Optional(str),
  status: Type.Optional(Narrow<ReturnStatus>(str)),
  reason: Type.Optional(Narrow<ReturnReason>(str)),
  /** Oldest first (the desk's queue), or newest first. */
  sort: Type.Optional(Narrow<'oldest' | 'newest'>(str)),
  page: Type.Optional(int),
  limit: Type.Optional(int),
});

const version = Type.Integer({ description: 'The return’s version as read' });

export const ApproveReturnRequestShape = Loose({
  pickupDate: Type.String({ description: 'YYYY-MM-DD (Cairo)' }),
  version,
});

export const RejectReturnRequestShape = Loose({
  reason: Narrow<ReturnRejectReason>(
    Type.String({ description: `One of: ${RETURN_REJECT_REASONS.join(' | ')}` }),
  ),
  note: Type.String({ description: 'Required with "other"' }),
  version,
});

export const ReturnVersionRequestShape = Loose({ version });

export const InspectReturnRequestShape = Loose({
  lines: Type.Array(Loose({ lineId: str, resellable: int }), {
    description: 'Every line of the return, with how many of its units resell',
  }),
  version,
});

export const ReturnRefundRequestShape = Loose({
  method: Narrow<RefundMethod>(
    Type.String({
      description: `One of: ${REFUND_METHODS.join(' | ')}; "provider" (and only it) for an order paid online`,
    }),
  ),
  reference: Type.String({
    description: 'The receipt, wallet or transfer reference; empty for "provider" (its refund id is kept)',
  }),
  amount: Type.Integer({ description: 'EGP; at most what the return refunds and what the order was paid' }),
  version,
});
