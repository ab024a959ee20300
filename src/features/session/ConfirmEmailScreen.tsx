// Confirm a new email (/confirm-email/:token): the link sent to the new address by My Account. One press, not the
// visit, spends the token (mail scanners that fetch links change nothing); the account then signs in with the new
// address, and a signed-in browser shows it at once.
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { object } from 'yup';
import { useErrorMessage } from '../../api/useErrorMessage';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { toast } from '../../ui/toast';
import { AuthForm, AuthIntro } from './components/AuthForm';
import { useConfirmEmailMutation } from './profileApi';
import { selectUser, userUpdated } from './sessionSlice';
import { toSessionUser } from './sessionUser';

const initialValues = {};
const schema = object({});

export default function ConfirmEmailScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { token = '' } = useParams();
  const errorMessage = useErrorMessage();
  const [confirmEmail] = useConfirmEmailMutation();

  return (
    <>
      <AuthIntro
        title={<FormattedMessage id="confirmEmail.title" />}
        text={<FormattedMessage id="confirmEmail.text" />}
      />
      <AuthForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async () => {
          const { data } = await confirmEmail({ token }).unwrap();
          toast.success(intl.formatMessage({ id: 'confirmEmail.success' }, { email: data.email }));
          if (user && user._id === data._id) {
            dispatch(userUpdated(toSessionUser(data)));
            await navigate(paths.profile, { replace: true });
          } else {
            await navigate(paths.login, { replace: true });
          }
        }}
        errorText={errorMessage}
        submitLabel={<FormattedMessage id="confirmEmail.submit" />}
        busyLabel={intl.formatMessage({ id: 'confirmEmail.submitting' })}
      >
        {() => null}
      </AuthForm>
    </>
  );
}
