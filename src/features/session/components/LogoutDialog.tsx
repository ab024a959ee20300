// 'Are you sure you want to log out?': a modal dialog that keeps focus inside, closes on Escape or Cancel.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { Button } from '../../../ui/Button';

const appear = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(15 23 42 / 55%);
`;

const Box = styled.div`
  width: min(420px, 100%);
  padding: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  text-align: center;
  animation: ${appear} 0.2s ease both;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function LogoutDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Focus the harmless choice first; give focus back to where it was when the dialog closes.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const focusable = Array.from(boxRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
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
    // The backdrop closes the dialog on a pointer click; the keyboard has Escape and the Cancel button.
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <Box ref={boxRef} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>
          <FormattedMessage id="session.logout.question" />
        </h2>
        <Actions>
          <Button ref={cancelRef} $variant="secondary" onClick={onCancel}>
            <FormattedMessage id="session.logout.cancel" />
          </Button>
          <Button $variant="danger" onClick={onConfirm}>
            <FormattedMessage id="session.logout.confirm" />
          </Button>
        </Actions>
      </Box>
    </Backdrop>,
    document.body,
  );
}
