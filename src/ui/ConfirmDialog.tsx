// A yes/no question in a modal alert dialog: focus starts on "No", and Escape or the backdrop answer no.
// Shared by the cart and favourites; its button ids stay under cart.confirm.* where the catalogues have them.
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';

export function ConfirmDialog({
  question,
  onYes,
  onNo,
}: {
  /** The question, already translated. */
  question: string;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Dialog role="alertdialog" title={question} onClose={onNo}>
      <DialogActions>
        <Button $variant="secondary" onClick={onNo}>
          <FormattedMessage id="cart.confirm.no" />
        </Button>
        <Button $variant="danger" onClick={onYes}>
          <FormattedMessage id="cart.confirm.yes" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
