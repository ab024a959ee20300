// Put inside a formik <Form>: after a submit that fails validation, the first field marked invalid (in the page's
// order) is scrolled to the middle of the screen and focused, and how many fields need correcting is announced.
// On a phone the button sits below the form, so without it the messages appear out of sight.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useFormikContext } from 'formik';

export function FocusFirstError() {
  const intl = useIntl();
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const alert = useRef<HTMLParagraphElement>(null);
  const handled = useRef(0);

  useEffect(() => {
    // Once per attempt, when validation has finished (formik counts the attempt before it validates).
    if (isSubmitting || submitCount === handled.current || !alert.current) return;
    handled.current = submitCount;
    if (isValid) return;
    const invalid =
      alert.current.closest('form')?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    const first = invalid[0];
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
    // A new text node, so the same count on the next attempt is announced again.
    alert.current.replaceChildren(intl.formatMessage({ id: 'form.errors.count' }, { count: invalid.length }));
  }, [submitCount, isSubmitting, isValid, intl]);

  return <p ref={alert} role="alert" className="visually-hidden" />;
}
