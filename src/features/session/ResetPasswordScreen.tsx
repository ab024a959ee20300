// Reset password (/reset-password/:token): a new password with its strength meter, sent with the emailed token.
import { useState } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../ui/toast';
import { resetPasswordSchema } from '../../contract/schemas';
import type { ResetPasswordRequest } from '../../contract/types';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { paths } from '../../app/paths';
import { PasswordField } from '../../ui/form/PasswordField';
import { PasswordStrengthMeter } from '../../ui/form/PasswordStrengthMeter';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { FormAlert } from '../../ui/form/FormAlert';
import { useResetPasswordMutation } from './sessionApi';
import { FormColumn, Intro } from './components/AuthForm';

const initialValues: ResetPasswordRequest = { password: '', confirmPassword: '' };
const schema = resetPasswordSchema();

export default function ResetPasswordScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const errorMessage = useErrorMessage();
  const [resetPassword] = useResetPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <>
      <Intro>
        <h1>
          <FormattedMessage id="reset.title" />
        </h1>
        <p>
          <FormattedMessage id="reset.text" />
        </p>
      </Intro>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        validateOnChange
        onSubmit={async (values, { setErrors }) => {
          setFormError(null);
          try {
            await resetPassword({ ...values, token }).unwrap();
            toast.success(intl.formatMessage({ id: 'reset.success' }));
            await navigate(paths.home, { replace: true });
          } catch (error) {
            const text = errorMessage(error);
            setErrors(fieldErrors(error));
            setFormError(text);
            toast.error(text);
          }
        }}
      >
        {({ handleSubmit, isSubmitting, values }) => (
          <FormColumn noValidate onSubmit={handleSubmit}>
            <PasswordField
              name="password"
              autoComplete="new-password"
              label={<FormattedMessage id="session.field.newPassword" />}
              disabled={isSubmitting}
            >
              <PasswordStrengthMeter password={values.password} />
            </PasswordField>
            <PasswordField
              name="confirmPassword"
              autoComplete="new-password"
              label={<FormattedMessage id="session.field.confirmPassword" />}
              disabled={isSubmitting}
            />
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <SubmitButton busy={isSubmitting} busyLabel={intl.formatMessage({ id: 'reset.submitting' })}>
              <FormattedMessage id="reset.submit" />
            </SubmitButton>
          </FormColumn>
        )}
      </Formik>
    </>
  );
}
