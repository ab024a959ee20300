// /api/staff/accounts: a manager adds back-office accounts, moves them between staff and manager, or takes their
// access away; each change holds at once (the guards read the role from the database) and signs the account out.
import { desc, eq } from 'drizzle-orm';
import type { StaffAccount } from '../../../src/contract';
import { activityLog, users } from '../../../server/db/schema';
import { bearer, json, managerToken, register } from '../../support/server/api';
import { rowCounts } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';

const PASSWORD = 'Desk@Clerk_2026';
let serial = 0;
const newAccount = (overrides: Record<string, unknown> = {}) => ({
  name: 'Desk Clerk',
  email: `clerk.${(serial += 1)}.${Date.now()}@store.com`,
  phone: '01012345678',
  password: PASSWORD,
  role: 'staff',
  ...overrides,
});

describe('the manager’s staff accounts', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await managerToken(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const add = async (overrides: Record<string, unknown> = {}) => {
    const input = newAccount(overrides);
    const res = await call('POST', '/api/staff/accounts', manager, input);
    expect(res.statusCode).toBe(201);
    return { input, account: json<{ data: StaffAccount }>(res).data };
  };
  const login = async (email: string, password = PASSWORD) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return json<{ response: { token: string; refresh_token: string } }>(res).response;
  };
  const setRole = (id: string, role: unknown, token = manager) =>
    call('PUT', `/api/staff/accounts/${id}/role`, token, { role });
  const listed = async () =>
    json<{ data: StaffAccount[] }>(await call('GET', '/api/staff/accounts', manager)).data;

  it('adds a staff account that signs in to the order desk and not to the catalogue', async () => {
    const { input, account } = await add({ email: 'Night.Desk@Store.com' });
    expect(account).toMatchObject({ name: 'Desk Clerk', email: 'night.desk@store.com', role: 'staff' });
    expect(await listed()).toContainEqual(account);
    const session = await login('night.desk@store.com', input.password);
    expect((await call('GET', '/api/staff/orders', session.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/categories', session.token)).statusCode).toBe(403);
    // Logged, without the password or its hash.
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, account._id))
      .orderBy(desc(activityLog.createdAt));
    expect(entry).toMatchObject({ action: 'staff.create', entity: 'staff', before: null, after: account });
    expect(JSON.stringify(entry)).not.toMatch(/password|argon/i);
  });

  it('keeps a staff phone pasted with the country code or in Arabic-Indic digits as 01…', async () => {
    const pasted = await add({ phone: '+20 101 234 5678' });
    const arabic = await add({ phone: '٠١٠١٢٣٤٥٦٧٨' });
    expect(pasted.account.phone).toBe('01012345678');
    expect(arabic.account.phone).toBe('01012345678');
    expect(await listed()).toEqual(expect.arrayContaining([pasted.account, arabic.account]));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a weak password', { password: 'password' }, 'password'],
    ['a role that is not a back-office one', { role: 'user' }, 'role'],
    ['a role of the wrong type', { role: 1 }, 'role'],
    ['a phone number that is not Egyptian', { phone: '12345' }, 'phone'],
    ['no name', { name: undefined }, 'name'],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_case, overrides, field) => {
    const before = await rowCounts(t.database);
    const res = await call('POST', '/api/staff/accounts', manager, newAccount(overrides));
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string; errors: Record<string, string> }>(res).errors).toHaveProperty(field);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('refuses an email that already has an account (any case) with a 409, saving nothing', async () => {
    const shopper = await register(t.app);
    const before = await rowCounts(t.database);
    const res = await call(
      'POST',
      '/api/staff/accounts',
      manager,
      newAccount({ email: shopper.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(json<{ errors: Record<string, string> }>(res).errors).toHaveProperty('email');
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('makes staff a manager at once, and signs them out of their other sessions', async () => {
    const { input, account } = await add();
    const session = await login(account.email, input.password);
    expect((await call('GET', '/api/staff/categories', session.token)).statusCode).toBe(403);
    const res = await setRole(account._id, 'manager');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: StaffAccount }>(res).data.role).toBe('manager');
    // The access token they hold still names 'staff'; the role is read from the database.
    expect((await call('GET', '/api/staff/categories', session.token)).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: bearer(session.refresh_token),
    });
    expect(refreshed.statusCode).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, account._id))
      .orderBy(desc(activityLog.createdAt));
    expect(entry).toMatchObject({
      action: 'staff.role',
      before: { role: 'staff' },
      after: { role: 'manager' },
    });
  });

  it('takes access away at once; the account stays, as a shopper’s', async () => {
    const { input, account } = await add();
    const session = await login(account.email, input.password);
    const res = await setRole(account._id, 'user');
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/staff/orders', session.token)).statusCode).toBe(403);
    expect((await listed()).map((a) => a._id)).not.toContain(account._id);
    const again = await login(account.email, input.password);
    expect((await call('GET', '/api/checkout/userOrders', again.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/orders', again.token)).statusCode).toBe(403);
    // A shopper's account is not one the Staff screen manages.
    expect((await setRole(account._id, 'staff')).statusCode).toBe(404);
  });

  it('refuses a manager’s change of their own role', async () => {
    const [self] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@store.local'));
    const res = await setRole(self!.id, 'staff');
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toBe(
      'You cannot change your own role; another manager can',
    );
    const ar = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${self!.id}/role`,
      headers: { ...bearer(manager), 'accept-language': 'ar' },
      payload: { role: 'staff' },
    });
    expect(json<{ message: string }>(ar).message).toBe('لا يمكنك تغيير دورك بنفسك؛ يمكن لمدير آخر ذلك');
  });

  it('keeps a manager when the last two demote each other at once', async () => {
    // A shop of its own: only the seeded manager and the one added here are managers.
    const shop = await createTestApp();
    try {
      const first = await managerToken(shop.app);
      const added = await shop.app.inject({
        method: 'POST',
        url: '/api/staff/accounts',
        headers: bearer(first),
        payload: newAccount({ role: 'manager' }),
      });
      const second = json<{ data: StaffAccount }>(added).data;
      const secondToken = json<{ response: { token: string } }>(
        await shop.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: second.email, password: PASSWORD },
        }),
      ).response.token;
      const [seeded] = await shop.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'manager@store.local'));
      const answers = await Promise.all([
        shop.app.inject({
          method: 'PUT',
          url: `/api/staff/accounts/${second._id}/role`,
          headers: bearer(first),
          payload: { role: 'staff' },
        }),
        shop.app.inject({
          method: 'PUT',
          url: `/api/staff/accounts/${seeded!.id}/role`,
          headers: bearer(secondToken),
          payload: { role: 'staff' },
        }),
      ]);
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      // The other is refused: its caller is no manager any more (403), or would be leaving none (409).
      expect([403, 409]).toContain(codes.find((code) => code !== 200));
      const managers = await shop.database.db.select().from(users).where(eq(users.role, 'manager'));
      expect(managers).toHaveLength(1);
    } finally {
      await shop.close();
    }
  });

  it('answers 404 for an unknown account', async () => {
    expect((await setRole('no-such-account', 'staff')).statusCode).toBe(404);
  });
});
