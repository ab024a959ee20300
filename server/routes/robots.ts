// GET /robots.txt: crawlers may read the shop (and the public catalogue API its pages load their data from), not the
// back office, the rest of the API, accounts, the cart, checkout or orders; the sitemap is named with its full address.
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';

/**
 * Paths crawlers are kept out of: every route the spec's table puts behind sign-in (profile, orders, checkout,
 * tracking), the sign-in pages and their emailed links, a shopper's own cart and favourites, the back office and
 * its API. Paths are case-sensitive and match as prefixes (RFC 9309), spelt as the route table spells them.
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/staff',
  '/profile',
  '/myorder',
  '/Checkout',
  '/order',
  '/notorder',
  '/trackingorder/',
  '/cart',
  '/Favourites',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/',
  '/successReset',
  '/unlock-account/',
  '/qa',
] as const;

/**
 * What the shop's pages read from the API: the longest match wins (RFC 9309), so these stay open under
 * `Disallow: /api/` and a crawler that runs the app sees what a shopper sees.
 */
export const ROBOTS_ALLOW_API = ['/api/product', '/api/category'] as const;

export function robotsText(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_ALLOW_API.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function robotsRoutes(ctx: RouteContext) {
  const text = robotsText(ctx.config.appUrl);
  return async (app: FastifyInstance) => {
    app.get(
      '/robots.txt',
      { schema: { tags: ['seo'], summary: 'Rules for crawlers, and where the sitemap is' } },
      (_request, reply) =>
        reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text),
    );
  };
}
