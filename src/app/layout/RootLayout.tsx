// Behaviour every page shares: scroll to top on route change, the copy block, toasts, and the end of a session.
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { expiryHandled, selectSessionExpired } from '../../features/session/sessionSlice';
import { selectLanguage } from '../../i18n/uiSlice';
import { directionOf } from '../../i18n/language';
import { paths } from '../../config/paths';
import { Toasts } from '../../ui/Toasts';
import { useCopyBlock } from './useCopyBlock';

function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // Not on the first render: the shopper may have scrolled the pre-rendered page while the app was starting.
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}

function useSessionExpiryRedirect() {
  const expired = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    dispatch(expiryHandled());
    // The login screen says why the shopper is there (AuthLocationState.sessionEnded).
    void navigate(paths.login, { replace: true, state: { sessionEnded: true } });
  }, [expired, dispatch, navigate]);
}

export function RootLayout() {
  const lang = useAppSelector(selectLanguage);
  useScrollToTopOnRouteChange();
  useSessionExpiryRedirect();
  useCopyBlock();
  return (
    <>
      <Outlet />
      <Toasts rtl={directionOf(lang) === 'rtl'} />
    </>
  );
}
