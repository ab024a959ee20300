// The real server as a child process (`node --import tsx server/main.ts`), for fault tests that kill it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

/**
 * Starts the server and resolves once it listens; rejects with its output when it exits first.
 * `env` adds to a quiet test environment (DATA_DIR and PORT are required).
 */
export function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      STATIC_DIR: join(ROOT, 'no-spa-in-fault-tests'),
      RATE_LIMIT_SCALE: '10000',
      // Bursts of checkouts by a few shoppers: the order rules are tested in codRules.test.ts, not here.
      MAX_OPEN_ORDERS: '1000',
      COD_MAX_ORDER_EGP: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ServerProcess = { child, url: `http://127.0.0.1:${env.PORT}`, output: () => text, exited };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${text}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      if (text.includes('Storefront ready at')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(server);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${text}`));
    });
  });
}
