/*
 * A password input bound to formik: masked by default with an eye toggle, and copy, cut, paste (with their
 * keyboard shortcuts), drag-and-drop and the context menu blocked, as the spec asks of the login password.
 */
import {
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import * as extraIcons from '../icons/extra';
import { Control, ErrorText, FieldWrap, Hint, Label } from './fieldStyles';
import { useFormField } from './useFormField';

const Toggle = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-right: 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkSoft};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const CLIPBOARD_KEYS = new Set(['c', 'x', 'v']);

/** True for the keyboard shortcuts that copy, cut or paste. */
export function isClipboardShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>) {
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && CLIPBOARD_KEYS.has(key)) return true;
  // The older shortcuts: Ctrl+Insert (copy), Shift+Insert (paste), Shift+Delete (cut).
  if (key === 'insert' && (event.ctrlKey || event.shiftKey)) return true;
  return key === 'delete' && event.shiftKey;
}

const block = (event: SyntheticEvent) => event.preventDefault();

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'prefix'
> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Rendered under the field, e.g. the strength meter; it is tied to the input with aria-describedby. */
  children?: ReactNode;
}

export function PasswordField({
  name,
  label,
  hint,
  id,
  children,
  onKeyDown,
  onChange,
  ...rest
}: PasswordFieldProps) {
  const intl = useIntl();
  const { field, bound, error, inputId, hintId, errorId } = useFormField({ name, id, hint, onChange });
  const [visible, setVisible] = useState(false);
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Control $invalid={Boolean(error)} $disabled={rest.disabled}>
        <input
          {...field}
          {...rest}
          {...bound}
          type={visible ? 'text' : 'password'}
          dir="ltr"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onCopy={block}
          onCut={block}
          onPaste={block}
          onDrop={block}
          onContextMenu={block}
          onKeyDown={(event) => {
            if (isClipboardShortcut(event)) event.preventDefault();
            onKeyDown?.(event);
          }}
        />
        <Toggle
          aria-label={intl.formatMessage({ id: visible ? 'form.password.hide' : 'form.password.show' })}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={rest.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon shape={visible ? extraIcons.eyeOff : extraIcons.eye} size={20} />
        </Toggle>
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {children}
    </FieldWrap>
  );
}
