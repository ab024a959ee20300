// Prepared statements, one per database handle: PostgreSQL then plans a statement once per connection instead of on
// every call (planning was about half of a small catalogue query's database time).
import type { Database } from './client';

/** `prepare(db)` runs once per database handle; later calls get the same prepared statement. */
export function preparedPer<T>(prepare: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
