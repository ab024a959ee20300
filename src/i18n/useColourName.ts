// Product colours come from the catalogue in English; the shop names the ones it knows in the shopper's language.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export const colourMessageId = (colour: string) =>
  `colour.${colour.trim().toLowerCase().replace(/\s+/g, '-')}`;

export function useColourName() {
  const intl = useIntl();
  return useCallback(
    (colour: string) => {
      const id = colourMessageId(colour);
      return id in intl.messages ? intl.formatMessage({ id }) : colour;
    },
    [intl],
  );
}
