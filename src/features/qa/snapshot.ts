/*
 * QA state snapshots: one JSON file holding the shop's persisted localStorage keys (the spec's storage keys), a
 * format version and the app version. Export reads localStorage; import validates, migrates an older format, and
 * writes the keys back (the app then reloads into that state). A malformed or future file is refused whole.
 */
import { readSlice, PERSISTED_SLICES, STORAGE_KEYS, type StorageKey } from '../../app/persist';

export const SNAPSHOT_FORMAT = 'storefront-snapshot';
export const SNAPSHOT_VERSION = 1;
export const APP_VERSION = process.env.APP_VERSION ?? '0.0.0-dev';

export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  /** The raw localStorage values, exactly as the shop stores them. */
  storage: Partial<Record<StorageKey, string>>;
}

export class SnapshotError extends Error {
  /** A message id (qa.error.*) so the panel can say it in both languages. */
  constructor(
    readonly messageId: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageId);
    this.name = 'SnapshotError';
  }
}

const isStorageKey = (key: string): key is StorageKey => (STORAGE_KEYS as readonly string[]).includes(key);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function takeSnapshot(storage: Storage = localStorage, now = new Date()): Snapshot {
  const values: Partial<Record<StorageKey, string>> = {};
  for (const key of STORAGE_KEYS) {
    const value = storage.getItem(key);
    if (value !== null) values[key] = value;
  }
  return {
    format: SNAPSHOT_FORMAT,
    formatVersion: SNAPSHOT_VERSION,
    appVersion: APP_VERSION,
    createdAt: now.toISOString(),
    storage: values,
  };
}

/**
 * Older formats, oldest first. Version 0 is a bare copy of localStorage ({ "cart": "...", "lang": "ar" }), as a
 * tester would paste it from the browser's devtools: it becomes the storage of a version-1 snapshot.
 */
function migrate(raw: Record<string, unknown>): Record<string, unknown> {
  if (raw.format === undefined && raw.formatVersion === undefined) {
    return {
      format: SNAPSHOT_FORMAT,
      formatVersion: 1,
      appVersion: 'unknown',
      createdAt: new Date(0).toISOString(),
      storage: raw,
    };
  }
  return raw;
}

/** Parses and validates a snapshot file's text; throws SnapshotError with the reason. */
export function parseSnapshot(text: string): Snapshot {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new SnapshotError('qa.error.notJson');
  }
  if (!isRecord(raw)) throw new SnapshotError('qa.error.notSnapshot');
  if (raw.format !== undefined && raw.format !== SNAPSHOT_FORMAT)
    throw new SnapshotError('qa.error.notSnapshot');
  if (raw.formatVersion !== undefined) {
    if (
      typeof raw.formatVersion !== 'number' ||
      !Number.isInteger(raw.formatVersion) ||
      raw.formatVersion < 1
    ) {
      throw new SnapshotError('qa.error.notSnapshot');
    }
    if (raw.formatVersion > SNAPSHOT_VERSION) {
      throw new SnapshotError('qa.error.future', { version: raw.formatVersion, supported: SNAPSHOT_VERSION });
    }
  }
  const migrated = migrate(raw);
  const storage = migrated.storage;
  if (!isRecord(storage)) throw new SnapshotError('qa.error.notSnapshot');
  const values: Partial<Record<StorageKey, string>> = {};
  for (const [key, value] of Object.entries(storage)) {
    if (!isStorageKey(key)) throw new SnapshotError('qa.error.unknownKey', { key });
    if (typeof value !== 'string') throw new SnapshotError('qa.error.badValue', { key });
    values[key] = value;
  }
  assertReadable(values);
  return {
    format: SNAPSHOT_FORMAT,
    formatVersion: SNAPSHOT_VERSION,
    appVersion: typeof migrated.appVersion === 'string' ? migrated.appVersion : 'unknown',
    createdAt: typeof migrated.createdAt === 'string' ? migrated.createdAt : new Date(0).toISOString(),
    storage: values,
  };
}

/** Every value must be one the shop can read (the same reader as boot): otherwise the whole file is refused. */
function assertReadable(values: Partial<Record<StorageKey, string>>) {
  const scratch = new MemoryStorage(values);
  for (const slice of PERSISTED_SLICES) {
    readSlice(slice, scratch, (key) => {
      throw new SnapshotError('qa.error.badValue', { key });
    });
  }
}

/** Replaces the shop's persisted keys with the snapshot's (keys it does not hold are removed). */
export function applySnapshot(snapshot: Snapshot, storage: Storage = localStorage) {
  for (const key of STORAGE_KEYS) storage.removeItem(key);
  for (const [key, value] of Object.entries(snapshot.storage)) storage.setItem(key, value);
}

export const snapshotFileName = (snapshot: Snapshot) =>
  `storefront-snapshot-${snapshot.createdAt.replace(/[:.]/g, '-')}.json`;

class MemoryStorage implements Storage {
  private readonly map: Map<string, string>;
  constructor(values: Record<string, string | undefined>) {
    this.map = new Map(
      Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  }
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}
