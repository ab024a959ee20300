// A yes/no question in a modal alert dialog: focus starts on "No", Tab stays inside, Escape answers no, and focus
// returns to whatever opened it. Rendered in a portal so a card's overflow or transform cannot clip it.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(15 23 42 / 55%);
`;

const Panel = styled.div`
  width: min(420px, 100%);
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    font-size: 1.1rem;
    line-height: 1.4;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

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
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    noRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onNo();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = Array.from(panelRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onNo();
      }}
    >
      <Panel
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{question}</h2>
        <Actions>
          <Button ref={noRef} $variant="secondary" onClick={onNo}>
            <FormattedMessage id="cart.confirm.no" />
          </Button>
          <Button $variant="danger" onClick={onYes}>
            <FormattedMessage id="cart.confirm.yes" />
          </Button>
        </Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
