// Property: whatever arrives in a body, query, path or Idempotency-Key, the API answers JSON — a { message } for
// every error — and never a 5xx. FUZZ_RUNS sets the cases; HARDENING=1 runs 10,000, the default run 300.
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

  const nasty = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
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
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
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
    ['GET', '/api/checkout/userOrders'],
    ['GET', '/api/category'],
    ['GET', '/api/health'],
  );
  const segment = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc.constantFrom("'; select 1;--", '%', '..', 'ا ب'),
  );

  it('never answers 5xx and always answers JSON with a message for errors', async () => {
    await fc.assert(
      fc.asyncProperty(
        target,
        body,
        segment,
        fc.dictionary(
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
          fc.oneof(fc.string(), fc.integer().map(String)),
          { maxKeys: 4 },
        ),
        fc.constantFrom('none', 'user', 'staff') as fc.Arbitrary<'none' | 'user' | 'staff'>,
        fc.option(fc.oneof(fc.string({ maxLength: 250 }), fc.constantFrom('', ' ', 'a'.repeat(201))), {
          nil: undefined,
        }),
        async ([method, path], payload, param, query, who, idempotencyKey) => {
          const url = `${path.replace(':id', encodeURIComponent(param) || 'x')}?${new URLSearchParams(query)}`;
          const token = tokens[who];
          const headers: Record<string, string> = {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            // Header values must be visible ASCII to be sent at all; anything else is the client's error.
            ...(idempotencyKey !== undefined && /^[\x20-\x7e]*$/.test(idempotencyKey)
              ? { 'idempotency-key': idempotencyKey }
              : {}),
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          };
          const res = await t.app.inject({
            method: method as 'GET' | 'POST',
            url,
            headers,
            ...(method === 'POST' ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          const answer = res.json();
          if (res.statusCode >= 400)
            expect(answer).toEqual(expect.objectContaining({ message: expect.any(String) }));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
