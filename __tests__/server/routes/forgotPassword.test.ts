// Forgot-password answers before it looks anything up: an existing and an unknown email take the same time, and
// the link is created and mailed in the background. The timing comparison runs under HARDENING=1 only (300 calls a
// side): a unit run asserts no timings; it checks that the answer never waits for the mail.
import type { Mail } from '../../../server/services/mailer';
import { register } from '../../support/server/api';
import { createTestApp, memoryMailer, type TestApp } from '../../support/server/harness';

const HARDENING = process.env.HARDENING === '1';
const CALLS = 300;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `sent` holds a mail to `to`: the background work of an existing account's request queues it in the
 * outbox, which `app`'s worker delivers when drained here (between timed calls, never during one).
 */
async function mailTo(app: TestApp['app'], sent: Mail[], to: string, from = 0): Promise<Mail> {
  for (let i = 0; i < 500; i += 1) {
    await app.outbox.drain();
    const found = sent.slice(from).find((m) => m.to === to);
    if (found) return found;
    await pause(5);
  }
  throw new Error(`no mail to ${to}`);
}

describe('forget-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email } });

  it('still mails a working link to an existing account, after the answer', async () => {
    const account = await register(t.app);
    const res = await forgot(account.email);
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(t.app, t.sent, account.email);
    const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: 'N3w@Passw0rd', confirmPassword: 'N3w@Passw0rd' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('answers an existing account before its mail is sent', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sends = 0;
    let draining: Promise<unknown> = Promise.resolve();
    const slow = await createTestApp({
      mailer: {
        ...memoryMailer(),
        send: async () => {
          sends += 1;
          await held;
        },
      },
    });
    try {
      const account = await register(slow.app);
      const res = await slow.app.inject({
        method: 'POST',
        url: '/api/auth/forget-password',
        payload: { email: account.email },
      });
      expect(res.statusCode).toBe(200);
      // The mail leaves through the outbox, whose delivery is held here: the answer came first.
      let idle = true;
      for (let i = 0; i < 200 && sends === 0; i += 1) {
        if (idle) {
          idle = false;
          draining = slow.app.outbox.drain().finally(() => (idle = true));
        }
        await pause(5);
      }
      expect(sends).toBe(1);
    } finally {
      release();
      await draining;
      await slow.close();
    }
  });

  if (HARDENING) {
    it(`takes the same time for an existing and an unknown email (medians of ${CALLS} interleaved calls within 0.9–1.1)`, async () => {
      const account = await register(t.app);
      // The same length as the account's, and one address each: the rate-limit counters are alike too.
      const unknownEmail = account.email.replace(/^user-/, 'none-');
      const time = async (email: string) => {
        const started = process.hrtime.bigint();
        const res = await forgot(email);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        expect(res.statusCode).toBe(200);
        return ms;
      };
      for (let i = 0; i < 30; i += 1) {
        await time(unknownEmail);
        await time(account.email);
      }
      await pause(50);
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < CALLS; i += 1) {
        // Alternate which side goes first, and let each call's background work finish before the next call.
        const order = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
        for (const side of order) {
          if (side === 'known') {
            const before = t.sent.length;
            known.push(await time(account.email));
            await mailTo(t.app, t.sent, account.email, before);
          } else {
            unknown.push(await time(unknownEmail));
            await t.app.outbox.drain(); // as mailTo does above
            await pause(5);
          }
          await pause(10);
        }
      }
      const ratio = median(known) / median(unknown);
      console.info(
        `[timing] forget-password median over ${CALLS} a side: existing ${median(known).toFixed(3)} ms, unknown ${median(unknown).toFixed(3)} ms, ratio ${ratio.toFixed(3)}`,
      );
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.1);
    });
  }

  it('keeps answering when the background mail fails', async () => {
    let attempts = 0;
    const broken = await createTestApp({
      mailer: {
        ...memoryMailer(),
        send: () => {
          attempts += 1;
          return Promise.reject(new Error('smtp down'));
        },
      },
    });
    try {
      const account = await register(broken.app);
      for (let i = 0; i < 2; i += 1) {
        const res = await broken.app.inject({
          method: 'POST',
          url: '/api/auth/forget-password',
          payload: { email: account.email },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          message: 'If an account exists for this email, a reset link has been sent to it',
        });
      }
      for (let i = 0; i < 200 && attempts < 2; i += 1) {
        await broken.app.outbox.drain();
        await pause(5);
      }
      expect(attempts).toBe(2);
    } finally {
      await broken.close();
    }
  });
});
