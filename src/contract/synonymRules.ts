// The rules of a synonym group (the contract's limits in search.ts) as yup, for the back office's form and the
// server's validation alike: 2 to 12 distinct terms, each 1 to 40 characters after trimming.
import { array, object, string, type ObjectSchema } from 'yup';
import {
  SYNONYM_TERM_MAX_LENGTH,
  SYNONYM_TERMS_MAX,
  SYNONYM_TERMS_MIN,
  type SynonymGroupRequest,
} from './search';

/** The terms of a group as a person types them: separated by commas (Latin or Arabic) or new lines, trimmed. */
export const termsFromText = (text: string): string[] =>
  text
    .split(/[,،\n]/)
    .map((term) => term.trim())
    .filter((term) => term !== '');

/** Terms are the same when they differ only in letter case. */
const key = (term: string) => term.trim().toLocaleLowerCase();

export const synonymGroupSchema = (): ObjectSchema<SynonymGroupRequest> =>
  object({
    terms: array(
      string()
        .strict()
        .required('validation.required')
        .test('length', 'validation.synonyms.term', (term) => {
          const length = term.trim().length;
          return length >= 1 && length <= SYNONYM_TERM_MAX_LENGTH;
        }),
    )
      .strict()
      .required('validation.required')
      .min(SYNONYM_TERMS_MIN, 'validation.synonyms.count')
      .max(SYNONYM_TERMS_MAX, 'validation.synonyms.count')
      .test(
        'distinct',
        'validation.synonyms.repeated',
        (terms) => new Set(terms.map(key)).size === terms.length,
      ),
  }) as ObjectSchema<SynonymGroupRequest>;
