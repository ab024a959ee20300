// A back-office list or page that could not be read: the server's reason (or the screen's own message) as an alert,
// and a way to ask again.
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';

export function LoadFailed({
  error,
  fallbackId,
  onRetry,
}: {
  error: unknown;
  /** The message id shown when the answer carries no message of its own. */
  fallbackId: string;
  onRetry: () => unknown;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  return (
    <div role="alert">
      <p>{errorMessage(error, fallbackId)}</p>
      <Button $variant="secondary" onClick={() => void onRetry()}>
        {intl.formatMessage({ id: 'backOffice.retry' })}
      </Button>
    </div>
  );
}
