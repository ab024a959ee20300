// The shapes of /api/payments and the manager's refund (/api/staff/orders/:id/refund). An order's `payment` is
// OrderPaymentShape (./orders).
import { Type } from 'typebox';
import { ONLINE_METHOD_KEYS, type OnlineMethodKey } from '../payments';
import { int, Loose, Narrow, Nullable, Ref, str, StringEnum } from './kit';
import { OrderPaymentShape } from './orders';

/** The online methods this shop has switched on (GET /payments/methods). */
export const PaymentMethodsAnswerShape = Type.Object({ methods: Type.Array(Narrow<OnlineMethodKey>(str)) });

/** POST /payments/:id/pay: the method to pay with (a body may be left out). */
export const PaymentStartRequestShape = Nullable(
  Loose({ method: Type.Optional(StringEnum(ONLINE_METHOD_KEYS)) }, { additionalProperties: false }),
);

/** A payment the shopper starts or retries: where to send the shopper (the gateway's page). */
export const PaymentStartAnswerShape = Type.Object({ checkoutUrl: str });

/** Paymob's processed callback's query: the HMAC of the body. */
export const PaymentCallbackQueryShape = Loose({ hmac: Type.Optional(str) });

/** A manager's refund (POST /staff/orders/:id/refund); the route checks the amount and the reason. */
export const OrderRefundRequestShape = Loose({ amountCents: int, reason: str });

export const OrderRefundAnswerShape = Type.Object({ payment: Ref(OrderPaymentShape) });
