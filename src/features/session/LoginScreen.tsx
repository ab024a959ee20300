// Login: email and password, errors inline and in a toast; on success the session is stored and the shopper sent on.
import { useState } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { toast } from '../../ui/toast';
import { loginSchema } from '../../contract/schemas';
import type { LoginRequest } from '../../contract/types';
import { fieldErrors } from '../../api/errorMessage';
import { paths } from '../../app/paths';
import { TextField } from '../../ui/form/TextField';
import { PasswordField } from '../../ui/form/PasswordField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { FormAlert } from '../../ui/form/FormAlert';
import { useLoginMutation } from './sessionApi';
import { loginError } from './loginError';
import { authLinkState, useCompleteSignIn } from './signInNavigation';
import { toSessionUser } from './sessionUser';
import { Aside, FormColumn, Intro, Row } from './components/AuthForm';

const initialValues: LoginRequest = { email: '', password: '' };
const schema = loginSchema();

export default function LoginScreen() {
  const intl = useIntl();
  const location = useLocation();
  const [login] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <>
      <Intro>
        <h1>
          <FormattedMessage id="login.title" />
        </h1>
        <p>
          <FormattedMessage id="login.subtitle" />
        </p>
      </Intro>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        validateOnChange
        onSubmit={async (values, { setErrors }) => {
          setFormError(null);
          try {
            const session = await login({ email: values.email.trim(), password: values.password }).unwrap();
            toast.success(intl.formatMessage({ id: 'login.success' }));
            completeSignIn({
              token: session.token,
              refreshToken: session.refresh_token,
              user: toSessionUser(session.user),
            });
          } catch (error) {
            const mapped = loginError(error);
            const text = 'id' in mapped ? intl.formatMessage({ id: mapped.id }) : mapped.text;
            setErrors(fieldErrors(error));
            setFormError(text);
            toast.error(text);
          }
        }}
      >
        {({ handleSubmit, isSubmitting }) => (
          <FormColumn noValidate onSubmit={handleSubmit}>
            <TextField
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              inputMode="email"
              label={<FormattedMessage id="session.field.email" />}
              disabled={isSubmitting}
            />
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
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <SubmitButton busy={isSubmitting} busyLabel={intl.formatMessage({ id: 'login.submitting' })}>
              <FormattedMessage id="login.submit" />
            </SubmitButton>
            <Aside>
              <FormattedMessage id="login.noAccount" />
              <Link to={paths.signup} state={authLinkState(location)}>
                <FormattedMessage id="login.signupLink" />
              </Link>
            </Aside>
          </FormColumn>
        )}
      </Formik>
    </>
  );
}
