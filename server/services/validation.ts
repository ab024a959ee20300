// Runs a contract yup schema on a request part; failures become 400 `{ message, errors: { field: id } }`.
import { ValidationError, type Schema } from 'yup';
import { badRequest } from './errors';

const fieldPath = (path: string | undefined) => (path ? path.replace(/^\[(\d+)\]/, '$1') : '_');
/** Messages that are not our ids (yup's own type errors) become the generic one. */
const messageId = (message: string) =>
  message.startsWith('validation.') ? message : 'validation.field.invalid';

export async function validate<T>(schema: Schema<T>, value: unknown): Promise<T> {
  try {
    return await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
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
