// /staff/accounts (managers): who has access to the back office. Add an account (the signup form's rules, and a
// role), move one between staff and manager, or take its access away (asked first; the account stays a shopper's).
// A manager's own row has no actions: another manager changes it.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Formik, type FormikHelpers } from 'formik';
import {
  STAFF_ROLES,
  staffAccountSchema,
  type AccountRoleChoice,
  type StaffAccount,
  type StaffAccountInput,
} from '../../contract/backOffice';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { ListView } from './ListView';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SelectField } from '../../ui/form/SelectField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { PhoneField } from '../../ui/form/PhoneField';
import { toast } from '../../ui/toast';
import { selectUser } from '../session/sessionSlice';
import {
  useChangeStaffRoleMutation,
  useCreateStaffAccountMutation,
  useStaffAccountsQuery,
} from './backOfficeApi';
import { FormButtons, FormGrid, Muted, Panel, RowActions, Screen, ScreenHead } from './backOfficeStyles';

/** A role change waiting for its confirmation. */
interface PendingChange {
  account: StaffAccount;
  role: AccountRoleChoice;
}

export default function StaffAccountsScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const me = useAppSelector(selectUser);
  const { data: accounts, error, refetch } = useStaffAccountsQuery();
  const [changeRole] = useChangeStaffRoleMutation();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const confirmChange = async ({ account, role }: PendingChange) => {
    setPending(null);
    try {
      await changeRole({ id: account._id, role }).unwrap();
      toast.success(
        t(role === 'user' ? 'backOffice.staff.removed' : 'backOffice.staff.roleChanged', {
          name: account.name,
          role: t(`backOffice.staff.role.${role}`),
        }),
      );
    } catch (failure) {
      toast.error(errorMessage(failure, 'backOffice.staff.saveError'));
    }
  };

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.staff.title')}</h1>
        <Button onClick={() => setAdding(true)} disabled={adding}>
          {t('backOffice.staff.add')}
        </Button>
      </ScreenHead>
      <Muted>{t('backOffice.staff.intro')}</Muted>
      {adding ? <AccountForm onDone={() => setAdding(false)} /> : null}
      <ListView
        items={accounts}
        error={error}
        errorId="backOffice.staff.error"
        onRetry={refetch}
        caption={t('backOffice.staff.title')}
        columns={[
          'backOffice.staff.name',
          'backOffice.staff.email',
          'backOffice.staff.roleColumn',
          'backOffice.staff.since',
          'backOffice.categories.actions',
        ]}
        row={(account) => {
          const other = account.role === 'manager' ? 'staff' : 'manager';
          const self = me?._id === account._id || me?.email === account.email;
          return (
            <tr key={account._id}>
              <td>
                {account.name}
                {self ? <small>{t('backOffice.staff.you')}</small> : null}
              </td>
              <td dir="ltr">
                <a href={`mailto:${account.email}`}>{account.email}</a>
              </td>
              <td>{t(`backOffice.staff.role.${account.role}`)}</td>
              <td>{intl.formatDate(account.createdAt, { dateStyle: 'medium', timeZone: 'Africa/Cairo' })}</td>
              <td>
                {self ? (
                  <Muted>{t('backOffice.staff.ownRow')}</Muted>
                ) : (
                  <RowActions>
                    <Button
                      $variant="secondary"
                      aria-label={t(`backOffice.staff.make.${other}.one`, { name: account.name })}
                      onClick={() => setPending({ account, role: other })}
                    >
                      {t(`backOffice.staff.make.${other}`)}
                    </Button>
                    <Button
                      $variant="ghost"
                      aria-label={t('backOffice.staff.remove.one', { name: account.name })}
                      onClick={() => setPending({ account, role: 'user' })}
                    >
                      {t('backOffice.staff.remove')}
                    </Button>
                  </RowActions>
                )}
              </td>
            </tr>
          );
        }}
      />
      {pending ? (
        <ConfirmDialog
          question={t(
            pending.role === 'user' ? 'backOffice.staff.removeConfirm' : 'backOffice.staff.roleConfirm',
            { name: pending.account.name, role: t(`backOffice.staff.role.${pending.role}`) },
          )}
          onNo={() => setPending(null)}
          onYes={() => void confirmChange(pending)}
        />
      ) : null}
    </Screen>
  );
}

const empty: StaffAccountInput = { name: '', email: '', phone: '', password: '', role: 'staff' };

function AccountForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [create] = useCreateStaffAccountMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  const onSubmit = async (values: StaffAccountInput, helpers: FormikHelpers<StaffAccountInput>) => {
    setFormError(null);
    try {
      const account = await create({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
      }).unwrap();
      toast.success(intl.formatMessage({ id: 'backOffice.staff.added' }, { name: account.name }));
      onDone();
    } catch (failure) {
      for (const [field, message] of Object.entries(fieldErrors(failure)))
        helpers.setFieldError(field, message);
      setFormError(errorMessage(failure, 'backOffice.staff.saveError'));
    }
  };

  return (
    <Panel aria-labelledby="staff-form-title">
      <h2 id="staff-form-title">{t('backOffice.staff.add')}</h2>
      <Formik<StaffAccountInput>
        initialValues={empty}
        validationSchema={staffAccountSchema()}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <FormGrid noValidate>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <TextField name="name" label={t('backOffice.staff.name')} autoComplete="off" />
            <TextField
              name="email"
              type="email"
              label={t('backOffice.staff.email')}
              dir="ltr"
              autoComplete="off"
            />
            <PhoneField name="phone" label={t('backOffice.staff.phone')} />
            <PasswordField
              name="password"
              label={t('backOffice.staff.password')}
              hint={t('backOffice.staff.passwordHint')}
              autoComplete="new-password"
            />
            <SelectField name="role" label={t('backOffice.staff.roleColumn')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`backOffice.staff.role.${role}`)}
                </option>
              ))}
            </SelectField>
            <FormButtons>
              <SubmitButton busy={isSubmitting} busyLabel={t('backOffice.product.saving')}>
                {t('backOffice.staff.create')}
              </SubmitButton>
              <Button $variant="secondary" onClick={onDone}>
                {t('backOffice.categories.cancel')}
              </Button>
            </FormButtons>
          </FormGrid>
        )}
      </Formik>
    </Panel>
  );
}
