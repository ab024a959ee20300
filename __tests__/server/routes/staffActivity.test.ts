// /api/staff/activity: the log of back-office writes, newest first, filtered by actor, entity, id and time.
import { eq } from 'drizzle-orm';
import type { ActivityEntry, BackOfficePage, Category } from '../../../src/contract';
import { users } from '../../../server/db/schema';
import {
  advanceAtDesk,
  confirmAtDesk,
  json,
  managerToken,
  placeOrder,
  register,
  staffToken,
} from '../../support/server/api';
import { as, productInput } from '../../support/server/backOffice';
import { createTestApp, MANAGER, STAFF, type TestApp } from '../../support/server/harness';

describe('the activity log', () => {
  let t: TestApp;
  let manager: string;
  let staff: string;
  let managerId: string;
  let staffId: string;
  let productId: string;
  let orderId: string;
  let clock = Date.parse('2026-11-20T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    manager = await managerToken(t.app);
    staff = await staffToken(t.app);
    const id = async (email: string) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    managerId = await id(MANAGER.email);
    staffId = await id(STAFF.email);
    const cats = json<{ categories: Category[] }>(
      await t.app.inject({ method: 'GET', url: '/api/category' }),
    ).categories;
    productId = json(
      await as(t.app, manager, {
        method: 'POST',
        url: '/api/staff/products',
        payload: productInput(cats[0]!._id),
      }),
    ).data._id;
    clock += 60_000;
    await as(t.app, manager, { method: 'POST', url: `/api/staff/products/${productId}/archive` });
    clock += 60_000;
    await as(t.app, manager, { method: 'POST', url: `/api/staff/products/${productId}/restore` });
    clock += 60_000;
    const shopper = await register(t.app);
    orderId = (await placeOrder(t.app, shopper.token, productId))._id;
    await confirmAtDesk(t.app, manager, orderId);
    clock += 60_000;
    const advanced = await advanceAtDesk(t.app, staff, orderId);
    expect(advanced.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const activity = async (query = '') => {
    const res = await as(t.app, manager, { method: 'GET', url: `/api/staff/activity?${query}` });
    expect(res.statusCode).toBe(200);
    return json<BackOfficePage<ActivityEntry>>(res);
  };

  it('lists every back-office write newest first, with who made it', async () => {
    const page = await activity();
    expect(page).toMatchObject({ page: 1, limit: 50, total: 5, pages: 1 });
    expect(page.data.map((e) => [e.action, e.entity])).toEqual([
      ['order.advance', 'order'],
      ['order.confirm', 'order'],
      ['product.restore', 'product'],
      ['product.archive', 'product'],
      ['product.create', 'product'],
    ]);
    expect(page.data[0]).toEqual({
      _id: expect.any(String),
      actor: { _id: staffId, name: 'Store Staff', email: STAFF.email, role: 'staff' },
      action: 'order.advance',
      entity: 'order',
      entityId: orderId,
      before: { status: 'pending' },
      after: { status: 'in progress' },
      createdAt: '2026-11-20T10:04:00.000Z',
      subject: null,
    });
    expect(page.data[4]!.actor).toMatchObject({ _id: managerId, role: 'manager' });
  });

  it('names the product, category and staff account each entry is about, in both languages', async () => {
    const page = await activity('entity=product');
    expect(page.data[0]!.subject).toEqual({
      name: productInput('').name,
      nameAr: productInput('').nameAr,
    });
    const category = json<{ data: { _id: string } }>(
      await as(t.app, manager, {
        method: 'POST',
        url: '/api/staff/categories',
        payload: { name: 'Tablets', nameAr: 'أجهزة لوحية', slug: 'tablets' },
      }),
    );
    const entry = (await activity(`entity=category&entityId=${category.data._id}`)).data[0]!;
    expect(entry.subject).toEqual({ name: 'Tablets', nameAr: 'أجهزة لوحية' });
    const person = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/staff/accounts/${staffId}/role`,
      payload: { role: 'manager' },
    });
    expect(person.statusCode).toBe(200);
    const staffEntry = (await activity(`entity=staff&entityId=${staffId}`)).data[0]!;
    expect(staffEntry.subject).toEqual({ name: 'Store Staff', nameAr: 'Store Staff' });
  });

  it('filters by actor, entity, entity id and time', async () => {
    expect((await activity(`actor=${staffId}`)).data.map((e) => e.action)).toEqual(['order.advance']);
    expect((await activity('entity=product')).total).toBe(3);
    expect((await activity(`entity=product&entityId=${productId}`)).total).toBe(3);
    const range = await activity(
      `from=${encodeURIComponent('2026-11-20T10:01:00Z')}&to=${encodeURIComponent('2026-11-20T10:02:00Z')}`,
    );
    expect(range.data.map((e) => e.action)).toEqual(['product.restore', 'product.archive']);
    expect((await activity('page=2')).data).toEqual([]);
  });

  it.each([
    ['entity=user', 'entity'],
    ['from=yesterday', 'from'],
    ['page=0', 'page'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await as(t.app, manager, { method: 'GET', url: `/api/staff/activity?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: expect.any(String) });
  });
});
