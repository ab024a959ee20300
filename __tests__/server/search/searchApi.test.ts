// The search's API against the real server and database: suggestions, the ranked listing with "did you mean",
// synonym groups (managers write them; they apply at once) and the search log's figures.
import { desc, eq } from 'drizzle-orm';
import type {
  ProductListResponse,
  SearchStatsResponse,
  SuggestResponse,
  SynonymGroup,
} from '../../../src/contract';
import { activityLog } from '../../../server/db/schema';
import { json, managerToken, staffToken } from '../../support/server/api';
import { as } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('search API', () => {
  let t: TestApp;
  let manager: string;
  let staff: string;
  let clock = Date.parse('2026-11-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 }, now: () => clock });
    manager = await managerToken(t.app);
    staff = await staffToken(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const suggest = async (q: string) =>
    json<SuggestResponse>(await get(`/api/search/suggest?q=${encodeURIComponent(q)}&lang=en`));
  const search = async (q: string, extra = '') =>
    json<ProductListResponse & { didYouMean?: string }>(
      await get(`/api/product?search=${encodeURIComponent(q)}${extra}`),
    );

  describe('suggestions', () => {
    it('suggests up to 6 products and 3 categories, best match first, with photo and prices', async () => {
      const answer = await suggest('probok');
      expect(answer.products.length).toBeGreaterThan(0);
      expect(answer.products.length).toBeLessThanOrEqual(6);
      expect(answer.categories.length).toBeLessThanOrEqual(3);
      expect(answer.products[0]).toEqual({
        _id: expect.any(String),
        name: expect.stringMatching(/^ProBook/),
        nameAr: expect.any(String),
        image: expect.stringMatching(/^\//),
        price: expect.any(Number),
        priceAfterDiscount: expect.any(Number),
      });
      expect(answer.products.every((p) => p.name.startsWith('ProBook'))).toBe(true);
      expect(answer.categories[0]).toEqual({
        _id: expect.any(String),
        slug: 'professional-laptop',
        name: expect.any(String),
        nameAr: expect.any(String),
      });
    });

    it('suggests nothing under two characters (after trimming)', async () => {
      expect(await suggest(' p ')).toEqual({ products: [], categories: [] });
      expect(await suggest('')).toEqual({ products: [], categories: [] });
    });

    it('refuses a missing or oversized q and a bad lang with 400 {message}', async () => {
      for (const url of [
        '/api/search/suggest',
        `/api/search/suggest?q=${'a'.repeat(101)}`,
        '/api/search/suggest?q=phone&lang=fr',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(json(res)).toEqual(expect.objectContaining({ message: expect.any(String) }));
      }
    });
  });

  describe('the listing’s search', () => {
    it('keeps its contract and ranks by match: phones before headphones for "phone"', async () => {
      const answer = await search('phone');
      expect(answer).toEqual(
        expect.objectContaining({ page: 1, limit: 10, total: expect.any(Number), pages: expect.any(Number) }),
      );
      expect(answer.products[0]!.category.slug).toBe('phones');
      const first = answer.products.findIndex((p) => p.name.includes('Headphones'));
      if (first >= 0)
        expect(answer.products.slice(0, first).every((p) => p.category.slug === 'phones')).toBe(true);
    });

    it('adds didYouMean to a search with no result when a close spelling has results', async () => {
      const answer = await search('nvoa');
      expect(answer.total).toBe(0);
      expect(answer.didYouMean).toBeDefined();
      expect((await search(answer.didYouMean!)).total).toBeGreaterThan(0);
      expect((await search('qqqqzzzzxxxx')).didYouMean).toBeUndefined();
      expect((await search('probook')).didYouMean).toBeUndefined();
    });
  });

  describe('synonym groups', () => {
    const synonyms = async (token: string) =>
      json<{ data: SynonymGroup[] }>(
        await as(t.app, token, { method: 'GET', url: '/api/staff/search/synonyms' }),
      ).data;

    it('are seeded with the shop’s groups and read by staff and managers', async () => {
      const groups = await synonyms(staff);
      expect(groups.map((g) => g.terms)).toEqual(
        expect.arrayContaining([
          ['موبايل', 'تليفون', 'هاتف', 'phone', 'mobile'],
          ['لابتوب', 'لاب توب', 'laptop', 'notebook'],
          ['سماعة', 'سماعات', 'headphones'],
          ['شاحن', 'charger'],
          ['ماوس', 'mouse'],
        ]),
      );
      expect(await synonyms(manager)).toEqual(groups);
      expect((await get('/api/staff/search/synonyms')).statusCode).toBe(401);
    });

    it('a manager adds, changes and deletes a group; the shop finds it at once; each write is logged', async () => {
      expect((await search('keyboardish')).total).toBe(0);
      const created = await as(t.app, manager, {
        method: 'POST',
        url: '/api/staff/search/synonyms',
        payload: { terms: [' keyboardish ', 'Keyboard'] },
      });
      expect(created.statusCode).toBe(201);
      const group = json<{ data: SynonymGroup }>(created).data;
      expect(group).toEqual({ _id: expect.any(String), terms: ['keyboardish', 'Keyboard'] });
      const found = await search('keyboardish');
      expect(found.products[0]!.name).toMatch(/Keyboard/);

      const changed = await as(t.app, manager, {
        method: 'PUT',
        url: `/api/staff/search/synonyms/${group._id}`,
        payload: { terms: ['keyboardish', 'mouse pad', 'Glide'] },
      });
      expect(changed.statusCode).toBe(200);
      expect((await search('keyboardish')).products[0]!.name).toMatch(/Glide/);

      const deleted = await as(t.app, manager, {
        method: 'DELETE',
        url: `/api/staff/search/synonyms/${group._id}`,
      });
      expect(deleted.statusCode).toBe(204);
      expect((await search('keyboardish')).total).toBe(0);
      const log = await t.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entityId, group._id))
        .orderBy(desc(activityLog.createdAt));
      expect(log.map((r) => r.action).sort()).toEqual([
        'synonyms.create',
        'synonyms.delete',
        'synonyms.update',
      ]);
      expect(log.every((r) => r.entity === 'synonyms')).toBe(true);
    });

    it('refuses a term another group has with 409 naming it, and bad input with 400', async () => {
      const res = await as(t.app, manager, {
        method: 'POST',
        url: '/api/staff/search/synonyms',
        payload: { terms: ['PHONE', 'cell'] },
      });
      expect(res.statusCode).toBe(409);
      expect(json<{ message: string }>(res).message).toContain('phone');
      for (const payload of [
        {},
        { terms: 'a,b' },
        { terms: ['one'] },
        { terms: ['a', 'A'] },
        { terms: ['a', 5] },
        { terms: ['a', ' '] },
        { terms: ['a', 'x'.repeat(41)] },
        { terms: Array.from({ length: 13 }, (_, i) => `t${i}`) },
      ]) {
        const bad = await as(t.app, manager, { method: 'POST', url: '/api/staff/search/synonyms', payload });
        expect(bad.statusCode).toBe(400);
        expect(json(bad)).toEqual(expect.objectContaining({ message: expect.any(String) }));
      }
    });

    it('only managers write them', async () => {
      const res = await as(t.app, staff, {
        method: 'POST',
        url: '/api/staff/search/synonyms',
        payload: { terms: ['aa', 'bb'] },
      });
      expect(res.statusCode).toBe(403);
      expect(
        (await as(t.app, staff, { method: 'DELETE', url: '/api/staff/search/synonyms/seed-mouse' }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await as(t.app, manager, {
            method: 'PUT',
            url: '/api/staff/search/synonyms/none',
            payload: { terms: ['aa', 'bb'] },
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('search figures', () => {
    it('counts the top searches and those with no result over the last 30 days, normalised, for staff', async () => {
      await search('Nova Phone');
      await search('nova   phone');
      await search('zzzzqqq');
      await search('nova phone', '&page=2');
      const stats = async () =>
        json<SearchStatsResponse>(await as(t.app, staff, { method: 'GET', url: '/api/staff/search/stats' }));
      const figures = await stats();
      expect(figures.top).toContainEqual({ query: 'nova phone', count: 2 });
      expect(figures.noResult).toContainEqual({ query: 'zzzzqqq', count: 1 });
      expect(figures.noResult.some((c) => c.query === 'nova phone')).toBe(false);
      clock += 31 * 24 * 60 * 60 * 1000;
      staff = await staffToken(t.app);
      expect(await stats()).toEqual({ top: [], noResult: [] });
      expect((await get('/api/staff/search/stats')).statusCode).toBe(401);
    });
  });
});
