// My Account's three changes, each its own form with its own rules (the contract's schemas, which the server runs
// too): name and phone (saved at once), the password (the current one first; other devices are signed out), and the
// email address (a link goes to the new address; the account keeps the old one until it is followed).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorMessage } from '../../../api/useErrorMessage';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { normalisePhone } from '../../../contract/accountRules';
import { emailChangeSchema, passwordChangeSchema, profileSchema } from '../../../contract/schemas';
import { Panel } from '../../../ui/Panel';
import { PasswordField } from '../../../ui/form/PasswordField';
import { PhoneField } from '../../../ui/form/PhoneField';
import { TextField } from '../../../ui/form/TextField';
import { toast } from '../../../ui/toast';
import {
  useChangePasswordMutation,
  useRequestEmailChangeMutation,
  useUpdateProfileMutation,
} from '../profileApi';
import { selectRefreshToken, selectUser, userUpdated } from '../sessionSlice';
import { toSessionUser } from '../sessionUser';
import { AuthForm, NewPasswordFields } from './AuthForm';

const detailsSchema = profileSchema();
const passwordSchema = passwordChangeSchema();
const emailSchema = emailChangeSchema();

function DetailsForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorMessage = useErrorMessage();
  const user = useAppSelector(selectUser);
  const [updateProfile] = useUpdateProfileMutation();
  if (!user) return null;
  return (
    <Panel aria-labelledby="profile-change-details">
      <h2 id="profile-change-details">
        <FormattedMessage id="profile.change.details" />
      </h2>
      <AuthForm
        initialValues={{ name: user.name, phone: user.phone ?? '' }}
        validationSchema={detailsSchema}
        onSubmit={async (values) => {
          const { data } = await updateProfile({
            name: values.name.trim(),
            phone: normalisePhone(values.phone),
          }).unwrap();
          dispatch(userUpdated(toSessionUser(data)));
          toast.success(intl.formatMessage({ id: 'profile.change.detailsSaved' }));
        }}
        errorText={errorMessage}
        submitLabel={<FormattedMessage id="profile.change.saveDetails" />}
        busyLabel={intl.formatMessage({ id: 'profile.change.saving' })}
      >
        {({ isSubmitting }) => (
          <>
            <TextField
              id="profile-name"
              name="name"
              autoComplete="name"
              label={<FormattedMessage id="session.field.name" />}
              disabled={isSubmitting}
            />
            <PhoneField
              id="profile-phone"
              name="phone"
              autoComplete="tel-national"
              label={<FormattedMessage id="session.field.phone" />}
              hint={<FormattedMessage id="profile.change.phoneHint" />}
              disabled={isSubmitting}
            />
          </>
        )}
      </AuthForm>
    </Panel>
  );
}

function PasswordForm() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const refreshToken = useAppSelector(selectRefreshToken);
  const [changePassword] = useChangePasswordMutation();
  return (
    <Panel aria-labelledby="profile-change-password">
      <h2 id="profile-change-password">
        <FormattedMessage id="profile.change.password" />
      </h2>
      <AuthForm
        initialValues={{ currentPassword: '', password: '', confirmPassword: '' }}
        validationSchema={passwordSchema}
        onSubmit={async (values, { resetForm }) => {
          const { message } = await changePassword({
            ...values,
            ...(refreshToken ? { refresh_token: refreshToken } : {}),
          }).unwrap();
          resetForm();
          toast.success(message);
        }}
        errorText={errorMessage}
        submitLabel={<FormattedMessage id="profile.change.savePassword" />}
        busyLabel={intl.formatMessage({ id: 'profile.change.saving' })}
      >
        {({ isSubmitting, values }) => (
          <>
            <PasswordField
              id="profile-current-password"
              name="currentPassword"
              autoComplete="current-password"
              label={<FormattedMessage id="profile.change.currentPassword" />}
              disabled={isSubmitting}
            />
            <NewPasswordFields
              password={values.password}
              label={<FormattedMessage id="profile.change.newPassword" />}
              disabled={isSubmitting}
            />
          </>
        )}
      </AuthForm>
    </Panel>
  );
}

function EmailForm() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [requestEmailChange] = useRequestEmailChangeMutation();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Panel aria-labelledby="profile-change-email">
      <h2 id="profile-change-email">
        <FormattedMessage id="profile.change.email" />
      </h2>
      <p>
        <FormattedMessage id="profile.change.emailHow" />
      </p>
      <AuthForm
        initialValues={{ email: '', password: '' }}
        validationSchema={emailSchema}
        onSubmit={async (values, { resetForm }) => {
          setSent(null);
          const { message } = await requestEmailChange({
            email: values.email.trim(),
            password: values.password,
          }).unwrap();
          resetForm();
          setSent(message);
          toast.success(message);
        }}
        errorText={errorMessage}
        submitLabel={<FormattedMessage id="profile.change.sendLink" />}
        busyLabel={intl.formatMessage({ id: 'profile.change.saving' })}
      >
        {({ isSubmitting }) => (
          <>
            <TextField
              id="profile-new-email"
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              inputMode="email"
              label={<FormattedMessage id="profile.change.newEmail" />}
              disabled={isSubmitting}
            />
            <PasswordField
              id="profile-email-password"
              name="password"
              autoComplete="current-password"
              label={<FormattedMessage id="profile.change.currentPassword" />}
              disabled={isSubmitting}
            />
          </>
        )}
      </AuthForm>
      <p role="status">{sent}</p>
    </Panel>
  );
}

export function AccountChanges() {
  return (
    <>
      <DetailsForm />
      <PasswordForm />
      <EmailForm />
    </>
  );
}
