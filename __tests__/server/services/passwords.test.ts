import { DEFAULT_LOGIN_BACKOFF, OWASP_ARGON } from '../../../server/config';
import { createPasswords } from '../../../server/services/passwords';
import { register } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('passwords', () => {
  it("hashes with argon2id at OWASP's parameters (19 MiB, t=2, p=1)", async () => {
    const passwords = createPasswords(OWASP_ARGON);
    const hash = await passwords.hash('Passw0rd!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await passwords.verify(hash, 'Passw0rd!')).toBe(true);
    expect(await passwords.verify(hash, 'passw0rd!')).toBe(false);
    expect(await passwords.verify('not a hash', 'Passw0rd!')).toBe(false);
  });

  // Timings are asserted under HARDENING=1 only (npm run test:hardening), never in the unit run.
  if (process.env.HARDENING === '1') {
    describe('login timing', () => {
      let t: TestApp;
      beforeAll(async () => {
        // The wrong-password backoff (which slows a known account's later failures on purpose) has its own tests:
        // here it stays out of the way, so the pairs compare the password check alone.
        t = await createTestApp({
          config: { argon: OWASP_ARGON, loginBackoff: { ...DEFAULT_LOGIN_BACKOFF, freeFailures: 1_000 } },
        });
      });
      afterAll(() => t.close());

      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const time = async (email: string) => {
        const started = process.hrtime.bigint();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'Wrong@Passw0rd1' },
        });
        expect(res.statusCode).toBe(401);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };

      it('costs about the same for an unknown email as for a known one (within 1.5×)', async () => {
        const account = await register(t.app);
        await time('warm-up@example.com');
        // Known and unknown in adjacent pairs, and the median of the pairs' ratios: each pair runs under the same load,
        // so another test suite running beside this one (jest runs two workers) slows both sides of a pair alike.
        const ratios: number[] = [];
        for (let i = 0; i < 11; i += 1) {
          const known = await time(account.email);
          const unknown = await time(`nobody-${i}@example.com`);
          ratios.push(unknown / known);
        }
        const ratio = median(ratios);
        console.info(`[timing] login 401, unknown / known email, median of 11 pairs: ${ratio.toFixed(3)}`);
        expect(ratio).toBeGreaterThan(1 / 1.5);
        expect(ratio).toBeLessThan(1.5);
      });
    });
  }
});
