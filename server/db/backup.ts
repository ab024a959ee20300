// Backups of an embedded-database installation: one .tar.gz holding PGlite's dump (pglite.tar) and the files of
// DATA_DIR that matter (uploads, outbox, jwt-secret, installation.json); restore brings it into an empty DATA_DIR.
// The running server writes backups on request through DATA_DIR/control.sock (a Unix socket, owner only):
// PGlite is single-process, so only the process that holds the database can copy it consistently.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as tar from 'tar-stream';
import type { DatabaseHandle } from './client';
import { recordCounts } from './installation';

export const CONTROL_SOCKET = 'control.sock';
const DUMP = 'pglite.tar';
/** Not part of a backup: the database (dumped instead), the lock, the socket, half-written files. */
const SKIP = new Set(['pglite', 'server.lock', CONTROL_SOCKET]);

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

function filesUnder(dataDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (dir === dataDir && SKIP.has(entry.name)) continue;
      if (entry.name.endsWith('.tmp')) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk(dataDir);
  return files;
}

/**
 * Writes a backup of the open PGlite database and DATA_DIR's files to `out`. The dump is taken after a CHECKPOINT,
 * under PGlite's query lock: no statement runs while the files are copied, so the copy is what a crash at that
 * instant would leave, which PostgreSQL recovers to the last commit.
 */
export async function writeBackup(database: DatabaseHandle, dataDir: string, out: Writable): Promise<void> {
  if (!database.pglite) throw new BackupError('Only the embedded database (PGlite) is backed up this way.');
  await recordCounts(database, dataDir);
  await database.pglite.exec('CHECKPOINT');
  const dump = Buffer.from(await (await database.pglite.dumpDataDir('none')).arrayBuffer());
  const pack = tar.pack();
  const done = pipeline(pack as unknown as Readable, createGzip(), out);
  pack.entry({ name: DUMP, mode: 0o600 }, dump);
  for (const file of filesUnder(dataDir)) {
    pack.entry(
      { name: relative(dataDir, file).split(sep).join('/'), mode: statSync(file).mode & 0o777 },
      readFileSync(file),
    );
  }
  pack.finalize();
  await done;
}

/** Restores a backup into DATA_DIR, which must be empty or absent. */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `The data directory ${dataDir} is not empty: restore only into an empty or new directory ` +
        '(move the old one aside first; it may be the only copy of something).',
    );
  }
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let dump: Buffer | undefined;
  const extract = tar.extract();
  const reading = pipeline(Readable.from(readFileSync(file)), createGunzip(), extract as unknown as Writable);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
      const name = entry.header.name;
      const target = join(dataDir, name);
      if (
        entry.header.type !== 'file' ||
        name.startsWith('/') ||
        relative(dataDir, target).startsWith('..')
      ) {
        throw new BackupError(`The backup holds an unexpected entry (${name}).`);
      }
      if (name === DUMP) {
        dump = Buffer.concat(chunks);
      } else {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, Buffer.concat(chunks), { mode: entry.header.mode || 0o600 });
      }
    }
    await reading;
    if (!dump) throw new BackupError(`${file} is not a backup of this shop: it holds no ${DUMP}.`);
    const client = await PGlite.create({
      dataDir: join(dataDir, 'pglite'),
      extensions: { pg_trgm },
      loadDataDir: new Blob([new Uint8Array(dump)]),
    });
    await client.query('select 1');
    await client.close();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} could not be restored (${(error as Error).message}); nothing was kept.`);
  }
}

/**
 * Serves `GET /backup` on DATA_DIR/control.sock for `npm run backup` while the shop runs. The socket is the
 * owner's only (mode 0600) and is not reachable over the network. Undefined when the path is too long for a socket.
 */
export async function serveBackups(
  database: DatabaseHandle,
  dataDir: string,
  log: { warn(text: string): void },
): Promise<Server | undefined> {
  const path = join(dataDir, CONTROL_SOCKET);
  if (Buffer.byteLength(path) > 100) {
    log.warn(`${path} is too long for a Unix socket: npm run backup works only while the server is stopped`);
    return undefined;
  }
  // We hold the lock: a socket left here belongs to a server that is gone.
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/gzip' });
    writeBackup(database, dataDir, res).catch((error: unknown) => {
      log.warn(`backup failed: ${(error as Error).message}`);
      res.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return server;
}

/** Reads a backup through: a whole gzip stream, a whole tar, a database dump inside. Returns its entries. */
export async function verifyBackup(file: string): Promise<string[]> {
  const names: string[] = [];
  const extract = tar.extract();
  const reading = pipeline(Readable.from(readFileSync(file)), createGunzip(), extract as unknown as Writable);
  for await (const entry of extract) {
    names.push(entry.header.name);
    (entry as unknown as Readable).resume();
  }
  await reading;
  if (!names.includes(DUMP)) throw new BackupError(`${file} holds no ${DUMP}: the backup is incomplete.`);
  return names;
}
