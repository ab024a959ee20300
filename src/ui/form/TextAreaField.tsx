// A labelled multi-line text input bound to formik, with its inline error (aria-invalid, aria-describedby).
import { type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBorder, ErrorText, FieldWrap, Label } from './fieldStyles';
import { useFormField } from './useFormField';

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlBorder}
  min-height: 120px;
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: ReactNode;
}

export function TextAreaField({ name, label, id, ...rest }: TextAreaFieldProps) {
  const { field, bound, error, inputId, errorId } = useFormField<HTMLTextAreaElement>({ name, id });
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Area {...field} {...rest} {...bound} $invalid={Boolean(error)} />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
