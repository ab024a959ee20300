// A labelled select bound to formik, with its inline error (aria-invalid, aria-describedby).
import { useId, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { controlBorder, ErrorText, FieldWrap, Label } from './fieldStyles';
import { useFieldError } from './useFieldError';

const Select = styled.select<{ $invalid: boolean }>`
  ${controlBorder}
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
`;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  children: ReactNode;
}

export function SelectField({ name, label, id, children, ...rest }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const [edited, setEdited] = useState(false);
  const error = useFieldError(meta, edited);
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Select
        {...field}
        {...rest}
        value={field.value ?? ''}
        onChange={(event) => {
          setEdited(true);
          field.onChange(event);
        }}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {children}
      </Select>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
