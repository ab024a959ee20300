// Shared by the journeys: the shop's messages formatted as the shop shows them, and seeded products by name.
import type { APIRequestContext, Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../locales/en.json';
import ar from '../../locales/ar.json';
import { expect } from '@playwright/test';
import type {
  Product,
  ProductDetail,
  ProductDetailResponse,
  ProductListResponse,
} from '../../src/contract/types';

export type Lang = 'en' | 'ar';
const catalogues: Record<Lang, Record<string, string>> = { en, ar };
/** The locales the shop formats with (IntlRoot): Arabic-Indic digits in Arabic. */
export const locales: Record<Lang, string> = { en: 'en-EG', ar: 'ar-EG' };

/** An amount in EGP as the shop shows it (whole pounds, the language's digits). */
export const egp = (lang: Lang, amount: number) =>
  new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency: 'EGP',
    maximumFractionDigits: 0,
  }).format(amount);

/** The words a message wraps in `<link>…</link>`: a link's accessible name as the shop shows it. */
export const linkWords = (lang: Lang, id: string) =>
  /<link>(.*?)<\/link>/.exec(catalogues[lang][id] ?? '')![1]!;

/** A message as the shop shows it, formatted the way react-intl does. */
export const t = (lang: Lang, id: string, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(catalogues[lang][id] ?? id, locales[lang]).format(values));

/** A product of the seeded catalogue, by its English name. */
/** The header's cart link, named with its count of items (the count is read from the locales). */
export const cartCount = (page: Page, lang: Lang, count: number) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: t(lang, 'cart.link.label', { count }) })
    .first();

export async function findProduct(request: APIRequestContext, name: string): Promise<Product> {
  const response = await request.get(`/api/product?search=${encodeURIComponent(name)}&limit=50`);
  const { products } = (await response.json()) as ProductListResponse;
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`seed has no product named ${name}`);
  return product;
}

/** The first 100 products, as the shop lists them. */
export async function catalogue(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/product?limit=100');
  return ((await response.json()) as ProductListResponse).products;
}

/** A product's stock, as its page reads it. */
export async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`/api/product/${id}`);
  return ((await response.json()) as ProductDetailResponse).product.quantity;
}

/** A seeded product's whole answer (options and variants), by its English name. */
export async function productDetail(request: APIRequestContext, name: string): Promise<ProductDetail> {
  const listed = await findProduct(request, name);
  const response = await request.get(`/api/product/${listed._id}`);
  return ((await response.json()) as ProductDetailResponse).product;
}

/** The variant of `product` with these option values (English, in the options' order). */
export const variantOf = (product: ProductDetail, ...values: string[]) => {
  const variant = product.variants.find((v) => v.optionValues.join('|') === values.join('|'));
  if (!variant) throw new Error(`${product.name} has no variant ${values.join(' / ')}`);
  return variant;
};

/** Chooses a value of one option on the product page, by its group's and value's names in the page's language. */
export async function chooseOption(
  page: Page,
  product: ProductDetail,
  lang: Lang,
  option: number,
  value: string,
) {
  const group = product.options[option]!;
  const shown = group.values.find((v) => v.value === value)!;
  const radio = page
    .getByRole('radiogroup', { name: lang === 'ar' ? group.nameAr : group.name })
    .getByRole('radio', { name: lang === 'ar' ? shown.valueAr : shown.value, exact: true });
  // As a shopper does: a press on the value's box (its label).
  await radio.locator('xpath=ancestor::label').click();
  await expect(radio).toBeChecked();
}
