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

/** True when the API says the record an address names does not exist (404, or 400 for an id it cannot read). */
export function isUnknownRecord(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}
