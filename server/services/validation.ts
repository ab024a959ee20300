// Runs a contract yup schema on a request part; failures become 400 `{ message, errors: { field: id } }`.
import { ValidationError, type Schema } from 'yup';
import { badRequest } from './errors';

const fieldPath = (path: string | undefined) => (path ? path.replace(/^\[(\d+)\]/, '$1') : '_');
/** Messages that are not our ids (yup's own type errors) become the generic one. */
const messageId = (message: string) =>
  message.startsWith('validation.') ? message : 'validation.field.invalid';

/** Copies plain data without keys that name Object.prototype members (yup trips over e.g. "constructor"). */
function plainData(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => plainData(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!(key in Object.prototype)) copy[key] = plainData(item, depth + 1);
  }
  return copy;
}

export async function validate<T>(schema: Schema<T>, value: unknown): Promise<T> {
  try {
    return await schema.validate(plainData(value ?? {}), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const item of inner) {
      const field = fieldPath(item.path);
      errors[field] ??= messageId(item.message);
    }
    const first = Object.values(errors)[0] ?? 'validation.field.invalid';
    throw badRequest(first, errors);
  }
}
