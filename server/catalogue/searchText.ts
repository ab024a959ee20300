// Search text normalisation shared by the catalogue writer (search_text column) and the query.

const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Lower-cases Latin, folds Arabic letter variants (أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي),
 * drops diacritics and tatweel, maps Arabic-Indic and Persian digits to 0-9 and collapses spaces. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, normalised: at most 8 words of at most 64 characters. */
export function searchWords(query: string): string[] {
  return normaliseSearch(query)
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => word.slice(0, 64));
}

/** A word as a LIKE pattern's literal text (its wildcards and escape character escaped). */
export const likeLiteral = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a query as LIKE patterns' literal text. */
export function searchTerms(query: string): string[] {
  return searchWords(query).map(likeLiteral);
}

/**
 * Words written several ways that search treats as one (after normaliseSearch): units and model words in Arabic
 * and Latin spellings. `16 جيجا`, `16GB` and `16 gb` all become `16 gb`; `كور i7` becomes `core i7`.
 */
const WORD_ALIASES: Readonly<Record<string, string>> = {
  جيجا: 'gb',
  جيجابايت: 'gb',
  جيجابايتس: 'gb',
  جيجات: 'gb',
  جيجه: 'gb',
  gigabyte: 'gb',
  gigabytes: 'gb',
  giga: 'gb',
  تيرا: 'tb',
  تيرابايت: 'tb',
  terabyte: 'tb',
  terabytes: 'tb',
  بوصه: 'inch',
  بوصات: 'inch',
  انش: 'inch',
  انشات: 'inch',
  inches: 'inch',
  كور: 'core',
  واط: 'w',
  وات: 'w',
  watt: 'w',
  watts: 'w',
  ميجابكسل: 'mp',
  ميجا: 'mp',
};

/** Arabic's definite article: `اللابتوب` is searched as `لابتوب` (kept when fewer than 3 letters would remain). */
const stripArticle = (word: string) => (/^ال[\u0621-\u064a]{3,}$/u.test(word) ? word.slice(2) : word);

/** Units written after a number: `16 GB` is also the one word `16gb`, so that `16GB` finds memory, not a 16-inch name. */
const UNITS = new Set(['gb', 'tb', 'mb', 'inch', 'w', 'mp', 'mah', 'hz', 'ghz']);
const NUMBER = /^\d+(\.\d+)?$/;

/**
 * The words of a text as search matches them: normalised (normaliseSearch), split at anything that is not a letter,
 * a digit or a decimal point, numbers split from the unit after them (`16gb` → `16 gb`, not `i7`), the article
 * stripped and aliases applied; a number and its unit then make one word (`16gb`, `13inch`). A document keeps the
 * number and the unit as words too, and a decimal (`13.3`) also gives its whole part (`13`, `13inch`), so that
 * `13 inch` finds a 13.3-inch screen.
 */
export function searchTokens(text: string, { document = false } = {}): string[] {
  const words = normaliseSearch(text)
    .replace(/(\d)([^\d\s.,])/gu, '$1 $2')
    .split(/[^\p{L}\p{N}.]+|(?<!\d)\.|\.(?!\d)/u)
    .filter(Boolean)
    .map((word) => WORD_ALIASES[stripArticle(word)] ?? stripArticle(word));
  const tokens: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const unit = words[i + 1];
    const numbers = NUMBER.test(word)
      ? [word, ...(document && word.includes('.') ? [word.split('.')[0]!] : [])]
      : [];
    if (unit !== undefined && UNITS.has(unit) && numbers.length > 0) {
      for (const n of numbers) tokens.push(`${n}${unit}`);
      if (!document) {
        i += 1;
        continue;
      }
    }
    tokens.push(...(numbers.length > 0 ? numbers : [word]));
  }
  return tokens;
}

/** A query's tokens: at most 8 of at most 64 characters (a longer query is cut). */
export const queryTokens = (query: string): string[] =>
  searchTokens(query.slice(0, 200))
    .slice(0, 8)
    .map((word) => word.slice(0, 64));
