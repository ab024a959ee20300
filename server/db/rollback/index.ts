// Rolling the schema back past a migration (server/db/rollback/<from>-<to>.sql): its statements in one transaction,
// so a rollback that cannot finish (a row the older schema cannot hold) changes nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** The rollbacks there are, newest first: each takes the schema from its first migration back to before its last. */
export const ROLLBACKS = ['0029-0025'] as const;
export type Rollback = (typeof ROLLBACKS)[number];

/** The statements of a rollback file, comments left out. */
export function rollbackStatements(name: Rollback): string[] {
  return readFileSync(join(__dirname, `${name}.sql`), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

export async function rollBack(db: Database, name: Rollback): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of rollbackStatements(name)) await tx.execute(sql.raw(statement));
  });
}
