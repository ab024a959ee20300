// The cancel-reason dialog: one of the spec's five reasons must be chosen before Confirm works; Escape closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CANCEL_REASONS, type CancelReason } from '../../../contract/constants';
import { Button } from '../../../ui/Button';
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
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('input')?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Keep focus inside the dialog.
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('input, button:not(:disabled)')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement?.tagName === 'INPUT') {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <fieldset>
          <legend id={titleId}>{intl.formatMessage({ id: 'cancelDialog.title' })}</legend>
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
        </fieldset>
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'cancelDialog.keep' })}
          </Button>
          <Button $variant="danger" disabled={!reason || busy} onClick={() => reason && onConfirm(reason)}>
            {intl.formatMessage({ id: busy ? 'cancelDialog.cancelling' : 'cancelDialog.confirm' })}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(15 23 42 / 55%);
`;

const Panel = styled.div`
  width: min(460px, 100%);
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: 1.15rem;
    font-weight: 700;
  }
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;
