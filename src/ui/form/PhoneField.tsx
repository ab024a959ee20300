// An Egyptian mobile number field: takes the number as people paste it (+20 101 234 5678, Arabic-Indic digits) and,
// on leaving the field, shows it in the form the shop keeps (01012345678). The rules are the contract's phoneSchema.
import type { FocusEvent } from 'react';
import { useField } from 'formik';
import { normalisePhone, PHONE_TEXT_MAX } from '../../contract/accountRules';
import { TextField, type TextFieldProps } from './TextField';

export function PhoneField({ name, onBlur, ...rest }: TextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  return (
    <TextField
      name={name}
      type="tel"
      dir="ltr"
      inputMode="tel"
      maxLength={PHONE_TEXT_MAX}
      {...rest}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const normalised = normalisePhone(field.value ?? '');
        if (normalised !== field.value) void helpers.setValue(normalised);
        field.onBlur(event);
        onBlur?.(event);
      }}
    />
  );
}
