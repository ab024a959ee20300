// The message a formik field shows: once the shopper has changed or left it, translated when it is a message id.
import { useIntl } from 'react-intl';
import { useFormikContext, type FieldMetaProps } from 'formik';

/** Schema messages are locale ids; messages from the server are text already. */
export function useTranslatedError() {
  const intl = useIntl();
  return (message: string | undefined) => {
    if (!message) return undefined;
    return message in intl.messages ? intl.formatMessage({ id: message }) : message;
  };
}

/**
 * `edited`: the shopper has typed in the field (even if it is back to its first value). Validation runs on change,
 * so a message appears while typing, and for every field once the form was submitted. Merely leaving an untouched
 * field shows nothing: a message appearing on blur moves the page under the pointer, and a click on a link below
 * (mouse down blurs, mouse up lands elsewhere) would be lost.
 */
export function useFieldError(meta: FieldMetaProps<unknown>, edited = false) {
  const translate = useTranslatedError();
  const { submitCount } = useFormikContext();
  const shown = edited || submitCount > 0 || meta.value !== meta.initialValue;
  return shown ? translate(meta.error) : undefined;
}
