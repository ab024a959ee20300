// Login: email and password, errors inline and in a toast; on success the session is stored and the shopper sent on.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { toast } from '../../ui/toast';
import { loginSchema } from '../../contract/schemas';
import type { LoginRequest } from '../../contract/types';
import { paths } from '../../config/paths';
import { PasswordField } from '../../ui/form/PasswordField';
import { useLoginMutation } from './sessionApi';
import { useErrorMessage } from '../../api/useErrorMessage';
import { isWrongCredentials } from './loginError';
import {
  authLinkState,
  useCompleteSignIn,
  useForgetEndedSession,
  type AuthLocationState,
} from './signInNavigation';
import styled from 'styled-components';
import { toSessionUser } from './sessionUser';
import { Aside, AuthForm, AuthIntro, EmailField, Row } from './components/AuthForm';

const initialValues: LoginRequest = { email: '', password: '' };

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
`;
const schema = loginSchema();

export default function LoginScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const location = useLocation();
  const [login] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();

  const sessionEnded = (location.state as AuthLocationState | null)?.sessionEnded === true;
  useForgetEndedSession(sessionEnded);

  return (
    <>
      <AuthIntro
        title={<FormattedMessage id="login.title" />}
        text={<FormattedMessage id="login.subtitle" />}
      />
      {/* A live region present from the start, so that the reason is announced as well as shown. */}
      <div role="status">
        {sessionEnded ? (
          <Notice>
            <FormattedMessage id="common.error.sessionEnded" />
          </Notice>
        ) : null}
      </div>
      <AuthForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          const session = await login({ email: values.email.trim(), password: values.password }).unwrap();
          toast.success(intl.formatMessage({ id: 'login.success' }));
          completeSignIn({
            token: session.token,
            refreshToken: session.refresh_token,
            user: toSessionUser(session.user),
          });
        }}
        errorText={(error) =>
          isWrongCredentials(error) ? intl.formatMessage({ id: 'login.error.invalid' }) : errorMessage(error)
        }
        submitLabel={<FormattedMessage id="login.submit" />}
        busyLabel={intl.formatMessage({ id: 'login.submitting' })}
        footer={
          <Aside>
            <FormattedMessage id="login.noAccount" />
            <Link to={paths.signup} state={authLinkState(location)}>
              <FormattedMessage id="login.signupLink" />
            </Link>
            <br />
            <Link to={paths.findOrder}>
              <FormattedMessage id="findOrder.link" />
            </Link>
          </Aside>
        }
      >
        {({ isSubmitting }) => (
          <>
            <EmailField disabled={isSubmitting} />
            <PasswordField
              name="password"
              autoComplete="current-password"
              label={<FormattedMessage id="session.field.password" />}
              disabled={isSubmitting}
            />
            <Row>
              <Link to={paths.forgotPassword} state={authLinkState(location)}>
                <FormattedMessage id="login.forgot" />
              </Link>
            </Row>
          </>
        )}
      </AuthForm>
    </>
  );
}
