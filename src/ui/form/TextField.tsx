// A labelled text input bound to formik, with its inline error (aria-invalid, aria-describedby).
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useField } from 'formik';
import { Adornment, Control, ErrorText, FieldWrap, Hint, Label } from './fieldStyles';
import { useFieldError } from './useFieldError';

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
  const [field, meta] = useField<string>(name);
  const [edited, setEdited] = useState(false);
  const error = useFieldError(meta, edited);
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Control $invalid={Boolean(error)} $disabled={rest.disabled}>
        {adornment ? <Adornment>{adornment}</Adornment> : null}
        <input
          {...field}
          {...rest}
          value={field.value ?? ''}
          onChange={(event) => {
            setEdited(true);
            field.onChange(event);
            onChange?.(event);
          }}
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
