/*
 * The site header: logo, search, cart, favourites, language and account, and on wide screens a second row with the
 * category links (not on /search). Cart (with its count) and favourites are in the row at every width. Below the lg
 * breakpoint the search takes a second row of its own, across the screen, a full-screen burger menu lists Home, the
 * categories, About, Contact and the sign-in links, and from sm a 'More' dropdown also holds About and Contact
 * (a phone's row has no room for it). Dark and opaque past 50 px of scroll, and always on /about.
 */
import { Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { paths } from '../../config/paths';
import { mediaDown, mediaUp } from '../../theme/theme';
import { Icon } from '../../ui/icons/Icon';
import * as shellIcons from '../../ui/icons/shell';
import { IconButton } from '../../ui/Button';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { CategoryLinks } from '../../features/catalogue/components/CategoryLinks';
import { SearchBox } from '../../features/catalogue/components/SearchBox';
import { CartLink } from '../../features/cart/components/CartLink';
import { FavouritesLink } from '../../features/favourites/components/FavouritesLink';
import { AccountArea } from '../../features/session/components/AccountArea';
import { lazyModule } from '../../ui/lazyModule';
import { whenIdle } from '../../ui/whenIdle';
import { Logo } from './Logo';
import type * as HeaderMenus from './HeaderMenus';

// The small-screen menus (never open on a first screen) load when the browser is idle, or as soon as a trigger is
// hovered, focused or pressed; a menu opened before its code is here appears when it arrives. Once here, a menu
// renders at once: through React.lazy even loaded code suspends first, and React then holds the opened menu back
// ~300 ms (its throttle for content that follows a fallback). Every first burger press of a page showed the menu
// 330–460 ms late on a 4× throttled phone for that (traces of `npm run bench:inp`, 2026-11-26).
const menus = lazyModule(() => import(/* webpackChunkName: "header-menus" */ './HeaderMenus'));
const preloadMenus = () => void menus.load();

/** A menu from their chunk, the same component before and after it arrives (a new one would start over). */
function fromMenus<P extends object>(pick: (loaded: typeof HeaderMenus) => ComponentType<P>) {
  return function Menu(props: P) {
    const Loaded = pick(menus.loaded() ?? use(menus.load()));
    return <Loaded {...props} />;
  };
}
const MorePanel = fromMenus((loaded) => loaded.MorePanel);
const BurgerMenu = fromMenus((loaded) => loaded.BurgerMenu);

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
  /* A phone's open search takes the screen (position: fixed), which a blurred header would clip to itself. */
  ${mediaDown('sm')} {
    &:has([data-expanded='true']) {
      backdrop-filter: none;
    }
  }
`;

const Inner = styled.div`
  position: relative;
  max-width: ${({ theme }) => theme.maxWidth};
  height: ${({ theme }) => theme.barHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const LogoText = styled.span`
  ${mediaDown('sm')} {
    display: none;
  }
`;

// The seven categories do not fit beside the search and account controls at 1280 px, so they get a row of their
// own below them (after them in the reading order too).
const Categories = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${mediaDown('lg')} {
    display: none;
  }
`;

const Actions = styled.div`
  margin-left: auto;
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

// Below lg the search is a row of its own under the controls, as wide as the screen (the row above has no room for
// a field on a phone). The search control stays one unit; only its width follows the row.
const SearchRow = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.barHeight};
  left: 0;
  right: 0;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  ${mediaUp('lg')} {
    display: none;
  }
  form {
    width: 100%;
  }
  input {
    flex: 1;
    min-width: 0;
  }
`;

// Not positioned: the 'More' panel aligns with the header row's end, not with its button, to stay on screen.
const NarrowOnly = styled.div`
  ${mediaUp('lg')} {
    display: none;
  }
`;

// 'More' (About, Contact) from sm to lg; on a phone those two are in the burger menu, and the row keeps the cart.
const MoreArea = styled(NarrowOnly)`
  ${mediaDown('sm')} {
    display: none;
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
  ${mediaDown('sm')} {
    svg {
      display: none;
    }
  }
`;

export function Header() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [moreOpen, setMoreOpen] = useState(false);
  const [burgerOpen, setBurgerOpen] = useState(false);
  const moreRef = useRef<HTMLDivElement>(null);
  const closeMore = useCallback(() => setMoreOpen(false), []);
  const closeBurger = useCallback(() => setBurgerOpen(false), []);
  // Once the menus' code is here, the burger menu stays rendered, hidden, and a press only reveals it.
  const [menusHere, setMenusHere] = useState(menus.loaded);
  useEffect(() => whenIdle(() => void menus.load().then(setMenusHere, () => undefined)), []);

  // Menus close when the route changes (adjusting state during render, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMoreOpen(false);
    setBurgerOpen(false);
  }

  const dark = scrolled || pathname.toLowerCase() === paths.about;
  const onSearchPage = pathname.toLowerCase() === paths.search();
  const preload = { onPointerEnter: preloadMenus, onPointerDown: preloadMenus, onFocus: preloadMenus };

  // The burger menu is fixed to the screen, so it is not inside the header: its backdrop-filter would make the
  // header its containing block and clip the menu to the header's height.
  return (
    <>
      <Bar $dark={dark} data-dark={dark}>
        <Inner>
          <NarrowOnly>
            <IconButton
              aria-label={intl.formatMessage({ id: 'layout.menu.open' })}
              aria-expanded={burgerOpen}
              onClick={() => setBurgerOpen(true)}
              {...preload}
            >
              <Icon shape={shellIcons.menu} />
            </IconButton>
          </NarrowOnly>
          <Logo to={paths.home} aria-label={intl.formatMessage({ id: 'layout.logo' })}>
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <LogoText>
              <FormattedMessage id="app.name" />
            </LogoText>
          </Logo>
          <Actions>
            <WideOnly>
              <SearchBox />
            </WideOnly>
            <FavouritesLink />
            <CartLink />
            <MoreArea ref={moreRef}>
              <MoreButton
                aria-expanded={moreOpen}
                aria-haspopup="true"
                onClick={() => setMoreOpen((open) => !open)}
                {...preload}
              >
                <FormattedMessage id="layout.more" />
                <Icon shape={shellIcons.chevronDown} size={16} />
              </MoreButton>
              {moreOpen ? (
                <Suspense fallback={null}>
                  <MorePanel containerRef={moreRef} onClose={closeMore} />
                </Suspense>
              ) : null}
            </MoreArea>
            <LanguageSwitch />
            <AccountArea />
          </Actions>
          <SearchRow>
            <SearchBox alwaysOpen />
          </SearchRow>
          <Categories aria-label={intl.formatMessage({ id: 'layout.categories' })}>
            {onSearchPage ? null : <CategoryLinks variant="bar" />}
          </Categories>
        </Inner>
      </Bar>
      {menusHere || burgerOpen ? (
        <Suspense fallback={null}>
          <BurgerMenu open={burgerOpen} onClose={closeBurger} />
        </Suspense>
      ) : null}
    </>
  );
}
