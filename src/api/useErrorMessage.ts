// The one way a screen turns a failed call into words: the server's message, else a translated fallback.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { serverMessage } from './errorMessage';

export const UNEXPECTED_ERROR_ID = 'common.error.unexpected';

/** `errorMessage(error, fallbackId?)`: the server's (already translated) message, else the fallback's text. */
export function useErrorMessage() {
  const intl = useIntl();
  return useCallback(
    (error: unknown, fallbackId: string = UNEXPECTED_ERROR_ID) =>
      serverMessage(error) ?? intl.formatMessage({ id: fallbackId }),
    [intl],
  );
}
