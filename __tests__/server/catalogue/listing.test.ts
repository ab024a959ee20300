// A listing's pages: found in the search index, read by seq (deep pages stay cheap), in the catalogue's order.
import type { ProductListResponse } from '../../../src/contract';
import { json } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('listing pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    json<ProductListResponse>(await t.app.inject({ method: 'GET', url: `/api/product?${query}` }));

  it.each([
    ['the whole catalogue', ''],
    ['one category', 'category=professional-laptop&'],
    ['a price range', 'lowestPrice=1000&highestPrice=60000&'],
  ])('pages of 7 of %s join up into the same order as one long page', async (_name, filter) => {
    const all = await list(`${filter}limit=100`);
    expect(all.products.length).toBeGreaterThan(7);
    const paged = [];
    for (let page = 1; page <= Math.ceil(all.products.length / 7); page += 1) {
      const one = await list(`${filter}limit=7&page=${page}`);
      expect(one).toMatchObject({ page, limit: 7, total: all.total });
      paged.push(...one.products);
    }
    expect(paged.map((p) => p._id)).toEqual(all.products.map((p) => p._id));
    expect(paged).toEqual(all.products);
  });

  it('answers a page past the end with no products and the real total', async () => {
    const past = await list('limit=10&page=5000');
    expect(past.products).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
    expect(past.pages).toBe(Math.ceil(past.total / 10));
  });
});
