// A saved address in words, for the address book and checkout's choice of address.
import type { IntlShape } from 'react-intl';
import type { SavedAddressRequest } from '../../contract/addresses';
import { governorateLabel } from './orderDisplay';

/** A saved address in one short line (its name in buttons and questions): street and building, city, governorate. */
export function shortAddress(intl: IntlShape, address: SavedAddressRequest) {
  const comma = intl.locale.startsWith('ar') ? '، ' : ', ';
  return [
    `${address.street} ${address.building}`,
    address.city,
    governorateLabel(address.government, intl.locale),
  ].join(comma);
}

/** The rest of the address: floor, apartment and landmark, those that are set. */
export function addressDetails(intl: IntlShape, address: SavedAddressRequest) {
  const comma = intl.locale.startsWith('ar') ? '، ' : ', ';
  return [
    address.floor ? intl.formatMessage({ id: 'addressBook.floor' }, { floor: address.floor }) : '',
    address.apartment
      ? intl.formatMessage({ id: 'addressBook.apartment' }, { apartment: address.apartment })
      : '',
    address.landmark
      ? intl.formatMessage({ id: 'addressBook.landmark' }, { landmark: address.landmark })
      : '',
  ]
    .filter(Boolean)
    .join(comma);
}
