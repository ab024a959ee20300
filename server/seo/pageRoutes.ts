// The SPA's pages as the server sees them: which screen an address shows, whether search engines may index it, and
// the title the screen gives the tab (the SPA's own message ids: src/app/routeTable.tsx). The server may not import
// the SPA's paths (src/config/paths.ts); __tests__/server/seo/pageRoutes.test.ts holds the two tables in step.
import { BLOG_ARTICLES } from '../../src/contract/content';

export type PageRoute =
  | { kind: 'home' }
  /** Every product: /categories, and /categoriesname without a category. */
  | { kind: 'allProducts' }
  | { kind: 'listing'; category: string }
  | { kind: 'product'; id: string | undefined }
  /** The search page; its term is the query's `search` (carriesSearch). */
  | { kind: 'search' }
  /** A public page with its own title and description (about, contact, blog and its articles, privacy, terms, returns). */
  | { kind: 'content'; path: string; titleId: string; descriptionId: string }
  /**
   * Signed-in, one-time or back-office screens, and the cart and favourites (what one browser keeps: nothing a search
   * engine could show anyone else; robots.txt keeps crawlers out of them too): never indexed.
   */
  | { kind: 'private'; titleId: string }
  /** No screen: the SPA's not-found screen. */
  | { kind: 'unknown' };

const CONTENT: Record<string, { path: string; titleId: string; descriptionId: string }> = {
  '/about': { path: '/about', titleId: 'titles.about', descriptionId: 'server.seo.about.description' },
  '/contact': {
    path: '/contact',
    titleId: 'titles.contact',
    descriptionId: 'server.seo.contact.description',
  },
  '/blog': { path: '/blog', titleId: 'titles.blog', descriptionId: 'server.seo.blog.description' },
  '/returns': {
    path: '/returns',
    titleId: 'titles.returnsPolicy',
    descriptionId: 'server.seo.returns.description',
  },
  '/privacy': {
    path: '/privacy',
    titleId: 'titles.privacy',
    descriptionId: 'server.seo.privacy.description',
  },
  '/terms': { path: '/terms', titleId: 'titles.terms', descriptionId: 'server.seo.terms.description' },
  // Each article: its title, and the blog list's line about it as its description.
  ...Object.fromEntries(
    BLOG_ARTICLES.map(({ id, slug }) => [
      `/blog/${slug}`,
      {
        path: `/blog/${slug}`,
        titleId: `blog.article${id}.title`,
        descriptionId: `blog.article${id}.description`,
      },
    ]),
  ),
};

/** Private screens by path pattern (lower case; `*` is one path segment) and the title id the SPA gives each. */
const PRIVATE: [pattern: string, titleId: string][] = [
  ['/cart', 'titles.cart'],
  ['/favourites', 'titles.favourites'],
  ['/profile', 'titles.profile'],
  ['/myorder', 'titles.myOrders'],
  ['/checkout', 'titles.checkout'],
  ['/order', 'titles.order'],
  ['/notorder', 'titles.notOrder'],
  ['/trackingorder/*', 'titles.tracking'],
  ['/login', 'titles.login'],
  ['/signup', 'titles.signup'],
  ['/forgot-password', 'titles.forgot'],
  ['/find-order', 'titles.findOrder'],
  ['/reset-password/*', 'titles.reset'],
  ['/successreset', 'titles.successReset'],
  ['/unlock-account/*', 'titles.unlock'],
  ['/confirm-email/*', 'titles.confirmEmail'],
  ['/qa', 'titles.qa'],
  ['/staff', 'backOffice.titles.orders'],
  ['/staff/orders', 'backOffice.titles.orders'],
  ['/staff/orders/*', 'backOffice.titles.order'],
  ['/staff/emails', 'backOffice.titles.emails'],
  ['/staff/returns', 'backOffice.titles.returns'],
  ['/staff/messages', 'backOffice.titles.messages'],
  ['/staff/messages/*', 'backOffice.titles.message'],
  ['/staff/products', 'backOffice.titles.products'],
  ['/staff/products/new', 'backOffice.titles.product'],
  ['/staff/products/*', 'backOffice.titles.product'],
  ['/staff/categories', 'backOffice.titles.categories'],
  ['/staff/activity', 'backOffice.titles.activity'],
  ['/staff/stock', 'backOffice.titles.stock'],
  ['/staff/accounts', 'backOffice.titles.staff'],
  ['/staff/synonyms', 'backOffice.titles.synonyms'],
  ['/staff/searches', 'backOffice.titles.searches'],
];

const matches = (pattern: string, path: string) => {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, i) => part === '*' || part === have[i]);
};

/** A path segment's text; undefined when it is not valid percent-encoding. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * True when the query carries a search term (`search`, as the search page and the API spell it): a page of results
 * made of what a visitor typed, which search engines never index (docs/seo.md).
 */
export const carriesSearch = (search: string): boolean =>
  Boolean(new URLSearchParams(search).get('search')?.trim());

/**
 * The screen `path` (no query) shows, with `search` (the query, '?…' or '') for the listing and the search. Like the
 * SPA's router, paths match whatever their case and with one trailing slash.
 */
export function pageRouteOf(path: string, search: string): PageRoute {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const lower = trimmed.toLowerCase();
  const query = new URLSearchParams(search);
  if (lower === '/') return { kind: 'home' };
  if (lower === '/categories') return { kind: 'allProducts' };
  if (lower === '/categoriesname') {
    const category = query.get('category')?.trim();
    return category ? { kind: 'listing', category } : { kind: 'allProducts' };
  }
  if (lower === '/search') return { kind: 'search' };
  const item = /^\/item\/([^/]+)$/i.exec(trimmed);
  if (item) return { kind: 'product', id: decoded(item[1]!) };
  const content = CONTENT[lower];
  if (content) return { kind: 'content', ...content };
  const closed = PRIVATE.find(([pattern]) => matches(pattern, lower));
  if (closed) return { kind: 'private', titleId: closed[1] };
  return { kind: 'unknown' };
}
