// After the server suites: every PostgreSQL database a suite created is gone (each suite drops its own). One left
// behind fails the run with its name, and is dropped, so that a CI database server does not fill up run after run.
// Some suites use the local PostgreSQL without DATABASE_URL (services.ts): that one is looked at too when it answers.
// The run's DATA_DIRs go with their directory.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { suiteDatabasePrefix, suiteDataRoot } from './globalSetup';
import { hasPostgres, POSTGRES_URL } from './services';

export default async function globalTeardown() {
  rmSync(suiteDataRoot(), { recursive: true, force: true });
  if (!process.env.DATABASE_URL && !hasPostgres()) return;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname',
      [suiteDatabasePrefix()],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    if (rows.length > 0)
      throw new Error(
        `${rows.length} test database(s) left behind by a suite that did not drop what it created: ` +
          rows.map((r) => r.datname).join(', '),
      );
  } finally {
    await admin.end();
  }
}
