// The seed catalogue's variants: every phone in three storages and two to four colours, two laptops in memory and
// storage configurations; every other product comes one way (one variant, with the product's id).
import type { ProductOption } from '../../../src/contract';
import { COLOR_NAMES, productImages, type ColorKey, type Model } from './artwork';

export interface SeedVariant {
  /** One value per option, in the options' order. */
  optionValues: string[];
  price: number;
  priceAfterDiscount: number;
  quantity: number;
  color: string;
  colorAr: string;
  storage: string;
  memory: string;
  /** Its own photos ([] = the product's). */
  images: string[];
}

/** What a product's variants are made from. */
interface Sellable {
  name: string;
  kind: string;
  price: number;
  priceAfterDiscount: number;
  quantity: number;
  colorKey: ColorKey;
  artwork: Model;
  specs: { storage: string; memory: string }[];
}

/** A phone's drawing in another of its colours (its own photos: `npm run seed -- --artwork` writes them). */
export const colourArtwork = (product: Pick<Sellable, 'artwork'>, colour: ColorKey): Model => ({
  ...product.artwork,
  color: colour,
  slug: `${product.artwork.slug}-${colour}`,
});

/** The colours a seed phone comes in, its own first. */
function coloursOf(product: Pick<Sellable, 'colorKey'>, index: number): ColorKey[] {
  const start = COLOR_ORDER.indexOf(product.colorKey);
  return Array.from({ length: 2 + (index % 3) }, (_, i) => COLOR_ORDER[(start + i) % COLOR_ORDER.length]!);
}

/** The drawings of a seed product's variants in colours other than its own. */
export const variantArtwork = (
  product: Pick<Sellable, 'kind' | 'colorKey' | 'artwork'>,
  index: number,
): Model[] =>
  product.kind === 'phone'
    ? coloursOf(product, index)
        .slice(1)
        .map((colour) => colourArtwork(product, colour))
    : [];

const STORAGE_LADDER = ['128 GB', '256 GB', '512 GB', '1 TB', '2 TB'];
const STORAGE_AR: Record<string, string> = {
  '128 GB': '128 جيجابايت',
  '256 GB': '256 جيجابايت',
  '512 GB': '512 جيجابايت',
  '1 TB': '1 تيرابايت',
  '2 TB': '2 تيرابايت',
};
const MEMORY_AR: Record<string, string> = { '32 GB': '32 جيجابايت', '64 GB': '64 جيجابايت' };
const COLOR_ORDER = Object.keys(COLOR_NAMES) as ColorKey[];

/** Two laptops sold in memory and storage configurations. */
const CONFIGURED_LAPTOPS = new Set(['ProBook 16 M4', 'ProBook 15 M2 Pro']);

const storageOption = (values: string[]): ProductOption => ({
  key: 'storage',
  name: 'Storage',
  nameAr: 'السعة',
  values: values.map((value) => ({ value, valueAr: STORAGE_AR[value] ?? value })),
});

/** The same discount (in EGP) on every variant of a discounted product. */
const discounted = (base: Sellable, price: number) =>
  base.priceAfterDiscount > 0 ? price - (base.price - base.priceAfterDiscount) : 0;

export function variantsOf(
  product: Sellable,
  index: number,
): { options: ProductOption[]; variants: SeedVariant[] } | null {
  const spec = product.specs[0] ?? { storage: '', memory: '' };
  if (product.kind === 'phone') {
    const at = STORAGE_LADDER.indexOf(spec.storage);
    const first = Math.max(0, Math.min(at - 1, STORAGE_LADDER.length - 3));
    const storages = STORAGE_LADDER.slice(first, first + 3);
    const colours = coloursOf(product, index);
    const variants = colours.flatMap((colour, c) =>
      storages.map((storage, s) => {
        const price = product.price + (s - (at - first)) * 6000;
        const last = c === colours.length - 1 && s === storages.length - 1;
        return {
          optionValues: [storage, COLOR_NAMES[colour].en],
          price,
          priceAfterDiscount: discounted(product, price),
          // The largest storage in the last colour is sold out: every phone shows a sold-out combination (a phone out
          // of stock is out in every one).
          quantity: last || product.quantity === 0 ? 0 : Math.max(1, product.quantity - c - s),
          color: COLOR_NAMES[colour].en,
          colorAr: COLOR_NAMES[colour].ar,
          storage,
          memory: '',
          // Photos in its colour: the product's are its own colour's.
          images: c === 0 ? [] : productImages(colourArtwork(product, colour).slug),
        };
      }),
    );
    return {
      options: [
        storageOption(storages),
        {
          key: 'color',
          name: 'Colour',
          nameAr: 'اللون',
          values: colours.map((colour) => ({
            value: COLOR_NAMES[colour].en,
            valueAr: COLOR_NAMES[colour].ar,
          })),
        },
      ],
      variants,
    };
  }
  if (CONFIGURED_LAPTOPS.has(product.name)) {
    const memories = [spec.memory, spec.memory === '32 GB' ? '64 GB' : '32 GB'];
    const storages = [spec.storage, spec.storage === '1 TB' ? '2 TB' : '1 TB'];
    const colour = COLOR_NAMES[product.colorKey];
    return {
      options: [
        {
          key: 'memory',
          name: 'Memory',
          nameAr: 'الذاكرة',
          values: memories.map((value) => ({ value, valueAr: MEMORY_AR[value] ?? value })),
        },
        storageOption(storages),
      ],
      variants: memories.flatMap((memory, m) =>
        storages.map((storage, s) => {
          const price = product.price + m * 16000 + s * 12000;
          return {
            optionValues: [memory, storage],
            price,
            priceAfterDiscount: discounted(product, price),
            quantity: product.quantity === 0 ? 0 : Math.max(1, product.quantity - m - s),
            color: colour.en,
            colorAr: colour.ar,
            storage,
            memory,
            images: [],
          };
        }),
      ),
    };
  }
  return null;
}

/**
 * A synthetic (benchmark) product's variants when its seed model comes one way: three colours, its own first, at its
 * price, with its photos; so that a large synthetic catalogue has three variants or more to every product.
 */
export function colourVariantsOf(product: Sellable): { options: ProductOption[]; variants: SeedVariant[] } {
  const spec = product.specs[0] ?? { storage: '', memory: '' };
  const start = COLOR_ORDER.indexOf(product.colorKey);
  const colours = [0, 1, 2].map((i) => COLOR_ORDER[(start + i) % COLOR_ORDER.length]!);
  return {
    options: [
      {
        key: 'color',
        name: 'Colour',
        nameAr: 'اللون',
        values: colours.map((colour) => ({ value: COLOR_NAMES[colour].en, valueAr: COLOR_NAMES[colour].ar })),
      },
    ],
    variants: colours.map((colour, c) => ({
      optionValues: [COLOR_NAMES[colour].en],
      price: product.price,
      priceAfterDiscount: product.priceAfterDiscount,
      quantity: Math.max(0, product.quantity - c),
      color: COLOR_NAMES[colour].en,
      colorAr: COLOR_NAMES[colour].ar,
      storage: spec.storage,
      memory: spec.memory,
      images: [],
    })),
  };
}

/** Every drawing the seed catalogue shows: each product's own, and its other colours'. */
export const seedModels = (products: readonly Pick<Sellable, 'kind' | 'colorKey' | 'artwork'>[]): Model[] =>
  products.flatMap((p, index) => [p.artwork, ...variantArtwork(p, index)]);
