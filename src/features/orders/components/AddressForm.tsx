// The checkout address (with its optional landmark) and order note: Formik fields with the keystroke filters and
// translated errors; the city offers the chosen governorate's cities (src/contract/cities.ts), and a city picked from
// that list is cleared when the governorate changes. The profile's address book uses the same fields, with its own
// id prefix.
import { useField, useFormikContext } from 'formik';
import { memo, useCallback, useEffect, useMemo, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CITIES, citiesOf } from '../../../contract/cities';
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

/**
 * The city: the chosen governorate's cities and districts as suggestions (a native `<input list>`: searchable as the
 * shopper types, announced by screen readers, in the shop's language), or the shopper's own place typed in full
 * under the same character rules.
 */
function CityField({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const [field, meta] = useField<string>('city');
  const [government] = useField<string>('government');
  const { setFieldValue, handleBlur } = useFormikContext();
  const onChange = useCallback(
    (event: { target: { value: string } }) =>
      void setFieldValue('city', filterKeystrokes('city', event.target.value)),
    [setFieldValue],
  );
  const cities = useMemo(() => citiesOf(government.value, intl.locale), [government.value, intl.locale]);
  return (
    <CityFieldView
      id={`${idPrefix}-city`}
      value={field.value}
      error={meta.touched ? meta.error : undefined}
      cities={cities}
      onChange={onChange}
      onBlur={handleBlur}
    />
  );
}

const CityFieldView = memo(function CityFieldView({
  id,
  value,
  error,
  cities,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  error: string | undefined;
  cities: string[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  const intl = useIntl();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <label htmlFor={id}>{intl.formatMessage({ id: 'checkout.field.city' })}</label>
      <input
        id={id}
        name="city"
        type="text"
        list={listId}
        value={value}
        maxLength={FIELD_MAX.city}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-required
        onChange={onChange}
        onBlur={onBlur}
      />
      <datalist id={listId}>
        {cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <Hint id={hintId}>{intl.formatMessage({ id: 'checkout.city.hint' })}</Hint>
      <FieldError id={errorId} message={error} />
    </FieldBox>
  );
});

/** Whether a city is one of a governorate's listed cities, in either language. */
const listedIn = (government: string, city: string) =>
  (CITIES[government] ?? []).some(([name, nameAr]) => name === city.trim() || nameAr === city.trim());

function GovernmentField({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const [field, meta] = useField<string>('government');
  const [city] = useField<string>('city');
  const { setFieldValue, setFieldTouched } = useFormikContext();
  // Read at the change, so that the callback (and the governorate list drawn with it) never changes.
  const current = useRef({ government: field.value, city: city.value });
  useEffect(() => {
    current.current = { government: field.value, city: city.value };
  }, [field.value, city.value]);
  const onChange = useCallback(
    (name: string) => {
      const before = current.current;
      void setFieldValue('government', name);
      // A city picked from the old governorate's list is not in the new one; a place typed by hand stays.
      if (
        name !== before.government &&
        listedIn(before.government, before.city) &&
        !listedIn(name, before.city)
      )
        void setFieldValue('city', '');
    },
    [setFieldValue],
  );
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
        <CityField idPrefix={idPrefix} />
        <FilteredField idPrefix={idPrefix} name="street" />
        <FilteredField idPrefix={idPrefix} name="building" />
        <FilteredField idPrefix={idPrefix} name="floor" optional />
        <FilteredField idPrefix={idPrefix} name="apartment" optional />
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

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
