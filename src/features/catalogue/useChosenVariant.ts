/*
 * Which of the product's variants the page shows. The address names it (`?variant=<sku>`, replaced, not pushed, on
 * each choice), so a shared link opens on it; without one, the default (first) variant. A combination the shop does
 * not sell has no SKU: it is held here until the next choice, and the address then names no variant.
 */
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { VARIANT_PARAM } from '../../config/paths';
import type { ProductDetail, Variant } from '../../contract/types';
import { variantWith } from '../../contract/variants';

export interface ChosenVariant {
  /** The value chosen of each option, in the options' order. */
  values: readonly string[];
  /** The variant those values name; undefined for a combination the shop does not sell. */
  variant: Variant | undefined;
  choose: (option: number, value: string) => void;
}

const none: readonly string[] = [];

export function useChosenVariant(product: ProductDetail | undefined): ChosenVariant {
  const [params, setParams] = useSearchParams();
  const sku = params.get(VARIANT_PARAM);
  const [unsold, setUnsold] = useState<{ productId: string; values: readonly string[] } | null>(null);
  const named = sku === null ? undefined : product?.variants.find((variant) => variant.sku === sku);
  const values =
    named?.optionValues ??
    (unsold && unsold.productId === product?._id ? unsold.values : product?.variants[0]?.optionValues) ??
    none;
  const variant = product ? variantWith(product, values) : undefined;

  const choose = useCallback(
    (option: number, value: string) => {
      if (!product) return;
      const next = values.map((current, index) => (index === option ? value : current));
      const found = variantWith(product, next);
      setUnsold(found ? null : { productId: product._id, values: next });
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (found) updated.set(VARIANT_PARAM, found.sku);
          else updated.delete(VARIANT_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [product, values, setParams],
  );

  return { values, variant, choose };
}
