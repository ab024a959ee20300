// The mail outbox against a real SMTP server (smtp-server on loopback): an order never waits for mail; a mail is
// delivered once in the shopper's language with an HTML and a plain-text part; while the SMTP server is down the
// worker retries with backoff and delivers once it is back; past the retry budget the mail is 'failed', shown to
// staff, and can be retried; two workers (two instances on PostgreSQL) never send one mail twice.
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { refreshDefaults } from '../../server/catalogue';
import { mailOutbox, orders, productVariants } from '../../server/db/schema';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, OutboxMail, Product, ProductDetail, Variant } from '../../src/contract';
import { createOutboxMailer, createSmtpMailer } from '../../server/services/mailer';
import { createOutboxWorker, enqueueMail } from '../../server/services/outbox';
import {
  bearer,
  CHECKOUT_BODY,
  completeAtDesk,
  createCart,
  inStockProduct,
  json,
  placeOrder,
  products,
  register,
  staffToken,
} from '../support/server/api';
import { createTestApp, createTwoInstances, type TestApp } from '../support/server/harness';
import { describeWith, POSTGRES, POSTGRES_URL } from '../support/server/services';
import { startSmtp, type Inbox } from '../support/server/smtp';
import { setVariants } from '../support/server/variants';

const BASE_MS = 1000;

describe('the mail outbox', () => {
  let smtp: Inbox | undefined;
  let t: TestApp;
  let port: number;
  /** The app's clock runs `skew` ahead of the wall clock: a test moves it past a backoff. */
  let skew = 0;
  let productId: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    port = Number(new URL(smtp.url).port);
    t = await createTestApp({
      now: () => Date.now() + skew,
      mailer: createSmtpMailer(smtp.url),
      // The worker is driven by the test (drain), so every step is observed; kicks and polls are off.
      config: { smtpUrl: smtp.url, mailMaxAttempts: 3, mailRetryBaseMs: BASE_MS },
    });
    productId = (await inStockProduct(t.app))._id;
    await setVariants(t.database.db, productId, { quantity: 1000 });
  });
  afterAll(async () => {
    await t.close();
    t.mailer.close();
    await smtp?.close();
  });

  const rowsOf = (orderId: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
  const stopSmtp = async () => {
    await smtp!.close();
    smtp = undefined;
  };
  const startSmtpAgain = async () => {
    smtp = await startSmtp(port);
  };

  it('delivers the Arabic order mail once, with HTML and text parts, the total and a tracking link', async () => {
    const shopper = await register(t.app, { name: 'Hana Adel' });
    const cart = json(await createCart(t.app, shopper.token, [{ productId, quantity: 2 }])).data;
    const order = json(
      await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${cart._id}`,
        headers: { ...bearer(shopper.token), 'accept-language': 'ar' },
        payload: CHECKOUT_BODY,
      }),
    ).data;
    const before = smtp!.messages.length;
    expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    expect(await t.app.outbox.drain()).toBe(0);
    const received = smtp!.messages.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([shopper.email]);
    const mail = await simpleParser(received[0]!.raw);
    const total = new Intl.NumberFormat('ar-EG', {
      style: 'currency',
      currency: 'EGP',
      maximumFractionDigits: 0,
    }).format(order.total);
    expect(mail.subject).toBe(`استلمنا طلبك رقم ${order._id.slice(0, 8).toUpperCase()}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain(total);
    expect(mail.text).toContain(`http://shop.test/trackingorder/${order._id}`);
    expect(mail.messageId).toBe(`<${(await rowsOf(order._id))[0]!.id}@outbox.store.local>`);
    expect(await rowsOf(order._id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) }),
    ]);
  });

  describe('a line bought as a variant', () => {
    let phone: ProductDetail;
    let blue: Variant;
    let oneWay: Product;

    beforeAll(async () => {
      const listed = (await products(t.app, 'search=Nova Phone 16 Pro&limit=20')).find(
        (p) => p.name === 'Nova Phone 16 Pro',
      )!;
      phone = json<{ product: ProductDetail }>(
        await t.app.inject({ method: 'GET', url: `/api/product/${listed._id}` }),
      ).product;
      blue = phone.variants.find((v) => v.optionValues.join('|') === '512 GB|Blue')!;
      oneWay = (await products(t.app)).find((p) => p._id === productId)!;
      await t.app.catalogue.write(async (tx) => {
        await tx.update(productVariants).set({ quantity: 100 }).where(eq(productVariants.id, blue._id));
        await refreshDefaults(tx, [phone._id]);
      });
    });

    /** The mails of `kind` the SMTP server received for `orderId`, parsed. */
    const received = async (orderId: string, kind: string) => {
      const ids = (await rowsOf(orderId)).filter((row) => row.kind === kind).map((row) => row.id);
      const parsed = await Promise.all(smtp!.messages.map((m) => simpleParser(m.raw)));
      return parsed.filter((mail) => ids.some((id) => mail.messageId === `<${id}@outbox.store.local>`));
    };

    /** An order of one blue 512 GB phone and one product sold one way, placed in `lang`. */
    async function placeBoth(lang: 'en' | 'ar') {
      const shopper = await register(t.app);
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: bearer(shopper.token),
        payload: {
          products: [
            { productId: phone._id, variantId: blue._id, quantity: 1 },
            { productId, quantity: 1 },
          ],
        },
      });
      expect(made.statusCode).toBe(201);
      const placed = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${json(made).data._id}`,
        headers: { ...bearer(shopper.token), 'accept-language': lang },
        payload: CHECKOUT_BODY,
      });
      expect(placed.statusCode).toBe(201);
      return json<{ data: Order }>(placed).data;
    }

    it('names its choices in the order mail, in English and in Arabic; a line sold one way by its name alone', async () => {
      const english = await placeBoth('en');
      const arabic = await placeBoth('ar');
      await t.app.outbox.drain();
      const [en] = await received(english._id, 'order.placed');
      expect(en!.text).toContain('Nova Phone 16 Pro (512 GB · Blue) × 1:');
      expect(en!.text).toContain(`\n${oneWay.name} × 1:`);
      expect(en!.html).toContain('Nova Phone 16 Pro (512 GB · Blue) × 1</td>');
      const [ar] = await received(arabic._id, 'order.placed');
      expect(ar!.text).toContain(`${phone.nameAr} (512 جيجابايت · أزرق) × ١:`);
      expect(ar!.text).toContain(`\n${oneWay.nameAr} × ١:`);
    });

    it('names its choices in the mail that asks for a review once the order is completed', async () => {
      const order = await placeBoth('en');
      await completeAtDesk(t.app, await staffToken(t.app), order._id);
      await t.app.outbox.drain();
      const [completed] = await received(order._id, 'order.completed');
      expect(completed!.text).toContain(
        `Nova Phone 16 Pro (512 GB · Blue)\nhttp://shop.test/item/${phone._id}`,
      );
    });

    it('reads as before for an order placed before variants (its lines name no variant)', async () => {
      const order = await placeBoth('en');
      const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      const withoutVariants = stored!.lines.map(
        ({ product: { variant: _variant, ...product }, ...line }) => ({
          ...line,
          product,
        }),
      );
      await t.database.db.update(orders).set({ lines: withoutVariants }).where(eq(orders.id, order._id));
      await completeAtDesk(t.app, await staffToken(t.app), order._id);
      await t.app.outbox.drain();
      const [completed] = await received(order._id, 'order.completed');
      expect(completed!.text).toContain(`\nNova Phone 16 Pro\nhttp://shop.test/item/${phone._id}`);
      expect(completed!.text).not.toContain('512 GB');
    });
  });

  it('takes orders while SMTP is down, retries with backoff and delivers once it is back', async () => {
    await stopSmtp();
    const shopper = await register(t.app);
    const started = Date.now();
    const order = await placeOrder(t.app, shopper.token, productId);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await t.app.outbox.drain()).toBe(0);
    const [afterFirst] = await rowsOf(order._id);
    expect(afterFirst).toMatchObject({
      status: 'pending',
      attempts: 1,
      // Why, as a problem staff read as a sentence: never the transport's text with its addresses and paths.
      lastError: 'connection',
    });
    // The next attempt waits for its backoff (BASE_MS): a drain now does not try again.
    expect(afterFirst!.nextAttemptAt.getTime() - (Date.now() + skew)).toBeGreaterThan(BASE_MS / 2);
    await t.app.outbox.drain();
    expect((await rowsOf(order._id))[0]!.attempts).toBe(1);

    await startSmtpAgain();
    skew += BASE_MS;
    expect(await t.app.outbox.drain()).toBe(1);
    expect(smtp!.messages).toHaveLength(1);
    expect((await rowsOf(order._id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives a mail up after the retry budget, shows it to staff, and sends it when retried', async () => {
    await stopSmtp();
    const shopper = await register(t.app);
    const order = await placeOrder(t.app, shopper.token, productId);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await t.app.outbox.drain();
      skew += BASE_MS * 2 ** attempt;
    }
    const [failed] = await rowsOf(order._id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    // Never retried again on its own.
    skew += 24 * 3_600_000;
    await t.app.outbox.drain();
    expect((await rowsOf(order._id))[0]!.attempts).toBe(3);
    skew = 0;

    const staff = await staffToken(t.app);
    const list = json(
      await t.app.inject({ method: 'GET', url: '/api/staff/emails?status=failed', headers: bearer(staff) }),
    );
    expect(list.data).toContainEqual(
      expect.objectContaining({
        _id: failed!.id,
        kind: 'order.placed',
        status: 'failed',
        attempts: 3,
        to: shopper.email,
      }),
    );
    const desk = json(
      await t.app.inject({ method: 'GET', url: `/api/staff/orders/${order._id}`, headers: bearer(staff) }),
    );
    expect(desk.data.emails).toEqual([expect.objectContaining({ _id: failed!.id, status: 'failed' })]);
    const shopperTries = await t.app.inject({
      method: 'GET',
      url: '/api/staff/emails',
      headers: bearer(shopper.token),
    });
    expect(shopperTries.statusCode).toBe(403);

    await startSmtpAgain();
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/staff/emails/${failed!.id}/retry`,
      headers: bearer(staff),
    });
    expect(retried.statusCode).toBe(200);
    expect(json(retried).data).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await t.app.outbox.drain()).toBe(1);
    expect((await rowsOf(order._id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/staff/emails/${failed!.id}/retry`,
      headers: bearer(staff),
    });
    expect(again.statusCode).toBe(409);
  });

  it('claims again a mail whose worker died mid-send (its lease ran out), and never past the budget', async () => {
    const shopper = await register(t.app);
    const order = await placeOrder(t.app, shopper.token, productId);
    // A worker claimed it (attempt 1) and died: the row stays 'sending' until its lease ends.
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(mailOutbox.orderId, order._id));
    const before = smtp!.messages.length;
    expect(await t.app.outbox.drain()).toBe(0);
    skew += 61_000;
    expect(await t.app.outbox.drain()).toBe(1);
    skew = 0;
    expect(smtp!.messages.length - before).toBe(1);
    expect((await rowsOf(order._id))[0]).toMatchObject({ status: 'sent', attempts: 2 });

    // Its last allowed attempt's worker died too: given up, not sent a fourth time.
    const last = await placeOrder(t.app, shopper.token, productId);
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 3, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.orderId, last._id));
    const sentBefore = smtp!.messages.length;
    expect(await t.app.outbox.drain()).toBe(0);
    expect(smtp!.messages.length).toBe(sentBefore);
    expect((await rowsOf(last._id))[0]).toMatchObject({ status: 'failed', lastError: 'interrupted' });
  });

  it('sends the password-changed notice after a reset', async () => {
    const shopper = await register(t.app);
    const inboxBefore = smtp!.messages.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: shopper.email },
    });
    // The reset link is queued after the answer, in the outbox like every mail.
    while (smtp!.messages.length === inboxBefore) {
      await t.app.outbox.drain();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const resetMail = smtp!.messages[inboxBefore]!;
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(
      (await simpleParser(resetMail.raw)).text ?? '',
    )![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
      payload: { password: 'N3wPassw0rd!', confirmPassword: 'N3wPassw0rd!' },
    });
    expect(reset.statusCode).toBe(200);
    await t.app.outbox.drain();
    const notices = await Promise.all(
      smtp!.messages.slice(inboxBefore).map(async (m) => ({ to: m.to, mail: await simpleParser(m.raw) })),
    );
    const notice = notices.find((n) => n.mail.subject === 'تم تغيير كلمة المرور الخاصة بك');
    expect(notice?.to).toEqual([shopper.email]);
    expect(notice?.mail.html).toContain('dir="rtl"');
  });
});

describe('every email, as staff see it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { mailMaxAttempts: 1 } });
  });
  afterAll(() => t.close());

  const emails = async (query = '') => {
    const staff = await staffToken(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/emails${query}`,
      headers: bearer(staff),
    });
    expect(res.statusCode).toBe(200);
    return json(res) as { data: OutboxMail[] };
  };

  it('lists the password-reset email on the Emails screen, with its kind, recipient and status', async () => {
    const shopper = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: shopper.email },
    });
    expect(res.statusCode).toBe(200);
    let listed: OutboxMail | undefined;
    for (let i = 0; i < 200 && !listed; i += 1) {
      listed = (await emails('?status=pending')).data.find((mail) => mail.to === shopper.email);
      if (!listed) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(listed).toMatchObject({
      kind: 'account.passwordReset',
      subject: 'Reset your password',
      status: 'pending',
      orderId: null,
    });
    expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    expect((await emails('?status=sent')).data).toContainEqual(
      expect.objectContaining({ _id: listed!._id, status: 'sent' }),
    );
    expect(t.sent.filter((mail) => mail.to === shopper.email)).toHaveLength(1);
  });

  it('says why a mail failed as a problem staff can read, never the raw EEXIST … mkdir with its path', async () => {
    // The outbox folder cannot be made: a file has its name (the error reads "EEXIST: file already exists, mkdir …").
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-broken-'));
    writeFileSync(join(dataDir, 'outbox'), 'not a folder');
    const broken = await createTestApp({
      mailer: createOutboxMailer(join(dataDir, 'outbox')),
      config: { mailMaxAttempts: 1 },
    });
    try {
      const shopper = await register(broken.app);
      await placeOrder(broken.app, shopper.token, (await inStockProduct(broken.app))._id);
      expect(await broken.app.outbox.drain()).toBe(0);
      const staff = await staffToken(broken.app);
      const res = await broken.app.inject({
        method: 'GET',
        url: '/api/staff/emails?status=failed',
        headers: bearer(staff),
      });
      expect(json(res).data).toEqual([
        expect.objectContaining({ kind: 'order.placed', lastError: 'storage' }),
      ]);
      expect(res.body).not.toContain('EEXIST');
      expect(res.body).not.toContain(dataDir);
    } finally {
      await broken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Queues `count` mails and has two workers (one per instance, or two on one database) drain them at once. */
async function raceTwoWorkers(a: TestApp, b: TestApp, smtpUrl: string, count: number) {
  const at = new Date();
  for (let i = 0; i < count; i += 1) {
    await enqueueMail(
      a.database.db,
      {
        kind: 'account.passwordChanged',
        to: `race-${i}@example.com`,
        subject: `race ${i}`,
        text: 'x',
        html: '<p>x</p>',
      },
      at,
    );
  }
  const workers = [a, b].map((instance) =>
    createOutboxWorker({
      db: instance.database.db,
      mailer: createSmtpMailer(smtpUrl),
      settings: { mailMaxAttempts: 3, mailRetryBaseMs: BASE_MS, mailPollMs: 60_000 },
      now: Date.now,
    }),
  );
  return Promise.all(workers.map((worker) => worker.drain()));
}

describe('two workers on one database', () => {
  it('send every mail exactly once', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp();
    try {
      const sent = await raceTwoWorkers(t, t, smtp.url, 30);
      expect(sent[0]! + sent[1]!).toBe(30);
      const ids = await Promise.all(smtp.messages.map(async (m) => (await simpleParser(m.raw)).messageId));
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describeWith([POSTGRES], 'two instances on one PostgreSQL', () => {
  it('send every mail exactly once', async () => {
    const smtp = await startSmtp();
    const both = await createTwoInstances(POSTGRES_URL, {});
    try {
      const sent = await raceTwoWorkers(both.a, both.b, smtp.url, 60);
      expect(sent[0]! + sent[1]!).toBe(60);
      const ids = await Promise.all(smtp.messages.map(async (m) => (await simpleParser(m.raw)).messageId));
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
      const rows = await both.a.database.db.select().from(mailOutbox);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await both.close();
      await smtp.close();
    }
  });
});

describe("the shop's details at the foot of every email", () => {
  let t: TestApp;
  const shopContact = {
    phone: '+20 2 1234 5678',
    email: 'care@shop.example',
    whatsapp: '201012345678',
    address: '6 Road 9, Maadi, Cairo',
    addressAr: '٦ شارع ٩، المعادي، القاهرة',
    sample: false,
  };
  beforeAll(async () => {
    t = await createTestApp({ config: { shopContact } });
  });
  afterAll(() => t.close());

  it("prints the address of SHOP_ADDRESS (SHOP_ADDRESS_AR in Arabic) with the shop's phone and email", async () => {
    const productId = (await inStockProduct(t.app))._id;
    const english = await register(t.app);
    await placeOrder(t.app, english.token, productId);
    const arabic = await register(t.app);
    const cart = json(await createCart(t.app, arabic.token, [{ productId, quantity: 1 }])).data;
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cart._id}`,
      headers: { ...bearer(arabic.token), 'accept-language': 'ar' },
      payload: CHECKOUT_BODY,
    });
    expect(placed.statusCode).toBe(201);
    await t.app.outbox.drain();
    const mailTo = (email: string) => t.sent.find((mail) => mail.to === email)!;
    const en = mailTo(english.email);
    const ar = mailTo(arabic.email);
    for (const part of [en.text, en.html]) {
      expect(part).toContain('6 Road 9, Maadi, Cairo');
      expect(part).toContain('+20 2 1234 5678');
      expect(part).toContain('care@shop.example');
      expect(part).not.toContain('15 Street 250');
    }
    for (const part of [ar.text, ar.html]) {
      expect(part).toContain('٦ شارع ٩، المعادي، القاهرة');
      expect(part).toContain('+20 2 1234 5678');
      expect(part).toContain('care@shop.example');
      expect(part).not.toContain('١٥ شارع ٢٥٠');
    }
  });

  it('prints them on account mails too (the password reset)', async () => {
    const shopper = await register(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: shopper.email },
    });
    for (let i = 0; i < 200 && !t.sent.some((mail) => mail.to === shopper.email); i += 1) {
      await t.app.outbox.drain();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const reset = t.sent.find((mail) => mail.to === shopper.email)!;
    expect(reset.text).toContain('6 Road 9, Maadi, Cairo');
    expect(reset.text).toContain('care@shop.example');
  });
});
