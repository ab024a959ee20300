// How orders read to a shopper: translated statuses, reasons and payment methods, prices, dates and numbers.
import type { IntlShape } from 'react-intl';
import {
  GOVERNORATES,
  type CancelReason,
  type OrderStatus,
  type ShopCancelReason,
  type SystemCancelReason,
} from '../../contract/constants';
import type { Address } from '../../contract/types';

const STATUS_IDS: Record<OrderStatus, string> = {
  pending: 'orders.status.pending',
  'in progress': 'orders.status.inProgress',
  completed: 'orders.status.completed',
  cancelled: 'orders.status.cancelled',
};

type AnyCancelReason = CancelReason | ShopCancelReason | SystemCancelReason;

/**
 * The shopper's reasons (the spec's), the shop's (the order desk's) and the confirmation timer's: a shopper sees any
 * of them on their order.
 */
const REASON_IDS: Record<AnyCancelReason, string> = {
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
};

const PAYMENT_IDS: Record<string, string> = {
  'Cash On Delivery': 'checkout.payment.cashOnDelivery',
  'Pay By Card': 'checkout.payment.payByCard',
  Installment: 'checkout.payment.installment',
};

/** Values stay English on the wire; an unknown value is shown as it came. */
export const statusLabel = (intl: IntlShape, status: string) =>
  status in STATUS_IDS ? intl.formatMessage({ id: STATUS_IDS[status as OrderStatus] }) : status;
export const reasonLabel = (intl: IntlShape, reason: string) =>
  reason in REASON_IDS ? intl.formatMessage({ id: REASON_IDS[reason as AnyCancelReason] }) : reason;
export const paymentLabel = (intl: IntlShape, method: string) => {
  const id = PAYMENT_IDS[method];
  return id ? intl.formatMessage({ id }) : method;
};

/** The order date as the spec shows it: date only, in Cairo. */
export const orderDate = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'long', timeZone: 'Africa/Cairo' });

/** A short, readable order number: the first block of the id, upper-cased. */
export const orderNumber = (id: string) => (id.split('-')[0] ?? id).toUpperCase();

export const ADDRESS_FIELDS = ['government', 'city', 'street', 'building', 'floor', 'apartment'] as const;

/** The address as one line in the shopper's words; a missing part reads 'N/A'. */
export function addressLine(intl: IntlShape, address: Partial<Address> | undefined) {
  const na = intl.formatMessage({ id: 'orders.na' });
  const part = (value: string | undefined) => (value && value.trim() ? value : na);
  return [
    `${intl.formatMessage({ id: 'checkout.field.building' })} ${part(address?.building)}`,
    part(address?.street),
    `${intl.formatMessage({ id: 'checkout.field.floor' })} ${part(address?.floor)}`,
    `${intl.formatMessage({ id: 'checkout.field.apartment' })} ${part(address?.apartment)}`,
    part(address?.city),
    address?.government ? governorateLabel(address.government, intl.locale) : na,
  ].join(intl.locale.startsWith('ar') ? '، ' : ', ');
}

/** A governorate in the shopper's language (the English name is what the API stores). */
export function governorateLabel(name: string, locale: string) {
  const governorate = GOVERNORATES.find((g) => g.name === name);
  if (!governorate) return name;
  return locale.startsWith('ar') ? governorate.nameAr : governorate.name;
}
