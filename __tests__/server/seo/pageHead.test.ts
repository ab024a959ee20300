// Every page's head as a search engine or a link preview reads it, in English and Arabic, on the real app and
// database: title, description, canonical and hreflang addresses, <html lang dir>, Open Graph and Twitter tags,
// robots, structured data (parsed and checked against the schema.org types' required properties; a product in several
// variants as a ProductGroup, its head describing the variant ?variant=<sku> names), the statuses of
// pages that are not there, prices read fresh after a back-office change, and the preview pictures themselves.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import sharp from 'sharp';
import { shellPage } from '../../../firstFrame/build';
import { refreshDefaults } from '../../../server/catalogue';
import { products as productsTable, productVariants } from '../../../server/db/schema';
import { createTranslator, type Lang } from '../../../server/services/messages';
import {
  unitPrice,
  type BackOfficeProduct,
  type Category,
  type Product,
  type ProductDetail,
  type ProductInput,
  type Variant,
} from '../../../src/contract';
import { managerToken, products } from '../../support/server/api';
import { as, productInput } from '../../support/server/backOffice';
import { photo, photoForm, uploadRequest } from '../../support/server/photos';
import { createTestApp, type TestApp } from '../../support/server/harness';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const ORIGIN = 'http://shop.test';
const LANGS: Lang[] = ['en', 'ar'];
const translate = createTranslator();
/** index.html as the build writes it: the real template with the entry script html-webpack-plugin adds. */
const template = readFileSync(join(__dirname, '..', '..', '..', 'public', 'index.html'), 'utf8').replace(
  '</head>',
  '<script defer src=/assets/main.1234567890.js></script></head>',
);
const price = (value: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    style: 'currency',
    currency: 'EGP',
    maximumFractionDigits: 0,
  }).format(value);
const titled = (lang: Lang, screen: string) => translate('titles.format', lang, { screen });

/** What a crawler reads of a page's head. */
interface Head {
  lang: string | undefined;
  dir: string | undefined;
  titles: string[];
  meta: Map<string, string[]>;
  links: { rel: string; hreflang?: string; href: string }[];
  data: Record<string, unknown>[];
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const text = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

function readHead(html: string): Head {
  const document = parse(html);
  const head: Head = { lang: undefined, dir: undefined, titles: [], meta: new Map(), links: [], data: [] };
  const walk = (node: Node) => {
    if ('tagName' in node) {
      const element = node;
      if (element.tagName === 'html') {
        head.lang = attr(element, 'lang');
        head.dir = attr(element, 'dir');
      }
      if (element.tagName === 'title') head.titles.push(text(element));
      if (element.tagName === 'meta') {
        const key = attr(element, 'name') ?? attr(element, 'property');
        if (key) head.meta.set(key, [...(head.meta.get(key) ?? []), attr(element, 'content') ?? '']);
      }
      if (element.tagName === 'link') {
        const hreflang = attr(element, 'hreflang');
        head.links.push({
          rel: attr(element, 'rel') ?? '',
          href: attr(element, 'href') ?? '',
          ...(hreflang ? { hreflang } : {}),
        });
      }
      if (element.tagName === 'script' && attr(element, 'type') === 'application/ld+json') {
        head.data.push(JSON.parse(text(element)) as Record<string, unknown>);
      }
    }
    if ('childNodes' in node) node.childNodes.forEach(walk);
    if ('content' in node && node.content) walk(node.content);
  };
  walk(document);
  return head;
}

const one = (head: Head, key: string) => {
  const values = head.meta.get(key) ?? [];
  expect({ key, values: values.length }).toEqual({ key, values: 1 });
  return values[0]!;
};
const canonicalOf = (head: Head) => head.links.filter((l) => l.rel === 'canonical').map((l) => l.href);
const alternatesOf = (head: Head) =>
  Object.fromEntries(head.links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]));
const dataOf = (head: Head, type: string) => head.data.filter((d) => d['@type'] === type);

/**
 * The schema.org properties each type needs to be understood (schema.org's expected types and search engines'
 * required properties for a product result, a breadcrumb trail and a sitelinks search box).
 */
const REQUIRED: Record<string, string[]> = {
  Product: ['name', 'image', 'description', 'offers', 'url'],
  ProductGroup: ['name', 'productGroupID', 'variesBy', 'hasVariant', 'url'],
  Offer: ['price', 'priceCurrency', 'availability', 'itemCondition', 'url'],
  AggregateRating: ['ratingValue', 'reviewCount'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Organization: ['name', 'url'],
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
};
/** Every typed object in `data` has its type's required properties, non-empty; returns the types met. */
function checkTypes(data: unknown, types: string[] = []): string[] {
  if (Array.isArray(data)) data.forEach((each) => checkTypes(each, types));
  else if (data && typeof data === 'object') {
    const object = data as Record<string, unknown>;
    const type = object['@type'];
    if (typeof type === 'string' && REQUIRED[type]) {
      types.push(type);
      for (const property of REQUIRED[type]) {
        expect({ type, property, value: object[property] }).toEqual({
          type,
          property,
          value: expect.anything(),
        });
        expect({ type, property, empty: object[property] === '' }).toEqual({ type, property, empty: false });
      }
    }
    Object.values(object).forEach((value) => checkTypes(value, types));
  }
  return types;
}

describe('page heads', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-seo-'));
  let t: TestApp;
  let category: Category;
  let product: Product;
  let manager: string;
  let creation: ProductInput;

  beforeAll(async () => {
    // The built site as the build writes it: index.html from the real template, the pages of home, /categories and
    // /item/:id made by the build's own shellPage (without the frame renderer: the head is the subject here), and
    // our artwork.
    mkdirSync(join(staticDir, 'shells'));
    writeFileSync(join(staticDir, 'index.html'), template);
    symlinkSync(join(__dirname, '..', '..', '..', 'public', 'images'), join(staticDir, 'images'));
    const screens = [
      { name: 'home', pattern: '/' },
      { name: 'categories', pattern: '/categories' },
      { name: 'item', pattern: '/item/:id' },
    ];
    for (const screen of screens) {
      for (const lang of LANGS) {
        writeFileSync(join(staticDir, 'shells', `${screen.name}.${lang}.html`), shellPage(template, lang));
      }
    }
    writeFileSync(
      join(staticDir, 'shells', 'manifest.json'),
      JSON.stringify({
        languages: LANGS,
        screens,
      }),
    );
    t = await createTestApp({ staticDir });
    manager = await managerToken(t.app);
    category = (
      (await t.app.inject({ method: 'GET', url: '/api/category' })).json() as { categories: Category[] }
    ).categories[0]!;
    // A product of our own, with a discount, so that the price shown is the one paid.
    creation = productInput(category._id, {
      images: ['/images/products/airbook-11-core-i3-front.svg'],
      price: 52000,
      priceAfterDiscount: 48500,
      quantity: 7,
    });
    const made = await as(t.app, manager, { method: 'POST', url: '/api/staff/products', payload: creation });
    expect(made.statusCode).toBe(201);
    product = (
      (await t.app.inject({ method: 'GET', url: `/api/product/${made.json().data._id}` })).json() as {
        product: Product;
      }
    ).product;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const headOf = async (url: string, status = 200) => {
    const response = await get(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    return { head: readHead(response.body), response };
  };
  const address = (path: string, lang: Lang, query = '') =>
    `${ORIGIN}${path}${query || lang === 'ar' ? '?' : ''}${query}${query && lang === 'ar' ? '&' : ''}${lang === 'ar' ? 'lang=ar' : ''}`;

  /** The checks every indexable page passes: language, one title and description, addresses. */
  function expectIndexable(head: Head, lang: Lang, canonical: { en: string; ar: string }) {
    expect(head.lang).toBe(lang);
    expect(head.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(head.titles).toHaveLength(1);
    expect(one(head, 'description').length).toBeGreaterThan(20);
    expect(head.meta.has('robots')).toBe(false);
    expect(canonicalOf(head)).toEqual([canonical[lang]]);
    expect(alternatesOf(head)).toEqual({ en: canonical.en, ar: canonical.ar, 'x-default': canonical.en });
    if (lang === 'ar') expect(one(head, 'description')).toMatch(/[\u0600-\u06FF]/);
  }
  /** Open Graph and Twitter tags of a page with a preview picture. */
  function expectPreview(head: Head, lang: Lang, type: 'website' | 'product') {
    expect(one(head, 'og:type')).toBe(type);
    expect(one(head, 'og:title')).toBe(head.titles[0]);
    expect(one(head, 'og:description')).toBe(one(head, 'description'));
    expect(one(head, 'og:url')).toBe(canonicalOf(head)[0]);
    expect(one(head, 'og:site_name')).toBe(translate('app.name', lang));
    expect(one(head, 'og:locale')).toBe(lang === 'ar' ? 'ar_EG' : 'en_EG');
    expect(one(head, 'og:locale:alternate')).toBe(lang === 'ar' ? 'en_EG' : 'ar_EG');
    expect(one(head, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/og/v1/.+\\.jpg$`));
    expect(one(head, 'og:image:width')).toBe('1200');
    expect(one(head, 'og:image:height')).toBe('630');
    expect(one(head, 'og:image:alt').length).toBeGreaterThan(0);
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    expect(one(head, 'twitter:title')).toBe(head.titles[0]);
    expect(one(head, 'twitter:image')).toBe(one(head, 'og:image'));
  }
  /** The preview picture is a JPEG of 1200 × 630, kept long by caches. */
  async function expectPicture(url: string) {
    const response = await t.app.inject({ method: 'GET', url: url.slice(ORIGIN.length) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    const meta = await sharp(response.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  }

  describe.each(LANGS)('in %s', (lang) => {
    const q = lang === 'ar' ? '?lang=ar' : '';

    it('home: the shop’s name, its description, previews, and the shop and its search as structured data', async () => {
      const { head } = await headOf(`/${q}${q ? '&' : '?'}utm_source=newsletter`);
      expectIndexable(head, lang, { en: `${ORIGIN}/`, ar: `${ORIGIN}/?lang=ar` });
      expect(head.titles[0]).toBe(translate('app.name', lang));
      expect(one(head, 'description')).toBe(translate('server.seo.description', lang));
      expectPreview(head, lang, 'website');
      await expectPicture(one(head, 'og:image'));
      expect(checkTypes(head.data).sort()).toEqual(['Organization', 'SearchAction', 'WebSite']);
      const [site] = dataOf(head, 'WebSite') as [
        { inLanguage: string; potentialAction: { target: { urlTemplate: string } } },
      ];
      expect(site.inLanguage).toBe(lang);
      expect(site.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/search?search={search_term_string}`);
      expect(dataOf(head, 'Organization')[0]).toMatchObject({
        name: translate('app.name', lang),
        url: ORIGIN,
      });
    });

    it('a product: its name, price as the shop shows it and category; its offer, trail and picture', async () => {
      const { head, response } = await headOf(`/item/${product._id}${q}${q ? '&' : '?'}fbclid=xyz`);
      const name = lang === 'ar' ? product.nameAr : product.name;
      const categoryName = lang === 'ar' ? product.category.nameAr : product.category.name;
      const paid = unitPrice(product);
      expect(paid).toBe(48500);
      const canonical = { en: `${ORIGIN}/item/${product._id}`, ar: `${ORIGIN}/item/${product._id}?lang=ar` };
      expectIndexable(head, lang, canonical);
      expect(head.titles[0]).toBe(titled(lang, name));
      expect(one(head, 'description')).toContain(name);
      expect(one(head, 'description')).toContain(price(paid, lang));
      expect(one(head, 'description')).toContain(categoryName);
      expectPreview(head, lang, 'product');
      expect(one(head, 'og:image')).toBe(`${ORIGIN}/og/v1/images/products/airbook-11-core-i3-front.svg.jpg`);
      expect(one(head, 'og:image:alt')).toBe(name);
      expect(one(head, 'product:price:amount')).toBe('48500');
      expect(one(head, 'product:price:currency')).toBe('EGP');
      await expectPicture(one(head, 'og:image'));
      // The head goes on the product's page, around its frame.
      expect(response.body).toContain('<div id="root"><div data-shell inert aria-hidden="true"></div></div>');

      expect(checkTypes(head.data).sort()).toEqual([
        'BreadcrumbList',
        'ListItem',
        'ListItem',
        'ListItem',
        'Offer',
        'Product',
      ]);
      const [item] = dataOf(head, 'Product') as [Record<string, unknown>];
      expect(item).toMatchObject({
        '@context': 'https://schema.org',
        name,
        description: lang === 'ar' ? product.descriptionAr : product.description,
        url: canonical[lang],
        image: [one(head, 'og:image')],
        offers: {
          '@type': 'Offer',
          price: '48500',
          priceCurrency: 'EGP',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          url: canonical[lang],
          // Its official warranty, by its length (24 months as created).
          warranty: {
            '@type': 'WarrantyPromise',
            durationOfWarranty: { '@type': 'QuantitativeValue', value: 24, unitCode: 'MON' },
          },
        },
      });
      // No reviews yet: no rating.
      expect(item.aggregateRating).toBeUndefined();
      const [trail] = dataOf(head, 'BreadcrumbList') as [
        { itemListElement: { name: string; item: string }[] },
      ];
      expect(trail.itemListElement.map((each) => [each.name, each.item])).toEqual([
        [translate('app.name', lang), address('/', lang)],
        [
          translate('listing.collection', lang, { name: categoryName }),
          address('/categoriesname', lang, `category=${product.category._id}`),
        ],
        [name, canonical[lang]],
      ]);
    });

    it('a category listing: ‘{name} Collection’, its address keeping only the category, its trail', async () => {
      const name = lang === 'ar' ? category.nameAr : category.name;
      // By slug and with a page and filters: the canonical address names the category by id, nothing else.
      const { head } = await headOf(`/categoriesname?category=${category.slug}&page=2&ram=16&lang=${lang}`);
      const canonical = {
        en: `${ORIGIN}/categoriesname?category=${category._id}`,
        ar: `${ORIGIN}/categoriesname?category=${category._id}&lang=ar`,
      };
      expectIndexable(head, lang, canonical);
      const collection = translate('listing.collection', lang, { name });
      expect(head.titles[0]).toBe(titled(lang, collection));
      expect(one(head, 'description')).toContain(name);
      expectPreview(head, lang, 'website');
      expect(one(head, 'og:image:alt')).toBe(collection);
      await expectPicture(one(head, 'og:image'));
      expect(checkTypes(head.data).sort()).toEqual(['BreadcrumbList', 'ListItem', 'ListItem']);
    });

    it.each([
      ['/categories', '/categories', '', 'listing.allProducts', 'server.seo.allProducts.description'],
      ['/search', '/search', '', 'titles.search', 'server.seo.search.description'],
      ['/search?search=%20&page=3', '/search', '', 'titles.search', 'server.seo.search.description'],
      ['/about', '/about', '', 'titles.about', 'server.seo.about.description'],
      ['/contact', '/contact', '', 'titles.contact', 'server.seo.contact.description'],
      ['/blog', '/blog', '', 'titles.blog', 'server.seo.blog.description'],
      [
        '/blog/genuine-or-fake',
        '/blog/genuine-or-fake',
        '',
        'blog.article2.title',
        'blog.article2.description',
      ],
      ['/privacy', '/privacy', '', 'titles.privacy', 'server.seo.privacy.description'],
      ['/terms', '/terms', '', 'titles.terms', 'server.seo.terms.description'],
    ])('%s: the screen’s own title and description', async (url, path, kept, titleId, descriptionId) => {
      const { head } = await headOf(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
      expectIndexable(head, lang, { en: address(path, 'en', kept), ar: address(path, 'ar', kept) });
      expect(head.titles[0]).toBe(titled(lang, translate(titleId, lang)));
      expect(one(head, 'description')).toBe(translate(descriptionId, lang));
    });

    // Search result pages are made of whatever a visitor types: indexed, anyone could publish pages of the shop
    // saying what they like. The query is not indexed and not repeated in the page's head.
    const term = lang === 'ar' ? 'هواتف مقلدة رخيصة' : 'cheap fake phones';
    it.each([
      ['the search page', '/search?search={term}&page=3', 'titles.search', 'server.seo.search.description'],
      [
        'all products with a search',
        '/categories?search={term}',
        'listing.allProducts',
        'server.seo.allProducts.description',
      ],
      [
        'a category listing with a search',
        '/categoriesname?category={category}&search={term}',
        'listing.collection',
        'server.seo.listing.description',
      ],
    ])('%s is never indexed and does not repeat the query', async (_case, url, titleId, descriptionId) => {
      const { head, response } = await headOf(
        `${url.replace('{term}', encodeURIComponent(term)).replace('{category}', category.slug)}&lang=${lang}`,
      );
      expect(one(head, 'robots')).toBe('noindex');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(head.lang).toBe(lang);
      expect(head.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const name = lang === 'ar' ? category.nameAr : category.name;
      expect(head.titles).toEqual([titled(lang, translate(titleId, lang, { name }))]);
      expect(one(head, 'description')).toBe(translate(descriptionId, lang, { name }));
      expect(canonicalOf(head)).toEqual([]);
      expect(head.meta.has('og:title')).toBe(false);
      expect(head.data).toEqual([]);
      expect(response.body).not.toContain(term);
      expect(response.body).not.toContain(encodeURIComponent(term));
    });

    it.each([
      ['/cart', 'titles.cart'],
      ['/favourites/', 'titles.favourites'],
      ['/profile', 'titles.profile'],
      ['/myorder', 'titles.myOrders'],
      ['/Checkout', 'titles.checkout'],
      ['/order', 'titles.order'],
      ['/notorder', 'titles.notOrder'],
      ['/trackingorder/123', 'titles.tracking'],
      ['/login', 'titles.login'],
      ['/signup', 'titles.signup'],
      ['/forgot-password', 'titles.forgot'],
      ['/reset-password/abc', 'titles.reset'],
      ['/successReset', 'titles.successReset'],
      ['/unlock-account/abc', 'titles.unlock'],
      ['/qa', 'titles.qa'],
      ['/staff', 'backOffice.titles.orders'],
      ['/staff/orders/42', 'backOffice.titles.order'],
      ['/staff/products/new', 'backOffice.titles.product'],
      ['/staff/accounts', 'backOffice.titles.staff'],
    ])('%s is never indexed, and has its screen’s title', async (url, titleId) => {
      const { head, response } = await headOf(`${url}${q}`);
      expect(one(head, 'robots')).toBe('noindex');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(head.lang).toBe(lang);
      expect(head.titles).toEqual([titled(lang, translate(titleId, lang))]);
      expect(canonicalOf(head)).toEqual([]);
      expect(head.meta.has('og:title')).toBe(false);
    });

    it.each([
      ['an unknown product', '/item/00000000-0000-4000-8000-000000000000', 'product.notFound.title'],
      ['an unknown category', '/categoriesname?category=bogus', 'listing.notFound.title'],
      ['an address with no screen', '/no/such/page', 'titles.notFound'],
    ])('%s answers 404, not indexed', async (_case, url, titleId) => {
      const { head } = await headOf(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, 404);
      expect(head.titles).toEqual([titled(lang, translate(titleId, lang))]);
      expect(one(head, 'robots')).toBe('noindex');
      expect(head.lang).toBe(lang);
    });
  });

  describe.each(LANGS)('a product in several variants, in %s', (lang) => {
    let phone: ProductDetail;
    let soldOut: Variant;
    const q = lang === 'ar' ? '&lang=ar' : '';
    const page = (variant?: Variant) =>
      `/item/${phone._id}${variant ? `?variant=${variant.sku}${q}` : lang === 'ar' ? '?lang=ar' : ''}`;
    const productName = () => (lang === 'ar' ? phone.nameAr : phone.name);
    /** The variant's values in the page's language, as the shop names them: '512 GB · Blue'. */
    const valuesOf = (variant: Variant) =>
      phone.options
        .map((option, i) => {
          const value = option.values.find((each) => each.value === variant.optionValues[i])!;
          return lang === 'ar' ? value.valueAr : value.value;
        })
        .join(' · ');
    const variantOf = (...values: string[]) =>
      phone.variants.find((v) => v.optionValues.join('|') === values.join('|'))!;

    beforeAll(async () => {
      const listed = (await products(t.app, 'search=Nova Phone 16 Pro&limit=20')).find(
        (p) => p.name === 'Nova Phone 16 Pro',
      )!;
      const read = async () =>
        (
          (await t.app.inject({ method: 'GET', url: `/api/product/${listed._id}` })).json() as {
            product: ProductDetail;
          }
        ).product;
      phone = await read();
      const candidate = phone.variants.find((v) => v.optionValues.join('|') !== '512 GB|Blue')!;
      await t.app.catalogue.write(async (tx) => {
        await tx.update(productVariants).set({ quantity: 0 }).where(eq(productVariants.id, candidate._id));
        await refreshDefaults(tx, [phone._id]);
      });
      phone = await read();
      soldOut = phone.variants.find((v) => v._id === candidate._id)!;
      expect(soldOut.quantity).toBe(0);
    });

    it('is a ProductGroup of its variants, each a Product with its own SKU, name, picture and offer', async () => {
      const { head } = await headOf(page());
      const canonical = { en: `${ORIGIN}/item/${phone._id}`, ar: `${ORIGIN}/item/${phone._id}?lang=ar` };
      expectIndexable(head, lang, canonical);
      expect(dataOf(head, 'Product')).toEqual([]);
      const [group] = dataOf(head, 'ProductGroup') as [Record<string, unknown>];
      expect(group).toMatchObject({
        '@context': 'https://schema.org',
        productGroupID: phone._id,
        name: productName(),
        description: lang === 'ar' ? phone.descriptionAr : phone.description,
        url: canonical[lang],
        brand: { '@type': 'Brand', name: lang === 'ar' ? 'نوفا' : 'Nova' },
        variesBy: ['https://schema.org/size', 'https://schema.org/color'],
      });
      const variants = group.hasVariant as Record<string, unknown>[];
      expect(variants.map((v) => v.sku).sort()).toEqual(phone.variants.map((v) => v.sku).sort());
      expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
      for (const variant of phone.variants) {
        const at = `${ORIGIN}/item/${phone._id}?variant=${encodeURIComponent(variant.sku)}${q}`;
        const [storage, colour] = valuesOf(variant).split(' · ');
        expect(variants.find((v) => v.sku === variant.sku)).toEqual({
          '@type': 'Product',
          sku: variant.sku,
          name: `${productName()} (${valuesOf(variant)})`,
          description: group.description,
          image: [`${ORIGIN}/og/v1${variant.images[0]}.jpg`],
          url: at,
          size: storage,
          color: colour,
          offers: expect.objectContaining({
            '@type': 'Offer',
            price: String(unitPrice(variant)),
            priceCurrency: 'EGP',
            availability: `https://schema.org/${variant.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
            url: at,
          }),
        });
      }
      expect(variants.find((v) => v.sku === soldOut.sku)!.offers).toMatchObject({
        availability: 'https://schema.org/OutOfStock',
      });
      // Every required property of the group's variants and their offers is there.
      expect(checkTypes(head.data).filter((type) => type === 'Offer')).toHaveLength(phone.variants.length);
      if (lang === 'ar') {
        expect(
          (variants.find((v) => v.sku === variantOf('512 GB', 'Blue').sku) as { color: string }).color,
        ).toBe('أزرق');
      }
    });

    it('describes the variant ?variant=<sku> names: its choices in the title, its price and picture; canonical stays the product’s', async () => {
      const blue = variantOf('512 GB', 'Blue');
      const { head } = await headOf(page(blue));
      const canonical = { en: `${ORIGIN}/item/${phone._id}`, ar: `${ORIGIN}/item/${phone._id}?lang=ar` };
      expectIndexable(head, lang, canonical);
      // Not the default variant: its price and name are not the product's own.
      expect(unitPrice(blue)).not.toBe(unitPrice(phone));
      const named = `${productName()} (${valuesOf(blue)})`;
      expect(named).toMatch(lang === 'ar' ? /512 جيجابايت · أزرق/ : /512 GB · Blue/);
      expect(head.titles[0]).toBe(titled(lang, named));
      expect(one(head, 'description')).toContain(named);
      expect(one(head, 'description')).toContain(price(unitPrice(blue), lang));
      expectPreview(head, lang, 'product');
      expect(one(head, 'product:price:amount')).toBe(String(unitPrice(blue)));
      expect(one(head, 'og:image')).toBe(`${ORIGIN}/og/v1${blue.images[0]}.jpg`);
      expect(one(head, 'og:image:alt')).toBe(named);
      expect(one(head, 'og:url')).toBe(canonical[lang]);
      // The JSON-LD is the same group whichever variant the page opens on.
      expect(dataOf(head, 'ProductGroup')).toEqual(dataOf((await headOf(page())).head, 'ProductGroup'));
    });

    it('describes the default variant for a SKU the product does not have', async () => {
      const { head } = await headOf(`/item/${phone._id}?variant=NO-SUCH-SKU${q}`);
      expect(head.titles[0]).toBe(titled(lang, productName()));
      expect(one(head, 'product:price:amount')).toBe(String(unitPrice(phone)));
    });
  });

  it('a product out of stock is offered OutOfStock; one with reviews carries its rating', async () => {
    const made = await as(t.app, manager, {
      method: 'POST',
      url: '/api/staff/products',
      payload: productInput(category._id, { name: 'Sold Out Phone', quantity: 0 }),
    });
    const id = made.json().data._id as string;
    await t.app.catalogue.write((tx) =>
      tx
        .update(productsTable)
        .set({ ratingsAverage: 4.25, ratingsQuantity: 8 })
        .where(eq(productsTable.id, id)),
    );
    const { head } = await headOf(`/item/${id}`);
    const [item] = dataOf(head, 'Product') as [Record<string, unknown>];
    expect(item.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(item.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 8,
      bestRating: 5,
      worstRating: 1,
    });
    expect(checkTypes(head.data)).toContain('AggregateRating');
  });

  it('reads the price fresh: a manager’s change shows in the next page’s head and structured data', async () => {
    const before = await headOf(`/item/${product._id}?lang=ar`);
    expect(one(before.head, 'product:price:amount')).toBe('48500');
    const current = await as(t.app, manager, { method: 'GET', url: `/api/staff/products/${product._id}` });
    const { version } = current.json().data as BackOfficeProduct;
    const saved = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/staff/products/${product._id}`,
      payload: { ...creation, price: 39999, priceAfterDiscount: 0, version },
    });
    expect(saved.statusCode).toBe(200);
    const { head } = await headOf(`/item/${product._id}?lang=ar`);
    expect(one(head, 'product:price:amount')).toBe('39999');
    expect(one(head, 'description')).toContain(price(39999, 'ar'));
    expect((dataOf(head, 'Product')[0] as { offers: { price: string } }).offers.price).toBe('39999');
  });

  it('answers an archived product 410 (gone), and its restored page 200 again', async () => {
    const made = await as(t.app, manager, {
      method: 'POST',
      url: '/api/staff/products',
      payload: productInput(category._id, { name: 'Retired Tablet' }),
    });
    const id = made.json().data._id as string;
    await headOf(`/item/${id}`);
    const archive = await as(t.app, manager, { method: 'POST', url: `/api/staff/products/${id}/archive` });
    expect(archive.statusCode).toBe(200);
    const { head } = await headOf(`/item/${id}?lang=ar`, 410);
    expect(one(head, 'robots')).toBe('noindex');
    expect(head.titles).toEqual([titled('ar', translate('product.notFound.title', 'ar'))]);
    await as(t.app, manager, { method: 'POST', url: `/api/staff/products/${id}/restore` });
    await headOf(`/item/${id}`);
  });

  it('escapes a product’s text everywhere in the head: no name can close an element or add one', async () => {
    const hostile = `Pro </script><script>alert(1)</script> & "Max" <title>x</title>`;
    await t.app.catalogue.write((tx) =>
      tx.update(productsTable).set({ name: hostile }).where(eq(productsTable.id, product._id)),
    );
    const { head, response } = await headOf(`/item/${product._id}`);
    expect(head.titles).toEqual([titled('en', hostile)]);
    expect(one(head, 'og:title')).toBe(titled('en', hostile));
    expect((dataOf(head, 'Product')[0] as { name: string }).name).toBe(hostile);
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('draws an uploaded photo’s preview from the photo itself, kept for a year', async () => {
    const uploaded = await t.app.inject(
      uploadRequest(
        photoForm(await photo('png', { width: 800, height: 800 }), 'phone.png', 'image/png'),
        manager,
      ),
    );
    expect(uploaded.statusCode).toBe(201);
    const url = uploaded.json().data.url as string;
    const made = await as(t.app, manager, {
      method: 'POST',
      url: '/api/staff/products',
      payload: productInput(category._id, { name: 'Photo Phone', images: [url] }),
    });
    const { head } = await headOf(`/item/${made.json().data._id}`);
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/og/v1${url}.jpg`);
    await expectPicture(one(head, 'og:image'));
    const response = await t.app.inject({ method: 'GET', url: `/og/v1${url}.jpg` });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/og/v1/images/products/nothing-here.svg.jpg',
    '/og/v1/images/../index.html.jpg',
    '/og/v1/shells/manifest.json.jpg',
    '/og/v1/images/products/airbook-11-core-i3-front.svg',
  ])('answers %s, which is no picture of ours, with a JSON 404', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('page heads when the database is away', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-seo-down-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), template);
    t = await createTestApp({ staticDir });
    await t.database.close();
  });
  afterAll(async () => {
    // Closes the app, drops its database (a PostgreSQL one would be left behind otherwise) and removes its DATA_DIR.
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/item/00000000-0000-4000-8000-000000000000?lang=ar', '/categoriesname?category=phones'])(
    'answers %s with the app’s page, 503 and not indexed, never with an error’s JSON or a wrong 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const head = readHead(response.body);
      expect(head.lang).toBe(url.includes('lang=ar') ? 'ar' : 'en');
      expect(head.meta.get('robots')).toEqual(['noindex']);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );
});
