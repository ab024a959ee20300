// Reset password (/reset-password/:token): a new password with its strength meter, sent with the emailed token.
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../ui/toast';
import { resetPasswordSchema } from '../../contract/schemas';
import type { ResetPasswordRequest } from '../../contract/types';
import { useErrorMessage } from '../../api/useErrorMessage';
import { paths } from '../../config/paths';
import { useResetPasswordMutation } from './sessionApi';
import { AuthForm, AuthIntro, NewPasswordFields } from './components/AuthForm';

const initialValues: ResetPasswordRequest = { password: '', confirmPassword: '' };
const schema = resetPasswordSchema();

export default function ResetPasswordScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const errorMessage = useErrorMessage();
  const [resetPassword] = useResetPasswordMutation();

  return (
    <>
      <AuthIntro title={<FormattedMessage id="reset.title" />} text={<FormattedMessage id="reset.text" />} />
      <AuthForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          await resetPassword({ ...values, token }).unwrap();
          toast.success(intl.formatMessage({ id: 'reset.success' }));
          await navigate(paths.home, { replace: true });
        }}
        errorText={errorMessage}
        submitLabel={<FormattedMessage id="reset.submit" />}
        busyLabel={intl.formatMessage({ id: 'reset.submitting' })}
      >
        {({ isSubmitting, values }) => (
          <NewPasswordFields
            password={values.password}
            label={<FormattedMessage id="session.field.newPassword" />}
            disabled={isSubmitting}
          />
        )}
      </AuthForm>
    </>
  );
}
