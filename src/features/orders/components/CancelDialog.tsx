// The cancel-reason dialog: one of the spec's five reasons must be chosen before Confirm works; Escape closes it.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CANCEL_REASONS, type CancelReason } from '../../../contract/constants';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { reasonLabel } from '../orderDisplay';

export interface CancelDialogProps {
  onConfirm: (reason: CancelReason) => void;
  onClose: () => void;
  busy?: boolean;
}

export function CancelDialog({ onConfirm, onClose, busy = false }: CancelDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [reason, setReason] = useState<CancelReason | null>(null);

  return (
    <Dialog title={intl.formatMessage({ id: 'cancelDialog.title' })} titleId={titleId} onClose={onClose}>
      <Reasons aria-labelledby={titleId}>
        {CANCEL_REASONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="cancel-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {reasonLabel(intl, value)}
          </label>
        ))}
      </Reasons>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'cancelDialog.keep' })}
        </Button>
        <Button $variant="danger" disabled={!reason || busy} onClick={() => reason && onConfirm(reason)}>
          {intl.formatMessage({ id: busy ? 'cancelDialog.cancelling' : 'cancelDialog.confirm' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const Reasons = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 36px;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
  }
`;
