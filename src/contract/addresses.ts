// The shopper's address book (profile, checkout): shapes, limits and API paths. Its rules are the checkout address's,
// optional landmark included (schemas.ts, savedAddressSchema).
import type { Static } from 'typebox';
import type {
  SavedAddressListResponseShape,
  SavedAddressRequestShape,
  SavedAddressResponseShape,
  SavedAddressShape,
} from './shapes';

/** How many addresses one shopper may keep; one more is refused with 409. */
export const SAVED_ADDRESSES_MAX = 10;
/** A landmark ("behind the mosque") is at most as long as the other address fields. */
export const LANDMARK_MAX = 50;

/** What the shopper sends to save or edit an address (`landmark` '' when there is none). */
export type SavedAddressRequest = Static<typeof SavedAddressRequestShape>;

export type SavedAddress = Static<typeof SavedAddressShape>;

/** GET /user/addresses: the caller's addresses, the default first, then the newest. */
export type SavedAddressListResponse = Static<typeof SavedAddressListResponseShape>;
/** One address (POST, PATCH, POST …/default). */
export type SavedAddressResponse = Static<typeof SavedAddressResponseShape>;

/** API paths under /api. */
export const addressPaths = {
  list: '/user/addresses',
  one: (id: string) => `/user/addresses/${encodeURIComponent(id)}`,
  makeDefault: (id: string) => `/user/addresses/${encodeURIComponent(id)}/default`,
} as const;
