// The server suites' run gets an id that names every PostgreSQL database it creates for a suite
// (`storefront_test_<run>_…`, harness.ts), so the run's teardown can tell which of them a suite left behind.
import { randomBytes } from 'node:crypto';

export default function globalSetup() {
  process.env.STOREFRONT_TEST_RUN = randomBytes(4).toString('hex');
}
