// SIGKILL in the middle of a burst of checkouts: after a restart on the same data, every acknowledged (201) order
// is intact, stock adds up, and every placed order's Idempotency-Key, retried, answers that order (also when the
// kill swallowed its answer). On PGlite (its own DATA_DIR) and on PostgreSQL (its own database).
// HARDENING=1 kills the server three times in bursts of 200 checkouts; the default run once in a burst of 40.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Order, Product } from '../../src/contract';
import { ADDRESS, PASSWORD } from '../support/server/api';
import { STAFF } from '../support/server/harness';
import { freePort, startServer, type ServerProcess } from '../support/server/process';
import { describeWith, POSTGRES, POSTGRES_URL } from '../support/server/services';

jest.setTimeout(300_000);

const HARDENING = process.env.HARDENING === '1';
const KILLS = HARDENING ? 3 : 1;
const BURST = HARDENING ? 200 : 40;
const SHOPPERS = 4;
const CHECKOUT = { address: [ADDRESS], note: 'Fault test', paymentmethod: 'Cash On Delivery' };

interface Call {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  key?: string,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> } satisfies Call;
}

/** Every order the staff console sees, and the stock of the products under test. */
async function ledger(server: ServerProcess, productIds: string[]) {
  const login = await call(server, 'POST', '/api/auth/login', STAFF);
  const staff = (login.body.response as { token: string }).token;
  const all = (await call(server, 'GET', '/api/staff/orders', undefined, staff)).body.data as Order[];
  const stock = new Map<string, number>();
  for (const id of productIds) {
    stock.set(id, ((await call(server, 'GET', `/api/product/${id}`)).body.product as Product).quantity);
  }
  return { orders: all, stock };
}

function faultSuite(
  label: string,
  prepare: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>,
) {
  let env: Record<string, string>;
  let cleanup = async () => {};
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ({ env, cleanup } = await prepare());
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await cleanup();
  });

  it(`keeps every acknowledged order and the stock consistent when killed ${KILLS}× mid-burst of ${BURST} checkouts (${label})`, async () => {
    server = await startServer({ ...env, PORT: String(await freePort()) });
    const shoppers: string[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const res = await call(server, 'POST', '/api/auth/register', {
        name: 'Fault Shopper',
        email: `fault-${i}-${randomBytes(4).toString('hex')}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        phone: '01012345678',
      });
      expect(res.status).toBe(201);
      shoppers.push(res.body.token as string);
    }
    const listed = (await call(server, 'GET', '/api/product?limit=100')).body.products as Product[];
    // The two best-stocked products: a burst runs some of them out, so both 201 and 409 happen.
    const chosen = listed.sort((x, y) => y.quantity - x.quantity).slice(0, 2);
    const initial = new Map(chosen.map((p) => [p._id, p.quantity]));
    const acknowledged: Order[] = [];
    let unanswered = 0;
    const attempts = new Map<string, { token: string; key: string }>();

    for (let kill = 0; kill < KILLS; kill += 1) {
      const carts: { token: string; cartId: string }[] = [];
      for (let i = 0; i < BURST; i += 1) {
        const token = shoppers[i % SHOPPERS]!;
        const product = chosen[i % chosen.length]!;
        const cart = await call(
          server,
          'POST',
          '/api/cart',
          { products: [{ productId: product._id, quantity: 1 + (i % 3) }] },
          token,
        );
        expect(cart.status).toBe(201);
        carts.push({ token, cartId: (cart.body.data as { _id: string })._id });
      }
      const current = server;
      let answered = 0;
      const killAfter = Math.floor(BURST / 3);
      for (const [i, { token, cartId }] of carts.entries())
        attempts.set(cartId, { token, key: `fault-${kill}-${i}` });
      const burst = carts.map(({ token, cartId }) =>
        call(current, 'POST', `/api/checkout/${cartId}`, CHECKOUT, token, attempts.get(cartId)!.key).then(
          (res) => {
            answered += 1;
            if (res.status === 201) acknowledged.push(res.body.data as Order);
            else expect(res.status).toBe(409);
            if (answered === killAfter) current.child.kill('SIGKILL');
          },
          () => {
            unanswered += 1;
          },
        ),
      );
      await Promise.all(burst);
      expect(await current.exited).toBe('SIGKILL');
      server = await startServer({ ...env, PORT: String(await freePort()) });
    }
    // The kill really fell in the middle of the burst.
    expect(unanswered).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(0);

    const { orders, stock } = await ledger(server, [...initial.keys()]);
    const byId = new Map(orders.map((o) => [o._id, o]));
    for (const order of acknowledged) {
      const stored = byId.get(order._id);
      expect(stored && { status: stored.status, lines: stored.cartId.products, total: stored.total }).toEqual(
        {
          status: 'pending',
          lines: order.cartId.products,
          total: order.total,
        },
      );
    }
    const unitsOf = (list: Order[], id: string) =>
      list
        .flatMap((o) => o.cartId.products)
        .filter((l) => l.product._id === id)
        .reduce((sum, l) => sum + l.quantity, 0);
    for (const [id, start] of initial) {
      // Stored orders (acknowledged, plus any committed whose answer the kill swallowed) + stock = initial.
      expect(unitsOf(orders, id) + stock.get(id)!).toBe(start);
    }
    const swallowed = orders.length - acknowledged.length;
    const ackUnits = [...initial.keys()].reduce((s, id) => s + unitsOf(acknowledged, id), 0);
    const left = [...stock.values()].reduce((s, q) => s + q, 0);
    const start = [...initial.values()].reduce((s, q) => s + q, 0);
    console.info(
      `[faults ${label}] kills=${KILLS} burst=${BURST} acknowledged=${acknowledged.length} (${ackUnits} units) ` +
        `unanswered=${unanswered} committed-but-unacknowledged=${swallowed} stock ${start} → ${left}; ` +
        `stored units + stock = ${left + [...initial.keys()].reduce((s, id) => s + unitsOf(orders, id), 0)}`,
    );
    expect(swallowed).toBeGreaterThanOrEqual(0);

    // Retried after the restart with its key and body, every stored order of the burst answers that same order:
    // the key and the order were committed together, so none is left "in progress" (409) beside its order.
    const placed = orders.filter((o) => attempts.has(o.cartId._id));
    expect(placed).toHaveLength(orders.length);
    const retried: { status: number; id: unknown }[] = [];
    for (const order of placed) {
      const { token, key } = attempts.get(order.cartId._id)!;
      const res = await call(server, 'POST', `/api/checkout/${order.cartId._id}`, CHECKOUT, token, key);
      retried.push({ status: res.status, id: (res.body.data as Order | undefined)?._id });
    }
    expect(retried).toEqual(placed.map((o) => ({ status: 201, id: o._id })));
    // The key of every request that placed nothing (cut off before its commit, or short of stock) is free again:
    // a retry checks out now or meets the stock, never "already being placed".
    const placedCarts = new Set(placed.map((o) => o.cartId._id));
    const freed: { status: number; message: unknown }[] = [];
    for (const [cartId, { token, key }] of attempts) {
      if (placedCarts.has(cartId)) continue;
      const res = await call(server, 'POST', `/api/checkout/${cartId}`, CHECKOUT, token, key);
      freed.push({ status: res.status, message: res.status === 201 ? 'placed' : res.body.message });
    }
    expect(
      freed.filter(
        (f) =>
          f.message !== 'placed' && !(f.status === 409 && /^Not enough stock for /.test(String(f.message))),
      ),
    ).toEqual([]);
    console.info(
      `[faults ${label}] retried keys: ${placed.length} placed orders → that order; ` +
        `${freed.length} others → ${freed.filter((f) => f.status === 201).length} placed now, ` +
        `${freed.filter((f) => f.status === 409).length} short of stock, 0 "in progress"`,
    );

    // A clean stop after all that still exits 0.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
}

describe('SIGKILL in the middle of checkouts on PGlite', () => {
  let dataDir = '';
  faultSuite('PGlite', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-fault-'));
    return {
      env: { DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
    const first = await startServer({ DATA_DIR: dir, PORT: String(await freePort()) });
    try {
      const second = startServer({ DATA_DIR: dir, PORT: String(await freePort()) });
      await expect(second).rejects.toThrow(
        new RegExp(
          `Cannot start: The data directory .* is in use by another server \\(pid ${first.child.pid}\\)`,
        ),
      );
      // The first server is untouched and still answers.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeWith([POSTGRES], 'SIGKILL in the middle of checkouts on PostgreSQL', () => {
  faultSuite('PostgreSQL', async () => {
    const name = `storefront_fault_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-fault-pg-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      cleanup: async () => {
        rmSync(dataDir, { recursive: true, force: true });
        const drop = new pg.Client({ connectionString: POSTGRES_URL });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  });
});
