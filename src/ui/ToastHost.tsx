/*
 * The toast container as the shop shows it: under the fixed header, on the reading side's end, newest on top,
 * closing after 5 s, draggable, with our own close button. A chunk of its own together with react-toastify
 * (<Toasts /> renders it once that has loaded), so none of it is in the first load.
 */
import { ToastContainer } from 'react-toastify';
import { useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { Icon } from './icons/Icon';
import * as shellIcons from './icons/shell';

export const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * Toasts sit below the fixed header (whatever its height at this width), so they never cover its cart or account
 * buttons; on a phone react-toastify would put them at the very top. While a modal dialog is open (the filters'
 * sheet, the burger menu, the picture zoom) they go to the bottom instead: a dialog's close button is at its top.
 */
const ToastPlacement = createGlobalStyle`
  .Toastify__toast-container.Toastify__toast-container {
    top: calc(var(--header-height) + 8px);
    bottom: auto;
  }
  html:has([aria-modal='true']:not([hidden])) .Toastify__toast-container.Toastify__toast-container {
    top: auto;
    bottom: 16px;
  }
`;

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
    <>
      <ToastPlacement />
      <ToastContainer
        position={rtl ? 'top-left' : 'top-right'}
        autoClose={TOAST_AUTO_CLOSE_MS}
        draggable
        rtl={rtl}
        newestOnTop
        closeButton={ToastCloseButton}
      />
    </>
  );
}
