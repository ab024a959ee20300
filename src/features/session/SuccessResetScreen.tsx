// After 'Send Reset link' (/successReset): 'Check your email' with the address the link went to, a way to send it
// again, and a way back to login. Opened on its own (a reload forgets the address), it offers the form again.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button, ButtonLink } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { useForgotPasswordMutation } from './sessionApi';
import { authLinkState } from './signInNavigation';
import { Aside, Intro } from './components/AuthForm';

/** Router state the forgot-password screen leaves for this page. */
export interface ResetLinkSentState {
  email?: string;
}

const Envelope = styled.span`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-size: 2rem;
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  justify-items: start;
`;

const Address = styled.bdi`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

export default function SuccessResetScreen() {
  const intl = useIntl();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const email = (location.state as ResetLinkSentState | null)?.email;
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [outcome, setOutcome] = useState<{ sent: true } | { error: string } | null>(null);
  const address = email ? <Address dir="ltr">{email}</Address> : null;

  const resend = async () => {
    if (!email) return;
    setOutcome(null);
    try {
      await forgotPassword({ email }).unwrap();
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ error: errorMessage(error) });
    }
  };

  return (
    <Column>
      <Envelope aria-hidden="true">✉</Envelope>
      <Intro>
        <h1>
          <FormattedMessage id="successReset.title" />
        </h1>
        <p>
          {address ? (
            <FormattedMessage id="successReset.sentTo" values={{ email: address }} />
          ) : (
            <FormattedMessage id="successReset.sentToUnknown" />
          )}
        </p>
        <p>
          <FormattedMessage id="successReset.spam" />
        </p>
      </Intro>
      {/* Always in the page, so that screen readers announce the resend's outcome when it changes. */}
      <div role="status">
        {outcome && 'sent' in outcome ? (
          <Sent>
            <FormattedMessage id="successReset.resent" values={{ email: address }} />
          </Sent>
        ) : null}
      </div>
      {outcome && 'error' in outcome ? <FormAlert>{outcome.error}</FormAlert> : null}
      <Actions>
        {email ? (
          <Button
            $variant="secondary"
            onClick={() => void resend()}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
          >
            <FormattedMessage id="successReset.resend" />
            {isLoading ? (
              <span className="visually-hidden">{intl.formatMessage({ id: 'forgot.submitting' })}</span>
            ) : null}
          </Button>
        ) : (
          <ButtonLink $variant="secondary" to={paths.forgotPassword} state={authLinkState(location)}>
            <FormattedMessage id="successReset.sendAgain" />
          </ButtonLink>
        )}
        <ButtonLink to={paths.login} state={authLinkState(location)}>
          <FormattedMessage id="session.backToLogin" />
        </ButtonLink>
      </Actions>
      {email ? (
        <Aside>
          <Link to={paths.forgotPassword} state={authLinkState(location)}>
            <FormattedMessage id="successReset.otherEmail" />
          </Link>
        </Aside>
      ) : null}
    </Column>
  );
}
