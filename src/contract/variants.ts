// A product's variants: which one a choice of option values names, the product as that variant shows it, and the
// variant as a cart line names it (the product page and the cart share these).
import type { LineVariant, Product, ProductDetail, ProductOption, SpecsAr, Variant } from './types';

/** Whether the shopper chooses among the product's variants (a product sold one way has no options). */
export const hasOptions = (product: Pick<ProductDetail, 'options'>) => product.options.length > 0;

/** The variant with exactly these option values (one per option, in the options' order), if the product has it. */
export function variantWith(product: Pick<ProductDetail, 'variants'>, values: readonly string[]) {
  return product.variants.find(
    (variant) =>
      variant.optionValues.length === values.length &&
      variant.optionValues.every((value, index) => value === values[index]),
  );
}

/**
 * The specs' Arabic forms as a variant shows them: a storage or memory of its own (not the product's) is written in
 * its option value's Arabic when an option has it (else by the unit dictionary), never in the product's Arabic form.
 */
export function variantSpecsAr(
  product: Pick<Product, 'specs' | 'specsAr' | 'options'>,
  shown: { storage: string; memory: string },
): SpecsAr {
  const first = product.specs[0];
  const specsAr: SpecsAr = { ...product.specsAr };
  for (const key of ['storage', 'memory'] as const) {
    if (!first || shown[key] === first[key]) continue;
    const valueAr = product.options
      .find((option) => option.key === key)
      ?.values.find((each) => each.value === shown[key])?.valueAr;
    if (valueAr) specsAr[key] = valueAr;
    else delete specsAr[key];
  }
  return specsAr;
}

/** The product as the variant shows it: its price, stock, photos, colour, and storage and memory in the specs. */
export function productAsVariant<P extends Product>(
  product: P,
  variant: Pick<
    Variant,
    'price' | 'priceAfterDiscount' | 'quantity' | 'images' | 'color' | 'colorAr' | 'storage' | 'memory'
  >,
): P {
  const [first, ...rest] = product.specs;
  const storage = variant.storage || first?.storage || '';
  const memory = variant.memory || first?.memory || '';
  return {
    ...product,
    price: variant.price,
    priceAfterDiscount: variant.priceAfterDiscount,
    quantity: variant.quantity,
    images: variant.images.length > 0 ? variant.images : product.images,
    color: variant.color,
    colorAr: variant.colorAr,
    specs: first ? [{ ...first, storage, memory }, ...rest] : product.specs,
    specsAr: variantSpecsAr(product, { storage, memory }),
  };
}

/** The variant as a cart or order line names it: each option's name and value, in both languages. */
export function lineVariantOf(
  options: readonly ProductOption[],
  variant: Pick<Variant, '_id' | 'sku' | 'optionValues'>,
): LineVariant {
  return {
    _id: variant._id,
    sku: variant.sku,
    choices: options.flatMap((option, index) => {
      const value = option.values.find((candidate) => candidate.value === variant.optionValues[index]);
      return value
        ? [{ name: option.name, nameAr: option.nameAr, value: value.value, valueAr: value.valueAr }]
        : [];
    }),
  };
}

/** A line's choices as the shopper reads them: '512 GB · Blue', or the Arabic values in Arabic. */
export function choicesText(choices: LineVariant['choices'] | undefined, lang: string) {
  return (choices ?? [])
    .map((choice) => (lang === 'ar' && choice.valueAr ? choice.valueAr : choice.value))
    .join(' · ');
}

/** A line's name with its choices, as a return or an email names what was bought: 'Nova Phone (512 GB · Blue)'. */
export function nameWithChoices(name: string, choices: LineVariant['choices'] | undefined, lang: string) {
  const text = choicesText(choices, lang);
  return text ? `${name} (${text})` : name;
}
