// The strength meter's four criteria, each lighting one bar.
import { passwordCriteria, passwordScore } from '../../../../src/ui/form/passwordStrength';

describe('password strength criteria', () => {
  it.each([
    ['', { case: false, special: false, number: false, length: false }, 0],
    ['abc', { case: false, special: false, number: false, length: false }, 0],
    ['7', { case: false, special: false, number: true, length: false }, 1],
    ['aB', { case: true, special: false, number: false, length: false }, 1],
    ['ab@', { case: false, special: true, number: false, length: false }, 1],
    ['ab_', { case: false, special: true, number: false, length: false }, 1],
    // The rule refuses '#', spaces and other symbols: the hint lights only for the specials it accepts.
    ['ab#', { case: false, special: false, number: false, length: false }, 0],
    ['ab-', { case: false, special: false, number: false, length: false }, 0],
    ['abcdefgh', { case: false, special: false, number: false, length: true }, 1],
    ['ABCDEFGH', { case: false, special: false, number: false, length: true }, 1],
    ['Abcdefgh', { case: true, special: false, number: false, length: true }, 2],
    ['Abcdef1h', { case: true, special: false, number: true, length: true }, 3],
    ['Secret@123', { case: true, special: true, number: true, length: true }, 4],
    ['Aa1 ', { case: true, special: false, number: true, length: false }, 2],
  ])('rates %j as %j (%i bars)', (password, criteria, bars) => {
    expect(passwordCriteria(password)).toEqual(criteria);
    expect(passwordScore(password)).toBe(bars);
  });
});
