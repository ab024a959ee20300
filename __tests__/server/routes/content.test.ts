import { contactMessages, subscriptions } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('contact and newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const contact = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
  const subscribe = (payload: object) => t.app.inject({ method: 'POST', url: '/api/subscribe', payload });

  it("stores a contact message sent with the spec's 'fisrtname' field", async () => {
    const res = await contact({
      fisrtname: 'Omar',
      lastname: 'Hassan',
      email: 'omar@example.com',
      message: '<b>Hello</b>, do you deliver to Aswan?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Thank you, your message reached our team. We will reply to your email address.',
    });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        firstName: 'Omar',
        lastName: 'Hassan',
        message: '<b>Hello</b>, do you deliver to Aswan?',
      }),
    ]);
  });

  it('refuses a contact message with missing or oversized fields with 400', async () => {
    const empty = await contact({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      fisrtname: 'First name is required',
      lastname: 'Last name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    const huge = await contact({
      fisrtname: 'A'.repeat(51),
      lastname: 'B',
      email: 'a@example.com',
      message: 'x'.repeat(2001),
    });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json().errors).sort()).toEqual(['fisrtname', 'message']);
  });

  it('subscribes an email idempotently', async () => {
    const first = await subscribe({ email: 'Reader@Example.com' });
    const second = await subscribe({ email: 'reader@example.com' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Subscribed successfully!' });
    expect(second.json()).toEqual(first.json());
    expect(await t.database.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('refuses a subscription without a valid email with 400', async () => {
    const res = await subscribe({ email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email must be in valid format and contain only English characters');
  });

  it("answers the shop's contact details from its settings, to anyone", async () => {
    const shop = await createTestApp({
      config: {
        shopContact: {
          phone: '+20 2 1234 5678',
          email: 'care@shop.example',
          whatsapp: '201012345678',
          address: '6 Road 9, Maadi, Cairo',
          addressAr: '٦ شارع ٩، المعادي، القاهرة',
          sample: false,
        },
      },
    });
    try {
      const res = await shop.app.inject({ method: 'GET', url: '/api/shop/contact' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        phone: '+20 2 1234 5678',
        email: 'care@shop.example',
        whatsapp: '201012345678',
        address: '6 Road 9, Maadi, Cairo',
        addressAr: '٦ شارع ٩، المعادي، القاهرة',
        sample: false,
      });
    } finally {
      await shop.close();
    }
    const samples = (await t.app.inject({ method: 'GET', url: '/api/shop/contact' })).json();
    expect(samples).toMatchObject({ sample: true, email: expect.stringMatching(/sample/) });
  });
});
