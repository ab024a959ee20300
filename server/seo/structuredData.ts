// schema.org structured data (JSON-LD) for the pages' <head>: a product with its offer and rating, the breadcrumb
// trail, and the shop itself (Organization, WebSite with its search). The types are the schema.org properties we
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
  color?: string;
  offers: Offer;
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
export type StructuredData = Product | BreadcrumbList | Organization | WebSite;

export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  /** What one unit costs now (the discount applied), integer EGP. */
  price: number;
  inStock: boolean;
  category: string;
  color?: string;
  /** The official warranty in months (0: none stated). */
  warrantyMonths?: number;
  url: string;
  images: string[];
  ratingsAverage: number;
  ratingsQuantity: number;
}

export function productData(product: ProductFacts): Product {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${product.url}#product`,
    name: product.name,
    description: product.description,
    image: product.images,
    sku: product.id,
    url: product.url,
    category: product.category,
    ...(product.color ? { color: product.color } : {}),
    offers: {
      '@type': 'Offer',
      price: String(product.price),
      priceCurrency: 'EGP',
      availability: product.inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
      url: product.url,
      ...(product.warrantyMonths
        ? {
            warranty: {
              '@type': 'WarrantyPromise',
              durationOfWarranty: {
                '@type': 'QuantitativeValue',
                value: product.warrantyMonths,
                unitCode: 'MON',
              },
            },
          }
        : {}),
    },
    // Only with reviews: a rating of 0 from 0 reviews is not a rating (and search engines refuse it).
    ...(product.ratingsQuantity > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.ratingsAverage * 10) / 10,
            reviewCount: product.ratingsQuantity,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
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
  Expect<Conforms<AggregateRating, Schema.AggregateRatingLeaf>>,
  Expect<Conforms<BreadcrumbList, Schema.WithContext<Schema.BreadcrumbListLeaf>>>,
  Expect<Conforms<ListItem, Schema.ListItemLeaf>>,
  Expect<Conforms<Organization, Schema.WithContext<Schema.OrganizationLeaf>>>,
  Expect<Conforms<WebSite, Schema.WithContext<Schema.WebSiteLeaf>>>,
  // 'query-input' is schema.org's `<property>-input` annotation of an action (schema.org/docs/actions.html), which
  // schema-dts does not list as a property.
  Expect<Conforms<Omit<SearchAction, 'query-input'>, Schema.SearchActionLeaf>>,
];
