// GET /robots.txt, read by a robots.txt parser as a crawler reads it (RFC 9309: the longest matching rule wins).
import robotsParser from 'robots-parser';
import { paths } from '../../../src/config/paths';
import { createTestApp, type TestApp } from '../../support/server/harness';

const APP = 'http://shop.test';

describe('robots.txt', () => {
  let t: TestApp;
  let robots: ReturnType<typeof robotsParser>;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    robots = robotsParser(`${APP}/robots.txt`, res.body);
  });
  afterAll(() => t.close());

  const allowed = (path: string) => robots.isAllowed(`${APP}${path}`, 'Googlebot');

  it('names the sitemap by its full address', () => {
    expect(robots.getSitemaps()).toEqual([`${APP}/sitemap.xml`]);
  });

  it.each([
    paths.home,
    `${paths.home}?lang=ar`,
    paths.categories,
    paths.categoryListing('abc'),
    `${paths.categoryListing('abc')}&lang=ar`,
    paths.item('abc'),
    `${paths.item('abc')}?lang=ar`,
    paths.search('laptop'),
    paths.about,
    paths.contact,
    paths.blog,
    '/sitemap.xml',
    '/images/products/quasarbook.svg',
    // What the shop's pages load their data from: a crawler that runs the app sees what a shopper sees.
    '/api/product?limit=12',
    '/api/product/abc',
    '/api/category',
  ])('lets crawlers read %s', (path) => {
    expect(allowed(path)).toBe(true);
  });

  it.each([
    paths.staff,
    paths.staffOrders,
    paths.staffOrder('abc'),
    paths.staffProducts,
    paths.staffNewProduct,
    paths.staffProduct('abc'),
    paths.staffCategories,
    paths.staffActivity,
    paths.staffEmails,
    paths.staffAccounts,
    paths.staffStock,
    paths.profile,
    paths.myOrders,
    paths.checkout,
    paths.order,
    paths.notOrder,
    paths.tracking('abc'),
    paths.cart,
    paths.favourites,
    paths.login,
    paths.signup,
    paths.forgotPassword,
    paths.resetPassword('token'),
    paths.unlockAccount('token'),
    paths.successReset,
    paths.qa,
    '/api/staff/products',
    '/api/auth/login',
    '/api/checkout/userOrders',
    '/api/addresses',
    '/api/health',
    '/api/docs',
  ])('keeps crawlers out of %s', (path) => {
    expect(allowed(path)).toBe(false);
  });
});
