// Where a shopper goes once signed in or registered (spec section 4, Session).
import { useEffect } from 'react';
import { useNavigate, useLocation, type Location } from 'react-router';
import { flushSync } from 'react-dom';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../../app/hooks';
import { baseApi } from '../../api/baseApi';
import { signedIn, type SessionUser } from './sessionSlice';

/** Router state the sign-in screens read: `from` is set by RequireAuth, `previous` by links between auth screens. */
export interface AuthLocationState {
  from?: string;
  previous?: string;
  /** Set by the app when it ended the session (refresh refused, session revoked): the login screen says so. */
  sessionEnded?: boolean;
}

const AUTH_PATHS: readonly string[] = [paths.login, paths.signup, paths.forgotPassword, paths.successReset];

export function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return (
    AUTH_PATHS.includes(pathname) ||
    pathname.startsWith('/reset-password/') ||
    pathname.startsWith('/unlock-account/')
  );
}

/** The link state that carries where the shopper came from across the sign-in screens. */
export function authLinkState(location: Pick<Location, 'pathname' | 'state'>): AuthLocationState {
  const from = (location.state as AuthLocationState | null)?.from;
  return { ...(from ? { from } : {}), previous: location.pathname };
}

/**
 * The protected page that sent the shopper here, else home when the previous page was a sign-in screen or there is
 * no previous page of the shop, else one step back.
 */
export function afterSignIn(location: Pick<Location, 'state' | 'key'>): string | -1 {
  const state = (location.state ?? {}) as AuthLocationState;
  if (state.from && !isAuthPath(state.from)) return state.from;
  if (state.previous && isAuthPath(state.previous)) return paths.home;
  // The first entry of the session has the key 'default': there is no page of the shop to go back to.
  if (location.key === 'default') return paths.home;
  return -1;
}

export interface SignedInSession {
  token: string;
  refreshToken: string;
  user: SessionUser;
}

/** The cached answers that belong to one shopper: the orders and the saved addresses. */
const SHOPPER_DATA: ('Order' | 'Address')[] = ['Order', 'Address'];

/**
 * A session the app ended (refresh refused, session revoked) leaves the signed-out shopper on the sign-in screen:
 * the orders and saved addresses of the shopper who was signed in are dropped there (those no screen shows are
 * removed, not fetched again), as a chosen Logout drops them.
 */
export function useForgetEndedSession(ended: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (ended) dispatch(baseApi.util.invalidateTags(SHOPPER_DATA));
  }, [ended, dispatch]);
}

/** Stores the session and leaves the sign-in screen for the page afterSignIn chooses. */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return (session: SignedInSession) => {
    const target = afterSignIn(location);
    // Commit the session first (the guest-only guard reacts to it right away), then navigate: the later
    // navigation wins over the guard's redirect to home.
    flushSync(() => {
      dispatch(signedIn(session));
      dispatch(baseApi.util.invalidateTags(SHOPPER_DATA));
    });
    if (target === -1) void navigate(-1);
    else void navigate(target, { replace: true });
  };
}
