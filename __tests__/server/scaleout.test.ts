// Two API instances on one PostgreSQL and one Redis, called round-robin: tokens issued by one work on the other,
// rate limits are counted across both, and concurrent checkouts across both never oversell.
// HARDENING=1 races 100 shoppers for 10 units; the default run races 12 for 3.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { DEFAULT_LOGIN_BACKOFF } from '../../server/config';
import { orders, products as productsTable } from '../../server/db/schema';
import { bearer, CHECKOUT_BODY, inStockProduct, json, PASSWORD, register } from '../support/server/api';
import { createTwoInstances, type TestApp, type TwoInstances } from '../support/server/harness';
import { describeWith, POSTGRES, POSTGRES_URL, REDIS, REDIS_URL } from '../support/server/services';
import { setVariants } from '../support/server/variants';

const HARDENING = process.env.HARDENING === '1';
const SHOPPERS = HARDENING ? 100 : 12;
const UNITS = HARDENING ? 10 : 3;

describeWith([POSTGRES, REDIS], 'two instances behind a round-robin on one PostgreSQL and one Redis', () => {
  let instances: TwoInstances | undefined;
  let a: TestApp;
  let b: TestApp;
  let turn = 0;
  /** The load balancer: each call goes to the next instance. */
  const balancer = (options: InjectOptions) => [a, b][turn++ % 2]!.app.inject(options);
  /** A fresh client address, so that runs sharing the Redis never share a per-IP counter. */
  const address = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

  beforeAll(async () => {
    const config = {
      redisUrl: REDIS_URL,
      rateLimits: {
        login: { max: 3, timeWindow: 60_000 },
        register: { max: 100_000, timeWindow: 60_000 },
        forgotPassword: { max: 3, timeWindow: 60_000 },
        resetPassword: { max: 3, timeWindow: 60_000 },
        contact: { max: 3, timeWindow: 60_000 },
        subscribe: { max: 3, timeWindow: 60_000 },
        sitemap: { max: 3, timeWindow: 60_000 },
        preview: { max: 3, timeWindow: 60_000 },
        orderLookup: { max: 3, timeWindow: 60_000 },
      },
      loginBackoff: {
        ...DEFAULT_LOGIN_BACKOFF,
        freeFailures: 2,
        baseDelayMs: 1,
        maxDelayMs: 4,
        unlockAfter: 4,
      },
    };
    instances = await createTwoInstances(POSTGRES_URL!, config);
    ({ a, b } = instances);
  });
  afterAll(() => instances?.close());

  it('accepts an access token and rotates a refresh token issued by the other instance', async () => {
    const account = await register(a.app);
    const orders = await b.app.inject({
      method: 'GET',
      url: '/api/checkout/userOrders',
      headers: bearer(account.token),
    });
    expect(orders.statusCode).toBe(200);
    const rotated = await b.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: bearer(account.refresh_token),
    });
    expect(rotated.statusCode).toBe(200);
    // The spent token replayed on the first instance inside the grace window answers the same pair there too.
    const replay = await a.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: bearer(account.refresh_token),
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(rotated.json());
    // Logging out on one instance ends the session on the other.
    const logout = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: rotated.json().refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    const after = await b.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: bearer(rotated.json().refresh_token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('counts login attempts from one address across both instances', async () => {
    const remoteAddress = address();
    const attempt = (n: number) =>
      balancer({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: `someone-${n}-${remoteAddress}@example.com`, password: 'x' },
      });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await attempt(i)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await attempt(5);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts link-preview requests from one address across both instances, whichever pictures they name', async () => {
    const remoteAddress = address();
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      const url = `/og/v1/uploads/${String(i).repeat(32)}-480.webp.jpg`;
      codes.push((await balancer({ method: 'GET', url, remoteAddress })).statusCode);
    }
    expect(codes).toEqual([404, 404, 404, 429]);
    expect(
      (await balancer({ method: 'GET', url: '/og/v1/images/a.svg.jpg', remoteAddress: address() }))
        .statusCode,
    ).toBe(404);
  });

  it('counts guesses at one account from one address across both instances, refusing only that address', async () => {
    const account = await register(a.app);
    const remoteAddress = address();
    const attempt = (password = 'Wrong@Passw0rd1', from = remoteAddress) =>
      balancer({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: from,
        payload: { email: account.email, password },
      });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // The owner, elsewhere, is not refused: the attacker's address is.
    expect((await attempt(PASSWORD, address())).statusCode).toBe(200);
  });

  it('shares the backoff of an account tried from many addresses across both instances, and never refuses the owner', async () => {
    const account = await register(a.app);
    const home = address();
    const login = (password: string, remoteAddress: string) =>
      balancer({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: account.email, password },
      });
    expect((await login(PASSWORD, home)).statusCode).toBe(200);
    const codes = [];
    for (let i = 0; i < 8; i += 1) codes.push((await login('Wrong@Passw0rd1', address())).statusCode);
    expect(codes).toEqual(Array(8).fill(401));
    // Both instances counted into one backoff: exactly one unlock link was mailed, by one of them (queued in the
    // shared outbox after the answer; both workers drain it).
    for (
      let i = 0;
      i < 200 && [...a.sent, ...b.sent].filter((m) => m.to === account.email).length === 0;
      i += 1
    ) {
      await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...a.sent, ...b.sent].filter((m) => m.to === account.email)).toHaveLength(1);
    expect((await login(PASSWORD, home)).statusCode).toBe(200);
    expect((await login(PASSWORD, home)).statusCode).toBe(200);
  });

  it(`sells ${UNITS} units exactly once when ${SHOPPERS} shoppers check out across both instances at once`, async () => {
    const product = await inStockProduct(a.app);
    await setVariants(a.database.db, product._id, { quantity: UNITS });
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => register(a.app)));
    const carts = await Promise.all(
      shoppers.map(async (s) => {
        const res = await balancer({
          method: 'POST',
          url: '/api/cart',
          headers: bearer(s.token),
          payload: { products: [{ productId: product._id, quantity: 1 }] },
        });
        return json(res).data._id as string;
      }),
    );
    const results = await Promise.all(
      shoppers.map((s, i) =>
        balancer({
          method: 'POST',
          url: `/api/checkout/${carts[i]}`,
          headers: { ...bearer(s.token), 'idempotency-key': `scale-${i}` },
          payload: CHECKOUT_BODY,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(UNITS);
    expect(codes.filter((c) => c === 409)).toHaveLength(SHOPPERS - UNITS);
    const [row] = await a.database.db
      .select({ quantity: productsTable.quantity })
      .from(productsTable)
      .where(eq(productsTable.id, product._id));
    expect(row?.quantity).toBe(0);
    const placed = await a.database.db.select({ lines: orders.lines }).from(orders);
    const units = placed
      .flatMap((o) => o.lines)
      .filter((line) => line.product._id === product._id)
      .reduce((sum, line) => sum + line.quantity, 0);
    expect(units).toBe(UNITS);
  });
});
