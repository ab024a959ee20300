// The shop's own words lead somewhere: the contact details (from the settings, samples until set) are working links,
// the blog's Read More opens its article, the footer's Privacy, Terms and Sitemap are real pages, and the partners'
// logos are drawn; in English, then in Arabic.
import { expect, test } from './support/test';
import { t } from './support/catalogue';

test('contact links, blog articles and the legal pages work in English and in Arabic', async ({
  page,
  request,
}) => {
  const contact = await (await request.get('/api/shop/contact')).json();
  await page.goto('/contact');
  const office = page.getByRole('main').locator('address');
  await expect(office.getByRole('link', { name: contact.phone })).toHaveAttribute(
    'href',
    `tel:${contact.phone.replace(/[^+\d]/g, '')}`,
  );
  await expect(office.getByRole('link', { name: contact.email })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  );
  await expect(office.getByRole('link', { name: t('en', 'contact.whatsapp') })).toHaveAttribute(
    'href',
    `https://wa.me/${contact.whatsapp}`,
  );
  await expect(office).toContainText(t('en', 'contact.sample'));
  await expect(page.getByRole('main')).not.toContainText(/advising companies/i);

  await page.goto('/blog');
  const title = t('en', 'blog.article2.title');
  await page.getByRole('link', { name: t('en', 'blog.readMoreNamed', { title }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(t('en', 'blog.article2.body2'))).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: t('en', 'footer.privacy') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'privacy.title') })).toBeVisible();
  await footer.getByRole('link', { name: t('en', 'footer.terms') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'terms.title') })).toBeVisible();
  const sitemap = await request.get(
    (await footer.getByRole('link', { name: t('en', 'footer.sitemap') }).getAttribute('href'))!,
  );
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/blog/genuine-or-fake</loc>');

  // Arabic: the same pages, right to left, in Arabic.
  await page.goto('/blog/choosing-a-laptop?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'blog.article1.title') })).toBeVisible();
  await footer.getByRole('link', { name: t('ar', 'footer.terms') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'terms.title') })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('main').locator('address')).toContainText(contact.addressAr);
  await expect(
    page.getByRole('main').getByRole('link', { name: t('ar', 'contact.whatsapp') }),
  ).toHaveAttribute('href', `https://wa.me/${contact.whatsapp}`);

  // The partners' logos are drawn (each its own picture, loaded).
  await page.goto('/');
  const logos = page.locator('img[src^="/images/site/partner-"]');
  await logos.first().scrollIntoViewIfNeeded();
  await expect(logos).toHaveCount(6);
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await page.screenshot({ path: 'test-results/e2e/screenshots/contact-ar.png', fullPage: false });
});
