/*
 * Which of the product's variants the page shows. The address names it (`?variant=<sku>`, replaced, not pushed, on
 * each choice), so a shared link opens on it; without one, the default (first) variant. A combination the shop does
 * not sell has no SKU: the address then names no variant.
 */
import { useState } from 'react';
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

/**
 * A choice made here: shown from the press itself (the address follows by a navigation, which settles later). It
 * stands while the address names what it was or what the choices made it; another address (a link followed) wins.
 */
interface Choice {
  productId: string;
  values: readonly string[];
  /** The `?variant=` values (null: none) the address had or was given while choosing. */
  addresses: readonly (string | null)[];
}

export function useChosenVariant(product: ProductDetail | undefined): ChosenVariant {
  const [params, setParams] = useSearchParams();
  const sku = params.get(VARIANT_PARAM);
  const [choice, setChoice] = useState<Choice | null>(null);
  const own =
    choice && product && choice.productId === product._id && choice.addresses.includes(sku) ? choice : null;
  const named = sku === null ? undefined : product?.variants.find((variant) => variant.sku === sku);
  const values = own?.values ?? named?.optionValues ?? product?.variants[0]?.optionValues ?? none;
  const variant = product ? variantWith(product, values) : undefined;

  const choose = (option: number, value: string) => {
    if (!product) return;
    const next = values.map((current, index) => (index === option ? value : current));
    const found = variantWith(product, next);
    const address = found?.sku ?? null;
    setChoice({ productId: product._id, values: next, addresses: [...(own?.addresses ?? [sku]), address] });
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (address) updated.set(VARIANT_PARAM, address);
        else updated.delete(VARIANT_PARAM);
        return updated;
      },
      { replace: true },
    );
  };

  return { values, variant, choose };
}
