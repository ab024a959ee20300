// The in-memory search index must find exactly what `search_text LIKE '%word%'` finds for every word, in catalogue
// order: checked against a plain scan of the texts for generated catalogues and queries.
import fc from 'fast-check';
import { SearchIndex, SearchIndexBuilder, type IndexedProduct } from '../../../server/services/searchIndex';
import { normaliseSearch, searchWords } from '../../../server/services/search';

/** What the database does: every word a substring of the text, first `cap` in seq order. */
const scan = (catalogue: IndexedProduct[], words: string[], cap: number) =>
  catalogue
    .filter((p) => words.every((word) => p.searchText.includes(word)))
    .slice(0, cap)
    .map((p) => p.seq);

const catalogueOf = (texts: string[]) =>
  texts.map((text, i) => ({ seq: 3 * i + 1, searchText: normaliseSearch(text) }));

// Few letters, so that words share pieces and queries often match part of a token, several tokens or nothing.
const letter = fc.constantFrom('a', 'b', 'o', 'k', '1', '#', 'ب', 'ك', 'ا');
const token = fc.string({ unit: letter, minLength: 1, maxLength: 7 });
const text = fc.array(token, { maxLength: 6 }).map((tokens) => tokens.join(' '));

describe('search index', () => {
  /**
   * A query word (never empty, as searchWords gives none): mostly a piece of one of the catalogue's tokens, so that
   * long words match too, or any token.
   */
  const wordOf = (texts: string[]) => {
    const tokens = texts.flatMap((t) => normaliseSearch(t).split(' ')).filter(Boolean);
    if (tokens.length === 0) return token;
    const piece = fc.tuple(fc.constantFrom(...tokens), fc.nat(), fc.nat()).map(([t, a, b]) => {
      const start = a % t.length;
      return t.slice(start, start + 1 + (b % (t.length - start)));
    });
    return fc.oneof({ arbitrary: piece, weight: 3 }, { arbitrary: token, weight: 1 });
  };
  const catalogueAndQuery = fc
    .array(text, { maxLength: 60 })
    .chain((texts) => fc.tuple(fc.constant(texts), fc.array(wordOf(texts), { minLength: 1, maxLength: 3 })));

  it('finds the same products as a substring scan, for any catalogue, words and cap', () => {
    fc.assert(
      fc.property(catalogueAndQuery, fc.integer({ min: 1, max: 70 }), ([texts, words], cap) => {
        const catalogue = catalogueOf(texts);
        const index = SearchIndex.of(catalogue);
        expect(index.matches(words, cap)).toEqual(scan(catalogue, words, cap));
        // Asked again (the word's product set now comes from the index's memory), the same answer.
        expect(index.matches(words, cap)).toEqual(scan(catalogue, words, cap));
      }),
      { numRuns: 400 },
    );
  });

  it('matches a word inside a token, across Arabic letter variants and digits, never across a space', () => {
    const catalogue = catalogueOf([
      'ProBook 16 Space Grey لابتوب احترافي',
      'AirBook ١٣ إير بوك',
      'Mini Cube ميني',
      'Pro Book',
    ]);
    const index = SearchIndex.of(catalogue);
    const find = (query: string) => index.matches(searchWords(query), 100);
    expect(find('book')).toEqual([1, 4, 10]);
    expect(find('probook')).toEqual([1]);
    expect(find('o b')).toEqual([1, 4, 10]);
    expect(find('أير 13')).toEqual([4]);
    expect(find('لابتوب')).toEqual([1]);
    expect(find('cube mini')).toEqual([7]);
    expect(find('cube book')).toEqual([]);
    expect(find('e')).toEqual([1, 7]);
    expect(find('zzzz')).toEqual([]);
  });

  it('takes the first matches in catalogue order up to the cap', () => {
    const catalogue = Array.from({ length: 200 }, (_, i) => ({
      seq: i + 1,
      searchText: i % 3 === 0 ? `airbook #${i}` : `probook #${i}`,
    }));
    const index = SearchIndex.of(catalogue);
    expect(index.matches(['airbook'], 5)).toEqual([1, 4, 7, 10, 13]);
    expect(index.matches(['book'], 1000)).toHaveLength(200);
    expect(index.matches(['#19'], 1000)).toEqual([20, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200]);
  });

  it('refuses products out of catalogue order', () => {
    const builder = new SearchIndexBuilder();
    builder.add({ seq: 5, searchText: 'a' });
    expect(() => builder.add({ seq: 5, searchText: 'b' })).toThrow(/ascending seq/);
  });
});
