// The sitemap's layout: the size of one file stays under the protocol's 50 MB even with long addresses.
import {
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  URLSET_CLOSE,
  URLSET_OPEN,
  categoryPath,
  pageEntries,
  pagesPerFile,
  productPath,
} from '../../../server/services/sitemap';

describe('pagesPerFile', () => {
  it('fills a file to 50,000 URLs when the addresses are short', () => {
    expect(pagesPerFile('https://shop.example', 36)).toBe(SITEMAP_MAX_URLS / 2);
  });

  it.each([
    ['a long APP_URL', `https://${'a'.repeat(900)}.example`, 36],
    ['long ids that percent-encode', 'https://shop.example', 400],
  ])('keeps a file of the longest pages under 50 MB with %s', (_name, appUrl, idLength) => {
    const perFile = pagesPerFile(appUrl, idLength);
    expect(perFile).toBeLessThan(SITEMAP_MAX_URLS / 2);
    // Ids of only characters that percent-encode (3 bytes each), as products and as categories (two parameters).
    const id = '€'.repeat(idLength / 3);
    for (const path of [productPath(id), categoryPath(id)]) {
      const page = pageEntries(appUrl, { path, lastmod: Date.UTC(2026, 10, 26) });
      const bytes = URLSET_OPEN.length + URLSET_CLOSE.length + perFile * Buffer.byteLength(page);
      expect(bytes).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    }
  });
});

describe('pageEntries', () => {
  it('lists a page in English and Arabic, each naming both and x-default, with & escaped', () => {
    expect(
      pageEntries('http://shop.test', { path: categoryPath('c&1'), lastmod: Date.UTC(2026, 10, 26, 9) }),
    ).toBe(
      [
        'http://shop.test/categoriesname?category=c%261',
        'http://shop.test/categoriesname?category=c%261&amp;lang=ar',
      ]
        .map(
          (loc) =>
            `<url><loc>${loc}</loc><lastmod>2026-11-26T09:00:00.000Z</lastmod>` +
            '<xhtml:link rel="alternate" hreflang="en" href="http://shop.test/categoriesname?category=c%261"/>' +
            '<xhtml:link rel="alternate" hreflang="ar" href="http://shop.test/categoriesname?category=c%261&amp;lang=ar"/>' +
            '<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.test/categoriesname?category=c%261"/>' +
            '</url>\n',
        )
        .join(''),
    );
  });
});
