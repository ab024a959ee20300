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
