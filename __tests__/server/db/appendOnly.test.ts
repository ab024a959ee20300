// The append-only tables (activity log, order notes) keep what they recorded against every statement that would
// remove it, TRUNCATE too, whoever connects (migrations 0007, 0009 and 0013), on PGlite and on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { activityLog, users } from '../../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../support/server/harness';

describe('the append-only tables', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    const [actor] = await t.handle.db.select({ id: users.id }).from(users).limit(1);
    await t.handle.db.insert(activityLog).values({
      id: 'kept',
      actorId: actor!.id,
      action: 'product.update',
      entity: 'product',
      entityId: 'p1',
      before: { price: 1 },
      after: { price: 2 },
    });
  });
  afterAll(() => t.drop());

  const activityRows = async () =>
    (await t.handle.db.select({ id: activityLog.id }).from(activityLog).where(eq(activityLog.id, 'kept')))
      .length;

  /** The database's own message (drizzle wraps it as the cause of 'Failed query: …'). */
  const refusalOf = (statement: string) =>
    t.handle.db.execute(sql.raw(statement)).then(
      () => 'done',
      (error: Error) => ((error.cause as Error | undefined) ?? error).message,
    );

  it.each([
    ['activity_log', 'TRUNCATE activity_log', /activity_log is append-only \(TRUNCATE refused\)/],
    ['order_notes', 'TRUNCATE order_notes', /order_notes is append-only \(TRUNCATE refused\)/],
    // Emptying the accounts with CASCADE would empty the log that names them.
    ['activity_log, through users', 'TRUNCATE users CASCADE', /append-only \(TRUNCATE refused\)/],
  ])('refuses to empty %s with TRUNCATE, and keeps its rows', async (_table, statement, refusal) => {
    expect(await refusalOf(statement)).toMatch(refusal);
    expect(await activityRows()).toBe(1);
    expect((await t.handle.db.select({ id: users.id }).from(users)).length).toBeGreaterThan(0);
  });
});
