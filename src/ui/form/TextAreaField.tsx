// A labelled multi-line text input bound to formik, with its inline error (aria-invalid, aria-describedby).
import { useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { controlBorder, ErrorText, FieldWrap, Label } from './fieldStyles';
import { useFieldError } from './useFieldError';

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
  const [field, meta] = useField<string>(name);
  const [edited, setEdited] = useState(false);
  const error = useFieldError(meta, edited);
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Area
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
      />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
