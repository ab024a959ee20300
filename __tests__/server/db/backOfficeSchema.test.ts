// Migrations 0007, 0009 and 0013: the append-only tables (activity log, order notes) refuse every statement that
// would change or remove what they recorded, TRUNCATE too, whoever connects; and archiving a product or a category
// is logged in catalogue_changes (migration 0023), which the in-memory search index follows.
import { asc, eq, sql } from 'drizzle-orm';
import { activityLog, catalogueChanges, categories, products, users } from '../../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../support/server/harness';

describe('the back office tables', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    const [actor] = await t.handle.db.select({ id: users.id }).from(users).limit(1);
    await t.handle.db.insert(activityLog).values({
      id: 'a1',
      actorId: actor!.id,
      action: 'product.update',
      entity: 'product',
      entityId: 'p1',
      before: { price: 1 },
      after: { price: 2 },
    });
  });
  afterAll(() => t.drop());

  const keptRow = async () =>
    (await t.handle.db.select().from(activityLog).where(eq(activityLog.id, 'a1')))[0];
  /** The database's own message (drizzle wraps it as the cause of 'Failed query: …'). */
  const refusalOf = (statement: string) =>
    t.handle.db.execute(sql.raw(statement)).then(
      () => 'done',
      (error: Error) => ((error.cause as Error | undefined) ?? error).message,
    );

  /** The search index's change log (migration 0023): each row's product, in order. */
  const changes = async () =>
    (
      await t.handle.db
        .select({ productId: catalogueChanges.productId })
        .from(catalogueChanges)
        .orderBy(asc(catalogueChanges.id))
    ).map((r) => r.productId);

  it('keeps activity rows as written: UPDATE and DELETE are refused', async () => {
    await expect(
      t.handle.db.update(activityLog).set({ action: 'rewritten' }).where(eq(activityLog.id, 'a1')),
    ).rejects.toThrow();
    await expect(t.handle.db.delete(activityLog).where(eq(activityLog.id, 'a1'))).rejects.toThrow();
    expect(await keptRow()).toMatchObject({ action: 'product.update', after: { price: 2 } });
  });

  it.each([
    ['activity_log', 'TRUNCATE activity_log', /activity_log is append-only \(TRUNCATE refused\)/],
    ['order_notes', 'TRUNCATE order_notes', /order_notes is append-only \(TRUNCATE refused\)/],
    // Emptying the accounts with CASCADE would empty the log that names them.
    ['activity_log, through users', 'TRUNCATE users CASCADE', /append-only \(TRUNCATE refused\)/],
  ])('refuses to empty %s with TRUNCATE, and keeps its rows', async (_table, statement, refusal) => {
    expect(await refusalOf(statement)).toMatch(refusal);
    expect(await keptRow()).toMatchObject({ action: 'product.update' });
    expect((await t.handle.db.select({ id: users.id }).from(users)).length).toBeGreaterThan(0);
  });

  it('logs a change for the search index when a product or a category is archived or restored', async () => {
    const [product] = await t.handle.db.select({ id: products.id }).from(products).limit(1);
    const [category] = await t.handle.db.select({ id: categories.id }).from(categories).limit(1);
    const steps: [() => Promise<unknown>, string | null][] = [
      [
        () =>
          t.handle.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product!.id)),
        product!.id,
      ],
      [
        () => t.handle.db.update(products).set({ archivedAt: null }).where(eq(products.id, product!.id)),
        product!.id,
      ],
      [
        () =>
          t.handle.db
            .update(categories)
            .set({ archivedAt: new Date() })
            .where(eq(categories.id, category!.id)),
        null,
      ],
      [
        () => t.handle.db.update(categories).set({ archivedAt: null }).where(eq(categories.id, category!.id)),
        null,
      ],
    ];
    for (const [step, productId] of steps) {
      const before = await changes();
      await step();
      expect((await changes()).slice(before.length)).toEqual([productId]);
    }
  });

  it('logs a stock change (it orders search results), and nothing for the edit version alone', async () => {
    const [product] = await t.handle.db.select().from(products).limit(1);
    let before = await changes();
    await t.handle.db
      .update(products)
      .set({ editVersion: product!.editVersion + 1 })
      .where(eq(products.id, product!.id));
    expect(await changes()).toEqual(before);
    before = await changes();
    await t.handle.db
      .update(products)
      .set({ quantity: product!.quantity + 1 })
      .where(eq(products.id, product!.id));
    expect((await changes()).slice(before.length)).toEqual([product!.id]);
  });
});
