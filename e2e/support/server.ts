// A shop of the journeys' own: the real server on a free port with a fresh data directory (so a seeded catalogue and
// no leftover accounts), serving the production build in dist/ (e2e/support/globalSetup.ts makes it fresh).
import type { APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginThroughApi, MANAGER } from './shop';

const ROOT = join(__dirname, '..', '..');

export interface Shop {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The shop's DATA_DIR: its embedded database and its email outbox (`outbox/*.eml`). */
  dataDir: string;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });

async function healthy(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop's server exited with ${server.exitCode}`);
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop's server did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** Starts a shop with the journeys' settings plus `env` (a short window, say) and waits until it answers. */
export async function startShop(env: Record<string, string> = {}, timeoutMs = 120_000): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      // Journeys sign up and log in far faster than people: the limits stay on, scaled up.
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(url, server, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}

/**
 * Moves the clock of a shop started with TEST_CLOCK=1 forward by `ms` (server/routes/testClock.ts), signed in as the
 * manager afresh (a move past 15 minutes ends the access tokens signed before it); the timers that fell due have run
 * when it resolves. A journey checks a window, a hold or a timer this way instead of waiting for it.
 */
export async function moveClock(api: APIRequestContext, ms: number): Promise<void> {
  const { token } = await loginThroughApi(api, MANAGER.email, MANAGER.password);
  const moved = await api.post('/api/test/clock', {
    headers: { authorization: `Bearer ${token}` },
    data: { advanceMs: ms },
  });
  if (!moved.ok()) throw new Error(`the clock did not move: ${moved.status()} ${await moved.text()}`);
}
