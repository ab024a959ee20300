// The in-memory index must find exactly what the SQL listing finds (category, price, spec values and, for every
// word, `search_text LIKE '%word%'`), in catalogue order: checked against a plain filter of generated catalogues.
import fc from 'fast-check';
import {
  SearchIndex,
  SearchIndexBuilder,
  SPEC_FILTERS,
  type IndexedProduct,
  type ListingFilter,
  type ListingOrder,
} from '../../../server/catalogue/searchIndex';
import { normaliseSearch, searchWords } from '../../../server/catalogue/searchText';

/** What the database does: every filter holds, first `cap` in seq order, the page within them. */
function scan(
  catalogue: IndexedProduct[],
  filter: ListingFilter,
  { offset, limit, cap = Infinity }: { offset: number; limit: number; cap?: number },
) {
  const matching = catalogue
    .filter(
      (p) =>
        (filter.categoryId === undefined || p.categoryId === filter.categoryId) &&
        (filter.lowestPrice === undefined || p.effectivePrice >= filter.lowestPrice) &&
        (filter.highestPrice === undefined || p.effectivePrice <= filter.highestPrice) &&
        SPEC_FILTERS.every((c) => !filter.specs?.[c]?.length || filter.specs[c].includes(p[c])) &&
        (filter.words ?? []).every((word) => p.searchText.includes(word)),
    )
    .slice(0, cap);
  // Then sorted as SQL sorts them: by price (seq breaks ties), or newest first (then the higher seq).
  const byOrder: Record<ListingOrder, (a: IndexedProduct, b: IndexedProduct) => number> = {
    featured: (a, b) => a.seq - b.seq,
    'price-asc': (a, b) => a.effectivePrice - b.effectivePrice || a.seq - b.seq,
    'price-desc': (a, b) => b.effectivePrice - a.effectivePrice || a.seq - b.seq,
    newest: (a, b) => b.createdAt - a.createdAt || b.seq - a.seq,
  };
  const sorted = [...matching].sort(byOrder[filter.sort ?? 'featured']);
  return { seqs: sorted.slice(offset, offset + limit).map((p) => p.seq), total: matching.length };
}

const product = (seq: number, searchText: string, rest: Partial<IndexedProduct> = {}): IndexedProduct => ({
  seq,
  searchText: normaliseSearch(searchText),
  categoryId: 'laptops',
  effectivePrice: 1000,
  createdAt: seq * 1000,
  cpu: '',
  memory: '',
  storage: '',
  display: '',
  ...rest,
});

// Few letters and values, so that words share pieces and filters often match some products, all or none.
const letter = fc.constantFrom('a', 'b', 'o', 'k', '1', '#', 'ب', 'ك', 'ا');
const token = fc.string({ unit: letter, minLength: 1, maxLength: 7 });
const text = fc.array(token, { maxLength: 6 }).map((tokens) => tokens.join(' '));
const category = fc.constantFrom('laptops', 'desktops', 'phones');
const price = fc.integer({ min: 0, max: 10 }).map((n) => n * 100);
const spec = fc.constantFrom('', 'M3', 'M4', '16 GB');
const catalogueOf = ({ minLength = 0, maxLength = 60 } = {}) =>
  fc
    .array(
      fc.record({
        text,
        categoryId: category,
        effectivePrice: price,
        // Few instants, so that products added together tie.
        createdAt: fc.integer({ min: 0, max: 5 }),
        cpu: spec,
        memory: spec,
      }),
      {
        minLength,
        maxLength,
      },
    )
    .map((rows) =>
      rows.map((row, i) => product(3 * i + 1, row.text, { ...row, storage: i % 2 ? '1 TB' : '512 GB' })),
    );

/**
 * A query word (never empty, as searchWords gives none): mostly a piece of one of the catalogue's tokens, so that
 * long words match too, or any token.
 */
const wordOf = (catalogue: IndexedProduct[]) => {
  const tokens = catalogue.flatMap((p) => p.searchText.split(' ')).filter(Boolean);
  if (tokens.length === 0) return token;
  const piece = fc.tuple(fc.constantFrom(...tokens), fc.nat(), fc.nat()).map(([t, a, b]) => {
    const start = a % t.length;
    return t.slice(start, start + 1 + (b % (t.length - start)));
  });
  return fc.oneof({ arbitrary: piece, weight: 3 }, { arbitrary: token, weight: 1 });
};

/** Each filter absent half the time, so that listings with no filter, one or several all come up often. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
const filterOf = (catalogue: IndexedProduct[]): fc.Arbitrary<ListingFilter> =>
  fc.record({
    categoryId: maybe(fc.oneof(category, fc.constant('gone'))),
    lowestPrice: maybe(price),
    highestPrice: maybe(price),
    specs: maybe(
      fc.record({ cpu: fc.array(spec, { maxLength: 3 }), memory: maybe(fc.array(spec, { maxLength: 2 })) }),
    ),
    words: maybe(fc.array(wordOf(catalogue), { minLength: 1, maxLength: 3 })),
    sort: maybe(fc.constantFrom<ListingOrder>('featured', 'price-asc', 'price-desc', 'newest')),
  });

const listingOf = (catalogues: fc.Arbitrary<IndexedProduct[]>, maxOffset: number, maxCap: number) =>
  catalogues.chain((catalogue) =>
    fc.tuple(
      fc.constant(catalogue),
      filterOf(catalogue),
      fc.record({
        offset: fc.integer({ min: 0, max: maxOffset }),
        limit: fc.integer({ min: 1, max: 20 }),
        cap: fc.oneof(fc.constant(Infinity), fc.integer({ min: 1, max: maxCap })),
      }),
    ),
  );
const listing = listingOf(catalogueOf(), 40, 70);
/** Catalogues of many products, so that a word's set of products spans several 32-product runs. */
const largeListing = listingOf(catalogueOf({ minLength: 33, maxLength: 300 }), 300, 320);
/** Words alone over the whole catalogue: runs of 32 products before and after the page are only counted. */
const largeSearch = catalogueOf({ minLength: 33, maxLength: 300 }).chain((catalogue) =>
  fc.tuple(
    fc.constant(catalogue),
    fc.record({
      words: fc.array(wordOf(catalogue), { minLength: 1, maxLength: 2 }),
      sort: maybe(fc.constantFrom<ListingOrder>('price-asc', 'newest')),
    }),
    fc.record({
      offset: fc.integer({ min: 0, max: 300 }),
      limit: fc.integer({ min: 1, max: 20 }),
      cap: fc.oneof(fc.constant(Infinity), fc.integer({ min: 1, max: 320 })),
    }),
  ),
);

describe('search index', () => {
  it('lists the same page and count as a plain filter, for any catalogue, filters, page and cap', () => {
    fc.assert(
      fc.property(listing, ([catalogue, filter, page]) => {
        const index = SearchIndex.of(catalogue);
        expect(index.list(filter, page)).toStrictEqual(scan(catalogue, filter, page));
        // Asked again (the words' product sets now come from the index's memory), the same answer.
        expect(index.list(filter, page)).toStrictEqual(scan(catalogue, filter, page));
      }),
      { numRuns: 500 },
    );
  });

  it('lists the same page and count as a plain filter in catalogues of hundreds of products', () => {
    fc.assert(
      fc.property(fc.oneof(largeListing, largeSearch), ([catalogue, filter, page]) => {
        const index = SearchIndex.of(catalogue);
        expect(index.list(filter, page)).toStrictEqual(scan(catalogue, filter, page));
        expect(index.list(filter, page)).toStrictEqual(scan(catalogue, filter, page));
      }),
      { numRuns: 500 },
    );
  });

  it('sizes the price range to every match but the price bounds, and offers the spec values of the category', () => {
    fc.assert(
      fc.property(listing, ([catalogue, filter, page]) => {
        const index = SearchIndex.of(catalogue);
        const { seqs } = scan(
          catalogue,
          { ...filter, lowestPrice: undefined, highestPrice: undefined, sort: undefined },
          {
            offset: 0,
            limit: Infinity,
            ...(page.cap === undefined ? {} : { cap: page.cap }),
          },
        );
        const prices = catalogue.filter((p) => seqs.includes(p.seq)).map((p) => p.effectivePrice);
        expect(index.priceRange(filter, page.cap)).toEqual(
          prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : undefined,
        );
        const inCategory = catalogue.filter(
          (p) => filter.categoryId === undefined || p.categoryId === filter.categoryId,
        );
        for (const column of SPEC_FILTERS) {
          expect(index.specValues(filter.categoryId)[column]).toEqual(
            [...new Set(inCategory.map((p) => p[column]))].filter(Boolean).sort(),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('matches a word inside a token, across Arabic letter variants and digits, never across a space', () => {
    const catalogue = [
      product(1, 'ProBook 16 Space Grey لابتوب احترافي'),
      product(4, 'AirBook ١٣ إير بوك'),
      product(7, 'Mini Cube ميني'),
      product(10, 'Pro Book'),
    ];
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

  it('takes the first matches in catalogue order up to the cap, and counts all of them without one', () => {
    const catalogue = Array.from({ length: 200 }, (_, i) =>
      product(i + 1, i % 3 === 0 ? `airbook #${i}` : `probook #${i}`, { effectivePrice: i * 10 }),
    );
    const index = SearchIndex.of(catalogue);
    expect(index.matches(['airbook'], 5)).toEqual([1, 4, 7, 10, 13]);
    expect(index.matches(['book'], 1000)).toHaveLength(200);
    expect(index.matches(['#19'], 1000)).toEqual([20, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200]);
    expect(index.list({ lowestPrice: 995 }, { offset: 0, limit: 2 })).toEqual({
      seqs: [101, 102],
      total: 100,
    });
    expect(index.list({ words: ['probook'] }, { offset: 130, limit: 10, cap: 133 })).toEqual({
      seqs: [197, 198, 200],
      total: 133,
    });
    // A page in the middle of a 32-product run, and one past every match.
    expect(index.list({ words: ['airbook'] }, { offset: 11, limit: 3 })).toEqual({
      seqs: [34, 37, 40],
      total: 67,
    });
    expect(index.list({ words: ['airbook'] }, { offset: 67, limit: 3 })).toEqual({ seqs: [], total: 67 });
  });

  it('refuses products out of catalogue order', () => {
    const builder = new SearchIndexBuilder();
    builder.add(product(5, 'a'));
    expect(() => builder.add(product(5, 'b'))).toThrow(/ascending seq/);
  });
});
