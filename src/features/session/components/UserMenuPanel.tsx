// The signed-in user's open menu: who is signed in, My Account, My Orders, the back office for staff and managers,
// and Logout (AccountArea loads it lazily).
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../app/hooks';
import { STAFF_ROLES } from '../../../contract/backOffice';
import { selectUser } from '../sessionSlice';
import { initialOf } from '../sessionUser';
import { Initial } from './Initial';

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

interface UserMenuPanelProps {
  id: string;
  name: string;
  email: string;
  /** Called when a link in the menu is followed. */
  onNavigate: () => void;
  onLogout: () => void;
}

export function UserMenuPanel({ id, name, email, onNavigate, onLogout }: UserMenuPanelProps) {
  // The stored user's role only decides whether the link is shown; the back office asks the server who may enter.
  const role = useAppSelector(selectUser)?.role;
  const isStaff = (STAFF_ROLES as readonly (string | undefined)[]).includes(role);
  return (
    <Panel id={id}>
      <Who>
        <Initial aria-hidden="true">{initialOf(name)}</Initial>
        <div>
          <strong>{name}</strong>
          <span dir="ltr">{email}</span>
        </div>
      </Who>
      <Link to={paths.profile} onClick={onNavigate}>
        <FormattedMessage id="session.menu.account" />
      </Link>
      <Link to={paths.myOrders} onClick={onNavigate}>
        <FormattedMessage id="session.menu.orders" />
      </Link>
      {isStaff ? (
        <Link to={paths.staffOrders} onClick={onNavigate}>
          <FormattedMessage id="session.menu.backOffice" />
        </Link>
      ) : null}
      <button type="button" onClick={onLogout}>
        <FormattedMessage id="session.menu.logout" />
      </button>
    </Panel>
  );
}
