// Shown after the reset link was requested and after a reset: the spec's message and a way back to login.
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/Button';
import { authLinkState } from './signInNavigation';
import { Intro } from './components/AuthForm';

const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: 2rem;
  font-weight: 800;
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  justify-items: start;
`;

export default function SuccessResetScreen() {
  const location = useLocation();
  return (
    <Column>
      <Tick aria-hidden="true">✓</Tick>
      <Intro>
        <h1>
          <FormattedMessage id="successReset.title" />
        </h1>
        <p>
          <FormattedMessage id="successReset.text" />
        </p>
      </Intro>
      <ButtonLink to={paths.login} state={authLinkState(location)}>
        <FormattedMessage id="session.backToLogin" />
      </ButtonLink>
    </Column>
  );
}
