// An installation never starts on a database that is missing, damaged, emptied or another one: DATA_DIR keeps a
// marker (installation.json) naming the database's identity, which the database carries in its own comment.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { activityLog, categories, mailOutbox, orders, users } from './schema';

export const RESTORE_HINT =
  'To bring the shop back, restore the latest backup into an empty DATA_DIR with `npm run restore -- FILE` ' +
  '(PostgreSQL: pg_restore); see docs/operations.md';

/** A refusal to start: the message says what is wrong and how to recover. */
export class InstallationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InstallationError';
  }
}

export interface Marker {
  /** The identity the database carries in its comment. */
  id: string;
  kind: DatabaseHandle['kind'];
  createdAt: string;
  /** Rows at the last check (start, every minute, clean stop): an emptied table is refused against them. */
  users: number;
  orders: number;
  /** activity_log and mail_outbox rows (absent in markers written before they were counted). */
  activity?: number;
  outbox?: number;
  checkedAt: string;
}

export interface Counts {
  categories: number;
  users: number;
  orders: number;
  activity: number;
  outbox: number;
}

/**
 * The tables the shop only ever adds to (nothing of ours deletes their rows): one the marker saw with rows and that
 * is now empty was emptied behind the shop's back. Categories need no marker: a set-up shop always has some.
 */
const NEVER_EMPTIED = [
  { key: 'users', table: 'users', what: 'users' },
  { key: 'orders', table: 'orders', what: 'orders' },
  { key: 'activity', table: 'activity_log', what: 'activity log entries (activity_log)' },
  { key: 'outbox', table: 'mail_outbox', what: 'emails in the outbox (mail_outbox)' },
] as const;

type NeverEmptied = (typeof NEVER_EMPTIED)[number]['key'];

/** The tables the marker saw with rows that `counts` finds empty, each with the count the marker kept. */
function emptiedSince(marker: Marker, counts: Counts) {
  return NEVER_EMPTIED.flatMap(({ key, table, what }) => {
    const had = marker[key] ?? 0;
    return had > 0 && counts[key] === 0 ? [{ table, what, had }] : [];
  });
}

const MARKER = 'installation.json';
const COMMENT_PREFIX = 'storefront installation ';

export const markerPath = (dataDir: string) => join(dataDir, MARKER);

export function readMarker(dataDir: string): Marker | undefined {
  const file = markerPath(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const marker = JSON.parse(readFileSync(file, 'utf8')) as Marker;
    if (typeof marker.id === 'string' && (marker.kind === 'pglite' || marker.kind === 'postgres'))
      return marker;
  } catch {
    // reported below
  }
  throw new InstallationError(
    `The installation marker ${file} is unreadable. Restore it from a backup, or remove it only if ` +
      `DATA_DIR holds the right database (the server then adopts that database).`,
  );
}

export function writeMarker(dataDir: string, marker: Marker): void {
  const file = markerPath(dataDir);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(marker, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
}

/**
 * Before PGlite opens DATA_DIR/pglite: refuses what it would silently re-create (it runs initdb over a directory
 * without PG_VERSION, and creates a missing one).
 */
export function checkPgliteDirectory(dataDir: string): void {
  const dir = join(dataDir, 'pglite');
  const entries = existsSync(dir) ? readdirSync(dir) : [];
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw new InstallationError(
      `The database directory ${dir} is damaged: its PG_VERSION file is missing, and opening it would ` +
        `re-create an empty database over it. It was left untouched. ${RESTORE_HINT}.`,
    );
  }
  const marker = readMarker(dataDir);
  if (!marker) return;
  if (marker.kind !== 'pglite') {
    throw new InstallationError(
      `${markerPath(dataDir)} belongs to an installation on PostgreSQL: set DATABASE_URL to its database, ` +
        'or give the embedded database its own DATA_DIR.',
    );
  }
  if (entries.length === 0) {
    throw new InstallationError(
      `The database directory ${dir} is missing or empty, but this installation has had a database there since ` +
        `${marker.createdAt} (${marker.users} users, ${marker.orders} orders at ${marker.checkedAt}). ` +
        `Nothing was created. ${RESTORE_HINT}.`,
    );
  }
}

async function readIdentity(database: DatabaseHandle): Promise<{ id: string; seededAt: string } | undefined> {
  const { rows } = (await database.db.execute(
    sql`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()`,
  )) as unknown as { rows: { comment: string | null }[] };
  const comment = rows[0]?.comment;
  if (!comment?.startsWith(COMMENT_PREFIX)) return undefined;
  try {
    const identity = JSON.parse(comment.slice(COMMENT_PREFIX.length)) as { id: string; seededAt: string };
    return typeof identity.id === 'string' ? identity : undefined;
  } catch {
    return undefined;
  }
}

export async function writeIdentity(database: DatabaseHandle): Promise<{ id: string; seededAt: string }> {
  const identity = { id: randomUUID(), seededAt: new Date().toISOString() };
  // A uuid and an ISO date: nothing in the literal needs more quoting than this.
  const literal = `${COMMENT_PREFIX}${JSON.stringify(identity)}`.replaceAll("'", "''");
  try {
    await database.db.execute(
      sql.raw(
        `DO $$ BEGIN EXECUTE format('COMMENT ON DATABASE %I IS %L', current_database(), '${literal}'); END $$`,
      ),
    );
  } catch (error) {
    throw new InstallationError(
      `Could not record the installation's identity in the database (COMMENT ON DATABASE needs the role that ` +
        `owns it): ${(error as Error).message}`,
    );
  }
  return identity;
}

export async function countRows(database: DatabaseHandle): Promise<Counts> {
  const n = async (
    table: typeof users | typeof orders | typeof categories | typeof activityLog | typeof mailOutbox,
  ) => Number((await database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    categories: await n(categories),
    users: await n(users),
    orders: await n(orders),
    activity: await n(activityLog),
    outbox: await n(mailOutbox),
  };
}

/** The marker's counts: what `checkCounts` compares the next start with. */
export const markerCounts = (counts: Counts) =>
  Object.fromEntries(NEVER_EMPTIED.map(({ key }) => [key, counts[key]])) as Pick<Counts, NeverEmptied>;

/**
 * Rewrites the marker's counts (at start, every minute, at a clean stop). A table emptied while the shop runs is
 * not recorded: the marker keeps its last counts, so the next start refuses the database; returns such tables.
 */
export async function recordCounts(database: DatabaseHandle, dataDir: string): Promise<string[]> {
  const marker = readMarker(dataDir);
  if (!marker) return [];
  const counts = await countRows(database);
  const emptied = emptiedSince(marker, counts).map(({ table }) => table);
  if (emptied.length > 0) return emptied;
  writeMarker(dataDir, { ...marker, ...markerCounts(counts), checkedAt: new Date().toISOString() });
  return [];
}

/**
 * Before migrating: the database must be the one the marker names. Returns its identity (undefined for a database
 * that was never set up by this server: a fresh one, or one from before the marker existed).
 */
export async function checkIdentity(database: DatabaseHandle, dataDir: string) {
  const marker = readMarker(dataDir);
  const identity = await readIdentity(database);
  if (!marker) return identity;
  if (marker.kind !== database.kind) {
    throw new InstallationError(
      `${markerPath(dataDir)} belongs to an installation on the embedded database (PGlite), not PostgreSQL: ` +
        'unset DATABASE_URL, or give this server its own DATA_DIR.',
    );
  }
  if (!identity) {
    throw new InstallationError(
      `The database is not the one this installation was set up on (${marker.id}, ${marker.createdAt}): it ` +
        `carries no installation identity, so it was re-created or replaced. Nothing was changed. ${RESTORE_HINT}.`,
    );
  }
  if (identity.id !== marker.id) {
    throw new InstallationError(
      `The database belongs to another installation (${identity.id}, set up ${identity.seededAt}), not to the ` +
        `one in ${markerPath(dataDir)} (${marker.id}). Point DATABASE_URL / DATA_DIR at the right pair. ` +
        RESTORE_HINT,
    );
  }
  return identity;
}

/** After migrating, before seeding: a database that was set up once and has lost its rows is refused. */
export function checkCounts(
  identity: { seededAt: string } | undefined,
  marker: Marker | undefined,
  counts: Counts,
): void {
  if (!identity) return;
  const lost: string[] = [];
  if (counts.categories === 0) lost.push('no categories');
  if (!marker && counts.users === 0) lost.push('no users');
  if (marker) {
    for (const { what, had } of emptiedSince(marker, counts))
      lost.push(`no ${what} (${had} at ${marker.checkedAt})`);
  }
  if (lost.length > 0) {
    throw new InstallationError(
      `The database has lost its data: ${lost.join(', ')}, although it was set up on ${identity.seededAt}. ` +
        `It was not seeded again. ${RESTORE_HINT}.`,
    );
  }
}
