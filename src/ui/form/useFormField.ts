// The wiring every formik input shares: its value, the error it shows, its ids and what describes it.
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useField } from 'formik';
import { useFieldError } from './useFieldError';

/** The elements a form field can be (an input, a select, a multi-line text). */
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function useFormField<E extends FieldElement = HTMLInputElement>({
  name,
  id,
  hint,
  onChange,
}: {
  name: string;
  /** The input's own id; one is made from the name otherwise. */
  id?: string;
  hint?: ReactNode;
  onChange?: (event: ChangeEvent<E>) => void;
}) {
  const [field, meta] = useField<string>(name);
  const [edited, setEdited] = useState(false);
  const error = useFieldError(meta, edited);
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    /** formik's name, value and handlers, to spread first (the caller's own props may override onBlur). */
    field,
    /** Spread after the caller's props: the bound value, change tracking, id and the ARIA that ties in the messages. */
    bound: {
      value: field.value ?? '',
      onChange: (event: ChangeEvent<E>) => {
        setEdited(true);
        field.onChange(event);
        onChange?.(event);
      },
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
    error,
    inputId,
    hintId,
    errorId,
  };
}
