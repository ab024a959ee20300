// Keystroke filters of the checkout form (spec section 5): what each field lets through as the shopper types.
import {
  ADDRESS_CHARS,
  ADDRESS_FIELD_MAX,
  ADDRESS_SHORT_FIELD_MAX,
  NOTE_MAX,
} from '../../contract/constants';
import { LANDMARK_MAX } from '../../contract/addresses';

export type FilteredField = 'city' | 'street' | 'building' | 'floor' | 'apartment' | 'landmark' | 'note';

// The contract's character classes: the server refuses what these filters remove.
const NOT_CITY = new RegExp(`[^${ADDRESS_CHARS.city}]`, 'g');
const NOT_STREET = new RegExp(`[^${ADDRESS_CHARS.street}]`, 'g');
const NOT_UNIT = new RegExp(`[^${ADDRESS_CHARS.unit}]`, 'g');

export const FIELD_MAX: Record<FilteredField, number> = {
  city: ADDRESS_FIELD_MAX,
  street: ADDRESS_FIELD_MAX,
  building: ADDRESS_FIELD_MAX,
  floor: ADDRESS_SHORT_FIELD_MAX,
  apartment: ADDRESS_SHORT_FIELD_MAX,
  landmark: LANDMARK_MAX,
  note: NOTE_MAX,
};

/** The typed or pasted value with disallowed characters and leading spaces removed, cut to the field's maximum. */
export function filterKeystrokes(field: FilteredField, raw: string): string {
  let value = raw;
  if (field === 'city') value = value.replace(NOT_CITY, '');
  else if (field === 'street' || field === 'building') value = value.replace(NOT_STREET, '');
  else if (field === 'floor' || field === 'apartment') value = value.replace(NOT_UNIT, '');
  return value.replace(/^\s+/, '').slice(0, FIELD_MAX[field]);
}
