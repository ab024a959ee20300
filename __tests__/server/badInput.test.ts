// Bad input of every kind is refused at validation with 400 `{ message, errors }` naming the field, on either
// database: NUL and other control characters, numbers that are not plain decimals, values of the wrong type, the
// spec's field rules; bidirectional controls never reach the database; one email races to one account.
import { eq } from 'drizzle-orm';
import { contactMessages, reviews, users } from '../../server/db/schema';
import {
  ADDRESS,
  completeAtDesk,
  bearer,
  CHECKOUT_BODY,
  createCart,
  inStockProduct,
  json,
  PASSWORD,
  placeOrder,
  register,
  staffToken,
  type Account,
} from '../support/server/api';
import { createTestApp, type TestApp } from '../support/server/harness';

/** Registrations of one email racing each other: 8, or 50 with HARDENING=1. */
const RACERS = process.env.HARDENING === '1' ? 50 : 8;

describe('bad input', () => {
  let t: TestApp;
  let user: Account;
  let staff: string;
  let productId: string;
  let cartId: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await register(t.app);
    staff = await staffToken(t.app);
    productId = (await inStockProduct(t.app, 5))._id;
    cartId = json(await createCart(t.app, user.token, [{ productId, quantity: 1 }])).data._id;
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token: string | undefined = user.token,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const signup = (overrides: object) =>
    send(
      'POST',
      '/api/auth/register',
      {
        name: 'Test User',
        email: `bad-${Math.random().toString(36).slice(2)}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        phone: '01012345678',
        ...overrides,
      },
      undefined,
    );
  const contact = (overrides: object) =>
    send(
      'POST',
      '/api/contact',
      { fisrtname: 'Omar', lastname: 'Hassan', email: 'omar@example.com', message: 'Hello', ...overrides },
      undefined,
    );
  const checkoutWith = (overrides: object, address: object = {}) =>
    send('POST', `/api/checkout/${cartId}`, {
      ...CHECKOUT_BODY,
      address: [{ ...ADDRESS, ...address }],
      ...overrides,
    });
  const expectRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    const answer = res.json() as { message: unknown; errors: Record<string, unknown> };
    expect(answer.message).toEqual(expect.any(String));
    expect(Object.keys(answer.errors)).toContain(field);
  };

  describe('NUL characters', () => {
    const NUL = '\u0000';
    it.each([
      ['a product id in the path', () => send('GET', '/api/product/ab%00cd'), 'id'],
      ['an order id in the path', () => send('GET', '/api/checkout/ab%00cd'), 'id'],
      ['a cart id at checkout', () => send('POST', '/api/checkout/ab%00cd', CHECKOUT_BODY), 'cartId'],
      ['a review product id', () => send('POST', '/api/review/ab%00cd', { rating: 5 }), 'productId'],
      ['a search', () => send('GET', '/api/product?search=lap%00top'), 'search'],
      ['a category', () => send('GET', '/api/product?category=%00'), 'category'],
      ['a contact first name', () => contact({ fisrtname: `Om${NUL}ar` }), 'fisrtname'],
      ['a contact message', () => contact({ message: `Hello${NUL}` }), 'message'],
      [
        'a cart productId',
        () => send('POST', '/api/cart', { products: [{ productId: `x${NUL}`, quantity: 1 }] }),
        'products[0].productId',
      ],
      ['an order note', () => checkoutWith({ note: `Call${NUL}me` }), 'note'],
      ['a street', () => checkoutWith({}, { street: `Road${NUL}9` }), 'address[0].street'],
      [
        'a login email',
        () => send('POST', '/api/auth/login', { email: `a${NUL}@b.com`, password: 'x' }),
        'email',
      ],
    ])('refuses a NUL in %s with 400 naming the field', async (_what, request, field) => {
      expectRefused(await request(), field);
    });
  });

  describe('numbers in the query', () => {
    it.each([
      ['page', 'Infinity'],
      ['page', '1e309'],
      ['page', '0x10'],
      ['page', '1e3'],
      ['page', ' 2'],
      ['limit', 'Infinity'],
      ['limit', '1e309'],
      ['limit', '-Infinity'],
      ['lowestPrice', 'Infinity'],
      ['highestPrice', '1e309'],
      ['lowestPrice', 'NaN'],
      ['page', '99999999999999999999999'],
    ])('refuses %s=%s with 400 naming it', async (name, value) => {
      expectRefused(await send('GET', `/api/product?${name}=${encodeURIComponent(value)}`), name);
    });

    it('still reads plain decimals', async () => {
      const res = await send('GET', '/api/product?page=2&limit=3&lowestPrice=0&highestPrice=99999.5');
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual(expect.objectContaining({ page: 2, limit: 3 }));
    });
  });

  describe('values of the wrong type', () => {
    it.each([null, true, [5], '5', 4.5, { value: 5 }])(
      'refuses review rating %p with 400',
      async (rating) => {
        expectRefused(await send('POST', `/api/review/${productId}`, { rating, content: '' }), 'rating');
      },
    );

    it.each(['0x10', '1e3', '2', [3], true, null, 1e3 + 0.5])(
      'refuses cart quantity %p with 400',
      async (quantity) => {
        const res = await send('POST', '/api/cart', { products: [{ productId, quantity }] });
        expectRefused(res, 'products[0].quantity');
      },
    );

    it('refuses a password sent as a list, on register and login', async () => {
      expectRefused(await signup({ password: [PASSWORD], confirmPassword: [PASSWORD] }), 'password');
      const login = await send(
        'POST',
        '/api/auth/login',
        { email: user.email, password: [PASSWORD] },
        undefined,
      );
      expectRefused(login, 'password');
    });

    it('refuses a payment method sent as a list', async () => {
      expectRefused(await checkoutWith({ paymentmethod: ['Cash On Delivery'] }), 'paymentmethod');
    });

    it('refuses a number where text is expected', async () => {
      expectRefused(await contact({ fisrtname: 12 }), 'fisrtname');
      expectRefused(await checkoutWith({}, { floor: 3 }), 'address[0].floor');
    });

    it('answers in the language asked for', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { ...bearer(user.token), 'accept-language': 'ar' },
        payload: { products: [{ productId, quantity: '2' }] },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errors['products[0].quantity']).toMatch(/[\u0600-\u06FF]/);
    });
  });

  describe("the spec's field rules, as the SPA applies them", () => {
    it.each([
      ['a newline', 'Test\nUser'],
      ['a tab', 'Test\tUser'],
      ['an ideographic space', 'Test\u3000User'],
      ['a non-breaking space', 'Test\u00a0User'],
    ])('refuses a name with %s', async (_what, name) => {
      const res = await signup({ name });
      expectRefused(res, 'name');
      expect(json(res).errors.name).toBe('Name must contain only English or Arabic letters');
    });

    it.each([
      ['floor', '3-A'],
      ['apartment', '1 a'],
      ['city', 'Maadi!'],
      ['street', 'Road #9'],
      ['building', '12\n13'],
    ])('refuses %s %p, which the checkout form would not let through', async (field, value) => {
      expectRefused(await checkoutWith({}, { [field]: value }), `address[0].${field}`);
    });

    it('refuses a line break in the single-line contact names, other control characters anywhere', async () => {
      expectRefused(await contact({ lastname: 'Has\nsan' }), 'lastname');
      expectRefused(await contact({ message: 'Bell\u0007 and escape\u001b' }), 'message');
      expectRefused(await checkoutWith({ note: 'Ring\u0008' }), 'note');
      expect((await contact({ message: 'Line one\nLine two' })).statusCode).toBe(201);
    });

    it('accepts Arabic names and addresses with Arabic-Indic digits', async () => {
      expect((await signup({ name: 'محمد علي' })).statusCode).toBe(201);
      const cart = json(await createCart(t.app, user.token, [{ productId, quantity: 1 }])).data._id;
      const res = await send('POST', `/api/checkout/${cart}`, {
        ...CHECKOUT_BODY,
        address: [{ ...ADDRESS, city: 'المعادي', street: 'شارع ٩', building: '١٢', floor: '٣' }],
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('bidirectional controls', () => {
    const BIDI = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';

    it('strips them from a contact message and names before storing', async () => {
      const email = 'bidi@example.com';
      const res = await contact({ fisrtname: `O${BIDI}mar`, message: `Hi ${BIDI}there`, email });
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email));
      expect(row).toEqual(expect.objectContaining({ firstName: 'Omar', message: 'Hi there' }));
    });

    it('strips them from a name, an address, a note and a review', async () => {
      const buyer = await register(t.app, { name: `Bidi\u202eUser` });
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, buyer.user._id));
      expect(stored?.name).toBe('BidiUser');

      const cart = json(await createCart(t.app, buyer.token, [{ productId, quantity: 1 }])).data._id;
      const res = await send(
        'POST',
        `/api/checkout/${cart}`,
        { ...CHECKOUT_BODY, note: `Ring\u2067 twice`, address: [{ ...ADDRESS, street: `Road\u202b 9` }] },
        buyer.token,
      );
      expect(res.statusCode).toBe(201);
      const order = json(res).data;
      expect(order.note).toBe('Ring twice');
      expect(order.address[0].street).toBe('Road 9');

      await completeAtDesk(t.app, staff, order._id);
      const content = `Great\u202e laptop, ${BIDI}works very well indeed`;
      const review = await send('POST', `/api/review/${productId}`, { rating: 4, content }, buyer.token);
      expect(review.statusCode).toBe(201);
      expect(json(review).content).toBe('Great laptop, works very well indeed');
      const [row] = await t.database.db.select().from(reviews).where(eq(reviews.userId, buyer.user._id));
      expect(row?.content).toBe('Great laptop, works very well indeed');
    });
  });

  it(`answers ${RACERS} registrations of one email at the same time with 1 × 201 and ${RACERS - 1} × 409`, async () => {
    const email = `race-${Math.random().toString(36).slice(2)}@example.com`;
    const answers = await Promise.all(Array.from({ length: RACERS }, () => signup({ email })));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({
        message: 'An account with this email already exists',
        errors: { email: 'An account with this email already exists' },
      });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('still places an order from a valid checkout', async () => {
    expect((await placeOrder(t.app, user.token, productId)).status).toBe('pending');
  });
});
