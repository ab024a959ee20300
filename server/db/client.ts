// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { checkPgliteDirectory, InstallationError, RESTORE_HINT } from './installation';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Present for PGlite: tests dump and load its data directory. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  /** Reads real rows (users, categories, products) and commits a write; rejects when it cannot. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(__dirname, 'migrations');

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another server (pid ${pid}). ` +
        'PGlite allows one server per directory: stop the other one, or set DATA_DIR to another directory.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's start time in clock ticks since boot (/proc/PID/stat field 22); undefined without /proc. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

interface LockOwner {
  pid: number;
  /** /proc start time of pid when it took the lock: a pid reused by another process has another one. */
  startTime?: string;
}

function readLock(file: string): LockOwner | undefined {
  const text = readFileSync(file, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the lock's process is alive and is the one that took it: the same /proc start time, or for a lock
 * from before start times were recorded, a node process running server/main. Without /proc, alive is enough.
 */
function holdsLock(owner: LockOwner): boolean {
  if (owner.pid <= 0 || owner.pid === process.pid || !isAlive(owner.pid)) return false;
  const startTime = startTimeOf(owner.pid);
  if (startTime === undefined) return !existsSync('/proc/self/stat');
  if (owner.startTime !== undefined) return owner.startTime === startTime;
  try {
    const cmdline = readFileSync(`/proc/${owner.pid}/cmdline`, 'utf8').split('\0');
    return /node/.test(cmdline[0] ?? '') && cmdline.some((arg) => /server[/\\]main(\.ts)?$/.test(arg));
  } catch {
    return false;
  }
}

/**
 * Takes DATA_DIR/server.lock (our pid and start time); a lock whose process is dead, or is another program that
 * got the pid since (pid 1, the shell…), is replaced.
 */
export function acquireLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      const startTime = startTimeOf(process.pid);
      writeSync(fd, JSON.stringify({ pid: process.pid, ...(startTime ? { startTime } : {}) }));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLock(file);
      if (owner && holdsLock(owner)) throw new DatabaseLockedError(dataDir, owner.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

/** The pid of the live server holding DATA_DIR/server.lock, if any. */
export function lockHolder(dataDir: string): number | undefined {
  const file = join(dataDir, 'server.lock');
  if (!existsSync(file)) return undefined;
  const owner = readLock(file);
  return owner && holdsLock(owner) ? owner.pid : undefined;
}

export interface PgliteOptions {
  /** Directory for the files; undefined = in memory. */
  dir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests use a migrated snapshot). */
  loadDataDir?: Blob | File;
  /** Take DATA_DIR/server.lock so that a second server refuses to start. */
  lock?: boolean;
}

/**
 * The health check: a row of the users, the categories and the products can be read, and a write commits (a row
 * of health_checks, the check's own table, inserted and deleted in one transaction).
 * A damaged table, a database turned read-only or a full disk make it reject.
 */
async function checkData(db: Database): Promise<void> {
  const { rows } = (await db.execute(
    sql`select exists (select 1 from users) as users, exists (select 1 from categories) as categories,
      exists (select 1 from products) as products`,
  )) as unknown as { rows: { users: boolean; categories: boolean; products: boolean }[] };
  if (rows[0]?.users !== true || rows[0]?.categories !== true || rows[0]?.products !== true)
    throw new Error('the database has no users, categories or products');
  const id = `health-${randomBytes(8).toString('hex')}`;
  await db.transaction(async (tx) => {
    // Its own table: a row in a table people read (the contact inbox) would show there while it lives.
    await tx.execute(sql`insert into health_checks (id) values (${id})`);
    await tx.execute(sql`delete from health_checks where id = ${id}`);
  });
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  let release = (): void => {};
  let dataDir: string | undefined;
  if (options.dir) {
    if (options.lock) {
      release = acquireLock(dirname(options.dir));
      try {
        checkPgliteDirectory(dirname(options.dir));
      } catch (error) {
        release();
        throw error;
      }
    }
    mkdirSync(dirname(options.dir), { recursive: true });
    dataDir = options.dir;
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    release();
    // A missing pg_wal or pg_control, or a damaged file, ends in a WebAssembly abort: say what it means.
    if (!dataDir) throw error;
    throw new InstallationError(
      `The database in ${dataDir} cannot be opened (PGlite: ${(error as Error).message}): a file of it is ` +
        `missing or damaged (for example pg_wal or global/pg_control). It was left untouched. ${RESTORE_HINT}.`,
    );
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => checkData(db),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<DatabaseHandle> {
  // A request waits at most 5 s for a connection while PostgreSQL is away, then answers 503 (services/dbErrors.ts).
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // A connection lost (PostgreSQL restarted, a backend terminated) is an 'error' event on its client, and an
  // 'error' event nobody listens to ends the process. The pool listens only while a client is idle: a client
  // checked out for a transaction needs its own listener. The query that was running fails with the same error and
  // its request answers 503; the pool drops the dead client when it is released and opens a new one when needed.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const pgDb = drizzlePg({ client: pool, schema });
  const db = pgDb as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(pgDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => checkData(db),
    close: () => pool.end(),
  };
}

/** The database the config names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite. */
export function openDatabase(config: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite({ dir: join(config.dataDir, 'pglite'), lock: true });
}
