// Signup: email, full name, Egyptian phone, password with its strength meter and confirmation.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { toast } from '../../ui/toast';
import styled from 'styled-components';
import { normalisePhone } from '../../contract/accountRules';
import { registerSchema } from '../../contract/schemas';
import type { RegisterRequest } from '../../contract/types';
import { useErrorMessage } from '../../api/useErrorMessage';
import { paths } from '../../config/paths';
import { TextField } from '../../ui/form/TextField';
import { PhoneField } from '../../ui/form/PhoneField';
import { useRegisterMutation } from './sessionApi';
import { authLinkState, useCompleteSignIn } from './signInNavigation';
import { toSessionUser } from './sessionUser';
import { Aside, AuthForm, AuthIntro, EmailField, NewPasswordFields } from './components/AuthForm';

/** Egypt's flag drawn in CSS (flag emoji do not render on every system). */
const Flag = styled.span`
  width: 22px;
  height: 15px;
  border-radius: 2px;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.line};
  background:
    radial-gradient(circle at center, #c09300 0 2.5px, transparent 3px),
    linear-gradient(#ce1126 0 33.3%, #fff 33.3% 66.6%, #000 66.6%);
`;

const initialValues: RegisterRequest = { email: '', name: '', phone: '', password: '', confirmPassword: '' };
const schema = registerSchema();

export default function SignupScreen() {
  const intl = useIntl();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const [register] = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();

  return (
    <>
      <AuthIntro
        eyebrow={<FormattedMessage id="signup.title" />}
        title={<FormattedMessage id="signup.heading" />}
      />
      <AuthForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          const session = await register({
            ...values,
            name: values.name.trim(),
            email: values.email.trim(),
            phone: normalisePhone(values.phone),
          }).unwrap();
          toast.success(intl.formatMessage({ id: 'signup.success' }));
          completeSignIn({
            token: session.token,
            refreshToken: session.refresh_token,
            user: toSessionUser(session.user),
          });
        }}
        errorText={errorMessage}
        submitLabel={<FormattedMessage id="signup.submit" />}
        busyLabel={intl.formatMessage({ id: 'signup.submitting' })}
        footer={
          <Aside>
            <FormattedMessage id="signup.haveAccount" />
            <Link to={paths.login} state={authLinkState(location)}>
              <FormattedMessage id="signup.loginLink" />
            </Link>
          </Aside>
        }
      >
        {({ isSubmitting, values }) => (
          <>
            <EmailField disabled={isSubmitting} />
            <TextField
              name="name"
              autoComplete="name"
              label={<FormattedMessage id="session.field.name" />}
              disabled={isSubmitting}
            />
            <PhoneField
              name="phone"
              autoComplete="tel-national"
              label={<FormattedMessage id="session.field.phone" />}
              hint={<FormattedMessage id="signup.phone.hint" />}
              adornment={
                <>
                  <Flag aria-hidden="true" />
                  <FormattedMessage id="session.country.egypt" />
                </>
              }
              disabled={isSubmitting}
            />
            <NewPasswordFields
              password={values.password}
              label={<FormattedMessage id="session.field.password" />}
              disabled={isSubmitting}
            />
          </>
        )}
      </AuthForm>
    </>
  );
}
