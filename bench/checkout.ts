/*
 * Checkout under load: 200 shoppers check out one unit each, all at once, of a product with 20 in stock.
 * Expected: exactly 20 orders (201), 180 conflicts (409), nothing else, and stock 0 afterwards.
 * Runs on PGlite, then (unless --pglite-only) on a throw-away PostgreSQL database with the seeded catalogue.
 */
import { performance } from 'node:perf_hooks';
import { printTable, round, writeResult, type Row } from './lib/report';
import { withBenchDatabase } from './lib/postgres';
import { startServer } from './lib/servers';

const SHOPPERS = 200;
const STOCK = 20;
const CHECKOUT_BODY = {
  address: [
    { government: 'Cairo', city: 'Maadi', street: 'Road 9', building: '12', floor: '3', apartment: '7' },
  ],
  note: 'Call before delivery',
  paymentmethod: 'Cash On Delivery',
};

async function post(url: string, body: unknown, token?: string, extra: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Runs at most `width` at a time (registration is not what is measured). */
async function inBatches<T>(count: number, width: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, (_, j) => fn(i + j)))));
  }
  return out;
}

async function measure(label: string, databaseUrl?: string) {
  const server = await startServer(databaseUrl);
  try {
    const api = `${server.appUrl}/api`;
    const listing = (await (await fetch(`${api}/product?limit=1`)).json()) as { products: { _id: string }[] };
    const productId = listing.products[0]!._id;
    const run = Date.now().toString(36);
    const tokens = await inBatches(SHOPPERS, 20, async (i) => {
      const res = await post(`${api}/auth/register`, {
        name: 'Bench Shopper',
        email: `bench-${run}-${i}@example.com`,
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
        phone: '01012345678',
      });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    });
    await server.setStock(productId, SHOPPERS);
    const carts = await inBatches(SHOPPERS, 20, async (i) => {
      const res = await post(`${api}/cart`, { products: [{ productId, quantity: 1 }] }, tokens[i]);
      if (res.status !== 201) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body.data as { _id: string })._id;
    });
    await server.setStock(productId, STOCK);

    const started = performance.now();
    const statuses = await Promise.all(
      carts.map((cartId, i) =>
        post(`${api}/checkout/${cartId}`, CHECKOUT_BODY, tokens[i], {
          'idempotency-key': `bench-${run}-${i}`,
        }).then(
          (res) => res.status,
          () => 0,
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = (await (await fetch(`${api}/product/${productId}`)).json()) as {
      product: { quantity: number };
    };
    const orders = statuses.filter((s) => s === 201).length;
    const conflicts = statuses.filter((s) => s === 409).length;
    const other = statuses.length - orders - conflicts;
    return {
      label,
      shoppers: SHOPPERS,
      stock: STOCK,
      orders,
      conflicts,
      otherErrors: other,
      stockAfter: after.product.quantity,
      seconds: round(seconds, 3),
      ordersPerSecond: round(orders / seconds, 1),
      checkoutsAnsweredPerSecond: round(SHOPPERS / seconds, 1),
      ok: orders === STOCK && other === 0 && after.product.quantity === 0,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const runs = [await measure('PGlite')];
  if (!process.argv.includes('--pglite-only'))
    runs.push(await withBenchDatabase((url) => measure('PostgreSQL', url), 0));
  printTable(
    `Checkout under load: ${SHOPPERS} concurrent checkouts of ${STOCK} units (one run each)`,
    runs.map((r): Row => ({
      database: r.label,
      orders: r.orders,
      '409s': r.conflicts,
      'other errors': r.otherErrors,
      'stock after': r.stockAfter,
      'wall s': r.seconds,
      'orders/s': r.ordersPerSecond,
      'answers/s': r.checkoutsAnsweredPerSecond,
      verdict: r.ok ? 'ok' : 'FAILED',
    })),
  );
  writeResult('checkout', { runs });
  if (runs.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
