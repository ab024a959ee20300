// Reads a sitemap or sitemap index as a crawler does (a namespace-aware XML parser) for the sitemap's tests.
import { SaxesParser } from 'saxes';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  /** hreflang → href, from its xhtml:link rel="alternate" elements. */
  alternates: Record<string, string>;
}

export interface ParsedSitemap {
  root: 'urlset' | 'sitemapindex';
  urls: SitemapUrl[];
  /** A sitemap index's children (their <loc>). */
  sitemaps: string[];
}

export function parseSitemap(xml: string): ParsedSitemap {
  const parser = new SaxesParser({ xmlns: true });
  let root: ParsedSitemap['root'] | undefined;
  const urls: SitemapUrl[] = [];
  const sitemaps: string[] = [];
  let current: SitemapUrl | undefined;
  let inSitemap = false;
  let text = '';
  parser.on('opentag', (tag) => {
    text = '';
    if (root === undefined) {
      if (tag.uri !== SITEMAP_NS || (tag.local !== 'urlset' && tag.local !== 'sitemapindex'))
        throw new Error(`not a sitemap: <${tag.name}> in ${tag.uri}`);
      root = tag.local;
    }
    if (tag.uri === SITEMAP_NS && tag.local === 'url')
      current = { loc: '', lastmod: undefined, alternates: {} };
    if (tag.uri === SITEMAP_NS && tag.local === 'sitemap') inSitemap = true;
    if (tag.uri === XHTML_NS && tag.local === 'link' && current) {
      const attr = (name: string) => tag.attributes[name]?.value ?? '';
      if (attr('rel') === 'alternate') current.alternates[attr('hreflang')] = attr('href');
    }
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag) => {
    if (tag.uri !== SITEMAP_NS) return;
    if (tag.local === 'loc' && current) current.loc = text;
    if (tag.local === 'lastmod' && current) current.lastmod = text;
    if (tag.local === 'loc' && inSitemap) sitemaps.push(text);
    if (tag.local === 'url' && current) {
      urls.push(current);
      current = undefined;
    }
    if (tag.local === 'sitemap') inSitemap = false;
  });
  parser.write(xml).close();
  if (!root) throw new Error('empty document');
  return { root, urls, sitemaps };
}
