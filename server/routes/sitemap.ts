// GET /sitemap.xml (and /sitemap-{n}.xml once it is an index): the shop's content pages, categories and products in
// English and Arabic (server/services/sitemap.ts), read from the database at every request, so a back-office change
// shows in the next one. A file is streamed as it is read, a batch of products at a time.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../services/errors';
import {
  CONTENT_PAGES,
  URLSET_CLOSE,
  URLSET_OPEN,
  categoryPath,
  pageEntries,
  pagesPerFile,
  productPath,
  sitemapIndex,
  type SitemapPage,
} from '../services/sitemap';
import { limited, type RouteContext } from './context';

/** Products read by one statement while a file is written. */
const BATCH = 2000;
const XML = 'application/xml; charset=utf-8';

export function sitemapRoutes(ctx: RouteContext) {
  const { catalogue, config } = ctx;

  /** The fixed pages (content pages, then categories) with their last changes. */
  async function fixedPages(): Promise<SitemapPage[]> {
    const categories = await catalogue.sitemapCategories();
    const latest = (times: (number | null)[]) =>
      times.reduce<number | null>((a, b) => (b === null ? a : a === null ? b : Math.max(a, b)), null);
    // Home shows every category's products; the categories page the categories. About and contact: no known time.
    const everything = latest(categories.map((c) => c.lastmod));
    const listed = categories.filter((c) => !c.archived);
    const contentLastmod: Record<string, number | null> = {
      '/': everything,
      '/categories': latest(listed.map((c) => c.lastmod)),
    };
    return [
      ...CONTENT_PAGES.map((path) => ({ path, lastmod: contentLastmod[path] ?? null })),
      ...listed.map((c) => ({ path: categoryPath(c.id), lastmod: c.lastmod })),
    ];
  }

  /** The urlset of pages [start, end) in sitemap order (content pages, categories, products by seq). */
  async function* urlset(start: number, end: number, fixedCount: number): AsyncGenerator<string> {
    yield URLSET_OPEN;
    if (start < fixedCount) {
      const fixed = await fixedPages();
      let chunk = '';
      // Never more than counted: a category created since the count waits for the next read, the file stays in bounds.
      for (const page of fixed.slice(start, Math.min(end, fixedCount)))
        chunk += pageEntries(config.appUrl, page);
      yield chunk;
    }
    const offset = Math.max(0, start - fixedCount);
    const limit = end - Math.max(start, fixedCount);
    if (limit > 0)
      for await (const rows of catalogue.sitemapProducts({ offset, limit, batch: BATCH })) {
        let chunk = '';
        for (const row of rows) chunk += pageEntries(config.appUrl, { path: productPath(row.id), ...row });
        yield chunk;
      }
    yield URLSET_CLOSE;
  }

  /** File `part` (0: /sitemap.xml, the whole urlset or the index; n: the index's n-th child). */
  async function answer(reply: FastifyReply, part: number) {
    const totals = await catalogue.sitemapTotals();
    const fixedCount = CONTENT_PAGES.length + totals.categories;
    const pages = fixedCount + totals.products;
    const perFile = pagesPerFile(config.appUrl, totals.longestId);
    const files = Math.ceil(pages / perFile);
    if (part > 0 && (files === 1 || part > files)) throw notFound('server.route.notFound');
    // Read again at every request: a crawler must never be told about a page that is gone.
    reply.type(XML).header('cache-control', 'no-cache');
    if (part === 0 && files > 1) return reply.send(sitemapIndex(config.appUrl, files));
    const start = part === 0 ? 0 : (part - 1) * perFile;
    const end = part === 0 ? pages : Math.min(pages, part * perFile);
    return reply.send(Readable.from(urlset(start, end, fixedCount)));
  }

  return async (app: FastifyInstance) => {
    const schema = {
      tags: ['seo'],
      summary: 'The sitemap (XML): every page of the shop in English and Arabic',
    };
    // Each file reads the catalogue: one address gets config.rateLimits.sitemap requests a minute of each.
    const config = limited(ctx.config.rateLimits.sitemap);
    app.get('/sitemap.xml', { schema, config }, (_request, reply) => answer(reply, 0));
    app.get<{ Params: { part: string } }>(
      '/sitemap-:part(^[1-9]\\d{0,5}).xml',
      { schema: { ...schema, summary: 'One file of the sitemap index' }, config },
      (request, reply) => answer(reply, Number(request.params.part)),
    );
  };
}
