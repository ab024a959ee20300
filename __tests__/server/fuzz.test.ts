// Property: whatever arrives in a body, query, path or Idempotency-Key, the API answers JSON — a { message } for
// every error, with the security headers — and never a 5xx. The values include NUL and other control characters,
// bidirectional controls, `Infinity`, `1e309`, huge and hex numbers, and every JSON type in every field (a body's
// numbers are also sent as raw JSON literals such as 1e309 that JSON.stringify cannot write). FUZZ_RUNS sets the
// cases; HARDENING=1 runs 10,000, the default run 300.
import fc from 'fast-check';
import { register, staffToken } from '../support/server/api';
import { createTestApp, type TestApp } from '../support/server/harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.HARDENING === '1' ? 10_000 : 300));

describe('bad input of every kind', () => {
  let t: TestApp;
  let tokens: Record<'none' | 'user' | 'staff', string | undefined>;
  const statuses = new Map<number, number>();
  beforeAll(async () => {
    t = await createTestApp();
    tokens = { none: undefined, user: (await register(t.app)).token, staff: await staffToken(t.app) };
  });
  afterAll(async () => {
    const seen = [...statuses].sort(([x], [y]) => x - y).map(([code, n]) => `${code}×${n}`);
    console.info(`[fuzz] ${RUNS} cases: ${seen.join(' ')}`);
    await t.close();
  });

  /** A JSON number literal put into the body text as is (JSON.stringify writes Infinity as null). */
  const RAW = (literal: string) => `\u0001raw:${literal}`;
  const rawNumber = fc
    .constantFrom(
      '1e309',
      '-1e309',
      '1e400',
      '123456789012345678901234567890',
      '-0',
      '1e-400',
      '5.0000000001',
    )
    .map(RAW);
  const numberish = fc.constantFrom(
    'Infinity',
    '-Infinity',
    'NaN',
    '1e309',
    '1e3',
    '0x10',
    '0b11',
    ' 2',
    '2 ',
    '-1',
    '1.5',
    '99999999999999999999',
    '',
  );
  const controlled = fc.oneof(
    fc.string({ unit: 'binary-ascii', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
    fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069'),
      )
      .map(([s, bidi]) => `${bidi}${s}${bidi}`),
    fc.constantFrom('Test\nUser', 'Test\tUser', 'Test\u3000User', 'abc', '١٢', 'Road 9', 'Cash On Delivery'),
  );
  const scalar = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    controlled,
    numberish,
    rawNumber,
    fc.constantFrom(
      "' OR 1=1 --",
      '"; DROP TABLE users; --',
      '<script>alert(1)</script>',
      '%00',
      '\u0000',
      '../../etc/passwd',
      'ا'.repeat(5000),
      '١٢٣',
    ),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, 1, 5, -1, 1e3, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, 0.5),
    fc.boolean(),
    fc.constant(null),
  );
  const nasty = fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
  );
  const shaped = fc.oneof(
    fc.record(
      {
        products: fc.array(fc.record({ productId: nasty, quantity: nasty, total: nasty }), { maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        address: fc.oneof(
          nasty,
          fc.array(
            fc.dictionary(
              fc.constantFrom('government', 'city', 'street', 'building', 'floor', 'apartment', 'landmark'),
              fc.oneof(nasty, fc.constantFrom('Cairo', 'Maadi', '12', '3')),
            ),
            { maxLength: 2 },
          ),
        ),
        note: nasty,
        paymentmethod: fc.oneof(nasty, fc.constant('Cash On Delivery')),
      },
      { requiredKeys: [] },
    ),
    fc.record({ rating: nasty, content: nasty }, { requiredKeys: [] }),
    // A saved address (/api/user/addresses): the checkout address's fields and the landmark, at the top level.
    fc.dictionary(
      fc.constantFrom(
        'government',
        'city',
        'street',
        'building',
        'floor',
        'apartment',
        'landmark',
        'isDefault',
      ),
      fc.oneof(nasty, fc.constantFrom('Cairo', 'Maadi', '12', '3', '')),
    ),
  );
  const body = fc.oneof(
    fc.dictionary(
      fc.constantFrom(
        'email',
        'password',
        'confirmPassword',
        'name',
        'phone',
        'products',
        'address',
        'note',
        'paymentmethod',
        'rating',
        'content',
        'reason',
        'fisrtname',
        'lastname',
        'message',
        'user',
        '__proto__',
        'constructor',
      ),
      nasty,
      { maxKeys: 6 },
    ),
    shaped,
    nasty,
  );
  const target = fc.constantFrom(
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/forget-password'],
    ['POST', '/api/auth/reset-password'],
    ['POST', '/api/auth/refresh-token'],
    ['POST', '/api/cart'],
    ['POST', '/api/checkout/:id'],
    ['POST', '/api/checkout/cancel/:id'],
    ['GET', '/api/checkout/:id'],
    ['POST', '/api/review/:id'],
    ['POST', '/api/contact'],
    ['POST', '/api/subscribe'],
    ['GET', '/api/product/:id'],
    ['GET', '/api/product'],
    ['POST', '/api/staff/orders/:id/advance'],
    ['GET', '/api/staff/orders'],
    ['POST', '/api/staff/orders/:id/confirmation'],
    ['GET', '/api/staff/emails'],
    ['POST', '/api/staff/emails/:id/retry'],
    ['GET', '/api/checkout/userOrders'],
    ['GET', '/api/category'],
    ['GET', '/api/health'],
    ['GET', '/api/user/addresses'],
    ['POST', '/api/user/addresses'],
    ['PATCH', '/api/user/addresses/:id'],
    ['DELETE', '/api/user/addresses/:id'],
    ['POST', '/api/user/addresses/:id/default'],
  );
  const segment = fc.oneof(
    fc.string({ maxLength: 120 }),
    controlled,
    numberish,
    fc.constantFrom("'; select 1;--", '%', '..', 'ا ب', 'x'.repeat(300)),
  );
  /** Path segments sent as they are, not encoded: broken percent-escapes and an encoded NUL. */
  const rawSegment = fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%00', 'a%00b', '%u202e', '%C0%AE');

  /** The JSON text of a body, with RAW(...) strings written as the bare number literals they stand for. */
  const bodyText = (payload: unknown) =>
    (JSON.stringify(payload) ?? 'null').replace(/"\\u0001raw:([^"]*)"/g, '$1');

  it('never answers 5xx and always answers JSON with a message for errors', async () => {
    await fc.assert(
      fc.asyncProperty(
        target,
        body,
        fc.oneof(
          segment.map((value) => encodeURIComponent(value)),
          rawSegment,
        ),
        fc.array(
          fc.tuple(
            fc.constantFrom(
              'page',
              'limit',
              'lowestPrice',
              'highestPrice',
              'search',
              'cpu',
              'ram',
              'storage',
              'display',
              'category',
              'status',
              '__proto__',
            ),
            fc.oneof(fc.string(), fc.integer().map(String), numberish, controlled),
          ),
          { maxLength: 5 },
        ),
        fc.constantFrom('none', 'user', 'staff') as fc.Arbitrary<'none' | 'user' | 'staff'>,
        fc.option(fc.oneof(fc.string({ maxLength: 250 }), fc.constantFrom('', ' ', 'a'.repeat(201))), {
          nil: undefined,
        }),
        async ([method, path], payload, param, query, who, idempotencyKey) => {
          const url = `${path.replace(':id', param || 'x')}?${new URLSearchParams(query)}`;
          const token = tokens[who];
          const headers: Record<string, string> = {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            // Header values must be visible ASCII to be sent at all; anything else is the client's error.
            ...(idempotencyKey !== undefined && /^[\x20-\x7e]*$/.test(idempotencyKey)
              ? { 'idempotency-key': idempotencyKey }
              : {}),
            ...(method === 'POST' || method === 'PATCH' ? { 'content-type': 'application/json' } : {}),
          };
          const res = await t.app.inject({
            method: method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
            url,
            headers,
            ...(method === 'POST' || method === 'PATCH' ? { payload: bodyText(payload) } : {}),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['content-security-policy']).toEqual(expect.any(String));
          const answer = res.json();
          if (res.statusCode >= 400) {
            expect(answer).toEqual(expect.objectContaining({ message: expect.any(String) }));
            expect(Object.keys(answer).filter((key) => key !== 'message' && key !== 'errors')).toEqual([]);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
