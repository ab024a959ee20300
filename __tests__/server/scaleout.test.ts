// Two API instances on one database and one Redis: tokens work on both, rate limits are shared.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { bearer, register } from '../support/server/api';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../support/server/harness';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

(hasRedis ? describe : describe.skip)('two instances sharing a database and Redis', () => {
  let redis: ChildProcess;
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await new Promise((r) => setTimeout(r, 300));
    db = await createTestDatabase();
    const rule = { max: 3, timeWindow: 60_000 };
    const config = {
      redisUrl: `redis://127.0.0.1:${port}`,
      rateLimits: {
        login: rule,
        register: { max: 1000, timeWindow: 60_000 },
        forgotPassword: rule,
        resetPassword: rule,
        contact: rule,
      },
    };
    a = await createTestApp({ config, database: db });
    b = await createTestApp({ config, database: db });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
    redis?.kill();
  });

  it('accepts a token issued by one instance on the other', async () => {
    const account = await register(a.app);
    const res = await b.app.inject({
      method: 'GET',
      url: '/api/checkout/userOrders',
      headers: bearer(account.token),
    });
    expect(res.statusCode).toBe(200);
  });

  it('counts login attempts across both instances', async () => {
    const attempt = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.com', password: 'x' },
      });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    const limited = await attempt(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
