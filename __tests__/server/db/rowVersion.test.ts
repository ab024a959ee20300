// products.row_version (migration 0005): a value never given before on every insert and update of a product, and
// on every change of its category's names or slug, whatever the statement sets.
import { eq, inArray, sql } from 'drizzle-orm';
import { categories, products } from '../../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../support/server/harness';

describe('products.row_version', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const versionsOf = async (ids: string[]) =>
    new Map(
      (
        await t.handle.db
          .select({ id: products.id, rowVersion: products.rowVersion })
          .from(products)
          .where(inArray(products.id, ids))
      ).map((row) => [row.id, row.rowVersion]),
    );

  it('is different for every seeded product', async () => {
    const [row] = await t.handle.db
      .select({ all: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct row_version)::int` })
      .from(products);
    expect(row!.distinct).toBe(row!.all);
  });

  it('moves on every update of a product, whatever the column, and cannot be set by hand', async () => {
    const [product] = await t.handle.db.select().from(products).limit(1);
    const seen = new Set([product!.rowVersion]);
    const updates = [
      { quantity: product!.quantity + 1 },
      { ratingsAverage: 4.5, ratingsQuantity: 2 },
      { quantity: product!.quantity + 1 },
      { rowVersion: product!.rowVersion },
    ];
    for (const set of updates) {
      const [row] = await t.handle.db
        .update(products)
        .set(set)
        .where(eq(products.id, product!.id))
        .returning({ rowVersion: products.rowVersion });
      expect(seen.has(row!.rowVersion)).toBe(false);
      seen.add(row!.rowVersion);
    }
  });

  it("moves for every product of a category whose names or slug change, and not for another category's", async () => {
    const [first, second] = await t.handle.db.select().from(categories).limit(2);
    const ids = async (categoryId: string) =>
      (
        await t.handle.db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.categoryId, categoryId))
      ).map((row) => row.id);
    const mine = await ids(first!.id);
    const others = await ids(second!.id);
    expect(mine.length).toBeGreaterThan(0);
    const before = await versionsOf([...mine, ...others]);
    await t.handle.db.update(categories).set({ nameAr: 'اسم جديد' }).where(eq(categories.id, first!.id));
    const after = await versionsOf([...mine, ...others]);
    for (const id of mine) expect(after.get(id)).not.toBe(before.get(id));
    for (const id of others) expect(after.get(id)).toBe(before.get(id));
    // Its image is not part of a product's answer.
    const renamed = await versionsOf(mine);
    await t.handle.db.update(categories).set({ image: '/images/x.svg' }).where(eq(categories.id, first!.id));
    expect(await versionsOf(mine)).toEqual(renamed);
  });
});
