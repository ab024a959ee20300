// A labelled text input bound to formik, with its inline error (aria-invalid, aria-describedby).
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Adornment, Control, ErrorText, FieldWrap, Hint, Label } from './fieldStyles';
import { useFormField } from './useFormField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'prefix'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown before the input inside its border, e.g. the fixed country of a phone number. */
  adornment?: ReactNode;
}

export function TextField({
  name,
  label,
  hint,
  adornment,
  id,
  type = 'text',
  onChange,
  ...rest
}: TextFieldProps) {
  const { field, bound, error, inputId, hintId, errorId } = useFormField({ name, id, hint, onChange });
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Control $invalid={Boolean(error)} $disabled={rest.disabled}>
        {adornment ? <Adornment>{adornment}</Adornment> : null}
        <input {...field} {...rest} {...bound} type={type} />
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
