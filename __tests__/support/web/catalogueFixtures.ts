// Catalogue records for component tests, shaped as the API returns them.
import type { Category, Product, ProductDetail, ProductListResponse, Variant } from '../../../src/contract';

export const categories: Category[] = [
  {
    _id: 'c-pro',
    slug: 'professional-laptop',
    name: 'Professional Laptops',
    nameAr: 'لابتوبات احترافية',
    image: '/p.svg',
    specKeys: [],
  },
  {
    _id: 'c-air',
    slug: 'air-laptop',
    name: 'Air Laptops',
    nameAr: 'لابتوبات خفيفة',
    image: '/a.svg',
    specKeys: [],
  },
  {
    _id: 'c-aio',
    slug: 'all-in-one-desktop',
    name: 'All-in-One Desktops',
    nameAr: 'أجهزة مكتبية متكاملة',
    image: '/d.svg',
    specKeys: [],
  },
  {
    _id: 'c-acc',
    slug: 'accessories',
    name: 'Accessories',
    nameAr: 'إكسسوارات',
    image: '/k.svg',
    specKeys: [],
  },
];

let seq = 0;
export function product(overrides: Partial<Product> = {}): Product {
  seq += 1;
  return {
    _id: `p${seq}`,
    name: `Laptop ${seq}`,
    nameAr: `لابتوب ${seq}`,
    description: 'A fast laptop.',
    descriptionAr: 'لابتوب سريع.',
    price: 50_000,
    priceAfterDiscount: 0,
    quantity: 5,
    images: [`/images/products/p${seq}.svg`],
    color: 'Silver',
    colorAr: 'فضي',
    warrantyMonths: 24,
    warrantyKind: 'official',
    brand: 'Store',
    brandAr: 'ستور',
    options: [],
    category: {
      _id: 'c-pro',
      slug: 'professional-laptop',
      name: 'Professional Laptops',
      nameAr: 'لابتوبات احترافية',
    },
    specsAr: {},
    specs: [
      { cpu: 'M3', memory: '16 GB', storage: '512 GB', gpu: 'M3 GPU', display: '16-inch', os: 'StoreOS 15' },
    ],
    ratingsAverage: 0,
    ratingsQuantity: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const paid = (p: Product) =>
  p.priceAfterDiscount > 0 && p.priceAfterDiscount < p.price ? p.priceAfterDiscount : p.price;
const distinct = (values: (string | undefined)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

/**
 * A listing answer. Its price range and spec values are those of `products` unless given (the server's are those
 * of every match, or of the whole category).
 */
export function page(
  products: Product[],
  {
    page = 1,
    pages = 1,
    total = products.length,
    priceRange = products.length
      ? { min: Math.min(...products.map(paid)), max: Math.max(...products.map(paid)) }
      : undefined,
    specValues = {
      cpu: distinct(products.map((p) => p.specs[0]?.cpu)),
      ram: distinct(products.map((p) => p.specs[0]?.memory)),
      storage: distinct(products.map((p) => p.specs[0]?.storage)),
      display: distinct(products.map((p) => p.specs[0]?.display)),
    },
  }: Partial<Pick<ProductListResponse, 'page' | 'pages' | 'total' | 'priceRange' | 'specValues'>> = {},
): ProductListResponse {
  return { products, page, pages, total, limit: 10, ...(priceRange ? { priceRange } : {}), specValues };
}

/** The one variant of a product that comes one way (its _id is the product's, as the migration made them). */
export const soleVariant = (p: Product): Variant => ({
  _id: p._id,
  sku: `SKU-${p._id}`,
  optionValues: [],
  price: p.price,
  priceAfterDiscount: p.priceAfterDiscount,
  quantity: p.quantity,
  images: p.images,
  color: p.color,
  colorAr: p.colorAr,
  storage: p.specs[0]?.storage ?? '',
  memory: p.specs[0]?.memory ?? '',
});

export function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const base = product();
  return {
    ...base,
    options: [],
    variants: [soleVariant({ ...base, ...overrides })],
    reviews: [],
    relatedProducts: { products: [] },
    cashOnDelivery: { available: true, limitEgp: 250_000 },
    ...overrides,
  };
}

/** One known product (a discounted laptop with 3 in stock) for the cart and favourites tests. */
export function airBook(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const book: ProductDetail = {
    _id: 'p1',
    name: 'AirBook 13',
    nameAr: 'إير بوك ١٣',
    description: '',
    descriptionAr: '',
    price: 52000,
    priceAfterDiscount: 48000,
    quantity: 3,
    images: ['/images/products/airbook-1.svg'],
    color: 'Silver',
    colorAr: 'فضي',
    warrantyMonths: 24,
    warrantyKind: 'official',
    brand: 'Store',
    brandAr: 'ستور',
    category: { _id: 'c1', slug: 'air-laptop', name: 'Air Laptop', nameAr: 'لابتوب إير' },
    specs: [],
    specsAr: {},
    ratingsAverage: 0,
    ratingsQuantity: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    options: [],
    variants: [],
    reviews: [],
    relatedProducts: { products: [] },
    cashOnDelivery: { available: true, limitEgp: 250_000 },
    ...overrides,
  };
  return overrides.variants ? book : { ...book, variants: [soleVariant(book)] };
}
