/*
 * Persistence: redux-persist, one persisted reducer per slice, written under the spec's own localStorage keys
 * (authUser, refreshToken, User, cart, favorite, filter, selectedCategory, filterName, lang, cartId, order).
 *
 * Plain strings are stored as they are. Structured values are stored as { "version": N, "data": ... }; a bare value
 * (the format the first version of the shop wrote) reads as version 0 and is migrated. A value that cannot be read
 * is dropped, reported once in the console and removed, so a damaged localStorage never breaks boot.
 */
import type { Reducer } from '@reduxjs/toolkit';
import {
  createMigrate,
  persistReducer,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import { isLanguage } from '../i18n/language';
import { initialUiState, type UiState } from '../i18n/uiSlice';
import { initialCartState, type CartItem, type CartState } from '../features/cart/cartSlice';
import {
  initialFavouritesState,
  type FavouritesState,
  type FavouriteProduct,
} from '../features/favourites/favouritesSlice';
import { ALL_CATEGORIES, initialFiltersState, type FiltersState } from '../features/catalog/filtersSlice';
import { initialCheckoutState, type CheckoutState, type PlacedOrder } from '../features/orders/checkoutSlice';
import { initialSessionState, type SessionState, type SessionUser } from '../features/session/sessionSlice';

/** Every key the shop keeps in localStorage: a QA snapshot is exactly this set. */
export const STORAGE_KEYS = [
  'authUser',
  'refreshToken',
  'User',
  'cart',
  'favorite',
  'filter',
  'selectedCategory',
  'filterName',
  'lang',
  'cartId',
  'order',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

type Field = { key: StorageKey; kind: 'string' } | { key: StorageKey; kind: 'json' };

interface SliceCodec<S> {
  version: number;
  /** Slice field → storage key. At most one 'json' field per slice carries the slice's version. */
  fields: Partial<Record<keyof S, Field>>;
  migrations: MigrationManifest;
  /** Repairs or rejects what was read; returns the field values to keep. */
  sanitize: (state: Partial<S>) => Partial<S>;
  initial: S;
}

const report = (key: string, reason: string) => {
  console.warn(`[storefront] ignored stored '${key}': ${reason}; using the default`);
};

// ---- sanitizers: what a value must look like to be used ---------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmptyString = (v: unknown): v is string =>
  typeof v === 'string' && v.trim() !== '' && v !== 'null' && v !== 'undefined';
const finiteNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v));

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const OPAQUE_TOKEN_SHAPE = /^[\w~+/=.-]{16,1024}$/;
const RECORD_ID_SHAPE = /^[\w-]{1,64}$/;

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
  };
}

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

// ---- one codec per persisted slice ------------------------------------------------------------------------------

export const codecs = {
  session: {
    version: 1,
    fields: {
      token: { key: 'authUser', kind: 'string' },
      refreshToken: { key: 'refreshToken', kind: 'string' },
      user: { key: 'User', kind: 'json' },
    },
    migrations: { 1: (state) => state },
    sanitize: (s) => ({
      token: shaped('authUser', s.token, JWT_SHAPE),
      refreshToken: shaped('refreshToken', s.refreshToken, OPAQUE_TOKEN_SHAPE),
      user: toUser(s.user),
    }),
    initial: initialSessionState,
  } satisfies SliceCodec<SessionState>,
  cart: {
    version: 1,
    fields: { items: { key: 'cart', kind: 'json' } },
    migrations: { 1: (state) => state },
    sanitize: (s) => {
      const items = Array.isArray(s.items)
        ? s.items.map(toCartItem).filter((i): i is CartItem => i !== null)
        : [];
      const unique = items.filter(
        (item, index) => items.findIndex((other) => other.id === item.id) === index,
      );
      return { items: unique };
    },
    initial: initialCartState,
  } satisfies SliceCodec<CartState>,
  favourites: {
    version: 1,
    fields: { items: { key: 'favorite', kind: 'json' } },
    migrations: { 1: (state) => state },
    sanitize: (s) => ({
      items: Array.isArray(s.items)
        ? s.items.filter(
            (p): p is FavouriteProduct => isObject(p) && nonEmptyString(p._id) && typeof p.name === 'string',
          )
        : [],
    }),
    initial: initialFavouritesState,
  } satisfies SliceCodec<FavouritesState>,
  filters: {
    version: 1,
    fields: {
      category: { key: 'filter', kind: 'string' },
      selectedCategory: { key: 'selectedCategory', kind: 'string' },
      filterName: { key: 'filterName', kind: 'string' },
    },
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
    initial: initialFiltersState,
  } satisfies SliceCodec<FiltersState>,
  ui: {
    version: 1,
    fields: { lang: { key: 'lang', kind: 'string' } },
    migrations: { 1: (state) => state },
    sanitize: (s) => {
      if (isLanguage(s.lang)) return { lang: s.lang };
      if (nonEmptyString(s.lang)) report('lang', `'${s.lang}' is not a language of the shop`);
      return { lang: initialUiState.lang };
    },
    initial: initialUiState,
  } satisfies SliceCodec<UiState>,
  checkout: {
    version: 1,
    fields: { cartId: { key: 'cartId', kind: 'string' }, order: { key: 'order', kind: 'json' } },
    migrations: { 1: (state) => state },
    sanitize: (s) => ({
      cartId: shaped('cartId', s.cartId, RECORD_ID_SHAPE),
      order: isObject(s.order) && nonEmptyString(s.order._id) ? (s.order as PlacedOrder) : null,
    }),
    initial: initialCheckoutState,
  } satisfies SliceCodec<CheckoutState>,
};
export type PersistedSlice = keyof typeof codecs;
export const PERSISTED_SLICES = Object.keys(codecs) as PersistedSlice[];

// ---- the storage adapter: slice state <-> the spec's keys ------------------------------------------------------

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
interface Envelope {
  version: number;
  data: Json;
}
const isEnvelope = (v: unknown): v is Envelope =>
  isObject(v) && typeof v.version === 'number' && 'data' in v && Object.keys(v).length === 2;

/** Reads one slice from localStorage; undefined when nothing of it is stored. */
export function readSlice(
  slice: PersistedSlice,
  storage: Storage,
  onUnreadable: (key: StorageKey, reason: string) => void = report,
): Record<string, unknown> | undefined {
  const codec = codecs[slice] as unknown as SliceCodec<Record<string, unknown>>;
  const state: Record<string, unknown> = {};
  let version = codec.version;
  let found = false;
  for (const [field, spec] of Object.entries(codec.fields) as [string, Field][]) {
    const raw = storage.getItem(spec.key);
    if (raw === null) continue;
    if (spec.kind === 'string') {
      state[field] = raw;
      found = true;
      continue;
    }
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isEnvelope(parsed)) {
        if (parsed.version > codec.version)
          throw new Error(`version ${parsed.version} is newer than this shop knows`);
        state[field] = parsed.data;
        version = parsed.version;
      } else {
        state[field] = parsed;
        version = 0;
      }
      found = true;
    } catch (error) {
      onUnreadable(spec.key, error instanceof Error ? error.message : 'unreadable');
      storage.removeItem(spec.key);
    }
  }
  return found ? { ...state, _persist: { version, rehydrated: false } } : undefined;
}

/** Writes one slice to localStorage under its keys; empty values remove their key. */
export function writeSlice(slice: PersistedSlice, state: Record<string, unknown>, storage: Storage) {
  const codec = codecs[slice] as unknown as SliceCodec<Record<string, unknown>>;
  for (const [field, spec] of Object.entries(codec.fields) as [string, Field][]) {
    const value = state[field];
    const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
    if (spec.kind === 'string') {
      if (typeof value === 'string' && value !== '') storage.setItem(spec.key, value);
      else storage.removeItem(spec.key);
    } else if (empty) {
      storage.removeItem(spec.key);
    } else {
      storage.setItem(spec.key, JSON.stringify({ version: codec.version, data: value }));
    }
  }
}

export function removeSlice(slice: PersistedSlice, storage: Storage) {
  for (const spec of Object.values(codecs[slice].fields) as Field[]) storage.removeItem(spec.key);
}

/** redux-persist storage whose "key" is a slice name and whose "item" is the slice's state object. */
export function createSpecStorage(getStorage: () => Storage | undefined) {
  return {
    getItem: async (slice: string) => {
      const storage = getStorage();
      return storage ? readSlice(slice as PersistedSlice, storage) : undefined;
    },
    setItem: async (slice: string, state: Record<string, unknown>) => {
      const storage = getStorage();
      if (storage) writeSlice(slice as PersistedSlice, state, storage);
    },
    removeItem: async (slice: string) => {
      const storage = getStorage();
      if (storage) removeSlice(slice as PersistedSlice, storage);
    },
  };
}

const browserStorage = () => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): the shop works, it just forgets
  }
};
const specStorage = createSpecStorage(browserStorage);

/** Migrates what was read to the current version, then keeps only well-formed fields. */
function migrateAndSanitize<S>(codec: SliceCodec<S>) {
  const migrate = createMigrate(codec.migrations, { debug: false });
  return async (state: PersistedState, currentVersion: number): Promise<PersistedState> => {
    if (!state) return state;
    let migrated: PersistedState;
    try {
      migrated = await migrate(state, currentVersion);
    } catch (error) {
      report(
        Object.values(codec.fields)
          .map((f) => (f as Field).key)
          .join(', '),
        String(error),
      );
      return undefined;
    }
    const { _persist, ...fields } = migrated as Record<string, unknown> & {
      _persist: { version: number; rehydrated: boolean };
    };
    return { ...codec.sanitize(fields as Partial<S>), _persist } as PersistedState;
  };
}

export function persisted<S>(slice: PersistedSlice, reducer: Reducer<S>): Reducer<S & PersistedState> {
  const codec = codecs[slice] as unknown as SliceCodec<S>;
  const config: PersistConfig<S> = {
    key: slice,
    keyPrefix: '',
    storage: specStorage,
    version: codec.version,
    whitelist: Object.keys(codec.fields) as PersistConfig<S>['whitelist'],
    serialize: false,
    deserialize: false,
    migrate: migrateAndSanitize(codec),
    timeout: 0,
  } as PersistConfig<S>;
  return persistReducer(config, reducer) as unknown as Reducer<S & PersistedState>;
}
