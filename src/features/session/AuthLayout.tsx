/*
 * The frame of the sign-in screens: logo to home (55 px, 72 px from xl), the language switch, the screen, and a
 * side image at the xl breakpoint only. It fades in over 1000 ms; in Arabic the whole layout mirrors.
 */
import { Link, Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { paths } from '../../config/paths';
import { mediaUp } from '../../theme/theme';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

export const AUTH_FADE_MS = 1000;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  animation: ${fadeIn} ${AUTH_FADE_MS}ms ease both;
  ${mediaUp('xl')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  padding: ${({ theme }) => theme.space(6)};
  ${mediaUp('md')} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

const Panel = styled.main`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} 0;
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space(6)};
`;

const Logo = styled(Link)`
  display: inline-flex;
  img {
    width: 55px;
    height: 55px;
  }
  ${mediaUp('xl')} {
    img {
      width: 72px;
      height: 72px;
    }
  }
`;

const Side = styled.div`
  display: none;
  ${mediaUp('xl')} {
    position: sticky;
    top: 0;
    height: 100vh;
    display: grid;
    place-items: center;
    align-content: center;
    gap: ${({ theme }) => theme.space(8)};
    padding: ${({ theme }) => theme.space(12)};
    background: linear-gradient(
      160deg,
      ${({ theme }) => theme.colors.brand},
      ${({ theme }) => theme.colors.ink}
    );
    color: ${({ theme }) => theme.colors.onDark};
    text-align: center;
  }
  svg {
    width: min(440px, 80%);
    height: auto;
  }
  p {
    margin: 0;
    max-width: 28ch;
    font-size: 1.5rem;
    font-weight: 700;
    line-height: 1.35;
  }
`;

/** Our own drawing of a laptop and a phone (no downloaded image), decorative. */
function DevicesArt() {
  return (
    <svg viewBox="0 0 440 300" width="440" height="300" aria-hidden="true" focusable="false">
      <rect x="40" y="30" width="300" height="190" rx="14" fill="rgb(255 255 255 / 14%)" />
      <rect x="56" y="46" width="268" height="158" rx="6" fill="rgb(255 255 255 / 22%)" />
      <path d="M14 232h352l-18 26H32z" fill="rgb(255 255 255 / 30%)" />
      <rect x="320" y="96" width="96" height="180" rx="16" fill="#0f172a" stroke="rgb(255 255 255 / 55%)" />
      <rect x="330" y="112" width="76" height="140" rx="6" fill="rgb(255 255 255 / 22%)" />
      <circle cx="368" cy="264" r="5" fill="rgb(255 255 255 / 55%)" />
      <path d="M150 120l28 28 56-56" fill="none" stroke="#f59e0b" strokeWidth="12" strokeLinecap="round" />
    </svg>
  );
}

export default function AuthLayout() {
  const intl = useIntl();
  return (
    <Frame>
      <Column>
        <Top>
          <Logo to={paths.home} aria-label={intl.formatMessage({ id: 'layout.logo' })}>
            <img src="/favicon.svg" alt="" width={72} height={72} />
          </Logo>
          <LanguageSwitch />
        </Top>
        <Panel id="main">
          <Outlet />
        </Panel>
      </Column>
      <Side aria-hidden="true">
        <DevicesArt />
        <p>{intl.formatMessage({ id: 'session.authImage' })}</p>
      </Side>
    </Frame>
  );
}
