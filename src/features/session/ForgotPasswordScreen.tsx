// Forgot password: one email field; on success a toast and the 'check your email' page.
import { useState } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { forgotPasswordSchema } from '../../contract/schemas';
import type { ForgotPasswordRequest } from '../../contract/types';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { paths } from '../../app/paths';
import { TextField } from '../../ui/form/TextField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { FormAlert } from '../../ui/form/FormAlert';
import { useForgotPasswordMutation } from './sessionApi';
import { authLinkState } from './signInNavigation';
import { Aside, FormColumn, Intro } from './components/AuthForm';

const initialValues: ForgotPasswordRequest = { email: '' };
const schema = forgotPasswordSchema();

export default function ForgotPasswordScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const [forgotPassword] = useForgotPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <>
      <Intro>
        <h1>
          <FormattedMessage id="forgot.title" />
        </h1>
        <p>
          <FormattedMessage id="forgot.text" />
        </p>
      </Intro>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        validateOnChange
        onSubmit={async (values, { setErrors }) => {
          setFormError(null);
          try {
            await forgotPassword({ email: values.email.trim() }).unwrap();
            toast.success(intl.formatMessage({ id: 'forgot.success' }));
            await navigate(paths.successReset, { state: authLinkState(location) });
          } catch (error) {
            const text = errorMessage(error);
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
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <SubmitButton busy={isSubmitting} busyLabel={intl.formatMessage({ id: 'forgot.submitting' })}>
              <FormattedMessage id="forgot.submit" />
            </SubmitButton>
            <Aside>
              <Link to={paths.login} state={authLinkState(location)}>
                <FormattedMessage id="session.backToLogin" />
              </Link>
            </Aside>
          </FormColumn>
        )}
      </Formik>
    </>
  );
}
