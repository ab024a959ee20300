// The one way a screen turns a failed call into words: the server's message, else the API layer's own message id,
// else a translated fallback.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { messageIdOf, serverMessage } from './errorMessage';

export const UNEXPECTED_ERROR_ID = 'common.error.unexpected';

/**
 * `errorMessage(error, fallbackId?)`: the server's (already translated) message, else the text of the API layer's
 * message id, else the fallback's text.
 */
export function useErrorMessage() {
  const intl = useIntl();
  return useCallback(
    (error: unknown, fallbackId: string = UNEXPECTED_ERROR_ID) =>
      serverMessage(error) ?? intl.formatMessage({ id: messageIdOf(error) ?? fallbackId }),
    [intl],
  );
}
