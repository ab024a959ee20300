// The pieces every sign-in screen is built from: heading block, the form with its error handling, and the line
// of links under it.
import { useState, type ReactNode } from 'react';
import { Formik, type FormikConfig, type FormikErrors, type FormikValues } from 'formik';
import styled from 'styled-components';
import { FormattedMessage } from 'react-intl';
import { fieldErrors } from '../../../api/errorMessage';
import { toast } from '../../../ui/toast';
import { FormAlert } from '../../../ui/form/FormAlert';
import { PasswordField } from '../../../ui/form/PasswordField';
import { PasswordStrengthMeter } from '../../../ui/form/PasswordStrengthMeter';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { TextField } from '../../../ui/form/TextField';

export const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 3vw, 2.1rem);
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Eyebrow = styled.p`
  && {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
`;

export const FormColumn = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

export const Aside = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
    margin-left: ${({ theme }) => theme.space(1)};
  }
`;

/** The heading block: an optional eyebrow line, the page's h1 and an optional line of text under it. */
export function AuthIntro({
  eyebrow,
  title,
  text,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
}) {
  return (
    <Intro>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h1>{title}</h1>
      {text ? <p>{text}</p> : null}
    </Intro>
  );
}

export interface AuthFormProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /**
   * Sends the form; a throw shows errorText(error) above the button (until a field is edited) and in a toast, and the
   * server's field errors under their fields.
   */
  onSubmit: (values: Values, form: { resetForm: () => void }) => Promise<void>;
  errorText: (error: unknown) => string;
  submitLabel: ReactNode;
  /** Read by screen readers while the form is being sent. */
  busyLabel: string;
  /** The fields, given the current values and whether the form is being sent. */
  children: (form: { values: Values; isSubmitting: boolean }) => ReactNode;
  /** Under the submit button, usually an <Aside> with links to the other screens. */
  footer?: ReactNode;
}

export function AuthForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  errorText,
  submitLabel,
  busyLabel,
  children,
  footer,
}: AuthFormProps<Values>) {
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      validateOnChange
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFormError(null);
        try {
          await onSubmit(values, { resetForm: () => resetForm() });
        } catch (error) {
          const text = errorText(error);
          setErrors(fieldErrors(error) as FormikErrors<Values>);
          setFormError(text);
          toast.error(text);
        }
      }}
    >
      {({ handleSubmit, isSubmitting, values }) => (
        // The form-level message answers what was sent: once the shopper edits any field it no longer applies.
        <FormColumn noValidate onSubmit={handleSubmit} onChange={() => setFormError(null)}>
          {children({ values, isSubmitting })}
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
          {footer}
        </FormColumn>
      )}
    </Formik>
  );
}

/** The account's email (formik field `email`), typed left to right in both languages. */
export function EmailField({ disabled }: { disabled: boolean }) {
  return (
    <TextField
      name="email"
      type="email"
      dir="ltr"
      autoComplete="email"
      inputMode="email"
      label={<FormattedMessage id="session.field.email" />}
      disabled={disabled}
    />
  );
}

/** A new password with its strength meter, then its confirmation (formik fields `password`, `confirmPassword`). */
export function NewPasswordFields({
  password,
  label,
  disabled,
}: {
  password: string;
  label: ReactNode;
  disabled: boolean;
}) {
  return (
    <>
      <PasswordField name="password" autoComplete="new-password" label={label} disabled={disabled}>
        <PasswordStrengthMeter password={password} />
      </PasswordField>
      <PasswordField
        name="confirmPassword"
        autoComplete="new-password"
        label={<FormattedMessage id="session.field.confirmPassword" />}
        disabled={disabled}
      />
    </>
  );
}
