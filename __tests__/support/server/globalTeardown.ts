// After the server suites on PostgreSQL: every database a suite created is gone (each suite drops its own). One left
// behind fails the run with its name, and is dropped, so that a CI database server does not fill up run after run.
import pg from 'pg';

export default async function globalTeardown() {
  const url = process.env.DATABASE_URL;
  const run = process.env.STOREFRONT_TEST_RUN;
  if (!url || !run) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname',
      [`storefront_test_${run}_%`],
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
