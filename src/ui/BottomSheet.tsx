// A modal dialog that rises from the bottom of a phone's screen: a title and a close button at its top, content
// that scrolls on its own, and a footer (the sheet's main action) always in sight. As ./Dialog: focus moves in and
// Tab stays inside, Escape, the close button and a backdrop tap close it, and focus goes back to what opened it; the
// page behind does not scroll while it is open.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './Button';
import { modalKeyDown, useFocusInAndBack } from './useModalFocus';
import { Icon } from './icons/Icon';
import * as shellIcons from './icons/shell';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  background: rgb(15 23 42 / 55%);
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 88vh;
  max-height: 88dvh;
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(4)};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

export interface BottomSheetProps {
  /** The visible title, already translated; it names the dialog. */
  title: ReactNode;
  /** The close button's name, already translated. */
  closeLabel: string;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

export function BottomSheet({ title, closeLabel, onClose, footer, children }: BottomSheetProps) {
  const labelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useFocusInAndBack(panelRef);
  useEffect(() => {
    // The page behind stays where it is (its scrollbar's width is kept, so nothing shifts sideways).
    const root = document.documentElement;
    const before = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before.overflow;
      root.style.scrollbarGutter = before.gutter;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => modalKeyDown(event, panelRef.current, onClose);

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={labelId} onKeyDown={onKeyDown}>
        <Top>
          <h2 id={labelId}>{title}</h2>
          <IconButton aria-label={closeLabel} onClick={onClose}>
            <Icon shape={shellIcons.close} />
          </IconButton>
        </Top>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
