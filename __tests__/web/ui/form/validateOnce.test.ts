// validateOnce: formik's errors for a yup schema, each set of values checked once.
import { object, string } from 'yup';
import { validateOnce } from '../../../../src/ui/form/validateOnce';

type Values = { city: string; note: string };
const schema = () =>
  object({
    city: string().required('validation.city.required'),
    note: string().max(5, 'validation.note.max'),
  });

describe('validateOnce', () => {
  it('gives formik-shaped errors, empty text counting as absent, and none for valid values', () => {
    const validate = validateOnce<Values>(schema());
    expect(validate({ city: '', note: 'too long' })).toEqual({
      city: 'validation.city.required',
      note: 'validation.note.max',
    });
    expect(validate({ city: 'Dokki', note: '' })).toEqual({});
  });

  it('checks the same values once, and checks again whenever a field changed', () => {
    const checked = schema();
    const validateSync = jest.spyOn(checked, 'validateSync');
    const validate = validateOnce<Values>(checked);
    const typed = { city: '', note: '' };
    const first = validate(typed);
    // Leaving the field and then submitting hand formik's same values in again, the first as a new object.
    expect(validate({ ...typed })).toBe(first);
    expect(validate(typed)).toBe(first);
    expect(validateSync).toHaveBeenCalledTimes(1);
    // A change is checked, and so is a change back: never a stale answer.
    expect(validate({ ...typed, city: 'Giza' })).toEqual({});
    expect(validate({ ...typed })).toEqual({ city: 'validation.city.required' });
    expect(validateSync).toHaveBeenCalledTimes(3);
    // A field formik added or dropped is a change too.
    expect(validate({ city: '' } as Values)).toEqual({ city: 'validation.city.required' });
    expect(validateSync).toHaveBeenCalledTimes(4);
  });

  it('lets an error that is not a validation failure through', () => {
    const broken = object({ city: string().test('boom', 'x', () => Promise.resolve(true)) });
    // An asynchronous test cannot run synchronously: yup throws, and that must not read as 'no errors'.
    expect(() => validateOnce<{ city: string }>(broken)({ city: 'a' })).toThrow();
  });
});
