// The relevance guard: the relevance set of bench/search/relevance.ts through GET /api/product?search= on the real
// server and the seeded catalogue keeps success@3 at or above its target (`npm run bench:search` prints the figures).
import type { ProductListResponse } from '../../../src/contract';
import { RELEVANCE_SET, RELEVANCE_TARGET, relevanceFigures } from '../../../bench/search/relevance';
import { json } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('search relevance on the seeded catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
  });
  afterAll(() => t.close());

  it('has at least 80 queries, half of them Arabic, covering the issue’s failures, typos, synonyms, units and mixed scripts', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(80);
    expect(RELEVANCE_SET.filter((q) => q.lang === 'ar').length * 2).toBeGreaterThanOrEqual(
      RELEVANCE_SET.length,
    );
    expect(RELEVANCE_SET.filter((q) => q.kind === 'issue').map((q) => q.query)).toEqual([
      'probok',
      'موبايل',
      '16GB',
      'phone',
    ]);
    for (const kind of ['typo', 'synonym', 'unit', 'mixed'] as const) {
      expect(RELEVANCE_SET.filter((q) => q.kind === kind).length).toBeGreaterThanOrEqual(4);
    }
  });

  it(`finds the expected products in the top 3 for at least ${RELEVANCE_TARGET * 100} % of the queries`, async () => {
    const results: string[][] = [];
    for (const { query } of RELEVANCE_SET) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/product?search=${encodeURIComponent(query)}`,
      });
      expect(res.statusCode).toBe(200);
      results.push(json<ProductListResponse>(res).products.map((p) => p.name));
    }
    const figures = relevanceFigures(results);
    // The failures are named when the target is missed.
    expect({ successAt3: figures.successAt3 >= RELEVANCE_TARGET, failures: figures.failures }).toEqual({
      successAt3: true,
      failures: figures.successAt3 >= RELEVANCE_TARGET ? figures.failures : [],
    });
  });
});
