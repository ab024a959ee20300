// A role given or taken away holds at once on every route that grants something because of a role: the order of
// any customer and its cancel (GET /api/checkout/:id, POST /api/checkout/cancel/:id), the order desk and the
// manager's routes. The access token the account still holds (valid for 15 minutes) names the old role; the
// database's role decides.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { StaffAccount } from '../../../src/contract';
import { orders as ordersTable, users } from '../../../server/db/schema';
import {
  inStockProduct,
  json,
  managerToken,
  placeOrder,
  register,
  type Account,
} from '../../support/server/api';
import { as, rowCounts } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';

const CLERK_PASSWORD = 'Desk@Clerk_2026';
let serial = 0;

describe('a role change on a token still valid', () => {
  let t: TestApp;
  let manager: string;
  let customer: Account;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await managerToken(t.app);
    customer = await register(t.app);
    productId = (await inStockProduct(t.app, 10))._id;
  });
  afterAll(() => t.close());

  const call = (token: string, options: InjectOptions) => as(t.app, token, options);
  const order = async () => (await placeOrder(t.app, customer.token, productId))._id;
  /** A staff account the manager adds through the Staff screen's route, signed in. */
  const signedInClerk = async (role: 'staff' | 'manager') => {
    const email = `clerk.${(serial += 1)}.${Date.now()}@store.com`;
    const added = await call(manager, {
      method: 'POST',
      url: '/api/staff/accounts',
      payload: { name: 'Desk Clerk', email, phone: '01012345678', password: CLERK_PASSWORD, role },
    });
    expect(added.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: CLERK_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    return { id: json<{ data: StaffAccount }>(added).data._id, token: json(login).response.token as string };
  };
  const demote = async (id: string, role: 'user' | 'staff') => {
    const res = await call(manager, {
      method: 'PUT',
      url: `/api/staff/accounts/${id}/role`,
      payload: { role },
    });
    expect(res.statusCode).toBe(200);
  };
  /** What a refused call must leave as it was: every order's status and version, and the counts of every table. */
  const state = async () => ({
    ...(await rowCounts(t.database)),
    orders: await t.database.db
      .select({ id: ordersTable.id, status: ordersTable.status, version: ordersTable.version })
      .from(ordersTable)
      .orderBy(ordersTable.id),
  });
  /** The order desk's calls on `id` (a pending order of the customer's). */
  const deskCalls = (id: string): InjectOptions[] => [
    { method: 'GET', url: '/api/staff/orders?search=a' },
    { method: 'GET', url: `/api/staff/orders/${id}` },
    { method: 'POST', url: `/api/staff/orders/${id}/advance`, payload: { version: 1 } },
    {
      method: 'POST',
      url: `/api/staff/orders/${id}/cancel`,
      payload: { reason: 'Duplicate order', version: 1 },
    },
    { method: 'POST', url: `/api/staff/orders/${id}/notes`, payload: { body: 'Called the customer.' } },
  ];

  it('ends a demoted staff account’s reading and cancelling of customers’ orders at once, changing nothing', async () => {
    const clerk = await signedInClerk('staff');
    const [cancelledBefore, target] = [await order(), await order()];
    // Before: the clerk reads any customer's order (name, phone, address) and cancels it.
    const read = await call(clerk.token, { method: 'GET', url: `/api/checkout/${target}` });
    expect(read.statusCode).toBe(200);
    expect(json(read).data.userId).toMatchObject({ _id: customer.user._id, phone: '01012345678' });
    const cancel = (id: string) =>
      call(clerk.token, {
        method: 'POST',
        url: `/api/checkout/cancel/${id}`,
        payload: { reason: 'No Reason' },
      });
    expect((await cancel(cancelledBefore)).statusCode).toBe(200);
    expect((await call(clerk.token, deskCalls(target)[0]!)).statusCode).toBe(200);

    await demote(clerk.id, 'user');

    const before = await state();
    const readAfter = await call(clerk.token, { method: 'GET', url: `/api/checkout/${target}` });
    expect(readAfter.statusCode).toBe(404);
    expect(readAfter.json()).toEqual({ message: 'Order not found' });
    const cancelAfter = await cancel(target);
    expect(cancelAfter.statusCode).toBe(404);
    expect(cancelAfter.json()).toEqual({ message: 'Order not found' });
    for (const options of deskCalls(target)) {
      const res = await call(clerk.token, options);
      expect({ url: options.url, status: res.statusCode }).toEqual({ url: options.url, status: 403 });
    }
    expect(await state()).toEqual(before);
    const asCustomer = await call(customer.token, { method: 'GET', url: `/api/checkout/${target}` });
    expect(json(asCustomer).data.status).toBe('pending');
  });

  it('ends a demoted manager’s manager-only routes at once, leaving the order desk', async () => {
    const boss = await signedInClerk('manager');
    expect((await call(boss.token, { method: 'GET', url: '/api/staff/accounts' })).statusCode).toBe(200);
    await demote(boss.id, 'staff');
    const before = await state();
    for (const options of [
      { method: 'GET', url: '/api/staff/accounts' },
      { method: 'GET', url: '/api/staff/categories' },
      { method: 'GET', url: '/api/staff/activity' },
      { method: 'PUT', url: `/api/staff/accounts/${boss.id}/role`, payload: { role: 'manager' } },
    ] as InjectOptions[]) {
      const res = await call(boss.token, options);
      expect({ url: options.url, status: res.statusCode }).toEqual({ url: options.url, status: 403 });
    }
    expect(await state()).toEqual(before);
    const target = await order();
    expect((await call(boss.token, { method: 'GET', url: `/api/checkout/${target}` })).statusCode).toBe(200);
  });

  it('gives a shopper made staff the order of any customer and its cancel at once', async () => {
    const shopper = await register(t.app);
    const target = await order();
    const read = () => call(shopper.token, { method: 'GET', url: `/api/checkout/${target}` });
    expect((await read()).statusCode).toBe(404);
    expect((await call(shopper.token, deskCalls(target)[0]!)).statusCode).toBe(403);
    // The Staff screen adds new accounts only (an existing shopper is not one it manages): the role is set in the
    // database, as an operator would.
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, shopper.user._id));
    expect((await read()).statusCode).toBe(200);
    expect((await call(shopper.token, deskCalls(target)[0]!)).statusCode).toBe(200);
    const cancelled = await call(shopper.token, {
      method: 'POST',
      url: `/api/checkout/cancel/${target}`,
      payload: { reason: 'No Reason' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled).data.status).toBe('cancelled');
  });

  it('answers 401 to a token whose account no longer exists', async () => {
    const shopper = await register(t.app);
    await t.database.db.delete(users).where(eq(users.id, shopper.user._id));
    const target = await order();
    const res = await call(shopper.token, { method: 'GET', url: `/api/checkout/${target}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
