// The contact inbox: a message from the Contact page reaches the back office (newest first, with its status) and
// the shop's address (a notice through the outbox); staff reply by email in the sender's language and close it;
// a stale action is refused with 409; shoppers and visitors are refused.
import { eq } from 'drizzle-orm';
import type { ContactInboxPage, ContactThread } from '../../../src/contract';
import { activityLog, contactMessages, contactReplies, mailOutbox } from '../../../server/db/schema';
import { bearer, json, managerToken, register, staffToken } from '../../support/server/api';
import { createTestApp, STAFF, type TestApp } from '../../support/server/harness';

describe('the contact inbox', () => {
  let t: TestApp;
  let staff: string;
  let clock = Date.parse('2026-11-20T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { shopEmail: 'owner@shop.example' } });
    staff = await staffToken(t.app);
  });
  afterAll(() => t.close());

  const send = (
    fields: Partial<Record<'fisrtname' | 'lastname' | 'email' | 'message', string>>,
    lang = 'en',
  ) => {
    clock += 60_000;
    return t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': lang },
      payload: {
        fisrtname: 'Omar',
        lastname: 'Hassan',
        email: 'omar@example.com',
        message: 'Do you deliver to Aswan?',
        ...fields,
      },
    });
  };
  const inbox = async (query = '', token = staff) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/messages${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return json<ContactInboxPage>(res);
  };
  const thread = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/messages/${id}`,
      headers: bearer(staff),
    });
    expect(res.statusCode).toBe(200);
    return json<{ data: ContactThread }>(res).data;
  };
  const act = (id: string, action: 'reply' | 'close', payload: object, token = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/messages/${id}/${action}`,
      headers: bearer(token),
      payload,
    });
  const idOf = async (email: string) =>
    (await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)))[0]!.id;

  it('tells the sender the truth: the team has it and will reply by email', async () => {
    const res = await send({ email: 'truth@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Thank you, your message reached our team. We will reply to your email address.',
    });
    const ar = await send({ email: 'truth-ar@example.com' }, 'ar');
    expect(ar.json()).toEqual({
      message: 'شكرًا لك، وصلت رسالتك إلى فريقنا. سنرد عليك على بريدك الإلكتروني.',
    });
  });

  it("queues a notice of each new message to the shop's address, with who wrote, what, and the inbox's link", async () => {
    await send({
      fisrtname: 'Laila',
      lastname: 'Nabil',
      email: 'laila@example.com',
      message: 'Is the X1 in stock?',
    });
    const id = await idOf('laila@example.com');
    const notices = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'contact.received'));
    const notice = notices.find((mail) => mail.text.includes('laila@example.com'));
    expect(notice).toMatchObject({
      toAddress: 'owner@shop.example',
      subject: 'New message from Laila Nabil',
    });
    expect(notice!.text).toContain('Is the X1 in stock?');
    expect(notice!.text).toContain(`http://shop.test/staff/messages/${id}`);
  });

  it('lists the messages newest first with their status, all or by status', async () => {
    await send({ email: 'first@example.com' });
    await send({ email: 'second@example.com', message: 'هل يتوفر التوصيل إلى أسوان؟' }, 'ar');
    const page = await inbox();
    const emails = page.data.map((message) => message.email);
    expect(emails.indexOf('second@example.com')).toBeLessThan(emails.indexOf('first@example.com'));
    expect(page.data[0]).toEqual({
      _id: expect.any(String),
      firstName: 'Omar',
      lastName: 'Hassan',
      email: 'second@example.com',
      message: 'هل يتوفر التوصيل إلى أسوان؟',
      lang: 'ar',
      status: 'new',
      createdAt: new Date(clock).toISOString(),
      version: 1,
    });
    expect((await inbox('?status=answered')).data).toEqual([]);
    expect((await inbox('?status=new')).total).toBe(page.total);
  });

  it('replies by email in the sender’s language through the outbox, and the message is answered', async () => {
    await send({ email: 'arabic@example.com', fisrtname: 'سارة', message: 'متى يصل طلبي؟' }, 'ar');
    const id = await idOf('arabic@example.com');
    const res = await act(id, 'reply', { body: 'يصل طلبك غدًا إن شاء الله.', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: ContactThread }>(res).data).toMatchObject({
      status: 'answered',
      version: 2,
      replies: [
        {
          body: 'يصل طلبك غدًا إن شاء الله.',
          by: { name: 'Store Staff', email: STAFF.email, role: 'staff' },
          at: new Date(clock).toISOString(),
        },
      ],
    });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'arabic@example.com'));
    expect(mail).toMatchObject({ kind: 'contact.reply', subject: 'ردّنا على رسالتك', status: 'pending' });
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).toContain('مرحبًا سارة');
    expect(mail!.text).toContain('يصل طلبك غدًا إن شاء الله.');
    expect(mail!.text).toContain('متى يصل طلبي؟');
    // The worker delivers it.
    expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    expect(t.sent.filter((sent) => sent.to === 'arabic@example.com')).toHaveLength(1);
    expect((await inbox('?status=answered')).data.map((message) => message._id)).toContain(id);
    const [logged] = await t.database.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(logged).toMatchObject({
      action: 'message.reply',
      entity: 'message',
      after: { status: 'answered' },
    });
  });

  it('writes the reply in English to a message sent from the English page', async () => {
    await send({ email: 'english@example.com' });
    const id = await idOf('english@example.com');
    expect(
      (await act(id, 'reply', { body: 'Yes, we deliver to Aswan in 3 days.', version: 1 })).statusCode,
    ).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'english@example.com'));
    expect(mail).toMatchObject({ subject: 'Our reply to your message' });
    expect(mail!.text).toContain('Hello Omar,');
  });

  it('closes a message, and refuses a second close or a stale action with 409, changing nothing', async () => {
    await send({ email: 'close@example.com' });
    const id = await idOf('close@example.com');
    const closed = await act(id, 'close', { version: 1 });
    expect(closed.statusCode).toBe(200);
    expect(json<{ data: ContactThread }>(closed).data).toMatchObject({ status: 'closed', version: 2 });
    const again = await act(id, 'close', { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This message is already closed.' });
    const stale = await act(id, 'reply', { body: 'Hello', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errors: { version: 2 } });
    expect(await t.database.db.select().from(contactReplies).where(eq(contactReplies.messageId, id))).toEqual(
      [],
    );
    expect((await thread(id)).status).toBe('closed');
  });

  it.each([
    ['no body', { version: 1 }, 'body'],
    ['only spaces', { body: '   ', version: 1 }, 'body'],
    ['5,001 characters', { body: 'x'.repeat(5001), version: 1 }, 'body'],
    ['a control character', { body: 'Hello\u0000', version: 1 }, 'body'],
    ['no version', { body: 'Hello' }, 'version'],
    ['a version as text', { body: 'Hello', version: '1' }, 'version'],
  ])('refuses a reply with %s: 400 naming the field, sending nothing', async (_case, payload, field) => {
    const email = `bad-${field}-${clock}@example.com`;
    await send({ email });
    const id = await idOf(email);
    const res = await act(id, 'reply', payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect((await thread(id)).status).toBe('new');
  });

  it('answers 404 for an unknown message and 400 for an unknown status filter', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/staff/messages/nope',
      headers: bearer(staff),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Message not found' });
    expect((await act('nope', 'reply', { body: 'Hi', version: 1 })).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/staff/messages?status=lost',
      headers: bearer(staff),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: 'Status must be new, answered or closed' });
  });

  it('lets managers in, and refuses shoppers (403) and visitors (401)', async () => {
    // The suite's clock has moved past the first access token's 15 minutes.
    staff = await staffToken(t.app);
    await send({ email: 'guarded@example.com' });
    const id = await idOf('guarded@example.com');
    expect((await inbox('', await managerToken(t.app))).data.map((message) => message._id)).toContain(id);
    const shopper = await register(t.app);
    const asShopper = await t.app.inject({
      method: 'GET',
      url: '/api/staff/messages',
      headers: bearer(shopper.token),
    });
    expect(asShopper.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/messages' })).statusCode).toBe(401);
    expect((await act(id, 'reply', { body: 'Hi', version: 1 }, shopper.token)).statusCode).toBe(403);
    expect((await act(id, 'close', { version: 1 })).statusCode).toBe(200);
  });
});
