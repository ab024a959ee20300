/*
 * The header's account widget for a signed-in shopper: the initial and name, a button that opens the user menu
 * (avatar, name, email, My Account, My Orders, Logout), which closes on an outside click, Escape or scroll; Logout
 * asks for confirmation first. AccountArea loads it (./userMenuLoader) only when someone is signed in.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { useDismiss } from '../../../ui/useDismiss';
import { Initial } from './Initial';
import { baseApi } from '../../../api/baseApi';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { mediaDown } from '../../../theme/theme';
import { useLogoutMutation } from '../sessionApi';
import { loggedOut, selectRefreshToken } from '../sessionSlice';
import { initialOf } from '../sessionUser';
import { loadActiveMessages } from '../../../i18n/messages';

// The open menu and the logout question load on first use (the trigger starts loading the menu on hover or
// focus), so a signed-in shopper's first screen carries neither. The question's words are in the rest of the
// catalogue (locales/first-screen.json), which it waits for, as a screen does.
const loadMenu = () => import(/* webpackChunkName: "account-menu" */ './UserMenuPanel');
const UserMenuPanel = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuPanel })));
const LogoutDialog = lazy(() =>
  Promise.all([import(/* webpackChunkName: "account-menu" */ './LogoutDialog'), loadActiveMessages()]).then(
    ([m]) => ({ default: m.LogoutDialog }),
  ),
);

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${mediaDown('md')} {
    .name,
    svg {
      display: none;
    }
  }
`;

const Name = styled.span`
  max-width: 140px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface UserMenuProps {
  name: string;
  email: string;
}

export function UserMenu({ name, email }: UserMenuProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => [wrapRef], []);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, refs);

  // The menu closes when the route changes (adjusting state during render, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  // Logging out leaves for home first and ends the session once home is on screen, so that a protected page's
  // guard never sees the session end (it would send the shopper to /login instead).
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!leaving || pathname !== paths.home) return;
    dispatch(loggedOut());
    // Drops the orders and saved addresses of the shopper who left (unused cached ones are removed, not refetched).
    dispatch(baseApi.util.invalidateTags(['Order', 'Address']));
  }, [leaving, pathname, dispatch]);

  const refreshToken = useAppSelector(selectRefreshToken);
  const [endServerSession] = useLogoutMutation();
  const logOut = () => {
    // The server revokes the refresh token; the local session ends whatever it answers (offline too).
    if (refreshToken) void endServerSession({ refresh_token: refreshToken });
    setConfirming(false);
    setLeaving(true);
    void navigate(paths.home);
  };

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={intl.formatMessage({ id: 'session.menu.label' }, { name })}
        onClick={() => setOpen((shown) => !shown)}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
      >
        <Initial aria-hidden="true">{initialOf(name)}</Initial>
        <Name className="name">{name}</Name>
        <Icon shape={shellIcons.chevronDown} size={16} />
      </Trigger>
      {open ? (
        <Suspense fallback={null}>
          <UserMenuPanel
            id={panelId}
            name={name}
            email={email}
            onNavigate={close}
            onLogout={() => {
              setOpen(false);
              setConfirming(true);
            }}
          />
        </Suspense>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutDialog
            onCancel={() => {
              setConfirming(false);
              triggerRef.current?.focus();
            }}
            onConfirm={logOut}
          />
        </Suspense>
      ) : null}
    </Wrap>
  );
}
