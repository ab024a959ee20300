// Online payment (Paymob) as the SPA and the API server share it: the methods a checkout may name, the payment's
// statuses, the `payment` object every order carries, and the desk's refund form and its rules.
import { object, string, type ObjectSchema } from 'yup';
import type { Static } from 'typebox';
import { westernDigits } from './accountRules';
import type {
  OrderPaymentShape,
  OrderRefundRequestShape,
  PaymentCallbackEntryShape,
  PaymentMethodsAnswerShape,
  PaymentRefundEntryShape,
  PaymentStartAnswerShape,
} from './shapes';

/** The methods a checkout may name (wire values, as the spec's 'Cash On Delivery'). */
export const CHECKOUT_METHODS = ['Cash On Delivery', 'Pay By Card', 'Mobile Wallet', 'Installment'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** A payment's method: cash on delivery, or one of the online methods a shop switches on. */
export const PAYMENT_METHOD_KEYS = ['cod', 'card', 'wallet', 'instalments'] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];
export type OnlineMethodKey = Exclude<PaymentMethodKey, 'cod'>;
export const ONLINE_METHOD_KEYS: readonly OnlineMethodKey[] = ['card', 'wallet', 'instalments'];

export const METHOD_OF_CHECKOUT: Readonly<Record<CheckoutMethod, PaymentMethodKey>> = {
  'Cash On Delivery': 'cod',
  'Pay By Card': 'card',
  'Mobile Wallet': 'wallet',
  Installment: 'instalments',
};
export const CHECKOUT_OF_METHOD: Readonly<Record<PaymentMethodKey, CheckoutMethod>> = {
  cod: 'Cash On Delivery',
  card: 'Pay By Card',
  wallet: 'Mobile Wallet',
  instalments: 'Installment',
};

/**
 * 'not required': cash on delivery (refunds of it are paid out by hand); 'awaiting': placed, its stock held, the
 * gateway not yet paid; 'declined': the last attempt failed (retry or switch to cash); 'expired': the hold ran out
 * (the order is cancelled); 'paid'; then 'partly refunded' and 'refunded'.
 */
export const PAYMENT_STATUSES = [
  'not required',
  'awaiting',
  'declined',
  'expired',
  'paid',
  'partly refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The payment an order carries (GET /checkout/:id, userOrders, the desk). Money in piasters. */
export type OrderPayment = Static<typeof OrderPaymentShape>;

/** The spec's list, shown when the shop has switched no online method on: only cash on delivery selectable. */
const SPEC_METHODS: readonly CheckoutMethod[] = ['Cash On Delivery', 'Pay By Card', 'Installment'];

/**
 * The methods checkout (and the profile) shows: with an online method switched on, cash on delivery and the ones
 * switched on, every one selectable; with none, the spec's three with only cash on delivery selectable.
 */
export function offeredMethods(
  online: readonly OnlineMethodKey[],
): { method: CheckoutMethod; selectable: boolean }[] {
  if (online.length === 0)
    return SPEC_METHODS.map((method) => ({ method, selectable: method === 'Cash On Delivery' }));
  return CHECKOUT_METHODS.filter((method) => {
    const key = METHOD_OF_CHECKOUT[method];
    return key === 'cod' || online.includes(key);
  }).map((method) => ({ method, selectable: true }));
}

/** The reason the hold timer records when an order's online payment did not arrive in time. */
export const PAYMENT_NOT_COMPLETED_REASON = 'Payment not completed' as const;

/** The online methods this shop has switched on (GET /payments/methods). */
export type PaymentMethodsAnswer = Static<typeof PaymentMethodsAnswerShape>;

/** A payment the shopper starts or retries: where to send the shopper (the gateway's page). */
export type PaymentStartAnswer = Static<typeof PaymentStartAnswerShape>;

/** A manager's refund (POST /staff/orders/:id/refund). */
export type OrderRefundRequest = Static<typeof OrderRefundRequestShape>;

/** The longest reason a refund keeps. */
export const REFUND_REASON_MAX = 200;

/** What of a payment can still be refunded, in piasters (0 when nothing can be). */
export function refundableCents(order: { status: string; payment: OrderPayment }): number {
  const { payment } = order;
  const open =
    payment.method === 'cod'
      ? order.status === 'completed'
      : payment.status === 'paid' || payment.status === 'partly refunded';
  return open ? Math.max(0, payment.amountCents - payment.refundedCents) : 0;
}

/** The desk's refund form: the amount in pounds as typed (up to two decimals), and the reason. */
export interface RefundFormValues {
  amount: string;
  reason: string;
}

/** Piasters from pounds as typed ('1234.5' → 123450, Arabic digits and decimal comma too); NaN when not an amount. */
export function centsOfAmount(amount: string): number {
  const text = westernDigits(amount.trim()).replace('\u066b', '.');
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/** The refund form's rules: an amount above zero and never above what is left (`leftCents`), and a reason. */
export const refundFormSchema = (leftCents: number): ObjectSchema<RefundFormValues> =>
  object({
    amount: string()
      .required('validation.refund.amountRequired')
      .test('amount', 'validation.refund.amountFormat', (value) => !value || centsOfAmount(value) > 0)
      .test(
        'left',
        'validation.refund.amountAboveLeft',
        (value) => !value || !(centsOfAmount(value) > leftCents),
      ),
    reason: string()
      .trim()
      .required('validation.refund.reasonRequired')
      .max(REFUND_REASON_MAX, 'validation.refund.reasonLong'),
  }) as ObjectSchema<RefundFormValues>;

/**
 * A callback the provider sent, as staff see it on the order: when, which kind, the transaction, what the shop made of
 * it, and the amount and outcome it claimed. The raw body stays in the database (it names the payer).
 */
export type PaymentCallbackEntry = Static<typeof PaymentCallbackEntryShape>;

export type PaymentRefundEntry = Static<typeof PaymentRefundEntryShape>;
