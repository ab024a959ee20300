// The message a formik field shows: once the shopper has changed or left it, translated when it is a message id.
import { useIntl } from 'react-intl';
import type { FieldMetaProps } from 'formik';

/** Schema messages are locale ids; messages from the server are text already. */
export function useTranslatedError() {
  const intl = useIntl();
  return (message: string | undefined) => {
    if (!message) return undefined;
    return message in intl.messages ? intl.formatMessage({ id: message }) : message;
  };
}

/** `edited`: the shopper has typed in the field (even if it is back to its first value). */
export function useFieldError(meta: FieldMetaProps<unknown>, edited = false) {
  const translate = useTranslatedError();
  // Validation runs on change, so a message appears while typing, not only after leaving the field.
  const shown = meta.touched || edited || meta.value !== meta.initialValue;
  return shown ? translate(meta.error) : undefined;
}
