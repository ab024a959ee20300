// The shop's frame: skip link, header, the current screen, footer and the scroll-to-top button.
import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { Header } from './Header';
import { ConnectionBanner } from './ConnectionBanner';
import { useAllMessages } from '../../i18n/useAllMessages';

// Below the fold: the footer and the scroll-to-top button come with the rest of the message catalogue, once the
// browser is idle after the first screen (or as soon as another screen has loaded it). Nothing is below the
// footer, so its arrival moves nothing on screen.
const Footer = lazy(() =>
  import(/* webpackChunkName: "footer" */ './Footer').then((m) => ({ default: m.Footer })),
);
const ScrollTopButton = lazy(() =>
  import(/* webpackChunkName: "footer" */ './ScrollTopButton').then((m) => ({ default: m.ScrollTopButton })),
);

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

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(100%); }`;
const Progress = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  z-index: 60;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
    animation: ${slide} 1s linear infinite;
  }
`;

const Main = styled.main`
  min-height: 70vh;
  padding-top: ${({ theme }) => theme.headerHeight};
  &:focus {
    outline: none;
  }
`;

export function ShopLayout() {
  const navigation = useNavigation();
  const allMessages = useAllMessages();
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage id="layout.skipToContent" />
      </SkipLink>
      {navigation.state === 'loading' ? <Progress role="progressbar" aria-hidden="true" /> : null}
      <Header />
      <Main id="main" tabIndex={-1}>
        <ConnectionBanner />
        <Outlet />
      </Main>
      {allMessages ? (
        <Suspense fallback={null}>
          <Footer />
          <ScrollTopButton />
        </Suspense>
      ) : null}
    </>
  );
}
