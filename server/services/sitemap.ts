// The sitemap's layout (sitemaps.org 0.9 with xhtml:link alternates): every page in English (its plain address) and
// Arabic (?lang=ar), each naming both and x-default (English); split into files of at most 50,000 URLs and 50 MB,
// listed by a sitemap index, once one file cannot hold them.
import { BLOG_ARTICLES } from '../../src/contract/content';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** The protocol's bounds for one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

export type SitemapLang = 'en' | 'ar';
/** Each page is listed once per language. */
export const SITEMAP_LANGS: readonly SitemapLang[] = ['en', 'ar'];

/**
 * The shop's public content pages listed first: home, the categories, about, contact, the blog and its articles,
 * privacy and terms. Search results are left to crawlers that find them; private pages are in robots.txt's Disallow
 * lines.
 */
export const CONTENT_PAGES: readonly string[] = [
  '/',
  '/categories',
  '/about',
  '/contact',
  '/blog',
  ...BLOG_ARTICLES.map(({ slug }) => `/blog/${slug}`),
  '/privacy',
  '/terms',
];

/** A page to list: its path (with its own query, if any) and when it last changed (epoch ms; null: not known). */
export interface SitemapPage {
  path: string;
  lastmod: number | null;
}

export const productPath = (id: string) => `/item/${encodeURIComponent(id)}`;
export const categoryPath = (id: string) => `/categoriesname?category=${encodeURIComponent(id)}`;

/** A page's address in `lang`: English is the plain address, Arabic adds lang=ar to its query. */
export function pageUrl(appUrl: string, path: string, lang: SitemapLang): string {
  if (lang === 'en') return `${appUrl}${path}`;
  return `${appUrl}${path}${path.includes('?') ? '&' : '?'}lang=ar`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** W3C datetime (UTC, milliseconds) */
const w3cDate = (ms: number) => new Date(ms).toISOString();

/** A page's two <url> elements (English, Arabic), each with the three alternates. */
export function pageEntries(appUrl: string, { path, lastmod }: SitemapPage): string {
  const en = escapeXml(pageUrl(appUrl, path, 'en'));
  const ar = escapeXml(pageUrl(appUrl, path, 'ar'));
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
  const modified = lastmod === null ? '' : `<lastmod>${w3cDate(lastmod)}</lastmod>`;
  return [en, ar].map((loc) => `<url><loc>${loc}</loc>${modified}${alternates}</url>\n`).join('');
}

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** The sitemap index naming `files` children: /sitemap-1.xml, /sitemap-2.xml, … */
export function sitemapIndex(appUrl: string, files: number): string {
  let xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n`;
  for (let part = 1; part <= files; part += 1)
    xml += `<sitemap><loc>${escapeXml(`${appUrl}/sitemap-${part}.xml`)}</loc></sitemap>\n`;
  return `${xml}</sitemapindex>\n`;
}

/**
 * How many pages (each two URLs) one file holds: 25,000 (50,000 URLs), fewer when the longest page could make a file
 * pass 50 MB: with the app's address and the longest id in the catalogue, each escaped at worst (an id byte
 * percent-encoded is 3 bytes; the `&` before lang=ar is `&amp;`).
 */
export function pagesPerFile(appUrl: string, longestId: number): number {
  const longestPath =
    Math.max(...CONTENT_PAGES.map((p) => p.length), categoryPath('').length) + 3 * longestId;
  const longestPage = pageEntries(appUrl, {
    path: `${'/'.repeat(longestPath)}?`,
    lastmod: Date.UTC(9999, 11, 31, 23, 59, 59, 999),
  });
  const bound = Math.floor(
    (SITEMAP_MAX_BYTES - URLSET_OPEN.length - URLSET_CLOSE.length) / Buffer.byteLength(longestPage),
  );
  return Math.max(1, Math.min(SITEMAP_MAX_URLS / SITEMAP_LANGS.length, bound));
}
