// npm run backup [-- --out FILE]: a .tar.gz of the embedded database and DATA_DIR's files. While the shop runs it
// asks the server (DATA_DIR/control.sock) for the copy; while it is stopped it opens the database itself.
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError, CONTROL_SOCKET, verifyBackup, writeBackup } from '../server/db/backup';
import { lockHolder, openPglite } from '../server/db/client';

async function fromServer(dataDir: string, tmp: string) {
  await new Promise<void>((done, fail) => {
    const req = request({ socketPath: join(dataDir, CONTROL_SOCKET), path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        fail(new BackupError(`the server answered ${res.statusCode}`));
        res.resume();
        return;
      }
      pipeline(res, createWriteStream(tmp, { mode: 0o600 })).then(done, fail);
    });
    req.on('error', (error) =>
      fail(new BackupError(`could not reach the running server at ${CONTROL_SOCKET} (${error.message})`)),
    );
    req.end();
  });
}

async function main() {
  if (process.env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md); this command backs up ' +
        'the embedded database.',
    );
  }
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './.data');
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = resolve(
    at >= 0 && args[at + 1] ? args[at + 1]! : join('backups', `storefront-${stamp}.tar.gz`),
  );
  mkdirSync(dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}.tmp`;
  try {
    const pid = lockHolder(dataDir);
    if (pid !== undefined) {
      await fromServer(dataDir, tmp);
    } else {
      const database = await openPglite({ dir: join(dataDir, 'pglite'), lock: true });
      try {
        await writeBackup(database, dataDir, createWriteStream(tmp, { mode: 0o600 }));
      } finally {
        await database.close();
      }
    }
    const names = await verifyBackup(tmp);
    renameSync(tmp, out);
    console.log(
      `Backup written to ${out} (${pid !== undefined ? `from the running server, pid ${pid}` : 'server stopped'}; ` +
        `${names.length} entries)`,
    );
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
