// Optional services (PostgreSQL, Redis): found through their variable or at their usual local address.
// A suite that needs one runs whenever it answers; when it does not, the suite registers one check that fails
// if the variable was set (CI asked for the service) and otherwise says clearly that it was left out.
import { spawnSync } from 'node:child_process';

export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const probed = new Map<string, boolean>();

/** True when a TCP connection to the URL's host and port opens within a second (probed once per file). */
export function reachable(url: string, defaultPort: number): boolean {
  const cached = probed.get(url);
  if (cached !== undefined) return cached;
  const { hostname, port } = new URL(url);
  const script = `require('node:net').connect({ host: ${JSON.stringify(hostname || '127.0.0.1')}, port: ${Number(port) || defaultPort}, timeout: 1000 })
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1)).on('timeout', () => process.exit(1));`;
  const ok = spawnSync(process.execPath, ['-e', script], { timeout: 5000 }).status === 0;
  probed.set(url, ok);
  return ok;
}

export const hasPostgres = () => reachable(POSTGRES_URL, 5432);
export const hasRedis = () => reachable(REDIS_URL, 6379);

interface Need {
  name: string;
  variable: string;
  url: string;
  present: () => boolean;
}
export const POSTGRES: Need = {
  name: 'PostgreSQL',
  variable: 'DATABASE_URL',
  url: POSTGRES_URL,
  present: hasPostgres,
};
export const REDIS: Need = { name: 'Redis', variable: 'REDIS_URL', url: REDIS_URL, present: hasRedis };

/** describe() when every service answers; otherwise one check that the service was not required. */
export function describeWith(needs: Need[], title: string, body: () => void): void {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) {
    describe(title, body);
    return;
  }
  describe(title, () => {
    const names = missing.map((m) => `${m.name} (${m.url})`).join(' and ');
    it(`is left out because ${names} did not answer, which is allowed only when its variable is unset`, () => {
      console.warn(`SKIPPED "${title}": ${names} not reachable.`);
      for (const need of missing) expect({ [need.variable]: process.env[need.variable] }).toEqual({});
    });
  });
}
