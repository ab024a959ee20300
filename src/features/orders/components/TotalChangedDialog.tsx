// Asked at Place Order when the shop prices the order at another total than the one shown (a price changed since):
// the new total, the one the shopper saw, and a choice between placing the order at the new total and going back.
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { useFormatPrice } from '../../../i18n/useFormatPrice';

export interface TotalChangedDialogProps {
  /** The total the shopper saw (EGP, delivery included). */
  seen: number;
  /** What the order comes to now. */
  total: number;
  onConfirm: () => void;
  onBack: () => void;
}

/** Focus starts on "Back to checkout": nothing is placed unless the shopper chooses the new total. */
export function TotalChangedDialog({ seen, total, onConfirm, onBack }: TotalChangedDialogProps) {
  const intl = useIntl();
  const price = useFormatPrice();
  const amounts = { total: price(total), seen: price(seen) };
  return (
    <Dialog
      role="alertdialog"
      title={intl.formatMessage({ id: 'checkout.totalChanged.title' })}
      onClose={onBack}
    >
      <p>
        <FormattedMessage id="checkout.totalChanged.body" values={amounts} />
      </p>
      <Actions>
        <Button $variant="secondary" onClick={onBack}>
          <FormattedMessage id="checkout.totalChanged.back" />
        </Button>
        <Button onClick={onConfirm}>
          <FormattedMessage id="checkout.totalChanged.confirm" values={amounts} />
        </Button>
      </Actions>
    </Dialog>
  );
}

/** The confirm button names the total, so on a phone the two buttons may not fit side by side: one goes under. */
const Actions = styled(DialogActions)`
  flex-wrap: wrap;
`;
