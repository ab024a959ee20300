import { statSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { categories, products, productVariants, users } from '../../../server/db/schema';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../../../server/db/seed/catalogue';
import { seedDatabase, seedSynthetic } from '../../../server/db/seed/index';
import {
  CATEGORY_SLUGS,
  CPU_VALUES,
  DISPLAY_VALUES,
  INCH_VALUES,
  RAM_VALUES,
  STORAGE_VALUES,
} from '../../../src/contract';
import { createTestDatabase, MANAGER, STAFF, type TestDatabase } from '../../support/server/harness';

describe('the seeded catalogue', () => {
  const specs = SEED_PRODUCTS.map((p) => p.specs[0]!);

  it('has the seven product lines and at least 60 products', () => {
    expect(SEED_CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    for (const slug of CATEGORY_SLUGS) expect(SEED_PRODUCTS.some((p) => p.category === slug)).toBe(true);
  });

  it('covers every value of every listing filter', () => {
    for (const cpu of CPU_VALUES) expect(specs.some((s) => s.cpu === cpu)).toBe(true);
    for (const ram of RAM_VALUES) expect(specs.some((s) => s.memory === ram)).toBe(true);
    for (const storage of STORAGE_VALUES) expect(specs.some((s) => s.storage === storage)).toBe(true);
    const aio = SEED_PRODUCTS.filter((p) => p.category === 'all-in-one-desktop').map(
      (p) => p.specs[0]!.display,
    );
    for (const inch of INCH_VALUES) expect(aio).toContain(inch);
    const laptops = SEED_PRODUCTS.filter((p) => p.category.endsWith('laptop')).map(
      (p) => p.specs[0]!.display,
    );
    for (const display of DISPLAY_VALUES) expect(laptops).toContain(display);
  });

  it('gives every phone the specs shoppers compare, and no phone specs to anything else', () => {
    const phones = SEED_PRODUCTS.filter((p) => p.category === 'phones');
    expect(phones).toHaveLength(10);
    for (const p of phones) {
      const spec = p.specs[0]!;
      expect({ name: p.name, spec }).toEqual({
        name: p.name,
        spec: expect.objectContaining({
          camera: expect.stringMatching(/^\d+ MP( \+ \d+ MP)*$/),
          frontCamera: expect.stringMatching(/^\d+ MP$/),
          battery: expect.stringMatching(/^\d{4} mAh$/),
          sim: expect.stringMatching(/^(nano-SIM \+ eSIM|Dual eSIM|Dual nano-SIM)$/),
          display: expect.stringMatching(/^\d+(\.\d)?-inch$/),
          refreshRate: expect.stringMatching(/^(60|90|120) Hz$/),
          storage: expect.stringMatching(/^\d+ (GB|TB)$/),
          memory: expect.stringMatching(/^\d+ GB$/),
        }),
      });
      expect(p.warrantyMonths).toBeGreaterThan(0);
    }
    // Phones differ in what shoppers compare: not one set of specs for all.
    expect(new Set(phones.map((p) => JSON.stringify(p.specs[0]))).size).toBe(phones.length);
    for (const p of SEED_PRODUCTS.filter((q) => q.category !== 'phones'))
      expect(Object.keys(p.specs[0]!).sort()).toEqual(['cpu', 'display', 'gpu', 'memory', 'os', 'storage']);
  });

  it('has some discounted and some sold-out products, with whole EGP prices', () => {
    expect(
      SEED_PRODUCTS.filter((p) => p.priceAfterDiscount > 0 && p.priceAfterDiscount < p.price).length,
    ).toBeGreaterThanOrEqual(10);
    expect(SEED_PRODUCTS.filter((p) => p.quantity === 0).length).toBeGreaterThanOrEqual(5);
    for (const p of SEED_PRODUCTS) expect(Number.isInteger(p.price)).toBe(true);
    for (const p of SEED_PRODUCTS.filter((q) => q.category.endsWith('laptop'))) {
      expect(p.price).toBeGreaterThanOrEqual(45000);
      expect(p.price).toBeLessThanOrEqual(180000);
    }
  });

  it('gives every product Arabic text and several existing, small SVG images', () => {
    const publicDir = join(__dirname, '..', '..', '..', 'public');
    for (const p of SEED_PRODUCTS) {
      expect(p.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(p.descriptionAr).toMatch(/[\u0600-\u06FF]/);
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      for (const image of p.images) expect(statSync(join(publicDir, image)).size).toBeLessThan(3 * 1024);
    }
    for (const c of SEED_CATEGORIES)
      expect(statSync(join(publicDir, 'images', 'categories', `${c.slug}.svg`)).size).toBeLessThan(3 * 1024);
  });

  describe('on a database', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(() => db.drop());

    it('changes nothing when run again, not even the passwords of the staff and manager accounts', async () => {
      const hashes = async () =>
        (await db.handle.db.select({ email: users.email, hash: users.passwordHash }).from(users)).sort(
          (a, b) => a.email.localeCompare(b.email),
        );
      const before = await hashes();
      const again = await seedDatabase(
        db.handle.db,
        { email: STAFF.email, passwordHash: async () => 'a changed STAFF_PASSWORD' },
        { email: MANAGER.email, passwordHash: async () => 'a changed MANAGER_PASSWORD' },
      );
      expect(again).toEqual({ catalogue: false, staff: false, manager: false });
      expect((await db.handle.db.select({ n: count() }).from(categories))[0]!.n).toBe(SEED_CATEGORIES.length);
      expect((await db.handle.db.select({ n: count() }).from(products))[0]!.n).toBe(SEED_PRODUCTS.length);
      expect((await db.handle.db.select({ n: count() }).from(users))[0]!.n).toBe(2);
      expect(await hashes()).toEqual(before);
      const [manager] = await db.handle.db.select().from(users).where(eq(users.email, MANAGER.email));
      expect(manager?.role).toBe('manager');
    });

    it('adds a large synthetic catalogue in batches, each product in three variants or more', async () => {
      await seedSynthetic(db.handle.db, 2500);
      expect((await db.handle.db.select({ n: count() }).from(products))[0]!.n).toBe(
        SEED_PRODUCTS.length + 2500,
      );
      const perProduct = await db.handle.db
        .select({ n: count(productVariants.id) })
        .from(products)
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
        .where(like(products.name, '%#%'))
        .groupBy(products.id);
      expect(perProduct).toHaveLength(2500);
      expect(Math.min(...perProduct.map((row) => row.n))).toBe(3);
    });
  });
});
