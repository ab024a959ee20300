// The embedded database keeps everything across a clean restart, and refuses a second server on the same directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

  it('refuses a second server on a directory another live process holds, with a clear message', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dataDir, 'server.lock'), String(child.pid));
    try {
      await expect(openPglite({ dir: dbDir, lock: true })).rejects.toThrow(DatabaseLockedError);
      await expect(openPglite({ dir: dbDir, lock: true })).rejects.toThrow(
        /in use by another server \(pid \d+\)/,
      );
    } finally {
      child.kill();
    }
  });

  it('replaces a stale lock left by a dead process', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dataDir, 'server.lock'), '999999');
    const database = await openPglite({ dir: dbDir, lock: true });
    await database.close();
  });
});
