// What the server writes to its log: the app's own pino logger (level, redaction, serializers) into a captured
// stream, while real flows run on a real database. No password, hash, email, phone, address, note, reset token or
// SQL parameter may appear at info level or in an error.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { safeError, scrub } from '../../server/logRedaction';
import { createOutboxMailer, type Mail, type Mailer } from '../../server/services/mailer';
import {
  bearer,
  CHECKOUT_BODY,
  createCart,
  inStockProduct,
  json,
  register,
  staffToken,
} from '../support/server/api';
import { createTestApp, type TestApp } from '../support/server/harness';

/** A log stream that keeps every line. */
const capture = () => {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line), text: () => lines.join('') };
};

/** The outbox mailer (logging into `log`), remembering what it sent; `fail` makes it throw instead. */
function recordingOutbox(dir: string, log: (text: string) => void) {
  const outbox = createOutboxMailer(dir, log);
  const sent: Mail[] = [];
  const mailer: Mailer & { sent: Mail[]; fail?: Error } = {
    sent,
    async send(mail) {
      if (mailer.fail) throw mailer.fail;
      await outbox.send(mail);
      sent.push(mail);
    },
    close: () => outbox.close(),
  };
  return mailer;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!check()) throw new Error('timed out');
};

const PASSWORD = 'LeakTestPassw0rd!';
const PHONE = '01098765432';
const NOTE = 'Ring twice, flat 7B behind the bakery';
const STREET = 'Nile Corniche 4242';

describe.each([
  ['production', true],
  ['development', false],
])('the log in %s', (_name, production) => {
  let t: TestApp;
  const log = capture();
  const outboxDir = mkdtempSync(join(tmpdir(), 'storefront-outbox-'));
  const mailer = recordingOutbox(outboxDir, (text) => t.app.log.info(text));
  /** Secrets met during the run, each of which must be absent from the log. */
  const secrets: string[] = [PASSWORD, PHONE, NOTE, STREET, '$argon2id$'];
  const email = () => `Leak.Test.${Math.random().toString(36).slice(2)}@Example.com`;

  beforeAll(async () => {
    // Mails go through the outbox: its worker delivers them to the recording mailer.
    t = await createTestApp({
      config: { production, logLevel: 'info', mailWorker: true },
      mailer,
      logStream: log,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  const addEmail = (address: string) => secrets.push(address, address.toLowerCase());
  const assertNoSecrets = () => {
    const text = log.text();
    for (const secret of secrets)
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
  };

  it('holds no password, hash, email, phone, address or note after register, login and checkout', async () => {
    const address = email();
    addEmail(address);
    const user = await register(t.app, {
      email: address,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: PHONE,
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: `${PASSWORD}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    secrets.push(json(right).response.token, json(right).response.refresh_token ?? user.token);
    const product = await inStockProduct(t.app);
    const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cart._id}`,
      headers: bearer(user.token),
      payload: { ...CHECKOUT_BODY, note: NOTE, address: [{ ...CHECKOUT_BODY.address[0], street: STREET }] },
    });
    expect(placed.statusCode).toBe(201);
    // The requests were logged (so the capture works), each as method, url and status only.
    expect(log.text()).toContain('"url":"/api/auth/register"');
    expect(log.text()).toContain(`"url":"/api/checkout/${cart._id}"`);
    assertNoSecrets();
  });

  it('holds no query value and no token in a path, on any route', async () => {
    const staff = await staffToken(t.app);
    const token = 'Zq3v_Tk-9aUnL0ckT0kenZq3v_Tk-9aUnL0ckT0kenX'; // the shape of an emailed link's token (43)
    const leaks = [
      '01055512345',
      'Haddad Yasmine',
      'Haddad%20Yasmine',
      'velvet-sofa-term',
      'private words',
      token,
      'eyJhbGciOi',
    ];
    secrets.push(...leaks);
    const calls = [
      // The order desk's search for a customer, by name and by phone.
      { url: '/api/staff/orders?search=Haddad%20Yasmine&status=pending', headers: bearer(staff) },
      { url: '/api/staff/orders?search=01055512345', headers: bearer(staff) },
      { url: '/api/product?keyword=velvet-sofa-term&limit=5' },
      { url: '/search?search=private+words' },
      { url: `/unlock-account/${token}` },
      { url: `/reset-password/${token}?lang=ar` },
      { url: `/somewhere/${token}/else` },
      { url: '/api/unknown/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' },
    ];
    for (const { url, headers } of calls) await t.app.inject({ method: 'GET', url, headers });
    expect(log.text()).toContain('"url":"/api/staff/orders?search=[redacted]&status=[redacted]"');
    expect(log.text()).toContain('"url":"/unlock-account/[redacted]"');
    expect(log.text()).toContain('"url":"/reset-password/[redacted]?lang=[redacted]"');
    expect(log.text()).toContain('"url":"/somewhere/[redacted]/else"');
    assertNoSecrets();
  });

  it('holds no SQL parameter, email, hash or phone when a query fails and the answer is a 500', async () => {
    const db = t.database.db;
    await db.execute(sql`
      create function refuse_for_the_log_test() returns trigger language plpgsql as $$
      begin raise exception 'refused by the log test'; end $$`);
    await db.execute(sql`create trigger refuse_users before insert on users
      for each row execute function refuse_for_the_log_test()`);
    await db.execute(sql`create trigger refuse_orders before insert on orders
      for each row execute function refuse_for_the_log_test()`);
    let failedRegister, failedCheckout;
    try {
      const address = email();
      addEmail(address);
      failedRegister = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Leak Test',
          email: address,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          phone: PHONE,
        },
      });
      await db.execute(sql`drop trigger refuse_users on users`);
      const user = await register(t.app, { phone: PHONE });
      addEmail(user.email);
      const product = await inStockProduct(t.app);
      const cart = json(await createCart(t.app, user.token, [{ productId: product._id, quantity: 1 }])).data;
      failedCheckout = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${cart._id}`,
        headers: bearer(user.token),
        payload: { ...CHECKOUT_BODY, note: NOTE, address: [{ ...CHECKOUT_BODY.address[0], street: STREET }] },
      });
    } finally {
      await db.execute(sql`drop trigger if exists refuse_users on users`);
      await db.execute(sql`drop trigger if exists refuse_orders on orders`);
      await db.execute(sql`drop function refuse_for_the_log_test()`);
    }
    expect(failedRegister.statusCode).toBe(500);
    expect(failedRegister.json()).toEqual({ message: 'Internal server error' });
    expect(failedCheckout.statusCode).toBe(500);
    const errors = log.lines.filter((line) => line.includes('"msg":"unhandled error"'));
    expect(errors.length).toBeGreaterThanOrEqual(2);
    // Still useful: the error's type, the statement without its values, and the database's reason.
    const text = errors.join('');
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('insert into \\"orders\\"');
    expect(text).toContain('refused by the log test');
    expect(text).not.toMatch(/params:/);
    assertNoSecrets();
  });

  it('writes the reset link to the outbox, and to the log only in development; never the email', async () => {
    const user = await register(t.app);
    addEmail(user.email);
    const before = mailer.sent.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await until(() => mailer.sent.length > before && log.text().includes('Reset your password'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mailer.sent.at(-1)!.text)![0];
    expect(readdirSync(outboxDir).length).toBeGreaterThan(0);
    if (production) {
      secrets.push(link, link.split('/').at(-1)!);
    } else {
      expect(log.text()).toContain(link);
    }
    assertNoSecrets();
  });

  it('holds no email when sending the reset email fails with an error naming the recipient', async () => {
    const user = await register(t.app);
    addEmail(user.email);
    mailer.fail = new Error(`550 5.1.1 <${user.email}>: Recipient address rejected`);
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forget-password',
        payload: { email: user.email },
      });
      // The outbox's worker tells of the failed attempt by the mail's id, kind and error code, never its address.
      await until(() => /\(account\.passwordReset\) attempt 1 failed/.test(log.text()));
    } finally {
      delete mailer.fail;
    }
    assertNoSecrets();
  });
});

describe('an error as logged', () => {
  it('keeps type, code, constraint, the statement and the cause, and drops params, detail and the values', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        constraint: 'users_email_unique',
        detail: 'Key (email)=(someone@example.com) already exists.',
        where: 'phone 01012345678',
      },
    );
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "phone") values ($1, $2)\nparams: someone@example.com,01012345678',
      ),
      { params: ['someone@example.com', '01012345678'], query: 'insert …', cause },
    );
    const logged = safeError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email", "phone") values ($1, $2)',
      cause: { code: '23505', constraint: 'users_email_unique' },
    });
    expect(logged.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    for (const secret of ['someone@example.com', '01012345678', 'params', 'detail', 'Key (email)']) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
  });

  it('masks an email, a hash, a reset token and a phone inside a message', () => {
    const logged = safeError(
      new Error(
        'to a.b@example.co.uk: $argon2id$v=19$m=19456,t=2,p=1$abc$def at /reset-password/tok3n phone 01098765432',
      ),
    );
    expect(logged.message).toBe('to [email]: [hash] at /reset-password/[redacted] phone [number]');
    // Code locations such as node_modules/@scope/package are not emails.
    expect(scrub('/app/node_modules/@electric-sql/pglite/dist/index.js:442')).toBe(
      '/app/node_modules/@electric-sql/pglite/dist/index.js:442',
    );
  });

  it('keeps an order or cart id whole when a run of its digits is as long as a phone number', () => {
    expect(scrub('/api/checkout/d04168db-a987-4292-8089-50f107909035')).toBe(
      '/api/checkout/d04168db-a987-4292-8089-50f107909035',
    );
    expect(scrub('/api/checkout/d04168db-a987-4292-8089-50f107909035?phone 01098765432')).toBe(
      '/api/checkout/d04168db-a987-4292-8089-50f107909035?phone [number]',
    );
  });
});
