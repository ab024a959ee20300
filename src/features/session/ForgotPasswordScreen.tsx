// Forgot password: one email field; on success a toast and the 'Check your email' page, told the address.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { forgotPasswordSchema } from '../../contract/schemas';
import type { ForgotPasswordRequest } from '../../contract/types';
import { useErrorMessage } from '../../api/useErrorMessage';
import { paths } from '../../config/paths';
import { useForgotPasswordMutation } from './sessionApi';
import { authLinkState } from './signInNavigation';
import type { ResetLinkSentState } from './SuccessResetScreen';
import { Aside, AuthForm, AuthIntro, EmailField } from './components/AuthForm';

const initialValues: ForgotPasswordRequest = { email: '' };
const schema = forgotPasswordSchema();

export default function ForgotPasswordScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const [forgotPassword] = useForgotPasswordMutation();

  return (
    <>
      <AuthIntro
        title={<FormattedMessage id="forgot.title" />}
        text={<FormattedMessage id="forgot.text" />}
      />
      <AuthForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          const email = values.email.trim();
          await forgotPassword({ email }).unwrap();
          toast.success(intl.formatMessage({ id: 'forgot.success' }));
          const sent: ResetLinkSentState = { email };
          await navigate(paths.successReset, { state: { ...authLinkState(location), ...sent } });
        }}
        errorText={errorMessage}
        submitLabel={<FormattedMessage id="forgot.submit" />}
        busyLabel={intl.formatMessage({ id: 'forgot.submitting' })}
        footer={
          <Aside>
            <Link to={paths.login} state={authLinkState(location)}>
              <FormattedMessage id="session.backToLogin" />
            </Link>
          </Aside>
        }
      >
        {({ isSubmitting }) => <EmailField disabled={isSubmitting} />}
      </AuthForm>
    </>
  );
}
