// A labelled select bound to formik, with its inline error (aria-invalid, aria-describedby).
import { type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBorder, ErrorText, FieldWrap, Label } from './fieldStyles';
import { useFormField } from './useFormField';

// min-width 0: a select is as wide as its longest option, so a long one (a variant's SKU and choices) would widen its
// field, and the page on a phone, past the field's column; it takes the field's width and cuts the option instead.
const Select = styled.select<{ $invalid: boolean }>`
  ${controlBorder}
  min-width: 0;
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
  const { field, bound, error, inputId, errorId } = useFormField<HTMLSelectElement>({ name, id });
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Select {...field} {...rest} {...bound} $invalid={Boolean(error)}>
        {children}
      </Select>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
