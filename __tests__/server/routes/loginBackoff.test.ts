// Wrong passwords slow an account down instead of locking its owner out: a limit per (account, address) refuses
// the guessing address, a growing delay (bounded) slows addresses the account never signed in from, and the
// owner is emailed a single-use link that clears the backoff. The per-address limit stays.
import { eq } from 'drizzle-orm';
import { DEFAULT_LOGIN_BACKOFF, everyRateLimit } from '../../../server/config';
import { loginBackoff } from '../../../server/db/schema';
import { backoffDelayMs } from '../../../server/services/loginBackoff';
import { bearer, json, PASSWORD, register, type Account } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

const HARDENING = process.env.HARDENING === '1';
/** Wrong passwords the attacker sends, each from a fresh address. */
const ATTACKS = HARDENING ? 200 : 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('backoffDelayMs', () => {
  const settings = DEFAULT_LOGIN_BACKOFF;
  it('is zero for the first free failures, then doubles from the base delay up to the bound', () => {
    const { freeFailures: free, baseDelayMs: base, maxDelayMs: max } = settings;
    expect(backoffDelayMs(0, settings)).toBe(0);
    expect(backoffDelayMs(free, settings)).toBe(0);
    expect(backoffDelayMs(free + 1, settings)).toBe(base);
    expect(backoffDelayMs(free + 2, settings)).toBe(base * 2);
    expect(backoffDelayMs(free + 3, settings)).toBe(base * 4);
    expect(backoffDelayMs(free + 100, settings)).toBe(max);
    expect(backoffDelayMs(1e9, settings)).toBe(max);
  });
});

describe('login backoff', () => {
  let t: TestApp;
  let n = 0;
  /** A fresh client address. */
  const fresh = () => `10.9.${Math.floor((n += 1) / 256) % 256}.${n % 256}`;
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const failuresOf = async (account: Account) => {
    const [row] = await t.database.db
      .select()
      .from(loginBackoff)
      .where(eq(loginBackoff.userId, account.user._id));
    return row?.failures ?? 0;
  };
  const mailsTo = (email: string) => t.sent.filter((m) => m.to === email);
  const waitForMail = async (email: string, count: number) => {
    for (let i = 0; i < 400 && mailsTo(email).length < count; i += 1) await pause(5);
    return mailsTo(email);
  };

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        // The unlock link goes through the outbox: its worker delivers it to the memory mailer.
        mailWorker: true,
        rateLimits: {
          ...everyRateLimit({ max: 100_000, timeWindow: 60_000 }),
          login: { max: 3, timeWindow: 60_000 },
        },
        // Short delays keep the run quick; the rule (free failures, doubling, bound) is the production one.
        loginBackoff: {
          ...DEFAULT_LOGIN_BACKOFF,
          freeFailures: 3,
          baseDelayMs: 1,
          maxDelayMs: 8,
          unlockAfter: 6,
        },
      },
    });
  });
  afterAll(() => t.close());

  it(`lets the owner in with the right password after ${ATTACKS} wrong ones from as many addresses`, async () => {
    const home = fresh();
    const account = await register(t.app);
    expect((await login(account.email, PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < ATTACKS; i += 1) {
      const res = await login(account.email, 'Wrong@Passw0rd1', fresh());
      expect(res.statusCode).toBe(401);
    }
    expect(await failuresOf(account)).toBe(ATTACKS);
    // From the address they signed in from before: straight in.
    const owner = await login(account.email, PASSWORD, home);
    expect(owner.statusCode).toBe(200);
    expect(json(owner).response.user.email).toBe(account.email);
    // A success clears the backoff.
    expect(await failuresOf(account)).toBe(0);
  });

  it('lets the owner in from a new address too (slowed, never refused)', async () => {
    const account = await register(t.app);
    for (let i = 0; i < 10; i += 1) await login(account.email, 'Wrong@Passw0rd1', fresh());
    const res = await login(account.email, PASSWORD, fresh());
    expect(res.statusCode).toBe(200);
  });

  it('refuses one address that keeps guessing at one account with 429 and Retry-After, and only that address', async () => {
    const account = await register(t.app);
    const attacker = fresh();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(account.email, 'Wrong@Passw0rd1', attacker)).statusCode).toBe(401);
    }
    const refused = await login(account.email, PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: 'Too many requests, please try again later' });
    // Case and spaces do not make another account.
    const again = await login(`  ${account.email.toUpperCase()} `, PASSWORD, attacker);
    expect(again.statusCode).toBe(429);
    expect((await login(account.email, PASSWORD, fresh())).statusCode).toBe(200);
  });

  it('keeps the per-address limit: one address trying many accounts is refused', async () => {
    const attacker = fresh();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(`someone-${i}-${n}@example.com`, 'Wrong@Passw0rd1', attacker)).statusCode).toBe(
        401,
      );
    }
    const res = await login(`someone-else-${n}@example.com`, 'Wrong@Passw0rd1', attacker);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('emails one unlock link after the failures; following it clears the backoff, once', async () => {
    const account = await register(t.app);
    for (let i = 0; i < 9; i += 1) await login(account.email, 'Wrong@Passw0rd1', fresh());
    const mails = await waitForMail(account.email, 1);
    await pause(50);
    expect(mailsTo(account.email)).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Someone is trying to sign in to your account');
    const token = /unlock-account\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(mail.html).toContain(`http://shop.test/unlock-account/${token}`);
    expect(await failuresOf(account)).toBe(9);

    const unlock = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/unlock',
        headers: bearer(token),
        remoteAddress: fresh(),
      });
    const res = await unlock();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account is unlocked: you can sign in now' });
    expect(await failuresOf(account)).toBe(0);
    // Once: a second use, from anywhere, is refused and says why, in both languages; the backoff is not touched.
    await login(account.email, 'Wrong@Passw0rd1', fresh());
    const spent = await unlock();
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toEqual({ message: 'This unlock link has already been used' });
    const spentAr = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      headers: { ...bearer(token), 'accept-language': 'ar' },
      remoteAddress: fresh(),
    });
    expect(spentAr.statusCode).toBe(401);
    expect(spentAr.json()).toEqual({ message: 'تم استخدام رابط إلغاء القفل هذا من قبل' });
    expect(await failuresOf(account)).toBe(1);
    // A token that was never issued still reads as invalid.
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      headers: bearer('x'.repeat(43)),
    });
    expect(unknown.json()).toEqual({ message: 'This unlock link is invalid or has expired' });
  });

  it('answers the unlock messages in Arabic for an Arabic client, and 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'رابط إلغاء القفل غير صالح أو منتهي الصلاحية' });
  });

  it('answers an unknown email like a wrong password from many addresses (no 429)', async () => {
    for (let i = 0; i < 8; i += 1) {
      const res = await login('nobody-at-all@example.com', 'Wrong@Passw0rd1', fresh());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Validation failed' });
    }
  });
});

describe('the login slow-down, whether the email has an account or not', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-27T09:00:00Z');
  /** Every delay the login route waited (the app's sleep, injected: nothing really waits). */
  const waited: number[] = [];
  const settings = DEFAULT_LOGIN_BACKOFF;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      sleep: async (ms) => void waited.push(ms),
      config: { loginBackoff: settings },
    });
  });
  afterAll(() => t.close());

  /** What each of `count` wrong passwords for `email` from `address` waited, in milliseconds. */
  const wrongPasswords = async (email: string, count: number, address: () => string) => {
    const delays: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const before = waited.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong@Passw0rd1' },
        remoteAddress: address(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Validation failed' });
      delays.push(waited.slice(before).reduce((sum, ms) => sum + ms, 0));
    }
    return delays;
  };
  // The production rule: 5 free failures, then 250 ms doubling.
  const expected = [0, 0, 0, 0, 0, 0, 250, 500, 1000];

  it('waits the same before the 7th to 9th wrong password from one address', async () => {
    const account = await register(t.app);
    const known = await wrongPasswords(account.email, 9, () => '10.7.0.1');
    const unknown = await wrongPasswords('nobody.here@example.com', 9, () => '10.7.0.2');
    expect(known).toEqual(expected);
    expect(unknown).toEqual(known);
  });

  it('counts an unknown email’s failures from every address, as an account’s, and forgets them after the window', async () => {
    let n = 0;
    const fresh = () => `10.8.0.${(n += 1)}`;
    const account = await register(t.app);
    const known = await wrongPasswords(account.email, 9, fresh);
    const unknown = await wrongPasswords('NoSuch.Person@Example.com', 9, fresh);
    expect(known).toEqual(expected);
    expect(unknown).toEqual(known);
    // The same email in another case is the same email.
    expect(await wrongPasswords('nosuch.person@example.com', 1, fresh)).toEqual([2000]);
    clock += settings.windowMs + 1;
    expect(await wrongPasswords(account.email, 1, fresh)).toEqual([0]);
    expect(await wrongPasswords('nosuch.person@example.com', 1, fresh)).toEqual([0]);
  });
});

describe('the login slow-down as a client times it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginBackoff: DEFAULT_LOGIN_BACKOFF } });
  });
  afterAll(() => t.close());

  /** Wall-clock milliseconds of each of 9 wrong passwords for `email` from one address. */
  const timed = async (email: string, remoteAddress: string) => {
    const times: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const started = process.hrtime.bigint();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong@Passw0rd1' },
        remoteAddress,
      });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      expect(res.statusCode).toBe(401);
    }
    return times.slice(6).map(Math.round);
  };

  it('takes as long for an unknown email’s 7th to 9th wrong password as for a known one’s', async () => {
    const account = await register(t.app);
    const known = await timed(account.email, '10.6.0.1');
    const unknown = await timed('no.account.here@example.com', '10.6.0.2');
    console.info(
      `[timing] 7th–9th wrong password, ms: known ${known.join(' / ')}, unknown ${unknown.join(' / ')}`,
    );
    // The delays (250, 500, 1,000 ms) are waited in full either way; the margin (half) is for a busy machine.
    [250, 500, 1000].forEach((delay, i) => {
      expect(known[i]).toBeGreaterThanOrEqual(delay - 5);
      expect(unknown[i]).toBeGreaterThanOrEqual(known[i]! / 2);
    });
  });
});
