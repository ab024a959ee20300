// A failed catalogue call shows the server's message, else 'Error. Please try again.', in an error toast; the
// screen keeps what it showed before.
import { useEffect } from 'react';
import { toast } from '../../ui/toast';
import { useErrorMessage } from '../../api/useErrorMessage';

export function useErrorToast(error: unknown, toastId: string) {
  const errorMessage = useErrorMessage();
  useEffect(() => {
    if (!error) return;
    toast.error(errorMessage(error, 'catalogue.error.generic'), { toastId });
  }, [error, errorMessage, toastId]);
}
