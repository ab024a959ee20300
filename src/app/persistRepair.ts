/*
 * What a stored slice must look like to be used, and how an older stored version is brought up to date
 * (decisions.md, "Persistence under the spec's own keys"). A chunk of its own: src/app/persist.ts loads it only when
 * something is stored (before rehydration finishes, so before the first render), and when the page is idle.
 */
import { createMigrate, type MigrationManifest, type PersistedState } from 'redux-persist';
import { isLanguage } from '../i18n/language';
import { initialUiState, type UiState } from '../i18n/uiSlice';
import { lineKeyOf, type CartItem, type CartState } from '../features/cart/cartSlice';
import type { FavouritesState, FavouriteProduct } from '../features/favourites/favouritesSlice';
import {
  RECENTLY_VIEWED_LIMIT,
  type RecentlyViewedState,
  type ViewedProduct,
} from '../features/recentlyViewed/recentlyViewedSlice';
import { ALL_CATEGORIES, initialFiltersState, type FiltersState } from '../features/catalogue/filtersSlice';
import type { CheckoutState, PlacedOrder } from '../features/orders/checkoutSlice';
import type { SessionState, SessionUser } from '../features/session/sessionSlice';
import { codecs, report, type PersistedSlice, type StorageKey } from './persistKeys';

interface SliceRepair<S> {
  migrations: MigrationManifest;
  /** Repairs or rejects what was read; returns the field values to keep. */
  sanitize: (state: Partial<S>) => Partial<S>;
}

// ---- sanitizers: what a value must look like to be used ---------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmptyString = (v: unknown): v is string =>
  typeof v === 'string' && v.trim() !== '' && v !== 'null' && v !== 'undefined';
const finiteNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v));

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const OPAQUE_TOKEN_SHAPE = /^[\w~+/=.-]{16,1024}$/;
const RECORD_ID_SHAPE = /^[\w-]{1,64}$/;
/** A checkout key as the shop makes them (a UUID; within what the server takes as an Idempotency-Key). */
const CHECKOUT_KEY_SHAPE = /^[\w-]{8,200}$/;

/** A stored string of a known shape: absent or null-like reads as null; anything else malformed is reported. */
function shaped(key: StorageKey, value: unknown, shape: RegExp): string | null {
  if (!nonEmptyString(value)) return null;
  if (shape.test(value)) return value;
  report(key, 'not in the expected format');
  return null;
}

function toCartItem(raw: unknown): CartItem | null {
  if (!isObject(raw) || !nonEmptyString(raw.id)) return null;
  const productquantity = Math.max(0, Math.floor(finiteNumber(raw.productquantity)));
  const quantity = Math.floor(finiteNumber(raw.quantity));
  const price = finiteNumber(raw.price);
  if (!Number.isFinite(productquantity) || !Number.isFinite(quantity) || !Number.isFinite(price)) return null;
  if (productquantity === 0 || quantity < 1) return null;
  return {
    id: raw.id,
    title: typeof raw.title === 'string' ? raw.title : '',
    image: typeof raw.image === 'string' ? raw.image : '',
    price,
    priceAfterDesc: Number.isFinite(finiteNumber(raw.priceAfterDesc)) ? finiteNumber(raw.priceAfterDesc) : 0,
    productquantity,
    quantity: Math.min(quantity, productquantity),
    color: typeof raw.color === 'string' ? raw.color : '',
    // A line for one of a product's variants (optional: a line stored without one is for the product itself).
    ...(nonEmptyString(raw.variant)
      ? {
          variant: raw.variant,
          sku: typeof raw.sku === 'string' ? raw.sku : '',
          choices: Array.isArray(raw.choices) ? raw.choices.filter(isChoice) : [],
        }
      : {}),
  };
}

const isChoice = (v: unknown): v is NonNullable<CartItem['choices']>[number] =>
  isObject(v) &&
  typeof v.name === 'string' &&
  typeof v.nameAr === 'string' &&
  typeof v.value === 'string' &&
  typeof v.valueAr === 'string';

function toUser(raw: unknown): SessionUser | null {
  if (!isObject(raw)) return null;
  const id = raw._id ?? raw.id;
  if (!nonEmptyString(id) || typeof raw.name !== 'string' || typeof raw.email !== 'string') return null;
  return {
    _id: id,
    name: raw.name,
    email: raw.email,
    ...(typeof raw.phone === 'string' ? { phone: raw.phone } : {}),
    ...(typeof raw.role === 'string' ? { role: raw.role } : {}),
  };
}

// ---- one repair per persisted slice -----------------------------------------------------------------------------

const repairs = {
  session: {
    migrations: { 1: (state) => state },
    sanitize: (s) => ({
      token: shaped('authUser', s.token, JWT_SHAPE),
      refreshToken: shaped('refreshToken', s.refreshToken, OPAQUE_TOKEN_SHAPE),
      user: toUser(s.user),
    }),
  } satisfies SliceRepair<SessionState>,
  cart: {
    migrations: { 1: (state) => state },
    sanitize: (s) => {
      const items = Array.isArray(s.items)
        ? s.items.map(toCartItem).filter((i): i is CartItem => i !== null)
        : [];
      const unique = items.filter(
        (item, index) => items.findIndex((other) => lineKeyOf(other) === lineKeyOf(item)) === index,
      );
      return { items: unique, checkoutKey: shaped('checkoutKey', s.checkoutKey, CHECKOUT_KEY_SHAPE) };
    },
  } satisfies SliceRepair<CartState>,
  favourites: {
    migrations: { 1: (state) => state },
    sanitize: (s) => ({
      items: Array.isArray(s.items)
        ? s.items.filter(
            (p): p is FavouriteProduct => isObject(p) && nonEmptyString(p._id) && typeof p.name === 'string',
          )
        : [],
    }),
  } satisfies SliceRepair<FavouritesState>,
  recentlyViewed: {
    migrations: { 1: (state) => state },
    sanitize: (s) => {
      if (!Array.isArray(s.items)) {
        if (s.items !== undefined && s.items !== null) report('recentlyViewed', 'not a list of products');
        return { items: [] };
      }
      const products = s.items.filter(
        (p): p is ViewedProduct => isObject(p) && nonEmptyString(p._id) && typeof p.name === 'string',
      );
      const distinct = products.filter(
        (product, index) => products.findIndex((other) => other._id === product._id) === index,
      );
      return { items: distinct.slice(0, RECENTLY_VIEWED_LIMIT) };
    },
  } satisfies SliceRepair<RecentlyViewedState>,
  filters: {
    migrations: { 1: (state) => state },
    sanitize: (s) => {
      const category = s.category === ALL_CATEGORIES ? null : shaped('filter', s.category, RECORD_ID_SHAPE);
      return category
        ? {
            category,
            selectedCategory: nonEmptyString(s.selectedCategory) ? s.selectedCategory : ALL_CATEGORIES,
            filterName: nonEmptyString(s.filterName) ? s.filterName : null,
          }
        : initialFiltersState;
    },
  } satisfies SliceRepair<FiltersState>,
  ui: {
    migrations: { 1: (state) => state },
    sanitize: (s) => {
      if (isLanguage(s.lang)) return { lang: s.lang };
      if (nonEmptyString(s.lang)) report('lang', `'${s.lang}' is not a language of the shop`);
      return { lang: initialUiState.lang };
    },
  } satisfies SliceRepair<UiState>,
  checkout: {
    migrations: { 1: (state) => state },
    sanitize: (s) => ({
      cartId: shaped('cartId', s.cartId, RECORD_ID_SHAPE),
      order: isObject(s.order) && nonEmptyString(s.order._id) ? (s.order as PlacedOrder) : null,
    }),
  } satisfies SliceRepair<CheckoutState>,
};

/** Migrates what was read to the current version, then keeps only well-formed fields. */
export async function repair(
  slice: PersistedSlice,
  state: PersistedState,
  currentVersion: number,
): Promise<PersistedState> {
  const { migrations, sanitize } = repairs[slice] as unknown as SliceRepair<Record<string, unknown>>;
  let migrated: PersistedState;
  try {
    migrated = await createMigrate(migrations, { debug: false })(state, currentVersion);
  } catch (error) {
    report(
      Object.values(codecs[slice].fields)
        .map((field) => field.key)
        .join(', '),
      String(error),
    );
    return undefined;
  }
  const { _persist, ...fields } = migrated as Record<string, unknown> & {
    _persist: { version: number; rehydrated: boolean };
  };
  return { ...sanitize(fields), _persist } as PersistedState;
}
