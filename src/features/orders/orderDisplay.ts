// How orders read to a shopper: translated statuses, reasons and payment methods, prices, dates and numbers.
import type { IntlShape } from 'react-intl';
import { CANCEL_REASON_IDS, GOVERNORATES, type OrderStatus } from '../../contract/constants';
import type { Address } from '../../contract/types';

const STATUS_IDS: Record<OrderStatus, string> = {
  pending: 'orders.status.pending',
  'in progress': 'orders.status.inProgress',
  shipped: 'orders.status.shipped',
  completed: 'orders.status.completed',
  cancelled: 'orders.status.cancelled',
};

const PAYMENT_IDS: Record<string, string> = {
  'Cash On Delivery': 'checkout.payment.cashOnDelivery',
  'Pay By Card': 'checkout.payment.payByCard',
  'Mobile Wallet': 'checkout.payment.mobileWallet',
  Installment: 'checkout.payment.installment',
};

/** Values stay English on the wire; an unknown value is shown as it came. */
export const statusLabel = (intl: IntlShape, status: string) =>
  status in STATUS_IDS ? intl.formatMessage({ id: STATUS_IDS[status as OrderStatus] }) : status;
/** The shopper's reasons (the spec's), the shop's (the order desk's) and the timer's: a shopper sees any on their order. */
export const reasonLabel = (intl: IntlShape, reason: string) =>
  reason in CANCEL_REASON_IDS
    ? intl.formatMessage({ id: CANCEL_REASON_IDS[reason as keyof typeof CANCEL_REASON_IDS] })
    : reason;
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

/**
 * The address as one line in the shopper's words; a missing part reads 'N/A'. The landmark, which is optional, ends
 * the line when there is one.
 */
export function addressLine(intl: IntlShape, address: Partial<Address> | undefined) {
  return addressParts(intl, address)
    .map(({ label, value }) => (label ? `${label} ${value}` : value))
    .join(addressSeparator(intl));
}

export const addressSeparator = (intl: IntlShape) => (intl.locale.startsWith('ar') ? '، ' : ', ');

/**
 * The address's parts in order, each a value the shopper typed (in either language) with the shop's label for it,
 * if any: shown one by one, each value isolated (`<bdi>`), an English street in an Arabic line keeps its order.
 */
export function addressParts(
  intl: IntlShape,
  address: Partial<Address> | undefined,
): { label?: string; value: string }[] {
  const na = intl.formatMessage({ id: 'orders.na' });
  const part = (value: string | undefined) => (value && value.trim() ? value : na);
  const landmark = address?.landmark?.trim();
  return [
    { label: intl.formatMessage({ id: 'checkout.field.building' }), value: part(address?.building) },
    { value: part(address?.street) },
    { label: intl.formatMessage({ id: 'checkout.field.floor' }), value: part(address?.floor) },
    { label: intl.formatMessage({ id: 'checkout.field.apartment' }), value: part(address?.apartment) },
    { value: part(address?.city) },
    { value: address?.government ? governorateLabel(address.government, intl.locale) : na },
    ...(landmark
      ? [{ label: intl.formatMessage({ id: 'addressBook.landmarkLabel' }), value: landmark }]
      : []),
  ];
}

/** A governorate in the shopper's language (the English name is what the API stores). */
export function governorateLabel(name: string, locale: string) {
  const governorate = GOVERNORATES.find((g) => g.name === name);
  if (!governorate) return name;
  return locale.startsWith('ar') ? governorate.nameAr : governorate.name;
}
