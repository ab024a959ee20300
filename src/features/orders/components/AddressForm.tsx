// The checkout address and order note: Formik fields with the spec's keystroke filters and translated errors. The
// profile's address book uses the same fields (with its own id prefix, and the optional landmark).
import { useField } from 'formik';
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
  note: '',
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const intl = useIntl();
  if (!message) return null;
  return <ErrorText id={id}>{intl.formatMessage({ id: message, defaultMessage: message })}</ErrorText>;
}

export function FilteredField({
  name,
  multiline = false,
  optional = false,
  inputMode,
  idPrefix = 'checkout',
}: {
  name: FilteredField;
  multiline?: boolean;
  optional?: boolean;
  inputMode?: 'numeric' | 'text';
  /** Ids are `{idPrefix}-{name}`: two address forms on one page keep apart. */
  idPrefix?: string;
}) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string>(name);
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const error = meta.touched ? meta.error : undefined;
  const common = {
    id,
    name,
    value: field.value,
    maxLength: FIELD_MAX[name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': optional ? undefined : true,
    onBlur: field.onBlur,
    onChange: (event: { target: { value: string } }) =>
      void helpers.setValue(filterKeystrokes(name, event.target.value)),
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
}

function GovernmentField({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string>('government');
  const id = `${idPrefix}-government`;
  const errorId = `${id}-error`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{intl.formatMessage({ id: 'checkout.field.government' })}</label>
      <GovernorateSelect
        id={id}
        value={field.value}
        onChange={(name) => void helpers.setValue(name)}
        onBlur={() => void helpers.setTouched(true)}
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
  withLandmark = false,
}: {
  idPrefix?: string;
  /** The legend, already translated (default: the checkout's 'Shipping address'). */
  legend?: string;
  /** The address book's optional landmark field. */
  withLandmark?: boolean;
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
        {withLandmark ? <FilteredField idPrefix={idPrefix} name="landmark" optional /> : null}
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
