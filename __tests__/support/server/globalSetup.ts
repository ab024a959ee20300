// The server suites' run gets an id that names every PostgreSQL database it creates for a suite (harness.ts), so the
// run's teardown (globalTeardown.ts) can tell which of them a suite left behind.
import { randomBytes } from 'node:crypto';

const RUN = 'STOREFRONT_TEST_RUN';

/** What every suite database of this run is named from: `storefront_test_<run>_`, then its own random part. */
export const suiteDatabasePrefix = () => `storefront_test_${process.env[RUN] ?? 'x'}_`;

export default function globalSetup() {
  process.env[RUN] = randomBytes(4).toString('hex');
}
