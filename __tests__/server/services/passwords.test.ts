import { OWASP_ARGON } from '../../../server/config';
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

  describe('login timing', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { argon: OWASP_ARGON } });
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
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        known.push(await time(account.email));
        unknown.push(await time(`nobody-${i}@example.com`));
      }
      const ratio = median(unknown) / median(known);
      console.info(
        `[timing] login 401 median: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms, ratio ${ratio.toFixed(3)}`,
      );
      expect(ratio).toBeGreaterThan(1 / 1.5);
      expect(ratio).toBeLessThan(1.5);
    });
  });
});
