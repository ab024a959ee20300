// Small helpers that drive the API like the SPA does.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Address, DeskOrder, Order, Product, RegisterResponse } from '../../../src/contract';
import { MANAGER, STAFF } from './harness';

export const PASSWORD = 'Passw0rd!';
export const ADDRESS: Address = {
  government: 'Cairo',
  city: 'Maadi',
  street: 'Road 9',
  building: '12',
  floor: '3',
  apartment: '7',
};
export const CHECKOUT_BODY = {
  address: [ADDRESS],
  note: 'Call before delivery',
  paymentmethod: 'Cash On Delivery',
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed bodies
export const json = <T = any>(res: LightMyRequestResponse): T => res.json() as T;

export interface Account extends RegisterResponse {
  email: string;
  password: string;
}

export async function register(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
): Promise<Account> {
  const email = overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const body = {
    name: 'Test User',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone: '01012345678',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as RegisterResponse), email, password: body.password };
}

export async function staffToken(app: FastifyInstance, account = STAFF): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return (res.json() as { response: { token: string } }).response.token;
}

/** The seeded manager's access token. */
export const managerToken = (app: FastifyInstance) => staffToken(app, MANAGER);

export async function products(app: FastifyInstance, query = 'limit=100'): Promise<Product[]> {
  return json<{ products: Product[] }>(await app.inject({ method: 'GET', url: `/api/product?${query}` }))
    .products;
}

/** A product sold one way (a cart line needs no variant), in stock, and not discounted (for simple totals). */
export async function inStockProduct(app: FastifyInstance, minStock = 1): Promise<Product> {
  const all = await products(app);
  const found = all.find(
    (p) => p.quantity >= minStock && p.priceAfterDiscount === 0 && p.options.length === 0,
  );
  if (!found) throw new Error('no product in stock');
  return found;
}

export async function createCart(
  app: FastifyInstance,
  token: string,
  lines: { productId: string; quantity: number }[],
) {
  return app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: bearer(token),
    payload: { user: 'ignored', products: lines.map((l) => ({ ...l, total: 1 })) },
  });
}

export async function placeOrder(
  app: FastifyInstance,
  token: string,
  productId: string,
  quantity = 1,
  paymentmethod = CHECKOUT_BODY.paymentmethod,
): Promise<Order> {
  const cart = await createCart(app, token, [{ productId, quantity }]);
  if (cart.statusCode !== 201) throw new Error(`cart failed: ${cart.body}`);
  const res = await app.inject({
    method: 'POST',
    url: `/api/checkout/${json(cart).data._id}`,
    headers: bearer(token),
    payload: { ...CHECKOUT_BODY, paymentmethod },
  });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return json(res).data;
}

/** One order as the order desk reads it (its version, who moved it, notes, customer facts). */
export async function deskOrder(app: FastifyInstance, token: string, id: string): Promise<DeskOrder> {
  const res = await app.inject({ method: 'GET', url: `/api/staff/orders/${id}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`desk order failed: ${res.statusCode} ${res.body}`);
  return json(res).data;
}

/** The desk's confirmation call on a pending order ('confirmed'), naming the version it has just read. */
export async function confirmAtDesk(app: FastifyInstance, token: string, id: string) {
  const { version } = await deskOrder(app, token, id);
  const res = await app.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/confirmation`,
    headers: bearer(token),
    payload: { outcome: 'confirmed', note: '', version },
  });
  if (res.statusCode !== 200) throw new Error(`confirmation failed: ${res.statusCode} ${res.body}`);
  return res;
}

/** What the desk types at the shipped step. */
export const SHIPMENT = { courier: 'Bosta', trackingNumber: 'BST-20260301' };

/**
 * Moves an order to its next status as the desk does: naming the version it has just read, and the courier and
 * tracking number when the next status is shipped. A pending order must have been confirmed (confirmAtDesk).
 */
export async function advanceAtDesk(app: FastifyInstance, token: string, id: string) {
  const { version, status } = await deskOrder(app, token, id);
  return app.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/advance`,
    headers: bearer(token),
    payload: status === 'in progress' ? { version, ...SHIPMENT } : { version },
  });
}

/** Confirms a pending order by phone, then moves it through in progress and shipped to completed. */
export async function completeAtDesk(app: FastifyInstance, token: string, id: string) {
  const order = await deskOrder(app, token, id);
  if (order.status === 'pending' && !order.confirmedAt) await confirmAtDesk(app, token, id);
  let res = await advanceAtDesk(app, token, id);
  while (res.statusCode === 200 && json(res).data.status !== 'completed')
    res = await advanceAtDesk(app, token, id);
  if (res.statusCode !== 200) throw new Error(`completing failed: ${res.statusCode} ${res.body}`);
  return res;
}
