// npm run restore -- FILE: brings a backup from `npm run backup` back into an empty (or new) DATA_DIR.
import { resolve } from 'node:path';
import { BackupError, restoreBackup } from '../server/db/backup';

async function main() {
  const file = process.argv[2];
  if (!file) throw new BackupError('Name the backup to restore: npm run restore -- FILE');
  if (process.env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/operations.md).',
    );
  }
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './.data');
  await restoreBackup(resolve(file), dataDir);
  console.log(`Restored ${file} into ${dataDir}; start the shop with npm start`);
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
