// The shapes of a shopper's cart and orders (/api/cart, /api/checkout): cart lines, the address, the order and its
// payment.
import { Type } from 'typebox';
import { LANDMARK_MAX } from '../addresses';
import {
  CANCEL_REASONS,
  GOVERNORATE_NAMES,
  ORDER_STATUSES,
  type CancelReason,
  type OrderStatus,
  type ShopCancelReason,
  type SystemCancelReason,
} from '../orders';
import { CHECKOUT_TOTAL_MAX } from '../constants';
import { CHECKOUT_METHODS, PAYMENT_METHOD_KEYS, PAYMENT_STATUSES, type CheckoutMethod } from '../payments';
import { ErrorShape } from './common';
import { LineVariantShape } from './catalogue';
import { bool, dateTime, int, num, Loose, Narrow, Nullable, Ref, str, StringEnum } from './kit';

export const ProductSummaryShape = Loose({
  _id: str,
  name: str,
  nameAr: str,
  price: int,
  priceAfterDiscount: int,
  /** What one unit costs (discount applied). */
  unitPrice: int,
  images: Type.Array(str),
  color: str,
  /** Units in stock when the cart was priced. */
  quantity: int,
  /** The configuration the line is for (absent on lines stored before products had variants). */
  variant: Type.Optional(LineVariantShape),
});

export const CartLineShape = Loose({ product: ProductSummaryShape, quantity: int, total: int });

/** POST /cart: each line's product (and, for one that comes in several, its variant) and quantity. */
export const CartRequestShape = Loose({
  /** Ignored by the server: the cart belongs to the caller. */
  user: Type.Optional(str),
  products: Type.Array(
    Loose({
      productId: str,
      /** The configuration (a variant's _id); may be left out for a product that comes one way. */
      variantId: Type.Optional(str),
      quantity: int,
      /** Ignored by the server: prices come from the database. */
      total: Type.Optional(num),
    }),
  ),
});

export const CartShape = Loose(
  {
    _id: str,
    user: str,
    products: Type.Array(CartLineShape),
    totalPrice: int,
    createdAt: dateTime,
  },
  { $id: 'Cart' },
);

/** A priced cart (`{ data: cart }`): POST /cart's answer. */
export const CartResponseShape = Type.Object({ data: Ref(CartShape) });

export const AddressShape = Loose(
  {
    government: Type.String({ description: `One of: ${GOVERNORATE_NAMES.join(', ')}` }),
    city: str,
    street: str,
    building: str,
    floor: str,
    apartment: str,
    /** Optional ('' when there is none): something near the door the courier can find ("behind the mosque"). */
    landmark: Type.Optional(
      Type.String({
        description: `Optional: something near the door the courier can find, at most ${LANDMARK_MAX} characters ('' when none; absent on orders placed before the shop asked for it)`,
      }),
    ),
  },
  { $id: 'Address' },
);

/** An order's payment (src/contract/payments.ts); money in piasters. */
export const OrderPaymentShape = Loose(
  {
    method: StringEnum(PAYMENT_METHOD_KEYS),
    status: StringEnum(PAYMENT_STATUSES),
    amountCents: int,
    refundedCents: int,
    /** The provider's order id of the latest attempt; null for cash on delivery. */
    providerOrderId: Nullable(str),
    /** The transaction that paid; null until paid. */
    transactionId: Nullable(str),
    /** A payment that arrived after its order was cancelled (or a second one): the shop owes it back. */
    needsRefund: bool,
    /** Until when an order awaiting payment holds its stock (ISO); null otherwise. */
    holdUntil: Nullable(dateTime),
  },
  {
    $id: 'OrderPayment',
    required: ['method', 'status', 'amountCents', 'refundedCents', 'providerOrderId', 'transactionId'],
  },
);

export const StatusChangeShape = Loose({ status: Narrow<OrderStatus>(str), at: dateTime });

export const ShipmentShape = Loose({ courier: str, trackingNumber: str });

export const OrderShape = Loose(
  {
    _id: str,
    status: StringEnum(ORDER_STATUSES),
    cartId: Loose({ _id: str, products: Type.Array(CartLineShape) }),
    userId: Loose({ _id: str, name: str, phone: str, email: str }),
    address: Type.Array(Ref(AddressShape)),
    paymentmethod: str,
    note: str,
    subtotal: int,
    deliveryFee: int,
    total: int,
    statusHistory: Type.Array(StatusChangeShape),
    /** A shopper's reason (CANCEL_REASONS), the shop's (SHOP_CANCEL_REASONS) or the confirmation timer's. */
    cancelReason: Type.Optional(
      Narrow<CancelReason | ShopCancelReason | SystemCancelReason | null>(Nullable(str)),
    ),
    /**
     * When the shop confirmed the (cash-on-delivery) order by phone; null while it waits for confirmation. The four
     * statuses stay the spec's: a pending order is 'Waiting for confirmation' until this is set.
     */
    confirmedAt: Nullable(
      Type.String({ format: 'date-time', description: 'Null: waiting for confirmation' }),
    ),
    /**
     * When the shop's timer cancels the order unless it was confirmed by phone first (pending, unconfirmed,
     * COD_CONFIRM_HOURS above 0); null otherwise. Absent from orders stored by an older build.
     */
    confirmBy: Type.Optional(
      Nullable(
        Type.String({
          format: 'date-time',
          description:
            'When the order is cancelled unless the shop has confirmed it by phone (COD_CONFIRM_HOURS); null when no such time applies',
        }),
      ),
    ),
    /** Who carries a shipped order and its tracking number (set by the desk's shipped step); null before. */
    shipment: Nullable(
      Loose(ShipmentShape.properties, {
        description: 'The courier and tracking number from the shipped step; null before',
      }),
    ),
    createdAt: dateTime,
    /** How the order is paid and where that stands (cash on delivery: 'not required'). */
    payment: Ref(OrderPaymentShape),
  },
  { $id: 'Order' },
);

export const CancelRequestShape = Loose({
  reason: Narrow<CancelReason>(Type.String({ description: `One of: ${CANCEL_REASONS.join(' | ')}` })),
});

/** One order (`{ data: order }`). */
export const OrderResponseShape = Type.Object({ data: Ref(OrderShape) });

/** The caller's orders, newest first (`{ data: orders }`). */
export const OrderListResponseShape = Type.Object({ data: Type.Array(Ref(OrderShape)) });

/** POST /checkout/:cartId: where it goes, the note, how it is paid, and the total the shopper saw. */
export const CheckoutRequestShape = Loose({
  address: Type.Array(Ref(AddressShape)),
  note: str,
  paymentmethod: Narrow<CheckoutMethod>(
    Type.String({ description: `One of: ${CHECKOUT_METHODS.join(' | ')}` }),
  ),
  /**
   * The total (EGP, delivery included) the shopper saw when pressing Place Order. When it differs from the total
   * the server prices, checkout answers 409 with a `TotalChangedAnswer` and places nothing. Left out: no check.
   */
  total: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: CHECKOUT_TOTAL_MAX,
      description:
        'The total (EGP, delivery included) the shopper saw; another total than the order’s answers 409 with the new one',
    }),
  ),
});

/** POST /checkout/:cartId's headers: one key per checkout attempt makes a retry answer the first attempt's order. */
export const CheckoutHeadersShape = Loose({
  'idempotency-key': Type.Optional(Type.String({ description: 'One per checkout attempt' })),
});

/**
 * Every 409 of a checkout. One whose `total` is not the order's (a `TotalChangedAnswer`) also says what the order
 * comes to now: send that `total` to place the order at it.
 */
export const TotalChangedShape = Loose(
  {
    ...ErrorShape.properties,
    /** The order's total now, delivery included. */
    total: int,
    subtotal: int,
    deliveryFee: int,
    /** Each product's prices now, for the checkout summary to show them. */
    products: Type.Array(
      Loose(
        { _id: str, price: int, priceAfterDiscount: int },
        { required: ['_id', 'price', 'priceAfterDiscount'] },
      ),
    ),
  },
  { required: ['message'] },
);

/** POST /orders/lookup: a guest finds an order by its short number and the phone it was placed with. */
export const OrderLookupRequestShape = Loose({
  number: Type.String({ description: "The short number, e.g. '#5EF9B888'" }),
  phone: Type.String({ description: 'As typed: +20, spaces and Arabic-Indic digits are taken' }),
});
