/*
 * The toast container as the shop shows it: under the fixed header, on the reading side's end, newest on top,
 * closing after 5 s, draggable, with our own close button. A chunk of its own together with react-toastify
 * (<Toasts /> renders it once that has loaded), so none of it is in the first load.
 */
import { ToastContainer } from 'react-toastify';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from './icons/Icon';
import * as shellIcons from './icons/shell';

export const TOAST_AUTO_CLOSE_MS = 5000;

/** Toasts sit below the fixed header, so they never cover the account or cart buttons. */
const TOAST_STYLE = { top: 'calc(64px + 8px)' } as const;

function ToastCloseButton({ closeToast }: { closeToast: (event: React.MouseEvent<HTMLElement>) => void }) {
  const intl = useIntl();
  return (
    <CloseButton type="button" aria-label={intl.formatMessage({ id: 'toast.close' })} onClick={closeToast}>
      <Icon shape={shellIcons.close} size={16} />
    </CloseButton>
  );
}

const CloseButton = styled.button`
  align-self: flex-start;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;

export function ToastHost({ rtl }: { rtl: boolean }) {
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      rtl={rtl}
      newestOnTop
      style={TOAST_STYLE}
      closeButton={ToastCloseButton}
    />
  );
}
