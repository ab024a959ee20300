// The one modal dialog: a backdrop, a panel named by its title, focus moved in and kept inside (Tab/Shift+Tab),
// Escape or a backdrop click closes it, and focus goes back to whatever opened it. Rendered in a portal so a
// card's overflow or transform cannot clip it; <html dir> still applies, so it mirrors in Arabic.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { modalKeyDown, useFocusInAndBack } from './useModalFocus';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
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
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.15rem;
  line-height: 1.4;
`;

/** The dialog's buttons, at the end of the reading direction. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  ${Title} + & {
    margin-top: 0;
  }
`;

export interface DialogProps {
  /** The visible title, already translated; it names the dialog. */
  title: ReactNode;
  /** Called on Escape and on a click on the backdrop (the keyboard has Escape and the dialog's own buttons). */
  onClose: () => void;
  /** 'alertdialog' for a question that interrupts the shopper; 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Pass an id to label something inside (a fieldset, say) with the same title. */
  titleId?: string;
  className?: string;
  children: ReactNode;
}

/** Focus starts on the first focusable element inside, so put the harmless choice first. */
export function Dialog({ title, onClose, role = 'dialog', titleId, className, children }: DialogProps) {
  const ownId = useId();
  const labelId = titleId ?? ownId;
  const panelRef = useRef<HTMLDivElement>(null);

  useFocusInAndBack(panelRef);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => modalKeyDown(event, panelRef.current, onClose);

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        className={className}
        role={role}
        aria-modal="true"
        aria-labelledby={labelId}
        onKeyDown={onKeyDown}
      >
        <Title id={labelId}>{title}</Title>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
