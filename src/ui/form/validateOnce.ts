// A formik `validate` for a yup schema that checks each set of values once. Formik validates on every change, then
// again when a field is left and again on submit, both times with values it has already checked (as a new object
// when a field is left). So the last answer is kept with its values and given again while every field still holds
// the same value. Leaving the order note and pressing Place Order re-ran the checkout schema in that press: 5–17 CPU
// profile samples in yup on a 4× throttled phone against 2–5 with this (~8 → ~2 ms; 3 presses each, traces of
// `npm run bench:inp`'s checkout, 2026-11-26). The check is formik's own (`validateYupSchema`, empty text as
// absent), run synchronously: schemas given here must have no asynchronous tests.
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import { ValidationError, type Schema } from 'yup';

/** Every field the same (formik replaces what it changes, and never edits values in place). */
const sameFields = (a: FormikValues, b: FormikValues) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

export function validateOnce<Values extends FormikValues>(
  schema: Schema,
): (values: Values) => FormikErrors<Values> {
  let last: { values: Values; errors: FormikErrors<Values> } | undefined;
  return (values) => {
    if (!last || !sameFields(last.values, values)) {
      let errors: FormikErrors<Values> = {};
      try {
        void validateYupSchema(values, schema, true);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        errors = yupToFormErrors<Values>(error);
      }
      last = { values, errors };
    }
    return last.errors;
  };
}
