import { applyDocumentLanguage, resolveLanguage } from '../../../src/i18n/language';

describe('resolveLanguage', () => {
  it('takes the lang query parameter first', () => {
    expect(resolveLanguage('?lang=ar', 'en')).toBe('ar');
    expect(resolveLanguage('?page=2&lang=en', 'ar')).toBe('en');
  });

  it('falls back to the stored language when the query has none or an unknown one', () => {
    expect(resolveLanguage('', 'ar')).toBe('ar');
    expect(resolveLanguage('?lang=fr', 'ar')).toBe('ar');
  });

  it('falls back to English when nothing usable is given', () => {
    expect(resolveLanguage('', null)).toBe('en');
    expect(resolveLanguage('?lang=', 'de')).toBe('en');
    expect(resolveLanguage('', { lang: 'ar' })).toBe('en');
  });
});

describe('applyDocumentLanguage', () => {
  it('sets <html lang dir> for Arabic and back for English', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    applyDocumentLanguage('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
