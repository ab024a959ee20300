// Every page's <head> as the server writes it, in the language the address asks for (?lang=ar, else English): title,
// description, robots, canonical and hreflang addresses, link previews (Open Graph, Twitter) and structured data;
// and the status the address answers with (404 for no such product, category or screen, 410 for an archived
// product). Prices, stock and names come from the API's own answers at request time (server/plugins/spa.ts).
import { unitPrice, type Category, type ProductDetail, type Variant } from '../../src/contract';
import { localizedDescription, localizedName } from '../../src/contract/localized';
import { hasOptions, lineVariantOf, nameWithChoices, productAsVariant } from '../../src/contract/variants';
import type { Lang, Translator } from '../services/messages';
import { formatPrice } from '../services/messages';
import { categoryPath, pageUrl, productPath } from '../services/sitemap';
import { carriesSearch, pageRouteOf, type PageRoute } from './pageRoutes';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewPath } from './previewImages';
import {
  breadcrumbData,
  productData,
  productGroupData,
  scriptJson,
  shopData,
  type StructuredData,
  type VariesBy,
} from './structuredData';
import { escapeHtml } from '../../src/contract/html';

export const LANGS: readonly Lang[] = ['en', 'ar'];
/** The shop's own artwork that stands for it in link previews (home, every product). */
const SHOP_PICTURE = '/images/site/hero.svg';
const OG_LOCALE: Record<Lang, string> = { en: 'en_EG', ar: 'ar_EG' };
/** The schema.org property each option varies (Google reads colour and size; storage and memory are sizes). */
const VARIES_BY: Record<string, VariesBy> = {
  color: 'https://schema.org/color',
  storage: 'https://schema.org/size',
  memory: 'https://schema.org/size',
};

export interface PageHead {
  lang: Lang;
  /** The shop's name in the page's language (og:site_name). */
  siteName: string;
  title: string;
  description: string;
  /** Never in a search engine's index: signed-in, one-time and back-office screens, and pages that are not there. */
  noindex: boolean;
  /** The page's address in each language (absolute); absent on pages that are not indexed. */
  addresses?: Record<Lang, string>;
  preview?: {
    type: 'website' | 'product';
    /** Absolute address of a 1200 × 630 JPEG, and its text alternative. */
    image?: { url: string; alt: string };
    /** Integer EGP. */
    price?: number;
  };
  data: StructuredData[];
}

export interface PagePlan {
  status: 200 | 404 | 410 | 503;
  head: PageHead;
}

export interface PageSources {
  /** GET /api/product/:id's answer in-process: its JSON text, or `missing` (404 or 400). */
  product(id: string): Promise<{ body: string | undefined; missing: boolean }>;
  /** True when the product exists but is archived (asked only for a product the API does not show). */
  archived(id: string): Promise<boolean>;
  /** GET /api/category's categories, in-process. */
  categories(): Promise<Category[]>;
}

export interface PageHeadOptions {
  /** The public origin, without a trailing slash (APP_URL). */
  appUrl: string;
  translate: Translator;
  sources: PageSources;
}

export const langOfQuery = (search: string): Lang =>
  new URLSearchParams(search).get('lang') === 'ar' ? 'ar' : 'en';

/**
 * A page of search results (the search page, or a listing, with a search term): made of what a visitor typed, so
 * never indexed, and without addresses, previews or structured data, like every page that is not indexed.
 */
const unindexed = ({ status, head }: PagePlan): PagePlan => ({
  status,
  head: {
    lang: head.lang,
    siteName: head.siteName,
    title: head.title,
    description: head.description,
    noindex: true,
    data: [],
  },
});

export async function planPage(options: PageHeadOptions, path: string, search: string): Promise<PagePlan> {
  const route = pageRouteOf(path, search);
  const plan = await planRoute(options, route, search);
  const results = route.kind === 'search' || route.kind === 'allProducts' || route.kind === 'listing';
  return results && carriesSearch(search) && !plan.head.noindex ? unindexed(plan) : plan;
}

async function planRoute(options: PageHeadOptions, route: PageRoute, search: string): Promise<PagePlan> {
  const { appUrl, translate, sources } = options;
  const lang = langOfQuery(search);
  const t = (id: string, params?: Record<string, string | number>) => translate(id, lang, params);
  const titled = (screen: string) => t('titles.format', { screen });
  // One address scheme with the sitemap (English plain, Arabic with lang=ar): `at` carries the query that chooses
  // what the page shows, nothing else.
  const addresses = (at: string) =>
    Object.fromEntries(LANGS.map((each) => [each, pageUrl(appUrl, at, each)])) as Record<Lang, string>;
  const preview = (picture: string | undefined) => {
    const at = previewPath(picture);
    return at ? `${appUrl}${at}` : undefined;
  };
  const shopName = t('app.name');
  const home = addresses('/')[lang];
  const closed = (status: PagePlan['status'], title: string): PagePlan => ({
    status,
    head: {
      lang,
      siteName: shopName,
      title,
      description: t('server.seo.description'),
      noindex: true,
      data: [],
    },
  });

  switch (route.kind) {
    case 'home': {
      const image = preview(SHOP_PICTURE);
      return {
        status: 200,
        head: {
          lang,
          siteName: shopName,
          title: shopName,
          description: t('server.seo.description'),
          noindex: false,
          addresses: addresses('/'),
          preview: {
            type: 'website',
            ...(image ? { image: { url: image, alt: t('server.seo.home.imageAlt') } } : {}),
          },
          data: shopData({
            name: shopName,
            url: appUrl,
            logo: `${appUrl}/favicon.svg`,
            lang,
            searchUrl: `${appUrl}/search?search={search_term_string}`,
          }),
        },
      };
    }
    case 'allProducts':
      return {
        status: 200,
        head: {
          lang,
          siteName: shopName,
          title: titled(t('listing.allProducts')),
          description: t('server.seo.allProducts.description'),
          noindex: false,
          addresses: addresses('/categories'),
          preview: { type: 'website' },
          data: [],
        },
      };
    case 'listing': {
      const categories = await sources.categories();
      const category = categories.find((c) => c._id === route.category || c.slug === route.category);
      // The SPA says 'Category not found' for the same address.
      if (!category) return closed(404, titled(t('listing.notFound.title')));
      const name = localizedName(category, lang);
      const collection = t('listing.collection', { name });
      const at = addresses(categoryPath(category._id));
      const image = preview(category.image);
      return {
        status: 200,
        head: {
          lang,
          siteName: shopName,
          title: titled(collection),
          description: t('server.seo.listing.description', { name }),
          noindex: false,
          addresses: at,
          preview: { type: 'website', ...(image ? { image: { url: image, alt: collection } } : {}) },
          data: [
            breadcrumbData([
              [shopName, home],
              [collection, at[lang]],
            ]),
          ],
        },
      };
    }
    case 'product': {
      const answer = route.id ? await sources.product(route.id) : { body: undefined, missing: true };
      if (!answer.body && !answer.missing) throw new Error('the product could not be read');
      const product = answer.body
        ? (JSON.parse(answer.body) as { product: ProductDetail }).product
        : undefined;
      if (!product) {
        // An archived product is gone for good (410): search engines drop it sooner than a 404.
        const gone = route.id !== undefined && answer.missing && (await sources.archived(route.id));
        return closed(gone ? 410 : 404, titled(t('product.notFound.title')));
      }
      // A product in several variants: the address's ?variant=<sku> (the SPA's choice) is the one the head describes;
      // an unknown SKU, like none, shows the default variant, which the product's own figures are.
      const grouped = hasOptions(product) && product.variants.length > 0;
      const sku = new URLSearchParams(search).get('variant');
      const chosen = grouped ? product.variants.find((variant) => variant.sku === sku) : undefined;
      const shown = chosen ? productAsVariant(product, chosen) : product;
      const choicesOf = (variant: Variant) => lineVariantOf(product.options, variant).choices;
      const productName = localizedName(product, lang);
      const name = chosen ? nameWithChoices(productName, choicesOf(chosen), lang) : productName;
      const category = localizedName(product.category, lang);
      const description = localizedDescription(product, lang);
      const price = unitPrice(shown);
      const at = addresses(productPath(product._id));
      const image = preview(shown.images[0] ?? SHOP_PICTURE);
      const collection = t('listing.collection', { name: category });
      const facts = {
        id: product._id,
        name: productName,
        description,
        category,
        brand: lang === 'ar' && product.brandAr ? product.brandAr : product.brand,
        warrantyMonths: product.warrantyMonths,
        url: at[lang],
        ratingsAverage: product.ratingsAverage,
        ratingsQuantity: product.ratingsQuantity,
      };
      const valueOf = (variant: Variant, keys: readonly string[]) =>
        product.options
          .flatMap((option, i) => {
            if (!keys.includes(option.key)) return [];
            const value = option.values.find((each) => each.value === variant.optionValues[i]);
            return value ? [lang === 'ar' && value.valueAr ? value.valueAr : value.value] : [];
          })
          .join(' / ') || undefined;
      const groupPicture = preview(product.images[0] ?? SHOP_PICTURE);
      const offered = grouped
        ? productGroupData(
            { ...facts, images: groupPicture ? [groupPicture] : [] },
            [...new Set(product.options.flatMap((option) => VARIES_BY[option.key] ?? []))],
            product.variants.map((variant) => {
              const picture = preview(variant.images[0] ?? product.images[0] ?? SHOP_PICTURE);
              return {
                sku: variant.sku,
                name: nameWithChoices(productName, choicesOf(variant), lang),
                price: unitPrice(variant),
                inStock: variant.quantity > 0,
                url: pageUrl(
                  appUrl,
                  `${productPath(product._id)}?variant=${encodeURIComponent(variant.sku)}`,
                  lang,
                ),
                images: picture ? [picture] : [],
                color: valueOf(variant, ['color']),
                size: valueOf(variant, ['memory', 'storage']),
              };
            }),
          )
        : productData({
            ...facts,
            ...(product.variants[0] ? { sku: product.variants[0].sku } : {}),
            price,
            inStock: product.quantity > 0,
            images: image ? [image] : [],
          });
      return {
        status: 200,
        head: {
          lang,
          siteName: shopName,
          title: titled(name),
          description: t('server.seo.product.description', {
            name,
            price: formatPrice(price, lang),
            category,
          }),
          noindex: false,
          // The product's address, whichever variant is shown: one page, one canonical address.
          addresses: at,
          preview: { type: 'product', price, ...(image ? { image: { url: image, alt: name } } : {}) },
          data: [
            offered,
            breadcrumbData([
              [shopName, home],
              [collection, addresses(categoryPath(product.category._id))[lang]],
              [productName, at[lang]],
            ]),
          ],
        },
      };
    }
    case 'search':
      return {
        status: 200,
        head: {
          lang,
          siteName: shopName,
          title: titled(t('titles.search')),
          // Never the term: what a visitor typed is not the shop's to say (planPage does not index the results).
          description: t('server.seo.search.description'),
          noindex: false,
          addresses: addresses('/search'),
          data: [],
        },
      };
    case 'content':
      return {
        status: 200,
        head: {
          lang,
          siteName: shopName,
          title: titled(t(route.titleId)),
          description: t(route.descriptionId),
          noindex: false,
          addresses: addresses(route.path),
          data: [],
        },
      };
    case 'private':
      return closed(200, titled(t(route.titleId)));
    case 'unknown':
      return closed(404, titled(t('titles.notFound')));
  }
}

/**
 * The page when its data cannot be read (the database is away): 503, so crawlers come back later, and the app's
 * page, which tells the shopper itself.
 */
export function unavailablePlan(translate: Translator, search: string): PagePlan {
  const lang = langOfQuery(search);
  const siteName = translate('app.name', lang);
  return {
    status: 503,
    head: {
      lang,
      siteName,
      title: siteName,
      description: translate('server.seo.description', lang),
      noindex: true,
      data: [],
    },
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's elements as HTML (the title first). */
export function renderHead(head: PageHead): string {
  const parts = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) parts.push(meta('name', 'robots', 'noindex'));
  const canonical = head.addresses?.[head.lang];
  if (head.addresses && canonical) {
    parts.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const lang of LANGS) {
      parts.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(head.addresses[lang])}">`);
    }
    parts.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.addresses.en)}">`);
  }
  if (head.preview && canonical) {
    const { type, image, price } = head.preview;
    const other = LANGS.find((lang) => lang !== head.lang)!;
    parts.push(
      meta('property', 'og:type', type),
      meta('property', 'og:site_name', head.siteName),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', canonical),
      meta('property', 'og:locale', OG_LOCALE[head.lang]),
      meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    );
    if (image) {
      parts.push(
        meta('property', 'og:image', image.url),
        meta('property', 'og:image:type', 'image/jpeg'),
        meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
        meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
        meta('property', 'og:image:alt', image.alt),
      );
    }
    if (price !== undefined) {
      parts.push(
        meta('property', 'product:price:amount', String(price)),
        meta('property', 'product:price:currency', 'EGP'),
      );
    }
    parts.push(
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
    );
    if (image)
      parts.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  }
  for (const data of head.data) parts.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return parts.join('');
}

const TITLE = /<title>[^<]*<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?\s+content=("[^"]*"|'[^']*'|[^\s>]*)\s*\/?>/i;
const HTML_TAG = /<html\b[^>]*>/i;
const LANGUAGE_ATTRIBUTES = /\s(?:lang|dir)=(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * The page (index.html or a pre-rendered one) with `head`: `<html lang dir>` set, its title and description replaced
 * and the other elements beside them.
 */
export function withHead(page: string, head: PageHead): string {
  const language = `lang="${head.lang}" dir="${head.lang === 'ar' ? 'rtl' : 'ltr'}"`;
  const elements = renderHead(head);
  let text = page.replace(DESCRIPTION, '');
  // The page's other attributes on <html> stay; a page without the element gets one.
  text = HTML_TAG.test(text)
    ? text.replace(
        HTML_TAG,
        (tag) => `<html ${language}${tag.slice(5, -1).replace(LANGUAGE_ATTRIBUTES, '')}>`,
      )
    : text.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}<html ${language}>`);
  if (TITLE.test(text)) return text.replace(TITLE, () => elements);
  if (/<\/head>/i.test(text)) return text.replace(/<\/head>/i, () => `${elements}</head>`);
  return text.replace(HTML_TAG, (tag) => `${tag}${elements}`);
}
