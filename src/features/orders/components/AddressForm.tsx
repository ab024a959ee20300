// The checkout address (with its optional landmark) and order note: Formik fields with the spec's keystroke filters and
// translated errors. The profile's address book uses the same fields, with its own id prefix.
import { useField, useFormikContext } from 'formik';
import { memo, useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Address } from '../../../contract/types';
import { filterKeystrokes, FIELD_MAX, type FilteredField } from '../addressFilters';
import { GovernorateSelect } from './GovernorateSelect';

/** The checkout form: the contract's address and the order note. */
export type CheckoutFormValues = Address & { note: string };

export const emptyCheckoutForm: CheckoutFormValues = {
  government: '',
  city: '',
  street: '',
  building: '',
  floor: '',
  apartment: '',
  landmark: '',
  note: '',
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const intl = useIntl();
  if (!message) return null;
  return <ErrorText id={id}>{intl.formatMessage({ id: message, defaultMessage: message })}</ErrorText>;
}

interface FilteredFieldProps {
  name: FilteredField;
  multiline?: boolean;
  optional?: boolean;
  inputMode?: 'numeric' | 'text';
  /** Ids are `{idPrefix}-{name}`: two address forms on one page keep apart. */
  idPrefix?: string;
}

/*
 * Each field reads formik's state (useField) but draws through a memoized view that gets only its own value and
 * error with callbacks that never change: leaving a field (formik validates the whole form on blur) or typing in one
 * re-draws that field alone, not the other five and the governorate list. The blur of the last field is part of
 * pressing Place Order on a phone.
 */
export function FilteredField({ name, idPrefix = 'checkout', ...view }: FilteredFieldProps) {
  const [field, meta] = useField<string>(name);
  const { setFieldValue, handleBlur } = useFormikContext();
  const onChange = useCallback(
    (event: { target: { value: string } }) =>
      void setFieldValue(name, filterKeystrokes(name, event.target.value)),
    [setFieldValue, name],
  );
  return (
    <FilteredFieldView
      {...view}
      id={`${idPrefix}-${name}`}
      name={name}
      value={field.value}
      error={meta.touched ? meta.error : undefined}
      onChange={onChange}
      onBlur={handleBlur}
    />
  );
}

const FilteredFieldView = memo(function FilteredFieldView({
  id,
  name,
  value,
  error,
  multiline = false,
  optional = false,
  inputMode,
  onChange,
  onBlur,
}: Omit<FilteredFieldProps, 'idPrefix'> & {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}) {
  const intl = useIntl();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    maxLength: FIELD_MAX[name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': optional ? undefined : true,
    onBlur,
    onChange,
  };
  return (
    <FieldBox>
      <label htmlFor={id}>
        {intl.formatMessage({ id: `checkout.field.${name}` })}
        {optional ? <Optional> {intl.formatMessage({ id: 'checkout.field.optional' })}</Optional> : null}
      </label>
      {multiline ? (
        <textarea rows={2} {...common} />
      ) : (
        <input type="text" inputMode={inputMode} {...common} />
      )}
      <FieldError id={errorId} message={error} />
    </FieldBox>
  );
});

function GovernmentField({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const [field, meta] = useField<string>('government');
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const onChange = useCallback((name: string) => void setFieldValue('government', name), [setFieldValue]);
  const onBlur = useCallback(() => void setFieldTouched('government', true), [setFieldTouched]);
  const id = `${idPrefix}-government`;
  const errorId = `${id}-error`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{intl.formatMessage({ id: 'checkout.field.government' })}</label>
      <GovernorateSelect
        id={id}
        value={field.value}
        onChange={onChange}
        onBlur={onBlur}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </FieldBox>
  );
}

export function AddressForm({
  idPrefix = 'checkout',
  legend,
}: {
  idPrefix?: string;
  /** The legend, already translated (default: the checkout's 'Shipping address'). */
  legend?: string;
}) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend>{legend ?? intl.formatMessage({ id: 'checkout.address.title' })}</legend>
      <Grid>
        <GovernmentField idPrefix={idPrefix} />
        <FilteredField idPrefix={idPrefix} name="city" />
        <FilteredField idPrefix={idPrefix} name="street" />
        <FilteredField idPrefix={idPrefix} name="building" />
        <FilteredField idPrefix={idPrefix} name="floor" optional inputMode="numeric" />
        <FilteredField idPrefix={idPrefix} name="apartment" optional inputMode="numeric" />
        <FilteredField idPrefix={idPrefix} name="landmark" optional />
      </Grid>
    </fieldset>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  input,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  input:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 1px;
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
