// Property: whatever arrives in a body, query or path, the API answers a JSON { message } and never a 5xx.
import fc from 'fast-check';
import { register } from '../support/server/api';
import { createTestApp, type TestApp } from '../support/server/harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('bad input of every kind', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await register(t.app)).token;
  });
  afterAll(() => t.close());

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
          fc.constantFrom('page', 'limit', 'lowestPrice', 'highestPrice', 'search', 'cpu', 'ram', 'category'),
          fc.oneof(fc.string(), fc.integer().map(String)),
          { maxKeys: 4 },
        ),
        fc.boolean(),
        async ([method, path], payload, param, query, authed) => {
          const url =
            path.replace(':id', encodeURIComponent(param) || 'x') +
            (method === 'GET' ? `?${new URLSearchParams(query)}` : '');
          const res = await t.app.inject({
            method: method as 'GET' | 'POST',
            url,
            headers: authed ? { authorization: `Bearer ${token}` } : {},
            ...(method === 'POST'
              ? {
                  payload: JSON.stringify(payload) ?? 'null',
                  headers: {
                    'content-type': 'application/json',
                    ...(authed ? { authorization: `Bearer ${token}` } : {}),
                  },
                }
              : {}),
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(typeof res.json().message).toBe('string');
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
