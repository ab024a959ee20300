/*
 * The header's two small-screen menus, in a chunk of their own: the 'More' dropdown (About, Contact) and the
 * full-screen burger menu (Home, the categories, About, Contact, the sign-in or account links). Neither is on
 * a first screen, so the header loads them when the browser is idle, or earlier when a trigger is hovered, focused
 * or pressed (src/app/layout/Header.tsx).
 */
import { useMemo, useRef, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { Icon } from '../../ui/icons/Icon';
import * as shellIcons from '../../ui/icons/shell';
import { IconButton } from '../../ui/Button';
import { CategoryLinks } from '../../features/catalogue/components/CategoryLinks';
import { useAppSelector } from '../hooks';
import { selectIsSignedIn } from '../../features/session/sessionSlice';
import { Logo } from './Logo';
import { useDismiss } from '../../ui/useDismiss';
import { ModalFocus } from '../../ui/useModalFocus';

// Held by the header's end edge rather than by its button, so it stays on a phone's screen in both directions.
// Below the header's search row (which it would otherwise open under), above it in the stacking order.
const Dropdown = styled.div`
  position: absolute;
  z-index: 1;
  right: ${({ theme }) => theme.space(4)};
  top: calc(100% + ${({ theme }) => theme.searchRowHeight} + 8px);
  min-width: 240px;
  max-width: calc(100vw - ${({ theme }) => theme.space(8)});
  max-height: calc(100vh - ${({ theme }) => theme.headerHeight} - 16px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  a {
    justify-content: flex-start;
    padding: ${({ theme }) => theme.space(2)};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

// Closed, it keeps its layout (laid out but not drawn, not focusable, out of the accessibility tree): opening it then
// only paints it. Laying it out in the press took ~33 ms of that frame on a 4× throttled phone (trace, 2026-11-26).
const Burger = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  &[hidden] {
    display: block;
    visibility: hidden;
  }
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => theme.space(5)};
  overflow-y: auto;
  nav {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin-top: ${({ theme }) => theme.space(6)};
    font-size: 1.25rem;
  }
  a {
    padding: ${({ theme }) => theme.space(2)} 0;
    text-decoration: none;
  }
`;

const BurgerTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

/**
 * The open 'More' dropdown. It closes on a click outside `containerRef` (its trigger and itself), on Escape and on
 * scroll; it is mounted only while open, so its dismissal comes with its own chunk.
 */
export function MorePanel({
  containerRef,
  onClose,
}: {
  containerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const refs = useMemo(() => [containerRef], [containerRef]);
  useDismiss(true, onClose, refs);
  return (
    <Dropdown>
      <NavLink to={paths.about}>
        <FormattedMessage id="layout.aboutUs" />
      </NavLink>
      <NavLink to={paths.contact}>
        <FormattedMessage id="layout.contactUs" />
      </NavLink>
    </Dropdown>
  );
}

/**
 * The burger menu: a modal dialog over the whole screen. Focus starts on its close button, Tab and Shift+Tab stay
 * inside it, Escape closes it, and focus goes back to whatever opened it. The header keeps it rendered, hidden,
 * once its code is here, so a press only reveals it: drawing it in the press took ~26 ms of the frame that answers
 * it on a 4× throttled phone (traces of `npm run bench:inp`, 2026-11-26).
 */
export function BurgerMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const signedIn = useAppSelector(selectIsSignedIn);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Burger
      ref={menuRef}
      role="dialog"
      aria-modal="true"
      aria-label={intl.formatMessage({ id: 'layout.menu.title' })}
      hidden={!open}
    >
      {open ? <ModalFocus container={menuRef} initial={closeRef} onClose={onClose} /> : null}
      <BurgerTop>
        <Logo to={paths.home}>
          <FormattedMessage id="app.name" />
        </Logo>
        <IconButton
          ref={closeRef}
          aria-label={intl.formatMessage({ id: 'layout.menu.close' })}
          onClick={onClose}
        >
          <Icon shape={shellIcons.close} />
        </IconButton>
      </BurgerTop>
      <nav aria-label={intl.formatMessage({ id: 'layout.menu.title' })}>
        <Link to={paths.home}>
          <FormattedMessage id="layout.home" />
        </Link>
        <CategoryLinks variant="menu" />
        <Link to={paths.about}>
          <FormattedMessage id="layout.aboutUs" />
        </Link>
        <Link to={paths.contact}>
          <FormattedMessage id="layout.contactUs" />
        </Link>
        {signedIn ? (
          <>
            <Link to={paths.profile}>
              <FormattedMessage id="session.menu.account" />
            </Link>
            <Link to={paths.myOrders}>
              <FormattedMessage id="session.menu.orders" />
            </Link>
          </>
        ) : (
          <>
            <Link to={paths.signup}>
              <FormattedMessage id="session.signUp" />
            </Link>
            <Link to={paths.login}>
              <FormattedMessage id="session.signIn" />
            </Link>
          </>
        )}
      </nav>
    </Burger>
  );
}
