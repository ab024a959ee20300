/*
 * The site header: logo, category links (wide screens, not on /search), search, cart, favourites, language and
 * account. Below the lg breakpoint a 'More' dropdown holds search, About, Contact, Cart and Favourites, and a
 * full-screen burger menu lists Home, the categories and the sign-in links. Dark and opaque past 50 px of scroll,
 * and always on /about.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { paths } from '../paths';
import { mediaDown, mediaUp } from '../../theme/theme';
import { Icon } from '../../ui/icons/Icon';
import { IconButton } from '../../ui/Button';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { CategoryLinks } from '../../features/catalog/components/CategoryLinks';
import { SearchBox } from '../../features/catalog/components/SearchBox';
import { CartLink } from '../../features/cart/components/CartLink';
import { FavouritesLink } from '../../features/favourites/components/FavouritesLink';
import { AccountArea } from '../../features/session/components/AccountArea';
import { useAppSelector } from '../hooks';
import { selectIsSignedIn } from '../../features/session/sessionSlice';
import { useDismiss } from './useDismiss';

export const HEADER_SCROLL_THRESHOLD = 50;

export function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

const Bar = styled.header<{ $dark: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.headerHeight};
  transition:
    background 0.2s,
    color 0.2s,
    box-shadow 0.2s;
  ${({ $dark, theme }) =>
    $dark
      ? css`
          background: ${theme.colors.ink};
          color: ${theme.colors.onDark};
          box-shadow: ${theme.shadow.raised};
        `
      : css`
          background: rgb(255 255 255 / 92%);
          color: ${theme.colors.ink};
          backdrop-filter: blur(8px);
          border-bottom: 1px solid ${theme.colors.line};
        `}
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 800;
  font-size: 1.15rem;
  text-decoration: none;
  white-space: nowrap;
`;

const LogoText = styled.span`
  ${mediaDown('sm')} {
    display: none;
  }
`;

const Categories = styled.nav`
  flex: 1;
  min-width: 0;
  ${mediaDown('lg')} {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
  ${mediaUp('lg')} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const WideOnly = styled.div`
  display: contents;
  ${mediaDown('lg')} {
    display: none;
  }
`;

const NarrowOnly = styled.div`
  position: relative;
  ${mediaUp('lg')} {
    display: none;
  }
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 240px;
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  a {
    padding: ${({ theme }) => theme.space(2)};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const MoreButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-weight: 600;
`;

const Burger = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
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

export function Header() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [moreOpen, setMoreOpen] = useState(false);
  const [burgerOpen, setBurgerOpen] = useState(false);
  const moreRef = useRef<HTMLDivElement>(null);
  const burgerCloseRef = useRef<HTMLButtonElement>(null);
  const closeMore = useCallback(() => setMoreOpen(false), []);
  const moreRefs = useMemo(() => [moreRef], []);
  useDismiss(moreOpen, closeMore, moreRefs);

  // Menus close when the route changes (adjusting state during render, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMoreOpen(false);
    setBurgerOpen(false);
  }

  useEffect(() => {
    if (!burgerOpen) return;
    burgerCloseRef.current?.focus(); // focus moves into the dialog that just opened
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setBurgerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [burgerOpen]);

  const dark = scrolled || pathname.toLowerCase() === paths.about;
  const onSearchPage = pathname.toLowerCase() === paths.search();

  return (
    <Bar $dark={dark} data-dark={dark}>
      <Inner>
        <NarrowOnly>
          <IconButton
            aria-label={intl.formatMessage({ id: 'layout.menu.open' })}
            aria-expanded={burgerOpen}
            onClick={() => setBurgerOpen(true)}
          >
            <Icon name="menu" />
          </IconButton>
        </NarrowOnly>
        <Logo to={paths.home} aria-label={intl.formatMessage({ id: 'layout.logo' })}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <LogoText>
            <FormattedMessage id="app.name" />
          </LogoText>
        </Logo>
        <Categories aria-label={intl.formatMessage({ id: 'layout.categories' })}>
          {onSearchPage ? null : <CategoryLinks variant="bar" />}
        </Categories>
        <Spacer />
        <Actions>
          <WideOnly>
            <SearchBox />
            <CartLink />
            <FavouritesLink />
          </WideOnly>
          <NarrowOnly ref={moreRef}>
            <MoreButton
              aria-expanded={moreOpen}
              aria-haspopup="true"
              onClick={() => setMoreOpen((open) => !open)}
            >
              <FormattedMessage id="layout.more" />
              <Icon name="chevronDown" size={16} />
            </MoreButton>
            {moreOpen ? (
              <Dropdown>
                <SearchBox alwaysOpen />
                <NavLink to={paths.about}>
                  <FormattedMessage id="layout.aboutUs" />
                </NavLink>
                <NavLink to={paths.contact}>
                  <FormattedMessage id="layout.contactUs" />
                </NavLink>
                <CartLink withLabel />
                <FavouritesLink withLabel />
              </Dropdown>
            ) : null}
          </NarrowOnly>
          <LanguageSwitch />
          <AccountArea />
        </Actions>
      </Inner>
      {burgerOpen ? (
        <Burger role="dialog" aria-modal="true" aria-label={intl.formatMessage({ id: 'layout.menu.title' })}>
          <BurgerTop>
            <Logo to={paths.home}>
              <FormattedMessage id="app.name" />
            </Logo>
            <IconButton
              ref={burgerCloseRef}
              aria-label={intl.formatMessage({ id: 'layout.menu.close' })}
              onClick={() => setBurgerOpen(false)}
            >
              <Icon name="close" />
            </IconButton>
          </BurgerTop>
          <nav aria-label={intl.formatMessage({ id: 'layout.menu.title' })}>
            <Link to={paths.home}>
              <FormattedMessage id="layout.home" />
            </Link>
            <CategoryLinks variant="menu" />
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
      ) : null}
    </Bar>
  );
}
