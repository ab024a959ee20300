// Unlock account (/unlock-account/:token): the link emailed after many wrong passwords. One click, not the visit,
// spends the token (sent as the Bearer credential; mail scanners that fetch links spend nothing): the account's
// sign-in slowdown is cleared, and the shopper goes on to login.
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { object } from 'yup';
import { toast } from '../../ui/toast';
import { useErrorMessage } from '../../api/useErrorMessage';
import { paths } from '../../config/paths';
import { useUnlockAccountMutation } from './sessionApi';
import { AuthForm, AuthIntro } from './components/AuthForm';

const initialValues = {};
const schema = object({});

export default function UnlockAccountScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const errorMessage = useErrorMessage();
  const [unlockAccount] = useUnlockAccountMutation();

  return (
    <>
      <AuthIntro
        title={<FormattedMessage id="unlock.title" />}
        text={<FormattedMessage id="unlock.text" />}
      />
      <AuthForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async () => {
          await unlockAccount({ token }).unwrap();
          toast.success(intl.formatMessage({ id: 'unlock.success' }));
          await navigate(paths.login, { replace: true, state: { previous: paths.unlockAccount(token) } });
        }}
        errorText={errorMessage}
        submitLabel={<FormattedMessage id="unlock.submit" />}
        busyLabel={intl.formatMessage({ id: 'unlock.submitting' })}
      >
        {() => null}
      </AuthForm>
    </>
  );
}
