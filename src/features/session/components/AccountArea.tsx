/*
 * The header's account widget. Signed out: 'Sign in' and 'Sign up'. Signed in: the initial and name, a button
 * that opens the user menu (avatar, name, email, My Account, My Orders, Logout), which closes on an outside
 * click, Escape or scroll; Logout asks for confirmation first.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { useDismiss } from '../../../app/layout/useDismiss';
import { baseApi } from '../../../api/baseApi';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/icons/Icon';
import { mediaDown } from '../../../theme/theme';
import { loggedOut, selectIsSignedIn, selectUser } from '../sessionSlice';
import { initialOf } from '../sessionUser';
import { LogoutDialog } from './LogoutDialog';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  ${mediaDown('md')} {
    a:last-child {
      display: none;
    }
  }
`;

export const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
  text-transform: uppercase;
`;

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

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 60;
  width: min(300px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  button {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  div {
    display: grid;
    min-width: 0;
  }
  strong,
  span:not([aria-hidden]) {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span:not([aria-hidden]) {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function UserMenu({ name, email }: { name: string; email: string }) {
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
    // Drops the orders of the shopper who left (unused cached ones are removed, not refetched).
    dispatch(baseApi.util.invalidateTags(['Order']));
  }, [leaving, pathname, dispatch]);

  const logOut = () => {
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
      >
        <Initial aria-hidden="true">{initialOf(name)}</Initial>
        <Name className="name">{name}</Name>
        <Icon name="chevronDown" size={16} />
      </Trigger>
      {open ? (
        <Panel id={panelId}>
          <Who>
            <Initial aria-hidden="true">{initialOf(name)}</Initial>
            <div>
              <strong>{name}</strong>
              <span dir="ltr">{email}</span>
            </div>
          </Who>
          <Link to={paths.profile} onClick={close}>
            <FormattedMessage id="session.menu.account" />
          </Link>
          <Link to={paths.myOrders} onClick={close}>
            <FormattedMessage id="session.menu.orders" />
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setConfirming(true);
            }}
          >
            <FormattedMessage id="session.menu.logout" />
          </button>
        </Panel>
      ) : null}
      {confirming ? (
        <LogoutDialog
          onCancel={() => {
            setConfirming(false);
            triggerRef.current?.focus();
          }}
          onConfirm={logOut}
        />
      ) : null}
    </Wrap>
  );
}

export function AccountArea() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  if (signedIn && user) return <UserMenu name={user.name} email={user.email} />;
  return (
    <Row>
      <ButtonLink to={paths.login} $variant="ghost">
        <FormattedMessage id="session.signIn" />
      </ButtonLink>
      <ButtonLink to={paths.signup}>
        <FormattedMessage id="session.signUp" />
      </ButtonLink>
    </Row>
  );
}
