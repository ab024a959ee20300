// When the cart page opens, re-read every product in the cart: prices and stock follow the catalogue, products that
// are gone leave the cart, and each change becomes a notice so the shopper never checks out at a stale price.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { unitPrice } from '../../contract/constants';
import type { Product, ProductDetail } from '../../contract/types';
import { lineVariantOf, productAsVariant } from '../../contract/variants';
import { useGetCartProductsQuery } from './cartApi';
import {
  cartLineOf,
  itemRemoved,
  lineKeyOf,
  lineRefreshed,
  lineUnitPrice,
  selectCartItems,
  type CartItem,
} from './cartSlice';

export type FreshnessNotice =
  | { kind: 'gone'; id: string; name: string; nameAr?: string }
  | { kind: 'outOfStock'; id: string; name: string; nameAr?: string }
  | { kind: 'lowered'; id: string; name: string; nameAr?: string; available: number }
  | { kind: 'price'; id: string; name: string; nameAr?: string; before: number; after: number };

/** The line as the product shows it now: the product's own, or its variant's (undefined: that variant is gone). */
function lineNow(line: CartItem, product: ProductDetail) {
  if (!line.variant) return { shown: product, fresh: cartLineOf(product) };
  const variant = product.variants.find((candidate) => candidate._id === line.variant);
  if (!variant) return undefined;
  const shown = productAsVariant(product, variant);
  return { shown, fresh: cartLineOf(shown, lineVariantOf(product.options, variant)) };
}

/** How many related products the cart page suggests. */
export const RELATED_LIMIT = 8;

export function useCartFreshness() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  // The lines present when the page opened; removing one later must not re-read the rest.
  // (Two variants of one product are one product to read.)
  const [ids] = useState(() => [...new Set(selectCartItems(store.getState()).map((item) => item.id))].sort());
  const query = useGetCartProductsQuery(ids, { skip: ids.length === 0, refetchOnMountOrArgChange: true });
  const [notices, setNotices] = useState<FreshnessNotice[]>([]);
  const data = query.data;
  // Each answer is applied once (StrictMode runs effects twice; the second run would find nothing to report).
  const applied = useRef<typeof data>(undefined);

  useEffect(() => {
    if (!data || applied.current === data) return;
    applied.current = data;
    const found: FreshnessNotice[] = [];
    const lines = selectCartItems(store.getState());
    const products = new Map(data.products.map((product) => [product._id, product]));
    for (const line of lines) {
      const key = lineKeyOf(line);
      const product = products.get(line.id);
      const now = product ? lineNow(line, product) : undefined;
      if (!product || !now) {
        // The product, or the variant the line is for, is no longer sold.
        if (!product && !data.missing.includes(line.id)) continue;
        dispatch(itemRemoved(key));
        found.push({ kind: 'gone', id: key, name: line.title, nameAr: product?.nameAr });
        continue;
      }
      const { shown, fresh } = now;
      const names = { id: key, name: product.name, nameAr: product.nameAr };
      if (shown.quantity < 1) found.push({ kind: 'outOfStock', ...names });
      else if (shown.quantity < line.quantity)
        found.push({ kind: 'lowered', ...names, available: shown.quantity });
      const before = lineUnitPrice(line);
      const after = unitPrice(shown);
      if (shown.quantity >= 1 && before !== after) found.push({ kind: 'price', ...names, before, after });
      dispatch(lineRefreshed(fresh));
    }
    setNotices(found);
  }, [data, dispatch, store]);

  const productsById = useMemo(
    () => new Map<string, ProductDetail>((data?.products ?? []).map((product) => [product._id, product])),
    [data],
  );

  const items = useAppSelector(selectCartItems);

  /** Products of the same categories as the lines still in the cart, without the cart's own. */
  const related = useMemo(() => {
    const inCart = new Set(items.map((item) => item.id));
    const seen = new Set([...ids, ...inCart]);
    const result: Product[] = [];
    for (const product of data?.products ?? []) {
      if (!inCart.has(product._id)) continue;
      for (const candidate of product.relatedProducts.products) {
        if (seen.has(candidate._id) || result.length >= RELATED_LIMIT) continue;
        seen.add(candidate._id);
        result.push(candidate);
      }
    }
    return result;
  }, [data, ids, items]);

  return { notices, productsById, related, isFetching: query.isFetching, error: query.error };
}
