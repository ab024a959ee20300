// The cash-on-delivery limit, one rule for checkout (server), the product page and the cart: an order's total with
// the delivery fee may not be above the shop's limit (COD_MAX_ORDER_EGP on the server). A module of its own, so the
// first load, which reads the other constants, does not carry it.
import { orderTotal, unitPrice } from './constants';

/** Whether cash on delivery carries an order of this subtotal (the delivery fee is added). */
export function cashOnDeliveryAllows(subtotal: number, limitEgp: number): boolean {
  return orderTotal(subtotal) <= limitEgp;
}

/** Whether cash on delivery can carry one of this product; cash on delivery is the only way to pay. */
export function cashOnDeliveryFor(
  p: { price: number; priceAfterDiscount: number },
  limitEgp: number,
): { available: boolean; limitEgp: number } {
  return { available: cashOnDeliveryAllows(unitPrice(p), limitEgp), limitEgp };
}
