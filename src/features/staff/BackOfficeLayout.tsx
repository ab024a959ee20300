/*
 * The back office's frame for every /staff route: a top bar (title, the shop, the language), a side navigation
 * (the order desk, stock, returns, emails, messages and the search's synonyms and figures for staff; products,
 * categories, staff and activity for a manager too) that becomes a menu button on phones, and the screen. No shopper
 * header, footer, newsletter or category strip. Anyone without a staff role sees "not allowed" and no navigation.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { mediaDown, mediaUp } from '../../theme/theme';
import { setStaffOnScreen } from '../../i18n/messages';
import { loadStaffMessages } from '../../i18n/staffMessages';
import { selectLanguage } from '../../i18n/uiSlice';
import { useAppSelector } from '../../app/hooks';
import { NotAllowed } from './NotAllowed';
import { useStaffRole } from './staffRole';

const NAV_ITEMS = [
  { to: paths.staffOrders, id: 'backOffice.nav.orders', managerOnly: false },
  { to: paths.staffProducts, id: 'backOffice.nav.products', managerOnly: true },
  { to: paths.staffCategories, id: 'backOffice.nav.categories', managerOnly: true },
  { to: paths.staffStock, id: 'backOffice.nav.stock', managerOnly: false },
  { to: paths.staffAccounts, id: 'backOffice.nav.staff', managerOnly: true },
  { to: paths.staffActivity, id: 'backOffice.nav.activity', managerOnly: true },
  { to: paths.staffReturns, id: 'backOffice.nav.returns', managerOnly: false },
  { to: paths.staffEmails, id: 'backOffice.nav.emails', managerOnly: false },
  { to: paths.staffMessages, id: 'backOffice.nav.messages', managerOnly: false },
  { to: paths.staffSynonyms, id: 'backOffice.nav.synonyms', managerOnly: false },
  { to: paths.staffSearches, id: 'backOffice.nav.searches', managerOnly: false },
] as const;

export default function BackOfficeLayout() {
  const role = useStaffRole();
  const lang = useAppSelector(selectLanguage);
  // While the back office is on screen, a language switched to waits for its staff messages too (IntlRoot).
  useEffect(() => {
    setStaffOnScreen(true);
    return () => setStaffOnScreen(false);
  }, []);
  useEffect(() => {
    void loadStaffMessages(lang);
  }, [lang]);
  if (!role) return <NotAllowed />;
  return <Frame isManager={role === 'manager'} />;
}

function Frame({ isManager }: { isManager: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a move inside the back office, the menu closes and focus goes to the new screen (screen readers hear it).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    setMenuOpen(false);
    main.current?.focus();
  }, [pathname]);

  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  };

  return (
    <Shell>
      <SkipLink href="#main">{intl.formatMessage({ id: 'layout.skipToContent' })}</SkipLink>
      <TopBar>
        <MenuButton
          ref={menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span> {intl.formatMessage({ id: 'backOffice.menu' })}
        </MenuButton>
        <Title to={paths.staffOrders}>{intl.formatMessage({ id: 'backOffice.title' })}</Title>
        <TopActions>
          <Link to={paths.home}>{intl.formatMessage({ id: 'backOffice.toShop' })}</Link>
          <LanguageSwitch />
        </TopActions>
      </TopBar>
      <Body>
        <Side
          id={navId}
          aria-label={intl.formatMessage({ id: 'backOffice.nav.label' })}
          data-open={menuOpen}
          onKeyDown={onNavKeyDown}
        >
          <ul>
            {NAV_ITEMS.filter((item) => isManager || !item.managerOnly).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{intl.formatMessage({ id: item.id })}</NavLink>
              </li>
            ))}
          </ul>
        </Side>
        <Main id="main" ref={main} tabIndex={-1} aria-busy={navigation.state === 'loading' || undefined}>
          <Outlet />
        </Main>
      </Body>
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  /* minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.barHeight};
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onDark};
  a {
    color: inherit;
  }
`;

const MenuButton = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${mediaUp('md')} {
    display: none;
  }
`;

const Title = styled(Link)`
  min-width: 0;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const TopActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: auto;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('md')} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`;

const Side = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.line};
  ${mediaDown('md')} {
    &[data-open='false'] {
      display: none;
    }
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandStrong};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(12)};
  &:focus {
    outline: none;
  }
`;
