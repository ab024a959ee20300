// The back office's product table: it finds what the shop's search finds (every word, Arabic letter variants and
// digits folded), counts a broad search up to a cap and says so, and pages by seqs without changing what a page shows.
import { sql } from 'drizzle-orm';
import { listBackOfficeProducts } from '../../../server/catalogue/backOffice';
import { products } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('the back office’s product table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
  });
  afterAll(() => t.close());

  const ids = async (search: string, extra: object = {}) =>
    (await listBackOfficeProducts(t.database.db, { search, limit: 100, ...extra })).data.map((p) => p._id);

  it('matches every word of a search, in any order and case, with Arabic letters folded as the shop folds them', async () => {
    const [row] = await t.database.db.select().from(products).limit(1);
    const words = row!.searchText.split(' ').filter((word) => word.length > 2);
    const [first, second] = [words[0]!, words[words.length - 1]!];
    expect(await ids(`${second.toUpperCase()} ${first}`)).toContain(row!.id);
    expect(await ids(`${first} nosuchwordanywhere`)).toEqual([]);
    // An Arabic name written with a hamza or a taa marbuta is found by the word written without them.
    const [arabic] = await t.database.db
      .select()
      .from(products)
      .where(sql`${products.nameAr} ~ '[أإآة]'`)
      .limit(1);
    const word = arabic!.nameAr.split(' ').find((w) => /[أإآة]/.test(w))!;
    const plain = word.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');
    expect(plain).not.toBe(word);
    expect(await ids(plain)).toContain(arabic!.id);
  });

  it('counts a broad search up to the cap, says so, and still pages through the best matches', async () => {
    const everyMatch = await listBackOfficeProducts(t.database.db, { search: 'gb', limit: 20, sort: 'name' });
    expect(everyMatch.total).toBeGreaterThan(3);
    expect(everyMatch.capped).toBeUndefined();
    const capped = await listBackOfficeProducts(t.database.db, { search: 'gb', limit: 20, sort: 'name' }, 3);
    expect(capped).toMatchObject({ total: 3, pages: 1, capped: true });
    // The page is the first of every match in the chosen order, not of the ones counted.
    expect(capped.data.map((p) => p._id)).toEqual(everyMatch.data.map((p) => p._id));
  });

  it('answers a deep page with the same products an offset over whole rows gives', async () => {
    for (const sort of ['newest', 'name', '-price', 'stock'] as const) {
      const page2 = await listBackOfficeProducts(t.database.db, { sort, limit: 20, page: 2 });
      const all = await listBackOfficeProducts(t.database.db, { sort, limit: 100 });
      expect(page2.data.map((p) => p._id)).toEqual(all.data.slice(20, 40).map((p) => p._id));
    }
  });
});
