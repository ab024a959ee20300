// Order constants shared by the SPA and the API server (spec sections 3 and 9): payment, statuses, cancel
// reasons and governorates. Their own module, so that a screen importing a catalogue constant does not carry them.

/** The only method a checkout accepts. */
export const CHECKOUT_PAYMENT_METHOD = 'Cash On Delivery' as const;

export const ORDER_STATUSES = ['pending', 'in progress', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The timeline steps, in order; `cancelled` sits outside it. */
export const ORDER_PROGRESS = ['pending', 'in progress', 'shipped', 'completed'] as const;
/** What the shopper may cancel (and what counts as an open order). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'in progress'];
/** What the order desk may cancel: a shipped order too, when the customer refuses it at the door. */
export const DESK_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'in progress', 'shipped'];
/** A shipped order's courier and tracking number (the desk types them; the shopper's tracking page shows them). */
export const COURIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 60;

export const CANCEL_REASONS = [
  'I changed my mind',
  'No Reason',
  'Item no longer needed',
  'I believe this item is fake',
  'Item is taking too long to deliver',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Why the shop cancels an order at the order desk (the spec's reasons above are the shopper's own words). Wire values
 * stay English, like the shopper's; both lists are translated wherever an order's reason is shown.
 */
export const SHOP_CANCEL_REASONS = [
  'Customer asked to cancel',
  'Customer could not be reached',
  'Out of stock',
  'Address cannot be delivered to',
  'Duplicate order',
  'Suspected fake order',
  'Customer refused the delivery',
] as const;
export type ShopCancelReason = (typeof SHOP_CANCEL_REASONS)[number];

/**
 * The cancellations that are the customer's own doing: their cancels (on the site or by asking the shop) and refusals
 * at the door. Only these count against them (the risk flag); the shop's reasons and the timer's do not.
 */
export const CUSTOMER_CANCEL_REASONS: readonly string[] = [
  ...CANCEL_REASONS,
  'Customer asked to cancel',
  'Customer refused the delivery',
];

/** The reason the shop's timer records when no one confirmed a cash-on-delivery order in time (COD_CONFIRM_HOURS). */
export const NOT_CONFIRMED_REASON = 'Not confirmed' as const;
export type SystemCancelReason = typeof NOT_CONFIRMED_REASON | 'Payment not completed';

/** The message id of every cancel reason (the wire values stay English): the SPA and the server's emails say them. */
export const CANCEL_REASON_IDS: Readonly<
  Record<CancelReason | ShopCancelReason | SystemCancelReason, string>
> = {
  'I changed my mind': 'orders.cancelReason.changedMind',
  'No Reason': 'orders.cancelReason.noReason',
  'Item no longer needed': 'orders.cancelReason.noLongerNeeded',
  'I believe this item is fake': 'orders.cancelReason.fake',
  'Item is taking too long to deliver': 'orders.cancelReason.tooLong',
  'Customer asked to cancel': 'orders.cancelReason.shop.customerAsked',
  'Customer could not be reached': 'orders.cancelReason.shop.unreachable',
  'Out of stock': 'orders.cancelReason.shop.outOfStock',
  'Address cannot be delivered to': 'orders.cancelReason.shop.undeliverable',
  'Duplicate order': 'orders.cancelReason.shop.duplicate',
  'Suspected fake order': 'orders.cancelReason.shop.suspectedFake',
  'Customer refused the delivery': 'orders.cancelReason.shop.refused',
  'Not confirmed': 'orders.cancelReason.notConfirmed',
  'Payment not completed': 'orders.cancelReason.paymentNotCompleted',
};

/** What a confirmation call at the order desk came to: the shopper confirmed, or no one answered. */
export const CONFIRMATION_OUTCOMES = ['confirmed', 'no answer'] as const;
export type ConfirmationOutcome = (typeof CONFIRMATION_OUTCOMES)[number];

/** The customer's own cancellations (CUSTOMER_CANCEL_REASONS) in this many days … */
export const RISK_WINDOW_DAYS = 30;
/** … at or above this count flag the shopper on every order the desk opens. */
export const RISK_CANCELLATIONS = 2;

/** The emails the shop sends through its outbox (server/services/outbox.ts). */
export const MAIL_KINDS = [
  'order.placed',
  'order.confirmed',
  'order.inProgress',
  'order.shipped',
  'order.completed',
  'order.cancelled',
  'payment.received',
  'payment.failed',
  'payment.refunded',
  'account.passwordChanged',
  // A return's every step, in the shopper's language (server/services/returnMail.ts).
  'return.requested',
  'return.approved',
  'return.rejected',
  'return.pickedUp',
  'return.received',
  'return.inspected',
  'return.refunded',
  'account.passwordReset',
  'account.unlock',
  'account.emailChange',
  'contact.received',
  'contact.reply',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** pending: waiting for its (next) attempt; sending: claimed by a worker; sent; failed: out of attempts. */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/**
 * Why a mail's last attempt failed, as staff read it (a sentence each in the locales, never the transport's raw
 * error, which can hold paths and addresses): the outbox folder could not be written, the mail server could not be
 * reached, refused the shop's login, refused the message, the attempt was cut off, or anything else.
 */
export const MAIL_PROBLEMS = ['storage', 'connection', 'login', 'refused', 'interrupted', 'other'] as const;
export type MailProblem = (typeof MAIL_PROBLEMS)[number];

export interface Governorate {
  readonly name: string;
  readonly nameAr: string;
}
export const GOVERNORATES: readonly Governorate[] = [
  { name: 'Cairo', nameAr: 'القاهرة' },
  { name: 'Giza', nameAr: 'الجيزة' },
  { name: 'Alexandria', nameAr: 'الإسكندرية' },
  { name: 'Dakahlia', nameAr: 'الدقهلية' },
  { name: 'Red Sea', nameAr: 'البحر الأحمر' },
  { name: 'Beheira', nameAr: 'البحيرة' },
  { name: 'Fayoum', nameAr: 'الفيوم' },
  { name: 'Gharbiya', nameAr: 'الغربية' },
  { name: 'Ismailia', nameAr: 'الإسماعيلية' },
  { name: 'Menofia', nameAr: 'المنوفية' },
  { name: 'Minya', nameAr: 'المنيا' },
  { name: 'Qaliubiya', nameAr: 'القليوبية' },
  { name: 'New Valley', nameAr: 'الوادي الجديد' },
  { name: 'Suez', nameAr: 'السويس' },
  { name: 'Aswan', nameAr: 'أسوان' },
  { name: 'Assiut', nameAr: 'أسيوط' },
  { name: 'Beni Suef', nameAr: 'بني سويف' },
  { name: 'Port Said', nameAr: 'بورسعيد' },
  { name: 'Damietta', nameAr: 'دمياط' },
  { name: 'Sharkia', nameAr: 'الشرقية' },
  { name: 'South Sinai', nameAr: 'جنوب سيناء' },
  { name: 'Kafr El Sheikh', nameAr: 'كفر الشيخ' },
  { name: 'Matrouh', nameAr: 'مطروح' },
  { name: 'Luxor', nameAr: 'الأقصر' },
  { name: 'Qena', nameAr: 'قنا' },
  { name: 'North Sinai', nameAr: 'شمال سيناء' },
  { name: 'Sohag', nameAr: 'سوهاج' },
];
export const GOVERNORATE_NAMES: readonly string[] = /* @__PURE__ */ GOVERNORATES.map((g) => g.name);

/**
 * An order's short number, as emails and screens show it (`#5EF9B888`): the first block of its id, upper-cased. The
 * shop finds an order by it as well as by its id (with or without the '#', in any case).
 */
export const ORDER_NUMBER_PATTERN = /^#?([0-9A-Fa-f]{8})$/;
export const shortOrderNumber = (id: string) => (id.split('-')[0] ?? id).toUpperCase();
