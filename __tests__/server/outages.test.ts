// Outages around the real server process (`node --import tsx server/main.ts`):
// - a body that never arrives: sockets that send headers with `Content-Length: 1000` and nothing more are answered
//   408 and closed after REQUEST_TIMEOUT_MS (default run: 5 sockets; HARDENING=1: 50);
// - HARDENING=1 only: PostgreSQL restarted (`pg_ctl restart -m fast`) under checkouts by 10 shoppers, on a private
//   cluster made with initdb in a temporary directory (never the machine's shared one): the process stays up,
//   requests meanwhile answer 503 + Retry-After (never 500), service resumes, every acknowledged order is kept;
// - HARDENING=1 only: DATA_DIR on a small tmpfs filled up: /api/health answers 507 with a message, and 200 again
//   once space returns.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Product } from '../../src/contract';
import { ADDRESS, PASSWORD } from '../support/server/api';
import { freePort, startServer, type ServerProcess } from '../support/server/process';

jest.setTimeout(300_000);

const run = promisify(execFile);
const HARDENING = process.env.HARDENING === '1';
const CHECKOUT = { address: [ADDRESS], note: 'Outage test', paymentmethod: 'Cash On Delivery' };

interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; key?: string; lang?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    retryAfter: res.headers.get('retry-after'),
  };
}

async function stop(server: ServerProcess | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('a request body that never arrives, against the real server', () => {
  const SOCKETS = HARDENING ? 50 : 5;
  const TIMEOUT_MS = 1000;
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers ${SOCKETS} sockets that announce a body and never send it with 408 and closes them after REQUEST_TIMEOUT_MS`, async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-timeout-'));
    server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    const port = Number(new URL(server.url).port);
    const started = Date.now();
    const sockets = Array.from(
      { length: SOCKETS },
      () =>
        new Promise<{ closedAfter: number; answer: string }>((resolve) => {
          const socket = connect({ port, host: '127.0.0.1' });
          let answer = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => (answer += chunk));
          socket.on('error', () => undefined);
          socket.on('close', () => resolve({ closedAfter: Date.now() - started, answer }));
          // Never closed by the server: the test's own limit below ends it.
          const giveUp = setTimeout(() => socket.destroy(), 20_000);
          socket.on('close', () => clearTimeout(giveUp));
          socket.write(
            'POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
          );
        }),
    );
    const closed = await Promise.all(sockets);
    const times = closed.map((c) => c.closedAfter);
    console.info(
      `[outages timeout] ${SOCKETS} sockets, REQUEST_TIMEOUT_MS=${TIMEOUT_MS}: closed after ` +
        `min ${Math.min(...times)} ms, median ${median(times)} ms, max ${Math.max(...times)} ms`,
    );
    for (const { answer } of closed) {
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
        message: 'The request took too long to arrive',
      });
    }
    // Not before the timeout; after it within Node's check interval (250 ms here) and a wide margin (busy machine).
    expect(Math.min(...times)).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Math.max(...times)).toBeLessThan(TIMEOUT_MS + 5000);
    // The server goes on answering.
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
  });
});

if (HARDENING) {
  describe('PostgreSQL restarted under checkout load (a private cluster)', () => {
    const SHOPPERS = 10;
    /** Debian's PostgreSQL binaries (PG_MAJOR picks another installed major). */
    const PG_MAJOR = process.env.PG_MAJOR ?? '15';
    const bin = (name: string) => join('/usr/lib/postgresql', PG_MAJOR, 'bin', name);
    let base = '';
    let pgPort = 0;
    let server: ServerProcess | undefined;
    let dataDir = '';
    const asPostgres = (command: string, args: string[]) =>
      run('runuser', ['-u', 'postgres', '--', bin(command), ...args], { cwd: base, timeout: 120_000 });
    const cluster = () => join(base, 'data');

    beforeAll(async () => {
      base = mkdtempSync(join(tmpdir(), 'storefront-pgcluster-'));
      // PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
      const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
      const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
      chownSync(base, uid, gid);
      pgPort = await freePort();
      await asPostgres('initdb', ['-D', cluster(), '-A', 'trust', '-U', 'postgres', '--no-sync']);
      await asPostgres('pg_ctl', [
        '-D',
        cluster(),
        '-l',
        join(base, 'log'),
        '-o',
        `-p ${pgPort} -k ${base} -c listen_addresses=127.0.0.1`,
        '-w',
        'start',
      ]);
      const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
      await admin.connect();
      await admin.query('create database shop');
      await admin.end();
      dataDir = mkdtempSync(join(tmpdir(), 'storefront-restart-'));
    });
    afterAll(async () => {
      await stop(server);
      await asPostgres('pg_ctl', ['-D', cluster(), '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(base, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('stays up, answers 503 + Retry-After meanwhile (never 500), resumes, and keeps every acknowledged order', async () => {
      const url = `postgres://postgres@127.0.0.1:${pgPort}/shop`;
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, PORT: String(await freePort()) });
      const live = server;
      const tokens: string[] = [];
      for (let i = 0; i < SHOPPERS; i += 1) {
        const res = await call(live, 'POST', '/api/auth/register', {
          body: {
            name: 'Restart Shopper',
            email: `restart-${i}-${randomBytes(4).toString('hex')}@example.com`,
            password: PASSWORD,
            confirmPassword: PASSWORD,
            phone: '01012345678',
          },
        });
        expect(res.status).toBe(201);
        tokens.push(res.body.token as string);
      }
      const listed = (await call(live, 'GET', '/api/product?limit=100')).body.products as Product[];
      const stocked = listed.sort((x, y) => y.quantity - x.quantity).slice(0, 5);

      type Phase = 'before' | 'during' | 'after';
      let phase: Phase = 'before';
      let stopping = false;
      const acknowledged: { id: string; phase: Phase }[] = [];
      const answers: { status: number; phase: Phase; retryAfter: string | null; message: unknown }[] = [];
      const failures: string[] = [];
      const record = (res: Answer) =>
        answers.push({ status: res.status, phase, retryAfter: res.retryAfter, message: res.body.message });

      const shopper = async (token: string, n: number) => {
        for (let turn = 0; !stopping; turn += 1) {
          try {
            const product = stocked[(n + turn) % stocked.length]!;
            const cart = await call(live, 'POST', '/api/cart', {
              body: { products: [{ productId: product._id, quantity: 1 }] },
              token,
            });
            record(cart);
            if (cart.status !== 201) {
              await new Promise((resolve) => setTimeout(resolve, 50));
              continue;
            }
            const placedIn = phase;
            const res = await call(live, 'POST', `/api/checkout/${(cart.body.data as { _id: string })._id}`, {
              body: CHECKOUT,
              token,
              key: `restart-${n}-${turn}`,
              lang: turn % 2 ? 'ar' : 'en',
            });
            record(res);
            if (res.status === 201)
              acknowledged.push({ id: (res.body.data as { _id: string })._id, phase: placedIn });
          } catch (error) {
            failures.push(String(error));
          }
        }
      };
      const load = tokens.map((token, n) => shopper(token, n));

      // Load first, then the restart in the middle of it, then load again.
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      phase = 'during';
      const restartStarted = Date.now();
      await asPostgres('pg_ctl', ['-D', cluster(), '-m', 'fast', '-w', 'restart', '-l', join(base, 'log')]);
      const outageMs = Date.now() - restartStarted;
      phase = 'after';
      const afterFrom = acknowledged.length;
      const resumed = Date.now();
      while (acknowledged.length < afterFrom + 20 && Date.now() - resumed < 60_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      stopping = true;
      await Promise.all(load);

      // The process is alive and still answers.
      expect(live.child.exitCode).toBeNull();
      expect(live.child.signalCode).toBeNull();
      expect((await call(live, 'GET', '/api/health')).status).toBe(200);
      expect(failures).toEqual([]);
      expect(live.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);

      // Meanwhile: only successes, stock refusals and 503 + Retry-After with the message in the caller's language.
      const statuses = [...new Set(answers.map((a) => a.status))].sort();
      expect(statuses.every((s) => [201, 409, 503].includes(s))).toBe(true);
      const unavailable = answers.filter((a) => a.status === 503);
      for (const a of unavailable) {
        expect(a.retryAfter).toMatch(/^[1-9]\d*$/);
        expect([
          'The service is unavailable, please try again shortly',
          'الخدمة غير متاحة، يرجى المحاولة بعد قليل',
        ]).toContain(a.message);
      }
      expect(answers.filter((a) => a.status === 409).every((a) => /stock/i.test(String(a.message)))).toBe(
        true,
      );
      // Service resumed after the restart.
      expect(acknowledged.filter((a) => a.phase === 'after').length).toBeGreaterThanOrEqual(20);

      // Every acknowledged order is stored, on both sides of the restart.
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query<{ id: string }>('select id from orders where id = any($1::text[])', [
        acknowledged.map((a) => a.id),
      ]);
      await db.end();
      const kept = new Set(rows.map((r) => r.id));
      const side = (p: Phase) => {
        const acked = acknowledged.filter((a) => a.phase === p);
        return { acknowledged: acked.length, kept: acked.filter((a) => kept.has(a.id)).length };
      };
      const figures = { before: side('before'), during: side('during'), after: side('after') };
      console.info(
        `[outages restart] pg_ctl restart -m fast took ${outageMs} ms; answers ${answers.length}: ` +
          statuses.map((s) => `${s}×${answers.filter((a) => a.status === s).length}`).join(' ') +
          ` (503 during the restart ${unavailable.filter((a) => a.phase === 'during').length}, after it ` +
          `${unavailable.filter((a) => a.phase === 'after').length}); acknowledged vs kept: ${JSON.stringify(figures)}`,
      );
      expect(figures.before.kept).toBe(figures.before.acknowledged);
      expect(figures.during.kept).toBe(figures.during.acknowledged);
      expect(figures.after.kept).toBe(figures.after.acknowledged);

      // A clean stop still exits 0.
      live.child.kill('SIGTERM');
      expect(await live.exited).toBe(0);
    });
  });

  describe('DATA_DIR full (PGlite on a small tmpfs)', () => {
    let mountPoint = '';
    let server: ServerProcess | undefined;
    afterAll(async () => {
      await stop(server);
      await run('umount', [mountPoint]).catch(() => undefined);
      rmSync(mountPoint, { recursive: true, force: true });
    });

    it('answers /api/health 507 with a message while the disk is full, and 200 again once space returns', async () => {
      mountPoint = mkdtempSync(join(tmpdir(), 'storefront-full-'));
      await run('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint]);
      const dataDir = join(mountPoint, 'data');
      mkdirSync(dataDir);
      server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect((await call(server, 'GET', '/api/health')).status).toBe(200);

      // Fill the disk: 1 MiB at a time until ENOSPC, then the last bytes.
      const filler = join(mountPoint, 'filler');
      const fd = openSync(filler, 'w');
      try {
        for (const size of [1 << 20, 4096, 1]) {
          const chunk = Buffer.alloc(size);
          for (;;) {
            try {
              writeSync(fd, chunk);
            } catch {
              break;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
      const full = await call(server, 'GET', '/api/health', { lang: 'ar' });
      expect(full.status).toBe(507);
      expect(full.body).toEqual({
        message: 'لا يستطيع المتجر حفظ أي شيء الآن لأن القرص ممتلئ، يرجى المحاولة بعد قليل',
      });
      expect((await call(server, 'GET', '/api/health')).body).toEqual({
        message:
          'The shop cannot store anything right now because its disk is full, please try again shortly',
      });

      rmSync(filler);
      expect((await call(server, 'GET', '/api/health')).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    });
  });
}
