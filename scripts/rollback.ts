// npm run db:rollback -- 0029-0025: takes the configured database (DATA_DIR's embedded one, or DATABASE_URL) back
// before those migrations, for the build from before them. Stop the shop and take a backup first.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { rollBack, ROLLBACKS, type Rollback } from '../server/db/rollback';

async function main() {
  const name = process.argv[2];
  if (!ROLLBACKS.includes(name as Rollback)) throw new Error(`Name a rollback: ${ROLLBACKS.join(', ')}`);
  const database = await openDatabase(loadConfig());
  try {
    await rollBack(database.db, name as Rollback);
    console.log(`rolled back ${name}: start the build from before these migrations`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
