// An order's address in a line, each value isolated (`<bdi>`): an Arabic line with an English street, or an English
// line with an Arabic city, keeps every part in its own direction and the commas where they belong.
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { Address } from '../../../contract/types';
import { addressParts, addressSeparator } from '../orderDisplay';

export function AddressText({ address }: { address: Partial<Address> | undefined }) {
  const intl = useIntl();
  const separator = addressSeparator(intl);
  return (
    <>
      {addressParts(intl, address).map(({ label, value }, i) => (
        <Fragment key={i}>
          {i > 0 ? separator : null}
          {label ? `${label} ` : null}
          <bdi>{value}</bdi>
        </Fragment>
      ))}
    </>
  );
}
