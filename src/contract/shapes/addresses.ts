// The shopper's address book's shapes (/api/user/addresses). The contract's savedAddressSchema gives the body's rules
// and messages (the checkout address's, plus the optional landmark).
import { Type } from 'typebox';
import { LANDMARK_MAX } from '../addresses';
import { bool, dateTime, Loose, str } from './kit';

/** What the shopper sends to save or edit an address. */
export const SavedAddressRequestShape = Loose(
  {
    government: str,
    city: str,
    street: str,
    building: str,
    floor: str,
    apartment: str,
    /** '' when there is none. */
    landmark: Type.String({ description: `Optional, at most ${LANDMARK_MAX} characters` }),
  },
  { description: "The checkout address's fields (see Address) and an optional landmark" },
);

export const SavedAddressShape = Loose({
  _id: str,
  government: str,
  city: str,
  street: str,
  building: str,
  floor: str,
  apartment: str,
  landmark: str,
  isDefault: bool,
  createdAt: dateTime,
  updatedAt: dateTime,
});

/** GET /user/addresses: the caller's addresses, the default first, then the newest. */
export const SavedAddressListResponseShape = Loose({ data: Type.Array(SavedAddressShape) });

/** One address (POST, PATCH, POST …/default). */
export const SavedAddressResponseShape = Loose({ data: SavedAddressShape });
