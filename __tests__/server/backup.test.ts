// npm run backup / npm run restore against the real server process on PGlite: a backup taken while the shop runs
// and takes orders, the data directory destroyed, the backup restored: every order, account and file is back.
// Also the real process's refusal of a damaged database ("Cannot start: …", exit 1) and of a foreign lock.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADDRESS, PASSWORD } from '../support/server/api';
import { STAFF } from '../support/server/harness';
import { freePort, startServer, type ServerProcess } from '../support/server/process';

jest.setTimeout(300_000);

const ROOT = join(__dirname, '..', '..');
const HARDENING = process.env.HARDENING === '1';
const SHOPPERS = HARDENING ? 6 : 2;
const ORDERS_EACH = HARDENING ? 10 : 2;

function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function call(server: ServerProcess, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const staffOrders = async (server: ServerProcess) => {
  const login = await call(server, 'POST', '/api/auth/login', STAFF);
  const all = (
    await call(
      server,
      'GET',
      '/api/staff/orders',
      undefined,
      (login.body.response as { token: string }).token,
    )
  ).body.data as { _id: string; total: number; cartId: { products: unknown[] } }[];
  return all
    .map((o) => ({ id: o._id, total: o.total, lines: o.cartId.products }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
};

describe('backup and restore of a running shop on PGlite', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-backup-'));
  const dataDir = join(root, 'data');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  it(`brings back every order (${SHOPPERS} shoppers × ${ORDERS_EACH}), account and file after the data directory is destroyed`, async () => {
    server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'receipt.txt'), 'a file the shop keeps');
    const accounts: { email: string; token: string }[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const email = `backup-${i}-${randomBytes(4).toString('hex')}@example.com`;
      const res = await call(server, 'POST', '/api/auth/register', {
        name: 'Backup Shopper',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        phone: '01012345678',
      });
      expect(res.status).toBe(201);
      accounts.push({ email, token: res.body.token as string });
    }
    const listed = (await call(server, 'GET', '/api/product?limit=100')).body.products as {
      _id: string;
      quantity: number;
    }[];
    // Spread over the well-stocked products, so that no order meets an empty shelf.
    const stocked = listed.filter((p) => p.quantity >= 10);
    let placed = 0;
    const checkout = { address: [ADDRESS], note: 'Backup test', paymentmethod: 'Cash On Delivery' };
    const order = async (token: string) => {
      const cart = await call(
        server!,
        'POST',
        '/api/cart',
        { products: [{ productId: stocked[placed++ % stocked.length]!._id, quantity: 1 }] },
        token,
      );
      const res = await call(
        server!,
        'POST',
        `/api/checkout/${(cart.body.data as { _id: string })._id}`,
        checkout,
        token,
      );
      expect(res.status).toBe(201);
    };
    for (let n = 0; n < ORDERS_EACH; n += 1) for (const a of accounts) await order(a.token);
    const before = await staffOrders(server);
    expect(before).toHaveLength(SHOPPERS * ORDERS_EACH);
    const marker = readFileSync(join(dataDir, 'installation.json'), 'utf8');

    // The backup runs while the shop keeps taking orders; those placed during it may or may not be in it.
    const file = join(root, 'shop.tar.gz');
    const during = Promise.all(accounts.map((a) => order(a.token)));
    const started = Date.now();
    const backup = await npmScript('backup', ['--out', file], { DATA_DIR: dataDir });
    const seconds = (Date.now() - started) / 1000;
    await during;
    expect(backup).toEqual({
      code: 0,
      output: expect.stringMatching(/Backup written to .*\(from the running server, pid \d+/),
    });
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);

    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });

    // A directory that is not empty is refused, and left as it was.
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'keep.txt'), 'something');
    const refused = await npmScript('restore', [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Restore failed: The data directory .* is not empty/);
    expect(readFileSync(join(dataDir, 'keep.txt'), 'utf8')).toBe('something');
    rmSync(dataDir, { recursive: true, force: true });

    const restored = await npmScript('restore', [file], { DATA_DIR: dataDir });
    expect(restored).toEqual({ code: 0, output: expect.stringMatching(/^Restored /) });
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(readFileSync(join(dataDir, 'uploads', 'receipt.txt'), 'utf8')).toBe('a file the shop keeps');
    expect(JSON.parse(readFileSync(join(dataDir, 'installation.json'), 'utf8')).id).toBe(
      JSON.parse(marker).id,
    );

    server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const after = await staffOrders(server);
    const afterById = new Map(after.map((o) => [o.id, o]));
    for (const o of before) expect(afterById.get(o.id)).toEqual(o);
    expect(after.length).toBeGreaterThanOrEqual(before.length);
    expect(after.length).toBeLessThanOrEqual(before.length + SHOPPERS);
    for (const a of accounts) {
      const login = await call(server, 'POST', '/api/auth/login', { email: a.email, password: PASSWORD });
      expect(login.status).toBe(200);
    }
    console.info(
      `[backup] ${before.length} orders before the backup, ${after.length - before.length} of the ${SHOPPERS} ` +
        `placed during it in the copy; ${accounts.length} accounts; all restored; backup ${(statSync(file).size / 1024).toFixed(0)} KiB ` +
        `in ${seconds.toFixed(1)} s (script start included)`,
    );

    // Stopped: the backup opens the database itself, and the copy restores to the same orders.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const offline = join(root, 'offline.tar.gz');
    expect(await npmScript('backup', ['--out', offline], { DATA_DIR: dataDir })).toEqual({
      code: 0,
      output: expect.stringMatching(/server stopped/),
    });
    const second = join(root, 'second');
    expect((await npmScript('restore', [offline], { DATA_DIR: second })).code).toBe(0);
    server = await startServer({ DATA_DIR: second, PORT: String(await freePort()) });
    expect(await staffOrders(server)).toEqual(after);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('makes the real server refuse a database without PG_VERSION with "Cannot start: …" and exit 1, even with a foreign lock', async () => {
    const dir = join(root, 'damaged');
    const first = await startServer({ DATA_DIR: dir, PORT: String(await freePort()) });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // pid 1 is alive and is not the shop: its lock must not be what stops the start.
    writeFileSync(join(dir, 'server.lock'), '1');
    rmSync(join(dir, 'pglite', 'PG_VERSION'));
    const refused = startServer({ DATA_DIR: dir, PORT: String(await freePort()) });
    await expect(refused).rejects.toThrow(
      /server exited \(1\)[\s\S]*Cannot start: The database directory .* is damaged: its PG_VERSION file is missing[\s\S]*npm run restore -- FILE/,
    );
    expect(existsSync(join(dir, 'pglite', 'PG_VERSION'))).toBe(false);
  });
});
