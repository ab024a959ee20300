// A failed catalogue call shows the server's message, else 'Error. Please try again.', in an error toast; the
// screen keeps what it showed before.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import { serverMessage } from '../../api/errorMessage';

export function useErrorToast(error: unknown, toastId: string) {
  const intl = useIntl();
  useEffect(() => {
    if (!error) return;
    toast.error(serverMessage(error) ?? intl.formatMessage({ id: 'catalog.error.generic' }), { toastId });
  }, [error, intl, toastId]);
}
