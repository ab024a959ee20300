// Phones as Egyptians paste them: every way of writing one mobile number is the one number the shop keeps.
import { normalisePhone } from '../../../src/contract/accountRules';
import { phoneSchema } from '../../../src/contract/schemas';

describe('normalisePhone', () => {
  it.each([
    ['+20 101 234 5678'],
    ['+201012345678'],
    ['0101 234 5678'],
    ['01012345678'],
    ['00201012345678'],
    ['201012345678'],
    ['٠١٠١٢٣٤٥٦٧٨'],
    ['+٢٠ ١٠١ ٢٣٤ ٥٦٧٨'],
    ['۰۱۰۱۲۳۴۵۶۷۸'],
    ['(010) 1234-5678'],
    ['010.1234.5678'],
    ['\u202a+20 101 234 5678\u202c'],
    ['+20\u00a0101\u00a0234\u00a05678'],
  ])('reads %j as 01012345678', (typed) => {
    expect(normalisePhone(typed)).toBe('01012345678');
    expect(phoneSchema().validateSync(typed)).toBe('01012345678');
  });

  it.each([['+20 101 234 567'], ['+44 7700 900123'], ['0201012345678'], ['0131234567 8'], ['phone']])(
    'refuses %j',
    (typed) => {
      expect(() => phoneSchema().validateSync(typed)).toThrow('validation.phone.invalid');
    },
  );
});
