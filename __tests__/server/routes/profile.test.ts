// My Account's changes: name and phone, the password (the current one required; every other session ends), and the
// email address, which changes only when the link sent to the new address is followed (once, before it expires).
import { eq } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_HOURS } from '../../../src/contract';
import { mailOutbox } from '../../../server/db/schema';
import { bearer, json, PASSWORD, register, type Account } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

const NEW_PASSWORD = 'N3w_Passw0rd';

describe('My Account (/api/user/profile, /password, /email)', () => {
  let t: TestApp;
  /** The app's clock runs `skew` ahead of the wall clock: a test moves it past the link's expiry. */
  let skew = 0;
  beforeAll(async () => {
    t = await createTestApp({ now: () => Date.now() + skew });
  });
  afterAll(() => t.close());

  const send = (
    who: Account | undefined,
    method: 'PATCH' | 'POST',
    url: string,
    payload: object,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(who ? bearer(who.token) : {}), 'accept-language': lang },
      payload,
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: bearer(token) });

  describe('name and phone', () => {
    it('saves a new name and a phone as people paste it, normalised, and signs in with them', async () => {
      const shopper = await register(t.app);
      const res = await send(shopper, 'PATCH', '/user/profile', {
        name: 'Mona Adel',
        phone: '+20 111 234 5678',
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toEqual(
        expect.objectContaining({ name: 'Mona Adel', phone: '01112345678', email: shopper.email }),
      );
      expect(json(await login(shopper.email, PASSWORD)).response.user).toEqual(
        expect.objectContaining({ name: 'Mona Adel', phone: '01112345678' }),
      );
    });

    it('refuses a bad name or phone with 400 naming the field, in Arabic too, and changes nothing', async () => {
      const shopper = await register(t.app);
      const bad = await send(shopper, 'PATCH', '/user/profile', { name: 'M0na', phone: '0123' });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).errors).toEqual({
        name: 'Name must contain only English or Arabic letters',
        phone: expect.any(String),
      });
      const ar = await send(shopper, 'PATCH', '/user/profile', { name: 'منى', phone: 12 }, 'ar');
      expect(ar.statusCode).toBe(400);
      expect(json(await login(shopper.email, PASSWORD)).response.user.name).toBe('Test User');
    });

    it('answers 401 without a token', async () => {
      const res = await send(undefined, 'PATCH', '/user/profile', {
        name: 'Mona Adel',
        phone: '01012345678',
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('password', () => {
    it('needs the current password, then signs in with the new one and ends every other session', async () => {
      const shopper = await register(t.app);
      const other = json(await login(shopper.email, PASSWORD)).response.refresh_token as string;
      const wrong = await send(shopper, 'POST', '/user/password', {
        currentPassword: 'Not_the_0ne',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).errors).toEqual({ currentPassword: 'The current password is not right' });
      const weak = await send(shopper, 'POST', '/user/password', {
        currentPassword: PASSWORD,
        password: 'weakpass',
        confirmPassword: 'weakpass',
      });
      expect(weak.statusCode).toBe(400);
      expect(Object.keys(json(weak).errors)).toEqual(['password']);

      const res = await send(shopper, 'POST', '/user/password', {
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        refresh_token: shopper.refresh_token,
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ message: expect.any(String) });
      expect((await login(shopper.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(shopper.email, NEW_PASSWORD)).statusCode).toBe(200);
      // The other browser's session ended; this one goes on.
      expect((await refresh(other)).statusCode).toBe(401);
      expect((await refresh(shopper.refresh_token)).statusCode).toBe(200);
      // The owner is told by email, as after a reset.
      const notices = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, shopper.email));
      expect(notices.map((mail) => mail.kind)).toContain('account.passwordChanged');
    });

    it('answers 401 without a token', async () => {
      const res = await send(undefined, 'POST', '/user/password', {
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('email', () => {
    /** The token of the last confirmation link sent to `email`. */
    const linkTo = async (email: string) => {
      const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      const mail = rows.find((row) => row.kind === 'account.emailChange');
      expect(mail).toBeDefined();
      return /\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    };
    const confirm = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/email/confirm', payload: { token } });

    it('changes the address only when the link sent to the new one is followed, once', async () => {
      const shopper = await register(t.app);
      const next = `new-${shopper.email}`;
      const res = await send(shopper, 'POST', '/user/email', { email: next, password: PASSWORD });
      expect(res.statusCode).toBe(202);
      expect(json(res).message).toContain(next);
      // The old address keeps working until the link is followed.
      expect((await login(shopper.email, PASSWORD)).statusCode).toBe(200);
      const token = await linkTo(next);
      const confirmed = await confirm(token);
      expect(confirmed.statusCode).toBe(200);
      expect(json(confirmed).data.email).toBe(next);
      expect((await login(next, PASSWORD)).statusCode).toBe(200);
      expect((await login(shopper.email, PASSWORD)).statusCode).toBe(401);
      const again = await confirm(token);
      expect(again.statusCode).toBe(400);
      expect(json(again).errors).toEqual({ token: expect.any(String) });
    });

    it('refuses an address in use with 409, a wrong password with 400, and a bad address with 400', async () => {
      const shopper = await register(t.app);
      const taken = await register(t.app);
      const inUse = await send(shopper, 'POST', '/user/email', { email: taken.email, password: PASSWORD });
      expect(inUse.statusCode).toBe(409);
      expect(json(inUse)).toEqual({
        message: 'An account with this email already exists',
        errors: { email: 'An account with this email already exists' },
      });
      const wrong = await send(shopper, 'POST', '/user/email', {
        email: 'x@example.com',
        password: 'Wr0ng_one',
      });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).errors).toEqual({ password: 'The current password is not right' });
      const bad = await send(shopper, 'POST', '/user/email', { email: 'not-an-email', password: PASSWORD });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(json(bad).errors)).toEqual(['email']);
      expect(
        (await send(undefined, 'POST', '/user/email', { email: 'x@example.com', password: PASSWORD }))
          .statusCode,
      ).toBe(401);
    });

    it('refuses a link past its expiry, and an address taken by someone else meanwhile', async () => {
      const shopper = await register(t.app);
      const late = `late-${shopper.email}`;
      await send(shopper, 'POST', '/user/email', { email: late, password: PASSWORD });
      const lateToken = await linkTo(late);
      skew += (EMAIL_CHANGE_TTL_HOURS * 60 + 1) * 60_000;
      const expired = await confirm(lateToken);
      expect(expired.statusCode).toBe(400);
      expect(json(expired).errors).toEqual({ token: expect.any(String) });

      // A day later the access token has expired too: sign in again.
      const later = {
        ...shopper,
        token: json(await login(shopper.email, PASSWORD)).response.token as string,
      };
      const wanted = `wanted-${shopper.email}`;
      expect(
        (await send(later, 'POST', '/user/email', { email: wanted, password: PASSWORD })).statusCode,
      ).toBe(202);
      const token = await linkTo(wanted);
      await register(t.app, { email: wanted });
      const taken = await confirm(token);
      expect(taken.statusCode).toBe(409);
      expect(json(await login(shopper.email, PASSWORD)).response.user.email).toBe(shopper.email);
    });
  });
});
