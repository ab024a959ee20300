// Retrying a failed email, the same on the order page and the emails screen: the button (named after the email it
// retries), a toast when the outbox took it back, the server's message when it refused (409: it is not failed now).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OutboxMail } from '../../contract/orderDesk';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { toast } from '../../ui/toast';
import { mailKindLabel } from './backOfficeDisplay';
import { useRetryEmailMutation } from './staffApi';

export function useRetryMail() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [retryEmail, { isLoading, originalArgs }] = useRetryEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const retry = async (mail: OutboxMail) => {
    setFailure(null);
    try {
      await retryEmail({ _id: mail._id, orderId: mail.orderId }).unwrap();
      toast.success(intl.formatMessage({ id: 'backOffice.emails.retried' }, { to: mail.to }));
    } catch (error) {
      setFailure(errorMessage(error, 'backOffice.emails.retryError'));
    }
  };

  return {
    retry,
    /** The email being retried now, if any. */
    retrying: isLoading ? originalArgs?._id : undefined,
    problem: failure ? <FormAlert>{failure}</FormAlert> : null,
  };
}

export function RetryMailButton({
  mail,
  busy,
  onRetry,
}: {
  mail: OutboxMail;
  busy: boolean;
  onRetry: (mail: OutboxMail) => Promise<void>;
}) {
  const intl = useIntl();
  return (
    <Button
      $variant="secondary"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void onRetry(mail)}
    >
      {intl.formatMessage({ id: 'backOffice.emails.retry' })}
      {/* Several rows have a Retry button: each says which email it sends again. */}
      <span className="visually-hidden">
        {' '}
        {intl.formatMessage(
          { id: 'backOffice.emails.retryWhich' },
          { kind: mailKindLabel(intl, mail.kind), to: mail.to },
        )}
      </span>
    </Button>
  );
}
