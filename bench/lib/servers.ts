// Starts bench/lib/serve.ts in a child process (the load generator stays in this one) and stops it by its pid.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { SearchIndexFigures } from './serve';

export interface BenchServer {
  appUrl: string;
  bareUrl: string;
  child: ChildProcess;
  startSeconds: number;
  /** The server's search index, once built (the server reports ready after it). */
  searchIndex: SearchIndexFigures | null;
  setStock(id: string, quantity: number): Promise<void>;
  /** Server times (ms) of the answers since the last call, by route pattern (e.g. '/api/product'). */
  serverTimes(): Promise<Record<string, number[]>>;
  stop(): Promise<void>;
}

/**
 * PGlite in a fresh temporary directory, unless databaseUrl is given; `extraEnv` e.g. turns the cache off.
 * `checkout`: another working tree of this repository (e.g. an earlier commit) whose server is started instead.
 */
const BENCH_MANAGER_PASSWORD = 'Bench@Manager_Passw0rd1';

/** The seeded manager's bearer token on a server started here: a bench uses the back office's own API. */
export async function managerToken(appUrl: string): Promise<string> {
  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.MANAGER_EMAIL ?? 'manager@store.local',
      password: process.env.MANAGER_PASSWORD ?? BENCH_MANAGER_PASSWORD,
    }),
  });
  if (login.status !== 200) throw new Error(`manager login answered ${login.status}`);
  return ((await login.json()) as { response: { token: string } }).response.token;
}

export async function startServer(
  databaseUrl?: string,
  extraEnv: Record<string, string> = {},
  checkout?: string,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // Production mode wants STAFF_PASSWORD and MANAGER_PASSWORD; benches sign in as the manager (managerToken).
  env.STAFF_PASSWORD ??= 'Bench@Staff_Passw0rd1';
  env.MANAGER_PASSWORD ??= BENCH_MANAGER_PASSWORD;
  env.JWT_SECRET ??= 'bench-secret-that-is-long-enough-for-hs256-0123456789';
  const started = Date.now();
  const child = fork(checkout ? join(checkout, 'bench/lib/serve.ts') : join(__dirname, 'serve.ts'), [], {
    ...(checkout ? { cwd: checkout } : {}),
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ports = await new Promise<{
    appPort: number;
    barePort: number;
    searchIndex: SearchIndexFigures | null;
  }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench server did not start in 120 s')), 120_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as { appPort: number; barePort: number; searchIndex: SearchIndexFigures | null });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server exited with ${code}`));
    });
  });
  return {
    appUrl: `http://127.0.0.1:${ports.appPort}`,
    bareUrl: `http://127.0.0.1:${ports.barePort}`,
    child,
    startSeconds: (Date.now() - started) / 1000,
    searchIndex: ports.searchIndex,
    setStock(id, quantity) {
      return new Promise((resolve) => {
        const onMessage = (message: unknown) => {
          if ((message as { type?: string }).type !== 'stockSet') return;
          child.off('message', onMessage);
          resolve();
        };
        child.on('message', onMessage);
        child.send({ type: 'setStock', id, quantity });
      });
    },
    serverTimes() {
      return new Promise((resolve) => {
        const onMessage = (message: unknown) => {
          const answer = message as { type?: string; times?: Record<string, number[]> };
          if (answer.type !== 'serverTimes') return;
          child.off('message', onMessage);
          resolve(answer.times ?? {});
        };
        child.on('message', onMessage);
        child.send('serverTimes');
      });
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.send('close');
        const timer = setTimeout(() => child.pid && process.kill(child.pid, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time (user + system, microseconds) spent so far by the process `pid` or, without one, by every PostgreSQL
 * process of this machine (its backends do a listing's database work). Linux only (/proc); undefined elsewhere.
 * Unlike throughput, CPU time per request hardly moves when other work shares the machine's cores.
 */
export function cpuMicros(pid?: number): number | undefined {
  const ticksOf = (stat: string) => {
    // Fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const TICK_MICROS = 10_000; // USER_HZ is 100 on Linux
  try {
    if (pid !== undefined) return ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8')) * TICK_MICROS;
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (stat.includes('(postgres)')) ticks += ticksOf(stat);
      } catch {
        // the process ended while the list was read
      }
    }
    return ticks * TICK_MICROS;
  } catch {
    return undefined;
  }
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  /** autocannon's histogram has no p95: this one is computed from every response's own time. */
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  requests: number;
}

/**
 * One autocannon run against a loopback URL: a bounded duration, 100 connections unless told otherwise.
 * `pathFor(n)` gives the n-th request its own path (e.g. a new query each time, so that no answer is cached).
 */
export async function load(
  url: string,
  {
    seconds = 8,
    connections = 100,
    headers,
    pathFor,
  }: {
    seconds?: number;
    connections?: number;
    headers?: Record<string, string>;
    pathFor?: (n: number) => string;
  } = {},
): Promise<LoadFigures> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`load runs only against loopback, not ${url}`);
  let n = 0;
  const requests = pathFor
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: pathFor(n++) }) }]
    : undefined;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url, connections, duration: seconds, headers, timeout: 10, ...(requests ? { requests } : {}) },
      (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const latency = result.latency;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: latency.p50,
    p90: latency.p90,
    p95: times.length > 0 ? Math.round(times[Math.ceil(times.length * 0.95) - 1]! * 10) / 10 : 0,
    p97_5: latency.p97_5,
    p99: latency.p99,
    max: latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
