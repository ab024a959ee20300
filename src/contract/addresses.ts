// The shopper's address book (profile, checkout): shapes, limits and API paths. Its rules are the checkout address's,
// optional landmark included (schemas.ts, savedAddressSchema).
import type { Address } from './types';

/** How many addresses one shopper may keep; one more is refused with 409. */
export const SAVED_ADDRESSES_MAX = 10;
/** A landmark ("behind the mosque") is at most as long as the other address fields. */
export const LANDMARK_MAX = 50;

/** What the shopper sends to save or edit an address. */
export interface SavedAddressRequest extends Address {
  /** '' when there is none. */
  landmark: string;
}

export interface SavedAddress extends SavedAddressRequest {
  _id: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /user/addresses: the caller's addresses, the default first, then the newest. */
export interface SavedAddressListResponse {
  data: SavedAddress[];
}
/** One address (POST, PATCH, POST …/default). */
export interface SavedAddressResponse {
  data: SavedAddress;
}

/** API paths under /api. */
export const addressPaths = {
  list: '/user/addresses',
  one: (id: string) => `/user/addresses/${encodeURIComponent(id)}`,
  makeDefault: (id: string) => `/user/addresses/${encodeURIComponent(id)}/default`,
} as const;
