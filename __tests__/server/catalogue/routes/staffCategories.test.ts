// /api/staff/categories: every category with its count of shown products; create, edit with versions, archive and
// restore (never delete), each logged.
import { desc, eq } from 'drizzle-orm';
import type { BackOfficeCategory, Category } from '../../../../src/contract';
import { activityLog, categories } from '../../../../server/db/schema';
import { json, managerToken } from '../../../support/server/api';
import { as, productInput, rowCounts } from '../../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../../support/server/harness';

describe('the manager’s categories', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { catalogueCacheTtlMs: 0 } });
    token = await managerToken(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    as(t.app, token, { method, url, ...(payload ? { payload } : {}) });
  const list = async () =>
    json<{ data: BackOfficeCategory[] }>(await send('GET', '/api/staff/categories')).data;
  const shopCategories = async () =>
    json<{ categories: Category[] }>(await t.app.inject({ method: 'GET', url: '/api/category' })).categories;
  const create = async (slug: string) => {
    const res = await send('POST', '/api/staff/categories', {
      slug,
      name: `Line ${slug}`,
      nameAr: 'خط جديد',
    });
    expect(res.statusCode).toBe(201);
    return json<{ data: BackOfficeCategory }>(res).data;
  };
  const actions = async (id: string) =>
    (
      await t.database.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(eq(activityLog.entityId, id))
        .orderBy(desc(activityLog.createdAt))
    ).map((r) => r.action);

  it('lists every category with how many products the shop shows in it', async () => {
    const all = await list();
    expect(all.map((c) => c.slug)).toEqual((await shopCategories()).map((c) => c.slug));
    const total = all.reduce((sum, c) => sum + c.productCount, 0);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(all[0]).toEqual({
      _id: expect.any(String),
      slug: expect.any(String),
      name: expect.any(String),
      nameAr: expect.any(String),
      image: expect.any(String),
      position: 0,
      archivedAt: null,
      productCount: expect.any(Number),
      version: 1,
      specKeys: expect.any(Array),
    });
  });

  it('creates a category at the end, shown in the shop, with an activity row', async () => {
    const made = await create('gaming-laptop');
    expect(made).toMatchObject({ slug: 'gaming-laptop', productCount: 0, version: 1, archivedAt: null });
    expect((await shopCategories()).map((c) => c.slug).at(-1)).toBe('gaming-laptop');
    expect(await actions(made._id)).toEqual(['category.create']);
  });

  it.each([
    ['a slug with spaces', { slug: 'Gaming Laptops' }, 'slug'],
    ['a name as a number', { name: 5 }, 'name'],
    ['no Arabic name', { nameAr: undefined }, 'nameAr'],
    ['a position as text', { position: '3' }, 'position'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_what, overrides, field) => {
    const before = await rowCounts(t.database);
    const res = await send('POST', '/api/staff/categories', {
      slug: 'tablets',
      name: 'Tablets',
      nameAr: 'أجهزة لوحية',
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.objectContaining({ [field]: expect.any(String) }));
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('refuses a slug another category has with 409 naming slug', async () => {
    const before = await rowCounts(t.database);
    const res = await send('POST', '/api/staff/categories', {
      slug: 'phones',
      name: 'Phones 2',
      nameAr: 'هواتف',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Another category already uses this slug',
      errors: { slug: 'Another category already uses this slug' },
    });
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('saves an edit at the version read, and answers 409 to a stale one, changing nothing', async () => {
    const made = await create('smart-watches');
    const saved = await send('PUT', `/api/staff/categories/${made._id}`, {
      slug: 'watches',
      name: 'Watches',
      nameAr: 'ساعات',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({ slug: 'watches', name: 'Watches', version: 2 });
    const before = await rowCounts(t.database);
    const stale = await send('PUT', `/api/staff/categories/${made._id}`, {
      slug: 'old-watches',
      name: 'Old',
      nameAr: 'قديم',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: expect.stringMatching(/Someone else saved this category/) });
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, made._id));
    expect(row).toMatchObject({ slug: 'watches', editVersion: 2 });
    expect(await rowCounts(t.database)).toEqual(before);
    expect(await actions(made._id)).toEqual(['category.update', 'category.create']);
  });

  it('archives a category with products in it (they stay), hides it from the shop, and restores it', async () => {
    const made = await create('e-readers');
    const product = json(
      await send('POST', '/api/staff/products', productInput(made._id, { name: 'Inkbook One' })),
    ).data;
    const archived = json(await send('POST', `/api/staff/categories/${made._id}/archive`)).data;
    expect(archived).toMatchObject({ archivedAt: expect.any(String), productCount: 1, version: 2 });
    expect((await shopCategories()).map((c) => c.slug)).not.toContain('e-readers');
    expect((await list()).find((c) => c._id === made._id)).toMatchObject({ archivedAt: expect.any(String) });
    // Its product is still there (and still editable in the category it has).
    const edited = await send('PUT', `/api/staff/products/${product._id}`, {
      ...productInput(made._id, { name: 'Inkbook Two' }),
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    const restored = json(await send('POST', `/api/staff/categories/${made._id}/restore`)).data;
    expect(restored).toMatchObject({ archivedAt: null, version: 3 });
    expect((await shopCategories()).map((c) => c.slug)).toContain('e-readers');
    expect(await actions(made._id)).toEqual(['category.restore', 'category.archive', 'category.create']);
  });

  it('has no delete, and answers 404 for an unknown category', async () => {
    const [first] = await list();
    expect(
      (await as(t.app, token, { method: 'DELETE', url: `/api/staff/categories/${first!._id}` })).statusCode,
    ).toBe(404);
    expect((await send('POST', '/api/staff/categories/nope/archive')).statusCode).toBe(404);
    const edit = await send('PUT', '/api/staff/categories/nope', {
      slug: 'x',
      name: 'X',
      nameAr: 'س',
      version: 1,
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: 'Category not found' });
  });
});
