// schema.org structured data (JSON-LD) for the pages' <head>: a product with its offer and rating (a product in several
// variants: a ProductGroup of them, each its own Product and Offer), the breadcrumb trail, and the shop itself
// (Organization, WebSite with its search). The types are the schema.org properties we
// write, spelt as schema.org spells them; __tests__/server/seo/pageHead.test.ts checks each type's required ones.

import type * as Schema from 'schema-dts';

const SCHEMA = 'https://schema.org';

export interface ListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}
export interface BreadcrumbList {
  '@context': typeof SCHEMA;
  '@type': 'BreadcrumbList';
  itemListElement: ListItem[];
}
export interface Offer {
  '@type': 'Offer';
  /** Decimal text, as schema.org advises (no currency sign, no grouping). */
  price: string;
  priceCurrency: 'EGP';
  availability: `${typeof SCHEMA}/InStock` | `${typeof SCHEMA}/OutOfStock`;
  itemCondition: `${typeof SCHEMA}/NewCondition`;
  url: string;
  /** The official warranty that comes with every unit, by its length. */
  warranty?: WarrantyPromise;
}
export interface WarrantyPromise {
  '@type': 'WarrantyPromise';
  durationOfWarranty: { '@type': 'QuantitativeValue'; value: number; unitCode: 'MON' };
}
export interface Brand {
  '@type': 'Brand';
  name: string;
}
export interface AggregateRating {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: 5;
  worstRating: 1;
}
export interface Product {
  '@context': typeof SCHEMA;
  '@type': 'Product';
  '@id': string;
  name: string;
  description: string;
  image: string[];
  sku: string;
  url: string;
  category: string;
  brand?: Brand;
  color?: string;
  offers: Offer;
  aggregateRating?: AggregateRating;
}
/** A variant of a ProductGroup: its own SKU, name, picture and offer, and the values it varies by. */
export interface VariantProduct {
  '@type': 'Product';
  sku: string;
  name: string;
  description: string;
  image: string[];
  /** The page on this variant (its offer's url). */
  url: string;
  color?: string;
  size?: string;
  offers: Offer;
}
/** What the variants of a product differ in, as Google reads `variesBy`: the schema.org property's address. */
export type VariesBy = `${typeof SCHEMA}/color` | `${typeof SCHEMA}/size`;
export interface ProductGroup {
  '@context': typeof SCHEMA;
  '@type': 'ProductGroup';
  '@id': string;
  productGroupID: string;
  name: string;
  description: string;
  image: string[];
  url: string;
  category: string;
  brand?: Brand;
  variesBy: VariesBy[];
  hasVariant: VariantProduct[];
  aggregateRating?: AggregateRating;
}
export interface Organization {
  '@context': typeof SCHEMA;
  '@type': 'Organization';
  '@id': string;
  name: string;
  url: string;
  logo: string;
}
export interface SearchAction {
  '@type': 'SearchAction';
  target: { '@type': 'EntryPoint'; urlTemplate: string };
  'query-input': 'required name=search_term_string';
}
export interface WebSite {
  '@context': typeof SCHEMA;
  '@type': 'WebSite';
  '@id': string;
  name: string;
  url: string;
  inLanguage: string;
  publisher: { '@id': string };
  potentialAction: SearchAction;
}
export type StructuredData = Product | ProductGroup | BreadcrumbList | Organization | WebSite;

export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  /** What one unit costs now (the discount applied), integer EGP. */
  price: number;
  inStock: boolean;
  category: string;
  /** The maker's name in the page's language ('' or absent: none given). */
  brand?: string;
  /** The product's own SKU (sold one way: its one variant's); its id when absent. */
  sku?: string;
  color?: string;
  /** The warranty in months (0: none stated). */
  warrantyMonths?: number;
  url: string;
  images: string[];
  ratingsAverage: number;
  ratingsQuantity: number;
}

function offerOf(facts: { price: number; inStock: boolean; url: string; warrantyMonths?: number }): Offer {
  return {
    '@type': 'Offer',
    price: String(facts.price),
    priceCurrency: 'EGP',
    availability: facts.inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    itemCondition: `${SCHEMA}/NewCondition`,
    url: facts.url,
    ...(facts.warrantyMonths
      ? {
          warranty: {
            '@type': 'WarrantyPromise',
            durationOfWarranty: {
              '@type': 'QuantitativeValue',
              value: facts.warrantyMonths,
              unitCode: 'MON',
            },
          },
        }
      : {}),
  };
}

// Only with reviews: a rating of 0 from 0 reviews is not a rating (and search engines refuse it).
const brandOf = (product: Pick<ProductFacts, 'brand'>) =>
  product.brand ? { brand: { '@type': 'Brand' as const, name: product.brand } } : {};

const ratingOf = (product: Pick<ProductFacts, 'ratingsAverage' | 'ratingsQuantity'>) =>
  product.ratingsQuantity > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating' as const,
          ratingValue: Math.round(product.ratingsAverage * 10) / 10,
          reviewCount: product.ratingsQuantity,
          bestRating: 5 as const,
          worstRating: 1 as const,
        },
      }
    : {};

export function productData(product: ProductFacts): Product {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${product.url}#product`,
    name: product.name,
    description: product.description,
    image: product.images,
    sku: product.sku ?? product.id,
    url: product.url,
    category: product.category,
    ...brandOf(product),
    ...(product.color ? { color: product.color } : {}),
    offers: offerOf(product),
    ...ratingOf(product),
  };
}

/** One variant as the group lists it: `url` is the product's address with ?variant=<sku> (the page shows it). */
export interface VariantFacts {
  sku: string;
  /** The product's name with the variant's choices, in the page's language. */
  name: string;
  price: number;
  inStock: boolean;
  url: string;
  images: string[];
  color?: string;
  size?: string;
}

/**
 * A product sold in several variants (Google's product variants, single-page form): the group carries what they
 * share (name, description, rating, the product's address) and what they vary by; each variant is a Product with
 * its own SKU, name, picture and Offer, whose url opens the page on it.
 */
export function productGroupData(
  product: Omit<ProductFacts, 'price' | 'inStock' | 'color'>,
  variesBy: readonly VariesBy[],
  variants: readonly VariantFacts[],
): ProductGroup {
  return {
    '@context': SCHEMA,
    '@type': 'ProductGroup',
    '@id': `${product.url}#product`,
    productGroupID: product.id,
    name: product.name,
    description: product.description,
    image: product.images,
    url: product.url,
    category: product.category,
    ...brandOf(product),
    variesBy: [...variesBy],
    hasVariant: variants.map((variant) => ({
      '@type': 'Product',
      sku: variant.sku,
      name: variant.name,
      description: product.description,
      image: variant.images,
      url: variant.url,
      ...(variant.color ? { color: variant.color } : {}),
      ...(variant.size ? { size: variant.size } : {}),
      offers: offerOf({ ...variant, warrantyMonths: product.warrantyMonths }),
    })),
    ...ratingOf(product),
  };
}

/** The trail from home to the page: [name, absolute URL] in order. */
export function breadcrumbData(trail: [name: string, url: string][]): BreadcrumbList {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}

/** Home's: the shop as an organisation, and the site with its search (`searchUrl` holds {search_term_string}). */
export function shopData(shop: {
  name: string;
  url: string;
  logo: string;
  lang: string;
  searchUrl: string;
}): [Organization, WebSite] {
  const organization = `${shop.url}/#organization`;
  return [
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      '@id': organization,
      name: shop.name,
      url: shop.url,
      logo: shop.logo,
    },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      '@id': `${shop.url}/#website`,
      name: shop.name,
      url: shop.url,
      inLanguage: shop.lang,
      publisher: { '@id': organization },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: shop.searchUrl },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** JSON for a <script> element: '<' escaped, so no text of a product can close the element (JSON reads it back). */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/*
 * Compile-time: each shape we write is one schema.org allows, as `schema-dts` (types only, nothing at run time)
 * spells schema.org. A value of the wrong type, or a property schema.org does not have for the type, fails the
 * type-check.
 */
type Expect<T extends true> = T;
type OnlyKnown<Ours, Theirs> = [Exclude<keyof Ours, keyof Theirs | '@context'>] extends [never]
  ? true
  : false;
type Conforms<Ours extends Theirs, Theirs> = OnlyKnown<Ours, Theirs>;
export type SchemaOrgChecked = [
  Expect<Conforms<Product, Schema.WithContext<Schema.ProductLeaf>>>,
  Expect<Conforms<Offer, Schema.OfferLeaf>>,
  Expect<Conforms<ProductGroup, Schema.WithContext<Schema.ProductGroupLeaf>>>,
  Expect<Conforms<VariantProduct, Schema.ProductLeaf>>,
  Expect<Conforms<AggregateRating, Schema.AggregateRatingLeaf>>,
  Expect<Conforms<BreadcrumbList, Schema.WithContext<Schema.BreadcrumbListLeaf>>>,
  Expect<Conforms<ListItem, Schema.ListItemLeaf>>,
  Expect<Conforms<Organization, Schema.WithContext<Schema.OrganizationLeaf>>>,
  Expect<Conforms<WebSite, Schema.WithContext<Schema.WebSiteLeaf>>>,
  // 'query-input' is schema.org's `<property>-input` annotation of an action (schema.org/docs/actions.html), which
  // schema-dts does not list as a property.
  Expect<Conforms<Omit<SearchAction, 'query-input'>, Schema.SearchActionLeaf>>,
];
