// The strength meter's four criteria (display only; the schema's rules decide what the server accepts). The special
// criterion uses the contract's own set, so the hint never lights for a symbol the rule then refuses.
import { PASSWORD_MIN } from '../../contract/constants';
import { patterns } from '../../contract/schemas';
export type StrengthCriterion = 'case' | 'special' | 'number' | 'length';

const tests: Record<StrengthCriterion, (password: string) => boolean> = {
  case: (p) => /[a-z]/.test(p) && /[A-Z]/.test(p),
  special: (p) => patterns.special.test(p),
  number: (p) => /[0-9]/.test(p),
  length: (p) => p.length >= PASSWORD_MIN,
};

/** In the order the spec lists their labels. */
export const STRENGTH_CRITERIA: readonly StrengthCriterion[] = ['case', 'special', 'number', 'length'];

export function passwordCriteria(password: string): Record<StrengthCriterion, boolean> {
  return {
    case: tests.case(password),
    special: tests.special(password),
    number: tests.number(password),
    length: tests.length(password),
  };
}

/** How many of the four bars light up. */
export const passwordScore = (password: string) =>
  STRENGTH_CRITERIA.filter((criterion) => tests[criterion](password)).length;
