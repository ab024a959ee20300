// The frame of the sign-in screens: logo to home, the form, and a side image at the xl breakpoint.
import { Link, Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { paths } from '../../app/paths';
import { mediaUp } from '../../theme/theme';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  animation: ${fadeIn} 1000ms ease both;
  ${mediaUp('xl')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Panel = styled.main`
  padding: ${({ theme }) => theme.space(6)};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 560px;
  width: 100%;
  margin: 0 auto;
`;

const Logo = styled(Link)`
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
    display: block;
    background: linear-gradient(
      160deg,
      ${({ theme }) => theme.colors.brand},
      ${({ theme }) => theme.colors.ink}
    );
  }
`;

export default function AuthLayout() {
  const intl = useIntl();
  return (
    <Frame>
      <Panel>
        <Logo to={paths.home} aria-label={intl.formatMessage({ id: 'layout.logo' })}>
          <img src="/favicon.svg" alt="" width={72} height={72} />
        </Logo>
        <Outlet />
      </Panel>
      <Side aria-hidden="true" />
    </Frame>
  );
}
