// The server suites' run gets an id that names every PostgreSQL database it creates for a suite (harness.ts), so the
// run's teardown (globalTeardown.ts) can tell which of them a suite left behind, and the directory that holds every
// DATA_DIR a suite makes, which the teardown removes.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUN = 'STOREFRONT_TEST_RUN';
const runId = () => process.env[RUN] ?? 'x';

/** What every suite database of this run is named from: `storefront_test_<run>_`, then its own random part. */
export const suiteDatabasePrefix = () => `storefront_test_${runId()}_`;

/** Where the run's suites make their DATA_DIRs (`testConfig()`): one directory, removed after the run. */
export const suiteDataRoot = () => join(tmpdir(), `storefront-test-${runId()}`);

export default function globalSetup() {
  process.env[RUN] = randomBytes(4).toString('hex');
}
