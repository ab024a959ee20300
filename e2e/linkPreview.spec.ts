// A shared product link, as a chat app or a social network reads it: the product page's copy-link control gives an
// address which, fetched without JavaScript, carries the product's Open Graph title, picture and price, in the
// language of the page it was copied from. The Arabic page is Arabic on a first visit (no stored language).
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { unitPrice } from '../src/contract';
import { egp, findProduct, t } from './support/catalogue';
import { expect, test } from './support/test';

type Node = DefaultTreeAdapterMap['node'];

/** The page's <meta> contents by name or property, as a crawler reads them. */
function metaOf(html: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: Node) => {
    if ('tagName' in node && node.tagName === 'meta') {
      const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
      const key = attr('property') ?? attr('name');
      if (key && !found.has(key)) found.set(key, attr('content') ?? '');
    }
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parse(html));
  return found;
}

for (const lang of ['en', 'ar'] as const) {
  test(`the copied product link shows its name, picture and price without JavaScript (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const product = await findProduct(request, 'ProBook 16 M4 Max');
    const name = lang === 'ar' ? product.nameAr : product.name;
    await page.goto(`/item/${product._id}?lang=${lang}`);
    // The app itself speaks the address's language on a first visit.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    await page.getByRole('button', { name: t(lang, 'product.share.copy') }).click();
    await expect(page.getByRole('button', { name: t(lang, 'product.share.copied') })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/item/${product._id}`);

    // Fetched as a link-preview bot does: no JavaScript, no stored language.
    const shared = await request.get(copied, { headers: { accept: 'text/html' } });
    expect(shared.status()).toBe(200);
    const meta = metaOf(await shared.text());
    const title = t(lang, 'titles.format', { screen: name });
    expect(meta.get('og:title')).toBe(title);
    expect(meta.get('og:type')).toBe('product');
    expect(meta.get('og:locale')).toBe(lang === 'ar' ? 'ar_EG' : 'en_EG');
    expect(meta.get('product:price:amount')).toBe(String(unitPrice(product)));
    expect(meta.get('product:price:currency')).toBe('EGP');
    expect(meta.get('og:description')).toContain(egp(lang, unitPrice(product)));
    expect(meta.get('twitter:card')).toBe('summary_large_image');

    const picture = await request.get(meta.get('og:image')!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
    expect((await picture.body()).length).toBeGreaterThan(1000);
  });
}
