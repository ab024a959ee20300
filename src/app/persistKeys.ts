// The persisted slices' storage keys and versions, and the one way a dropped stored value is reported: read by the
// persistence adapter (./persist.ts) and by the repairs it loads when something is stored (./persistRepair.ts).
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
  'recentlyViewed',
  'checkoutKey',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

export type Field = { key: StorageKey; kind: 'string' } | { key: StorageKey; kind: 'json' };

export interface SliceCodec {
  version: number;
  /** Slice field → storage key. At most one 'json' field per slice carries the slice's version. */
  fields: Record<string, Field>;
}

export const report = (key: string, reason: string) => {
  console.warn(`[storefront] ignored stored '${key}': ${reason}; using the default`);
};

// ---- where each persisted slice is stored ---------------------------------------------------------------------

/**
 * Slice field → storage key, and the version its structured values are written with. What a stored value must
 * look like to be used (sanitizers) and how an older version is brought up to date (migrations) live in
 * ./persistRepair.ts, a chunk that loads only when something is stored: a first-time visitor's boot never needs it.
 */
export const codecs = {
  session: {
    version: 1,
    fields: {
      token: { key: 'authUser', kind: 'string' },
      refreshToken: { key: 'refreshToken', kind: 'string' },
      user: { key: 'User', kind: 'json' },
    },
  },
  cart: {
    version: 1,
    fields: { items: { key: 'cart', kind: 'json' }, checkoutKey: { key: 'checkoutKey', kind: 'string' } },
  },
  favourites: { version: 1, fields: { items: { key: 'favorite', kind: 'json' } } },
  recentlyViewed: { version: 1, fields: { items: { key: 'recentlyViewed', kind: 'json' } } },
  filters: {
    version: 1,
    fields: {
      category: { key: 'filter', kind: 'string' },
      selectedCategory: { key: 'selectedCategory', kind: 'string' },
      filterName: { key: 'filterName', kind: 'string' },
    },
  },
  ui: { version: 1, fields: { lang: { key: 'lang', kind: 'string' } } },
  checkout: {
    version: 1,
    fields: { cartId: { key: 'cartId', kind: 'string' }, order: { key: 'order', kind: 'json' } },
  },
} satisfies Record<string, SliceCodec>;
export type PersistedSlice = keyof typeof codecs;
export const PERSISTED_SLICES = Object.keys(codecs) as PersistedSlice[];
