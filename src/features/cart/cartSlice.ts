// The shopper's cart, kept in the browser (stored as 'cart'): one line per product and variant, quantity within stock.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LineVariant, Product } from '../../contract/types';
import { unitPrice } from '../../contract/constants';

/** The spec's locally kept cart item; field names are the stored format. */
export interface CartItem {
  id: string;
  title: string;
  image: string;
  price: number;
  /** The product's priceAfterDiscount as last seen (0 = no discount). */
  priceAfterDesc: number;
  /** Stock ceiling. */
  productquantity: number;
  quantity: number;
  color: string;
  /**
   * The variant's _id, for a product that comes in several (sent as the cart request's variantId). Absent on a
   * product that comes one way, and on lines stored before products had variants: those are sent without one.
   */
  variant?: string;
  sku?: string;
  /** The variant's option values, in both languages ('512 GB · Blue'). */
  choices?: LineVariant['choices'];
}

/**
 * What names a line in the cart's actions: the product's id, or `<product id>:<variant id>` for a line with a
 * variant (so the actions, their payloads and a replayed action list stay what they were for lines without one).
 */
export const lineKeyOf = (line: Pick<CartItem, 'id' | 'variant'>) =>
  line.variant ? `${line.id}:${line.variant}` : line.id;
const byKey = (key: string) => (line: CartItem) => lineKeyOf(line) === key;
/** A line a server answer names: by its key, its variant's _id, or (without a variant) its product's id. */
const namedBy = (id: string) => (line: CartItem) => lineKeyOf(line) === id || line.variant === id;

export interface CartState {
  items: CartItem[];
  /**
   * The cart's checkout key (stored as 'checkoutKey'): taken with the cart's first line, sent as the checkout's
   * Idempotency-Key, kept across reloads and shared by every tab of the cart, dropped when the cart becomes an order.
   * The server answers a key that already became an order with that order, so one cart makes one order.
   */
  checkoutKey: string | null;
}

export const initialCartState: CartState = { items: [], checkoutKey: null };

/** crypto.randomUUID, or a v4 UUID from getRandomValues where randomUUID is missing (a non-secure origin). */
export function newCheckoutKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key a press brings along (in the action, so a replayed action list rebuilds the same state). */
const withKey = <P>(payload: P) => ({ payload, meta: { checkoutKey: newCheckoutKey() } });

/**
 * A cart line (without its quantity) from a product as the API returned it; with `variant`, the line is for that
 * variant, and `product` carries the variant's price, stock, photos and colour (the product page's chosen one).
 */
export function cartLineOf(product: Product, variant?: LineVariant): Omit<CartItem, 'quantity'> {
  return {
    id: product._id,
    title: product.name,
    image: product.images[0] ?? '',
    price: product.price,
    priceAfterDesc: product.priceAfterDiscount,
    productquantity: product.quantity,
    color: product.color,
    ...(variant ? { variant: variant._id, sku: variant.sku, choices: variant.choices } : {}),
  };
}

/** The price one unit of a line costs, by the spec's discount rule. */
export const lineUnitPrice = (item: Pick<CartItem, 'price' | 'priceAfterDesc'>) =>
  unitPrice({ price: item.price, priceAfterDiscount: item.priceAfterDesc });

export const lineTotal = (item: CartItem) => lineUnitPrice(item) * item.quantity;

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adds a product (or its variant), or one more of it; the line takes the latest price and stock. */
    itemAdded: {
      reducer(state, action: PayloadAction<Omit<CartItem, 'quantity'>, string, { checkoutKey: string }>) {
        const key = lineKeyOf(action.payload);
        const existing = state.items.find(byKey(key));
        if (existing) {
          Object.assign(existing, action.payload);
          existing.quantity = Math.min(existing.quantity + 1, existing.productquantity);
          if (existing.quantity < 1) state.items = state.items.filter((item) => lineKeyOf(item) !== key);
        } else if (action.payload.productquantity > 0) {
          state.items.push({ ...action.payload, quantity: 1 });
        }
        if (state.items.length > 0) state.checkoutKey ??= action.meta.checkoutKey;
      },
      prepare: (line: Omit<CartItem, 'quantity'>) => withKey(line),
    },
    /** A cart stored before carts had a key takes one at Place Order. */
    checkoutKeyTaken: {
      reducer(state, action: PayloadAction<undefined, string, { checkoutKey: string }>) {
        state.checkoutKey ??= action.meta.checkoutKey;
      },
      prepare: () => withKey(undefined),
    },
    /** Another tab of this shop changed the stored cart: this tab shows the same. */
    cartSynced(_state, action: PayloadAction<CartState>) {
      return action.payload;
    },
    /** One more, never above the stock (the payload is the line's key: lineKeyOf). */
    quantityIncreased(state, action: PayloadAction<string>) {
      const item = state.items.find(byKey(action.payload));
      if (item) item.quantity = Math.min(item.quantity + 1, item.productquantity);
    },
    /** One fewer on the cart page: never below 1 (deleting is a separate, confirmed step). */
    quantityDecreased(state, action: PayloadAction<string>) {
      const item = state.items.find(byKey(action.payload));
      if (item) item.quantity = Math.max(item.quantity - 1, 1);
    },
    /** One fewer from a product card or page: at quantity 1 the line goes. */
    quantityDecreasedOrRemoved(state, action: PayloadAction<string>) {
      const item = state.items.find(byKey(action.payload));
      if (!item) return;
      if (item.quantity <= 1) state.items = state.items.filter((line) => line !== item);
      else item.quantity -= 1;
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((line) => lineKeyOf(line) !== action.payload);
    },
    /**
     * The server says only `available` are left: lower the ceiling and the quantity; none left removes the line.
     * `id` names a line by its key, by its variant's _id, or (a line without a variant) by its product's id.
     */
    quantityCapped(state, action: PayloadAction<{ id: string; available: number }>) {
      const { id, available } = action.payload;
      const item = state.items.find(namedBy(id));
      if (!item) return;
      const ceiling = Math.max(0, Math.floor(available));
      if (ceiling < 1) {
        state.items = state.items.filter((line) => line !== item);
        return;
      }
      item.productquantity = ceiling;
      item.quantity = Math.min(item.quantity, ceiling);
    },
    /** The product (or variant) as the API shows it now: price, stock and details follow; quantity stays within stock. */
    lineRefreshed(state, action: PayloadAction<Omit<CartItem, 'quantity'>>) {
      const item = state.items.find(byKey(lineKeyOf(action.payload)));
      if (!item) return;
      Object.assign(item, action.payload);
      if (item.productquantity < 1) state.items = state.items.filter((line) => line !== item);
      else item.quantity = Math.min(item.quantity, item.productquantity);
    },
    /** The prices checkout found (a total that changed), by product or variant _id: the lines take them. */
    linesRepriced(
      state,
      action: PayloadAction<{ _id: string; price: number; priceAfterDiscount: number }[]>,
    ) {
      for (const { _id, price, priceAfterDiscount } of action.payload) {
        const item = state.items.find(namedBy(_id));
        if (!item) continue;
        item.price = price;
        item.priceAfterDesc = priceAfterDiscount;
      }
    },
    cartCleared(state) {
      state.items = [];
      state.checkoutKey = null;
    },
  },
});

export const {
  itemAdded,
  quantityIncreased,
  quantityDecreased,
  quantityDecreasedOrRemoved,
  itemRemoved,
  quantityCapped,
  lineRefreshed,
  linesRepriced,
  cartCleared,
  checkoutKeyTaken,
  cartSynced,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectCartItems = (state: WithCart) => state.cart.items;
export const selectCheckoutKey = (state: WithCart) => state.cart.checkoutKey;
export const selectCartCount = (state: WithCart) =>
  state.cart.items.reduce((sum, item) => sum + item.quantity, 0);
/** Quantity of one line in the cart (0 when absent), by its key (lineKeyOf: a product's id for a line without a variant). */
export const selectCartQuantity = (key: string) => (state: WithCart) =>
  state.cart.items.find(byKey(key))?.quantity ?? 0;
/** Sum of the lines at their discounted unit prices (the server re-prices at checkout). */
export const selectCartSubtotal = (state: WithCart) =>
  state.cart.items.reduce((sum, item) => sum + lineTotal(item), 0);
