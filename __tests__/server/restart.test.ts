// The embedded database keeps everything across a clean restart, and refuses a second server on the same directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { openPglite, DatabaseLockedError } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed/index';
import { createPasswords } from '../../server/services/passwords';
import { CHECKOUT_BODY, inStockProduct, placeOrder, register, bearer } from '../support/server/api';
import { memoryMailer, STAFF, TEST_ARGON, testConfig } from '../support/server/harness';

describe('restarting on the same data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-restart-'));
  const dbDir = join(dataDir, 'pglite');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const boot = async () => {
    const database = await openPglite({ dir: dbDir, lock: true });
    await database.migrate();
    const passwords = createPasswords(TEST_ARGON);
    await seedDatabase(database.db, {
      email: STAFF.email,
      passwordHash: () => passwords.hash(STAFF.password),
    });
    const app = await buildApp({
      config: testConfig({ dataDir }),
      database,
      mailer: memoryMailer(),
      logger: false,
    });
    return { app, database };
  };

  it('keeps accounts, orders and stock after close and reopen, and seeds nothing twice', async () => {
    const first = await boot();
    const account = await register(first.app);
    const product = await inStockProduct(first.app);
    const order = await placeOrder(first.app, account.token, product._id);
    const total = (await first.app.inject({ method: 'GET', url: '/api/product' })).json().total;
    await first.app.close();
    await first.database.close();

    const second = await boot();
    try {
      const login = await second.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().response.token;
      const res = await second.app.inject({
        method: 'GET',
        url: `/api/checkout/${order._id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.note).toBe(CHECKOUT_BODY.note);
      const after = (await second.app.inject({ method: 'GET', url: `/api/product/${product._id}` })).json()
        .product;
      expect(after.quantity).toBe(product.quantity - 1);
      expect((await second.app.inject({ method: 'GET', url: '/api/product' })).json().total).toBe(total);
    } finally {
      await second.app.close();
      await second.database.close();
    }
  });

  /** Another process that takes the lock as the server does, and holds it until killed. */
  const lockHolder = () =>
    new Promise<ReturnType<typeof spawn>>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `require('./server/db/client').acquireLock(${JSON.stringify(dataDir)}); console.log('locked'); setTimeout(() => {}, 30000)`,
        ],
        { cwd: join(__dirname, '..', '..') },
      );
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve(child);
      });
      child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
    });

  it('refuses a second server on a directory another live server process holds, with a clear message', async () => {
    const child = await lockHolder();
    try {
      await expect(openPglite({ dir: dbDir, lock: true })).rejects.toThrow(DatabaseLockedError);
      await expect(openPglite({ dir: dbDir, lock: true })).rejects.toThrow(
        new RegExp(`in use by another server \\(pid ${child.pid}\\)`),
      );
    } finally {
      child.kill();
    }
  });

  it('replaces a stale lock left by a dead process', async () => {
    writeFileSync(join(dataDir, 'server.lock'), '999999');
    const database = await openPglite({ dir: dbDir, lock: true });
    await database.close();
  });

  it.each([
    ['pid 1', () => 1],
    ["the test runner's parent process", () => process.ppid],
  ])('replaces a lock naming a live process that is not the shop: %s', async (_label, pid) => {
    expect(() => process.kill(pid(), 0)).not.toThrow();
    writeFileSync(join(dataDir, 'server.lock'), String(pid()));
    const database = await openPglite({ dir: dbDir, lock: true });
    expect(JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    await database.close();
  });

  it('replaces a lock whose pid is alive but was taken by an earlier process (another start time)', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dataDir, 'server.lock'), JSON.stringify({ pid: child.pid, startTime: '1' }));
      const database = await openPglite({ dir: dbDir, lock: true });
      await database.close();
    } finally {
      child.kill();
    }
  });
});
