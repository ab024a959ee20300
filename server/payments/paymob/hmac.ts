// Paymob's HMAC of a transaction callback (developers.paymob.com, "HMAC Transaction Callback"): HMAC-SHA512, hex,
// over the values of 20 fields concatenated in a fixed order, with no separator; booleans written `true`/`false`.
// The processed callback (POST) carries them in its JSON `obj`; the response callback (GET, the shopper's redirect)
// as query parameters, where the transaction id is `id` and Paymob's order id is `order` (`order_id` in the docs).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The documented fields, in the documented order; `order.id` and `source_data.*` are paths into the object. */
export const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** A value as Paymob writes it into the string: booleans as true/false, null and missing as nothing. */
function written(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return '';
}

function pathValue(obj: Record<string, unknown>, path: string): unknown {
  let current: unknown = obj;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The string a processed callback's `obj` is signed over. */
export function processedString(obj: Record<string, unknown>): string {
  return HMAC_FIELDS.map((field) => written(pathValue(obj, field))).join('');
}

/**
 * The string a response callback's query is signed over: the same fields, flat; Paymob's order id arrives as
 * `order` (its documentation names it `order_id`: either is read).
 */
export function responseString(query: Record<string, unknown>): string {
  return HMAC_FIELDS.map((field) => {
    if (field === 'order.id') return written(query.order_id ?? query.order);
    return written(query[field]);
  }).join('');
}

export const hmacOf = (secret: string, text: string) =>
  createHmac('sha512', secret).update(text, 'utf8').digest('hex');

/** Whether `given` (hex) is the HMAC of `text`: compared in constant time, any other shape refused. */
export function hmacMatches(secret: string, text: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(hmacOf(secret, text), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
