// Runs a contract yup schema on a request part; failures become 400 `{ message, errors: { field: id } }`.
// On the server nothing is coerced: a value of the wrong type (`"5"` for a number, `[..]` or `5` for text) is
// refused with the field's name, never converted. Bidirectional controls are stripped from every text first
// (docs/decisions.md): they are invisible, and stored they would reorder what staff and other shoppers read.
import { ArraySchema, ObjectSchema, ValidationError, type AnySchema, type Schema } from 'yup';
import { badRequest } from './errors';

/** U+202A–U+202E (embeddings, overrides) and U+2066–U+2069 (isolates). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** `text` without bidirectional controls: what every text field and file name is stored as. */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

const fieldPath = (path: string | undefined) => (path ? path.replace(/^\[(\d+)\]/, '$1') : '_');
/** Messages that are not our ids (yup's own type errors) become the generic one. */
const messageId = (message: string) =>
  message.startsWith('validation.') ? message : 'validation.field.invalid';

/**
 * Copies plain data without keys that name Object.prototype members (yup trips over e.g. "constructor"), with
 * bidirectional controls removed from every string.
 */
function plainData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutBidiControls(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => plainData(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!(key in Object.prototype)) copy[key] = plainData(item, depth + 1);
  }
  return copy;
}

/** The message `schema` gives a value of the wrong type (its typeError, or its required message for null). */
function typeMessage(schema: AnySchema, value: unknown): string {
  try {
    schema.validateSync(value, { strict: true, abortEarly: true });
  } catch (error) {
    if (error instanceof ValidationError) return messageId(error.message);
  }
  return 'validation.field.invalid';
}

/**
 * Records, by field, every value whose type its schema does not take (yup would convert it: `"5"` or `[5]` to 5,
 * `5` to "5"). Missing values are left to the schema (required, default).
 */
function typeErrors(schema: AnySchema, value: unknown, path: string, errors: Record<string, string>) {
  if (value === undefined) return;
  if (!schema.isType(value)) {
    errors[path || '_'] ??= typeMessage(schema, value);
    return;
  }
  if (schema instanceof ObjectSchema) {
    const fields = schema.fields as Record<string, AnySchema>;
    for (const [key, field] of Object.entries(fields)) {
      typeErrors(field, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, errors);
    }
  } else if (schema instanceof ArraySchema && schema.innerType) {
    (value as unknown[]).forEach((item, i) =>
      typeErrors(schema.innerType as AnySchema, item, `${path}[${i}]`, errors),
    );
  }
}

export async function validate<T>(schema: Schema<T>, value: unknown): Promise<T> {
  const data = plainData(value ?? {});
  const errors: Record<string, string> = {};
  typeErrors(schema as AnySchema, data, '', errors);
  try {
    const valid = await schema.validate(data, { abortEarly: false, stripUnknown: true });
    if (Object.keys(errors).length === 0) return valid;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const item of inner) {
      const field = fieldPath(item.path);
      errors[field] ??= messageId(item.message);
    }
  }
  const first = Object.values(errors)[0] ?? 'validation.field.invalid';
  throw badRequest(first, errors);
}
