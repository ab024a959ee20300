/*
 * Persistence: redux-persist, one persisted reducer per slice, written under the spec's own localStorage keys
 * (authUser, refreshToken, User, cart, favorite, filter, selectedCategory, filterName, lang, cartId, order), and
 * recentlyViewed (the shop's own addition, docs/decisions.md).
 *
 * Plain strings are stored as they are. Structured values are stored as { "version": N, "data": ... }; a bare value
 * (the format the first version of the shop wrote) reads as version 0 and is migrated. A value that cannot be read
 * is dropped, reported once in the console and removed, so a damaged localStorage never breaks boot.
 */
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type PersistedState } from 'redux-persist';
import { whenIdle } from '../ui/whenIdle';
import {
  codecs,
  report,
  type Field,
  type PersistedSlice,
  type SliceCodec,
  type StorageKey,
} from './persistKeys';

export { STORAGE_KEYS, PERSISTED_SLICES, type StorageKey } from './persistKeys';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

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
  const codec: SliceCodec = codecs[slice];
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
  const codec: SliceCodec = codecs[slice];
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
      const state = storage ? readSlice(slice as PersistedSlice, storage) : undefined;
      // Something is stored: the repair code starts loading now, while the other slices are read.
      if (state) void loadRepair();
      return state;
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

// Sanitizers and migrations: only when something was stored. Loaded once the page is idle as well, so that a
// returning visitor (whose boot needs them before the first render) finds them in the HTTP cache.
const loadRepair = () => import(/* webpackChunkName: "persist-repair" */ './persistRepair');
// (Not under jest: a load scheduled after a test file has finished would outlive its environment.)
if (typeof window !== 'undefined' && process.env.NODE_ENV !== 'test') whenIdle(() => void loadRepair());

/** Migrates what was read to the current version, then keeps only well-formed fields (./persistRepair). */
const migrateAndSanitize =
  (slice: PersistedSlice) =>
  async (state: PersistedState, currentVersion: number): Promise<PersistedState> =>
    state ? (await loadRepair()).repair(slice, state, currentVersion) : state;

export function persisted<S>(slice: PersistedSlice, reducer: Reducer<S>): Reducer<S & PersistedState> {
  const codec: SliceCodec = codecs[slice];
  const config: PersistConfig<S> = {
    key: slice,
    keyPrefix: '',
    storage: specStorage,
    version: codec.version,
    whitelist: Object.keys(codec.fields) as PersistConfig<S>['whitelist'],
    serialize: false,
    deserialize: false,
    migrate: migrateAndSanitize(slice),
    timeout: 0,
  } as PersistConfig<S>;
  return persistReducer(config, reducer) as unknown as Reducer<S & PersistedState>;
}
