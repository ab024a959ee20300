// Prices are integer EGP; every screen formats them the same way, with Arabic digits in Arabic.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { CURRENCY } from '../contract/constants';

/** Formats integer EGP for the current locale. */
export function useFormatPrice() {
  const intl = useIntl();
  return useCallback(
    (value: number) =>
      intl.formatNumber(value, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }),
    [intl],
  );
}
