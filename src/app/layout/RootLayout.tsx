// Behaviour every page shares: scroll to top on route change, the copy block, toasts, and the end of a session.
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { expiryHandled, selectSessionExpired } from '../../features/session/sessionSlice';
import { selectLanguage } from '../../i18n/uiSlice';
import { directionOf } from '../../i18n/language';
import { paths } from '../paths';
import { Toasts } from '../../ui/Toasts';
import { useCopyBlock } from './useCopyBlock';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../ui/icons/Icon';
import * as shellIcons from '../../ui/icons/shell';

export const TOAST_AUTO_CLOSE_MS = 5000;

function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}

function useSessionExpiryRedirect() {
  const expired = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    dispatch(expiryHandled());
    void navigate(paths.login, { replace: true });
  }, [expired, dispatch, navigate]);
}

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

export function RootLayout() {
  const lang = useAppSelector(selectLanguage);
  useScrollToTopOnRouteChange();
  useSessionExpiryRedirect();
  useCopyBlock();
  return (
    <>
      <Outlet />
      <Toasts
        position={directionOf(lang) === 'rtl' ? 'top-left' : 'top-right'}
        autoClose={TOAST_AUTO_CLOSE_MS}
        draggable
        rtl={directionOf(lang) === 'rtl'}
        newestOnTop
        style={TOAST_STYLE}
        closeButton={ToastCloseButton}
      />
    </>
  );
}
