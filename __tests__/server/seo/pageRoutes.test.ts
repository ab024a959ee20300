// The server's table of the SPA's pages stays in step with the SPA's own (src/config/paths.ts): every address the
// SPA links to is a screen the server knows, public or private as it should be.
import { carriesSearch, pageRouteOf } from '../../../server/seo/pageRoutes';
import { paths } from '../../../src/config/paths';
import { BLOG_ARTICLES } from '../../../src/contract/content';

/** Every path of the SPA, its parameters filled in (an article by a slug the blog has). */
const everyPath = Object.values(paths).map((path) =>
  path === paths.blogArticle ? path(BLOG_ARTICLES[0].slug) : typeof path === 'function' ? path('x1') : path,
);
const PUBLIC = new Set<string>([
  paths.home,
  paths.categories,
  paths.categoryListing('x1'),
  paths.categoryListing(),
  paths.item('x1'),
  paths.search('x1'),
  paths.search(),
  paths.about,
  paths.contact,
  paths.blog,
  paths.returnsPolicy,
  paths.blogArticle(BLOG_ARTICLES[0].slug),
  paths.privacy,
  paths.terms,
]);

describe('the server’s table of pages', () => {
  it.each(everyPath)('knows %s, as public or private as the shop means it', (address) => {
    const [path = '', query = ''] = address.split('?');
    const route = pageRouteOf(path, query ? `?${query}` : '');
    expect(route.kind).not.toBe('unknown');
    expect({ address, indexed: route.kind !== 'private' }).toEqual({ address, indexed: PUBLIC.has(address) });
  });

  it('matches paths whatever their case and with a trailing slash, as the SPA’s router does', () => {
    expect(pageRouteOf('/favourites/', '')).toMatchObject({ kind: 'private', titleId: 'titles.favourites' });
    expect(pageRouteOf('/CHECKOUT', '')).toEqual({ kind: 'private', titleId: 'titles.checkout' });
    expect(pageRouteOf('/Item/abc/', '')).toEqual({ kind: 'product', id: 'abc' });
  });

  it('reads the category from the query, and whether it carries a search term, and nothing else', () => {
    expect(pageRouteOf('/categoriesname', '?category=%20phones%20&page=2')).toEqual({
      kind: 'listing',
      category: 'phones',
    });
    expect(pageRouteOf('/categoriesname', '?page=2')).toEqual({ kind: 'allProducts' });
    expect(pageRouteOf('/search', '?search=Pro')).toEqual({ kind: 'search' });
    expect(['?search=Pro', '?page=2&search=%D9%87', '?search=%20', '?page=2', ''].map(carriesSearch)).toEqual(
      [true, true, false, false, false],
    );
  });

  it.each(['/item', '/item/1/reviews', '/staff/nowhere', '/about/us', '/%E0%A4%A'])(
    'has no screen for %s',
    (path) => {
      expect(pageRouteOf(path, '')).toEqual({ kind: 'unknown' });
    },
  );
});
