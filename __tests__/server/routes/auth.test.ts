import { SignJWT } from 'jose';
import { simpleParser } from 'mailparser';
import { everyRateLimit } from '../../../server/config';
import { createSmtpMailer } from '../../../server/services/mailer';
import { REFRESH_GRACE_SECONDS } from '../../../server/services/tokens';
import { bearer, json, PASSWORD, register } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';
import { resetTokenFrom, startSmtp, type Inbox } from '../../support/server/smtp';

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

describe('auth', () => {
  let t: TestApp;
  let clock = Date.now();
  let inbox: Inbox;

  beforeAll(async () => {
    inbox = await startSmtp();
    // Reset links go through the outbox: its worker delivers them to the SMTP server here.
    t = await createTestApp({
      mailer: createSmtpMailer(inbox.url),
      now: () => clock,
      config: { mailWorker: true },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** The next reset-link mail (the outbox also delivers the password-changed notices of earlier resets). */
  const nextReset = async () => {
    for (;;) {
      const mail = await inbox.next();
      if (mail.raw.includes('Subject: Reset your password')) return mail;
    }
  };
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const refresh = (token?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: token ? bearer(token) : {} });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/checkout/userOrders', headers: bearer(token) });

  describe('register', () => {
    it('creates an account and answers a session with token, refresh_token and user', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'منى Ali',
          email: 'Mona@Example.com',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          phone: '01512345678',
        },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        token: expect.any(String),
        refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: {
          _id: expect.any(String),
          id: body.user._id,
          name: 'منى Ali',
          email: 'mona@example.com',
          phone: '01512345678',
          role: 'user',
        },
      });
      const claims = decode(body.token);
      expect(claims).toMatchObject({ sub: body.user._id, id: body.user._id, role: 'user', typ: 'access' });
      expect(claims.exp - claims.iat).toBe(15 * 60);
    });

    it.each([
      ['Arabic-Indic', '٠١٠١٢٣٤٥٦٧٨'],
      ['Eastern Arabic-Indic', '۰۱۰۱۲۳۴۵۶۷۸'],
      ['mixed', '010١٢٣٤٥٦٧٨'],
      ['international, spaced', '+20 101 234 5678'],
      ['international', '+201012345678'],
      ['national, spaced', '0101 234 5678'],
    ])('takes a phone written in %s form and stores it as 01012345678', async (_, phone) => {
      const account = await register(t.app, { phone });
      expect(account.user.phone).toBe('01012345678');
      const again = json(await login(account.email, PASSWORD)).response;
      expect(again.user.phone).toBe('01012345678');
    });

    it('still refuses a phone that is not an Egyptian mobile in any digits', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Mona',
          email: 'mona-indic@example.com',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          phone: '٠٢٠١٢٣٤٥٦٧٨',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ phone: expect.any(String) });
    });

    it('refuses a second account with the same email, whatever its case, with 409', async () => {
      const account = await register(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Someone',
          email: account.email.toUpperCase(),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          phone: '01012345678',
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'An account with this email already exists',
        errors: { email: 'An account with this email already exists' },
      });
    });

    it("answers 400 with the spec's message for every invalid field", async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'A1',
          email: 'someone@example.zz',
          password: 'password',
          confirmPassword: 'other',
          phone: '0123',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: 'Name must contain only English or Arabic letters',
        email: 'Invalid Email format',
        password: 'Password must contain at least one uppercase letter',
        confirmPassword: 'Passwords do not match',
        phone: 'Please enter a valid Egyptian phone number',
      });
      expect(res.json().message).toBe('Name must contain only English or Arabic letters');
    });

    it('answers the validation messages in Arabic for an Arabic client', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'ar' },
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toBe('البريد الإلكتروني مطلوب');
    });
  });

  describe('login', () => {
    it('answers { response: { token, refresh_token, user } } for the right password', async () => {
      const account = await register(t.app);
      const res = await login(account.email, PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toEqual({
        token: expect.any(String),
        refresh_token: expect.any(String),
        user: expect.objectContaining({ email: account.email, name: 'Test User', phone: '01012345678' }),
      });
    });

    it("answers 401 'Validation failed' for a wrong password and for an unknown email alike", async () => {
      const account = await register(t.app);
      const wrong = await login(account.email, 'Wrong@Passw0rd');
      const unknown = await login('nobody-here@example.com', PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Validation failed' });
      expect(unknown.json()).toEqual({ message: 'Validation failed' });
    });

    it('answers 400 for a malformed email', async () => {
      const res = await login('not an email', 'x');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toBe(
        'Email must be in valid format and contain only English characters',
      );
    });
  });

  describe('access tokens', () => {
    it('lets a valid token in', async () => {
      const account = await register(t.app);
      expect((await me(account.token)).statusCode).toBe(200);
    });

    it('refuses a missing, unsigned, foreign, expired or refresh token with 401', async () => {
      const account = await register(t.app);
      const claims = decode(account.token);
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const unsigned = `${header}.${account.token.split('.')[1]}.`;
      const foreign = await new SignJWT({ id: claims.id, role: 'staff', typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('storefront')
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      const expired = await new SignJWT({ id: claims.id, role: 'user', typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('storefront')
        .setIssuedAt(Math.floor(clock / 1000) - 3600)
        .setExpirationTime(Math.floor(clock / 1000) - 60)
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      const noHeader = await t.app.inject({ method: 'GET', url: '/api/checkout/userOrders' });
      expect(noHeader.statusCode).toBe(401);
      expect(noHeader.json()).toEqual({ message: 'Please log in to continue' });
      for (const token of [unsigned, foreign, expired, account.refresh_token, 'garbage']) {
        const res = await me(token);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toEqual(expect.any(String));
      }
    });
  });

  describe('refresh-token', () => {
    it('rotates: answers a new token pair, and the new refresh token works once more', async () => {
      const account = await register(t.app);
      const first = await refresh(account.refresh_token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });
      expect(first.json().refresh_token).not.toBe(account.refresh_token);
      expect((await me(first.json().token)).statusCode).toBe(200);
      const second = await refresh(first.json().refresh_token);
      expect(second.statusCode).toBe(200);
    });

    it('treats reuse of a spent refresh token after the grace window as theft and revokes the whole family', async () => {
      const account = await register(t.app);
      const rotated = json(await refresh(account.refresh_token));
      clock += (REFRESH_GRACE_SECONDS + 1) * 1000;
      const replay = await refresh(account.refresh_token);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ message: 'Your session has expired, please log in again' });
      expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    });

    it('answers 10 parallel refreshes of one token (several tabs) with the same new pair, which works', async () => {
      const account = await register(t.app);
      const results = await Promise.all(Array.from({ length: 10 }, () => refresh(account.refresh_token)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const pairs = new Set(results.map((r) => r.body));
      expect(pairs.size).toBe(1);
      const pair = json(results[0]!);
      expect(pair.refresh_token).not.toBe(account.refresh_token);
      expect((await me(pair.token)).statusCode).toBe(200);
      expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
    });

    it('answers the same pair to a replay inside the grace window, and revokes the family after it', async () => {
      const account = await register(t.app);
      const first = await refresh(account.refresh_token);
      clock += (REFRESH_GRACE_SECONDS - 1) * 1000;
      const again = await refresh(account.refresh_token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      clock += 2 * 1000;
      expect((await refresh(account.refresh_token)).statusCode).toBe(401);
      expect((await refresh(first.json().refresh_token)).statusCode).toBe(401);
    });

    it('keeps other sessions of the same user when one family is revoked', async () => {
      const account = await register(t.app);
      const other = json(await login(account.email, PASSWORD)).response;
      await refresh(account.refresh_token);
      clock += (REFRESH_GRACE_SECONDS + 1) * 1000;
      await refresh(account.refresh_token);
      expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    });

    it('answers 401 without a token or with an unknown one', async () => {
      expect((await refresh()).statusCode).toBe(401);
      expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    });

    it('ends a session 30 days after login however often it was refreshed', async () => {
      const account = await register(t.app);
      clock += 29 * 24 * 3600 * 1000;
      const late = json(await refresh(account.refresh_token));
      expect(late.refresh_token).toEqual(expect.any(String));
      clock += 2 * 24 * 3600 * 1000;
      expect((await refresh(late.refresh_token)).statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    const logout = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/logout', payload });

    it('answers 204 and revokes the refresh token and every token rotated from it', async () => {
      const account = await register(t.app);
      const rotated = json(await refresh(account.refresh_token));
      const res = await logout({ refresh_token: rotated.refresh_token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
      expect((await refresh(account.refresh_token)).statusCode).toBe(401);
    });

    it('ends only that session: another login of the same user keeps working', async () => {
      const account = await register(t.app);
      const other = json(await login(account.email, PASSWORD)).response;
      expect((await logout({ refresh_token: account.refresh_token })).statusCode).toBe(204);
      expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    });

    it('answers 204 for an unknown or already revoked token, and 400 without one', async () => {
      const account = await register(t.app);
      expect((await logout({ refresh_token: account.refresh_token })).statusCode).toBe(204);
      expect((await logout({ refresh_token: account.refresh_token })).statusCode).toBe(204);
      expect((await logout({ refresh_token: 'x'.repeat(43) })).statusCode).toBe(204);
      const missing = await logout({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        message: 'This field is required',
        errors: { refresh_token: 'This field is required' },
      });
    });
  });

  describe('forget-password and reset-password over real SMTP', () => {
    const forgot = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email, password: '' } });
    const reset = (token: string, password: string, confirmPassword = password) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: bearer(token),
        payload: { password, confirmPassword },
      });

    it('answers the same for unknown and known emails, and mails a link only to the known one', async () => {
      const account = await register(t.app);
      const before = inbox.messages.length;
      const unknown = await forgot('nobody-at-all@example.com');
      const known = await forgot(account.email);
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const mail = await nextReset();
      expect(mail.to).toEqual([account.email]);
      expect(inbox.messages.slice(before).filter((m) => m.raw.includes('Reset your password'))).toHaveLength(
        1,
      );
      expect(resetTokenFrom(mail.raw, 'http://shop.test')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("writes the reset mail in the request's language: Arabic, right to left, in HTML and text", async () => {
      const account = await register(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forget-password',
        headers: { 'accept-language': 'ar' },
        payload: { email: account.email },
      });
      const raw = (await inbox.next()).raw;
      const mail = await simpleParser(raw);
      expect(mail.subject).toBe('إعادة تعيين كلمة المرور');
      expect(mail.text).toContain('لاختيار كلمة مرور جديدة افتح هذا الرابط خلال ٣٠ دقيقة');
      expect(mail.text).toContain(
        `http://shop.test/reset-password/${resetTokenFrom(raw, 'http://shop.test')}`,
      );
      expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
      expect(mail.html).toContain('لاختيار كلمة مرور جديدة افتح هذا الرابط خلال ٣٠ دقيقة');
      expect(mail.text).not.toMatch(/Hello|choose a new password/);
    });

    it('writes the reset mail in English, left to right, for an English or unstated language', async () => {
      const account = await register(t.app);
      await forgot(account.email);
      const mail = await simpleParser((await inbox.next()).raw);
      expect(mail.subject).toBe('Reset your password');
      expect(mail.text).toContain('To choose a new password, open this link within 30 minutes:');
      expect(mail.html).toMatch(/<html lang="en" dir="ltr">/);
    });

    it('resets the password once with the emailed token and ends every session', async () => {
      const account = await register(t.app);
      const otherSession = json(await login(account.email, PASSWORD)).response;
      await forgot(account.email);
      const token = resetTokenFrom((await nextReset()).raw, 'http://shop.test');
      const NEW = 'N3w@Passw0rd';

      const res = await reset(token, NEW);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Your password has been reset' });

      expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(account.email, NEW)).statusCode).toBe(200);
      expect((await refresh(account.refresh_token)).statusCode).toBe(401);
      expect((await refresh(otherSession.refresh_token)).statusCode).toBe(401);

      const again = await reset(token, 'An0ther@Pass');
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ message: 'This reset link is invalid or has expired' });
    });

    it("voids the user's other reset tokens once one reset is done", async () => {
      const account = await register(t.app);
      await forgot(account.email);
      const older = resetTokenFrom((await nextReset()).raw, 'http://shop.test');
      await forgot(account.email);
      const newer = resetTokenFrom((await nextReset()).raw, 'http://shop.test');
      expect(newer).not.toBe(older);
      expect((await reset(newer, 'N3w@Passw0rd')).statusCode).toBe(200);
      const stale = await reset(older, 'An0ther@Pass');
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ message: 'This reset link is invalid or has expired' });
      expect((await login(account.email, 'N3w@Passw0rd')).statusCode).toBe(200);
    });

    it('spends a reset token exactly once when two resets race', async () => {
      const account = await register(t.app);
      await forgot(account.email);
      const token = resetTokenFrom((await nextReset()).raw, 'http://shop.test');
      const results = await Promise.all([reset(token, 'First@Passw0rd'), reset(token, 'Second@Passw0rd')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      const logins = await Promise.all([
        login(account.email, 'First@Passw0rd'),
        login(account.email, 'Second@Passw0rd'),
      ]);
      expect(logins.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('refuses a reset token older than 30 minutes', async () => {
      const account = await register(t.app);
      await forgot(account.email);
      const token = resetTokenFrom((await nextReset()).raw, 'http://shop.test');
      clock += 31 * 60 * 1000;
      expect((await reset(token, 'N3w@Passw0rd')).statusCode).toBe(401);
    });

    it('validates the new password before spending the token', async () => {
      const account = await register(t.app);
      await forgot(account.email);
      const token = resetTokenFrom((await nextReset()).raw, 'http://shop.test');
      const weak = await reset(token, 'weak');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.password).toBe('Password must be at least 8 characters');
      const mismatch = await reset(token, 'N3w@Passw0rd', 'N3w@Passw0rd?');
      expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords do not match' });
      expect((await reset(token, 'N3w@Passw0rd')).statusCode).toBe(200);
    });

    it('answers 401 for a reset without a token', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { password: 'N3w@Passw0rd', confirmPassword: 'N3w@Passw0rd' },
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 400 for a malformed email', async () => {
      const res = await forgot('');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toBe('Email is required');
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    const rule = { max: 2, timeWindow: 60_000 };
    t = await createTestApp({
      config: {
        rateLimits: everyRateLimit(rule),
        mailWorker: true,
      },
    });
  });
  afterAll(() => t.close());

  it.each([
    ['/api/auth/login', { email: 'a@example.com', password: 'x' }],
    ['/api/auth/register', {}],
    ['/api/auth/forget-password', { email: 'a@example.com' }],
    ['/api/auth/reset-password', {}],
    ['/api/contact', {}],
    ['/api/subscribe', { email: 'someone@example.com' }],
  ])('answers 429 with Retry-After on %s after the limit', async (url, payload) => {
    for (let i = 0; i < 2; i += 1) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).not.toBe(429);
    }
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ message: 'Too many requests, please try again later' });
  });

  const from = (n: number) => `10.${Math.floor(n / 65536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
  let address = 1000;
  const send = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from((address += 1)) });

  it.each([
    ['/api/auth/register', (email: string) => ({ email })],
    ['/api/auth/forget-password', (email: string) => ({ email })],
    ['/api/contact', (email: string) => ({ email })],
  ])(
    'answers 429 with Retry-After on %s when one account is tried from many addresses',
    async (url, payload) => {
      const email = `target-${address}@example.com`;
      for (let i = 0; i < 2; i += 1) expect((await send(url, payload(email))).statusCode).not.toBe(429);
      // Case and spaces do not make another account.
      const res = await send(url, payload(`  ${email.toUpperCase()} `));
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({ message: 'Too many requests, please try again later' });
      // Another account from a fresh address is not affected.
      expect((await send(url, payload(`other-${address}@example.com`))).statusCode).not.toBe(429);
    },
  );

  it('answers 429 on /api/auth/reset-password when one account is tried from many addresses', async () => {
    const email = `reset-${address}@example.com`;
    await send('/api/auth/register', {
      name: 'Reset Target',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '01012345678',
    });
    await send('/api/auth/forget-password', { email });
    // The link is mailed after the answer.
    for (let i = 0; i < 200 && !t.sent.some((m) => m.to === email); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const mail = t.sent.find((m) => m.to === email);
    const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    const attempt = () =>
      send('/api/auth/reset-password', { password: 'weak', confirmPassword: 'weak' }, bearer(token));
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
