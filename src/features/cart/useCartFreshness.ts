// When the cart page opens, re-read every product in the cart: prices and stock follow the catalogue, products that
// are gone leave the cart, and each change becomes a notice so the shopper never checks out at a stale price.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { unitPrice } from '../../contract/constants';
import type { Product, ProductDetail } from '../../contract/types';
import { useGetCartProductsQuery } from './cartApi';
import { cartLineOf, itemRemoved, lineRefreshed, lineUnitPrice, selectCartItems } from './cartSlice';

export type FreshnessNotice =
  | { kind: 'gone'; id: string; name: string; nameAr?: string }
  | { kind: 'outOfStock'; id: string; name: string; nameAr?: string }
  | { kind: 'lowered'; id: string; name: string; nameAr?: string; available: number }
  | { kind: 'price'; id: string; name: string; nameAr?: string; before: number; after: number };

/** How many related products the cart page suggests. */
export const RELATED_LIMIT = 8;

export function useCartFreshness() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  // The lines present when the page opened; removing one later must not re-read the rest.
  const [ids] = useState(() =>
    selectCartItems(store.getState())
      .map((item) => item.id)
      .sort(),
  );
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
    for (const id of data.missing) {
      const line = lines.find((item) => item.id === id);
      if (!line) continue;
      dispatch(itemRemoved(id));
      found.push({ kind: 'gone', id, name: line.title });
    }
    for (const product of data.products) {
      const line = lines.find((item) => item.id === product._id);
      if (!line) continue;
      const names = { id: product._id, name: product.name, nameAr: product.nameAr };
      if (product.quantity < 1) found.push({ kind: 'outOfStock', ...names });
      else if (product.quantity < line.quantity)
        found.push({ kind: 'lowered', ...names, available: product.quantity });
      const before = lineUnitPrice(line);
      const after = unitPrice(product);
      if (product.quantity >= 1 && before !== after) found.push({ kind: 'price', ...names, before, after });
      dispatch(lineRefreshed(cartLineOf(product)));
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
