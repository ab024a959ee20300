import { normaliseSearch, searchTerms } from '../../../server/catalogue/searchText';

describe('search normalisation', () => {
  it('folds Arabic letter variants and drops diacritics and tatweel', () => {
    expect(normaliseSearch('أإآٱ')).toBe('اااا');
    expect(normaliseSearch('مكتبة')).toBe('مكتبه');
    expect(normaliseSearch('مستشفى')).toBe('مستشفي');
    expect(normaliseSearch('كِتَابٌ')).toBe('كتاب');
    expect(normaliseSearch('كتـــاب')).toBe('كتاب');
  });

  it('maps Arabic-Indic and Persian digits to Latin digits', () => {
    expect(normaliseSearch('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normaliseSearch('۱۶')).toBe('16');
  });

  it('lower-cases Latin text and collapses spaces', () => {
    expect(normaliseSearch('  ProBook   16 ')).toBe('probook 16');
  });

  it('splits a query into at most 8 escaped words', () => {
    expect(searchTerms('a_b 100% c\\d')).toEqual(['a\\_b', '100\\%', 'c\\\\d']);
    expect(searchTerms('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8);
    expect(searchTerms('   ')).toEqual([]);
  });
});
