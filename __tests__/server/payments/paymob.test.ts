// Paymob by its documentation: the HMAC of a transaction callback (the documented concatenation of the sample
// processed callback), refusal of anything but that HMAC, and the shape of the bodies sent to PAYMOB_BASE_URL.
import { createPaymob } from '../../../server/payments/paymob/client';
import { hmacMatches, hmacOf, processedString, responseString } from '../../../server/payments/paymob/hmac';
import type { PaymentRequest, Transport } from '../../../server/payments/provider';

/** The fields of Paymob's sample transaction processed callback, as "HMAC Transaction Callback" lists them. */
const SAMPLE_OBJ = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: 'order-1' },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  owner: 302852,
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
};
/** The concatenated string Paymob's documentation gives for that sample. */
const DOCUMENTED_STRING =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
/**
 * The documentation's calculated sample uses a secret it does not publish, so this HMAC was computed apart from
 * the code under test: `printf '%s' "$DOCUMENTED_STRING" | openssl dgst -sha512 -hmac 'paymob-docs-example-secret'`.
 */
const SECRET = 'paymob-docs-example-secret';
const OPENSSL_HMAC =
  '286173ba0a3e64d1e37473c55895c9c5061f72e605c674e60485ab0b0184f2af60c576ca6b7988b2e0da8a7dd6127c4211e6ced45454405356a5d7b004f49a6e';

describe('the HMAC of a Paymob transaction callback', () => {
  it('concatenates the 20 documented fields of the sample callback into the documented string', () => {
    expect(processedString(SAMPLE_OBJ)).toBe(DOCUMENTED_STRING);
  });

  it('reads the response callback’s flat query in the same order', () => {
    const query = {
      ...Object.fromEntries(
        Object.entries(SAMPLE_OBJ)
          .filter(([, v]) => typeof v !== 'object')
          .map(([k, v]) => [k, String(v)]),
      ),
      order: '217503754',
      'source_data.pan': '2346',
      'source_data.sub_type': 'MasterCard',
      'source_data.type': 'card',
    };
    expect(responseString(query)).toBe(DOCUMENTED_STRING);
  });

  it('is the HMAC-SHA512 hex that openssl computes', () => {
    expect(hmacOf(SECRET, DOCUMENTED_STRING)).toBe(OPENSSL_HMAC);
    expect(hmacMatches(SECRET, DOCUMENTED_STRING, OPENSSL_HMAC)).toBe(true);
    expect(hmacMatches(SECRET, DOCUMENTED_STRING, OPENSSL_HMAC.toUpperCase())).toBe(true);
  });

  it('refuses another secret, a changed field, a short or missing HMAC', () => {
    expect(hmacMatches('another-secret', DOCUMENTED_STRING, OPENSSL_HMAC)).toBe(false);
    const richer = processedString({ ...SAMPLE_OBJ, amount_cents: 100001 });
    expect(hmacMatches(SECRET, richer, OPENSSL_HMAC)).toBe(false);
    expect(hmacMatches(SECRET, DOCUMENTED_STRING, OPENSSL_HMAC.slice(0, 64))).toBe(false);
    expect(hmacMatches(SECRET, DOCUMENTED_STRING, undefined)).toBe(false);
    expect(hmacMatches(SECRET, DOCUMENTED_STRING, ['x'])).toBe(false);
  });
});

describe('the Paymob client', () => {
  const sent: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const answers: unknown[] = [];
  const transport: Transport = async (url, init) => {
    sent.push({
      url,
      method: init.method,
      headers: init.headers,
      body: init.body ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    return { status: 200, json: async () => answer };
  };
  const paymob = createPaymob(
    {
      secretKey: 'egy_sk_test_1',
      publicKey: 'egy_pk_test_1',
      hmacSecret: SECRET,
      baseUrl: 'https://accept.example/',
      integrations: { card: 11, wallet: 22, instalments: 33 },
    },
    transport,
  );
  const request: PaymentRequest = {
    reference: 'order-1',
    amountCents: 1_000_000,
    currency: 'EGP',
    method: 'wallet',
    payer: {
      firstName: 'Mona',
      lastName: 'Adel',
      email: 'mona@example.com',
      phone: '01012345678',
      street: 'Road 9',
      building: '12',
      floor: '3',
      apartment: '7',
      city: 'Maadi',
      state: 'Cairo',
    },
    items: [{ name: 'Laptop', amountCents: 990_000, quantity: 1 }],
    notificationUrl: 'https://shop.example/api/payments/paymob/callback',
    redirectionUrl: 'https://shop.example/api/payments/paymob/return',
    expirationSeconds: 1800,
  };
  beforeEach(() => {
    sent.length = 0;
  });

  it('creates an intention with the secret key, the amount in piasters and the method’s integration id', async () => {
    answers.push({ id: 'pi_test_1', intention_order_id: 555, client_secret: 'egy_csk_test_1' });
    const created = await paymob.createPayment(request);
    expect(sent[0]).toEqual({
      url: 'https://accept.example/v1/intention/',
      method: 'POST',
      headers: expect.objectContaining({ authorization: 'Token egy_sk_test_1' }),
      body: {
        amount: 1_000_000,
        currency: 'EGP',
        payment_methods: [22],
        items: [{ name: 'Laptop', amount: 990_000, quantity: 1 }],
        billing_data: {
          first_name: 'Mona',
          last_name: 'Adel',
          email: 'mona@example.com',
          phone_number: '01012345678',
          street: 'Road 9',
          building: '12',
          floor: '3',
          apartment: '7',
          city: 'Maadi',
          state: 'Cairo',
          country: 'EG',
        },
        customer: { first_name: 'Mona', last_name: 'Adel', email: 'mona@example.com' },
        special_reference: 'order-1',
        expiration: 1800,
        notification_url: 'https://shop.example/api/payments/paymob/callback',
        redirection_url: 'https://shop.example/api/payments/paymob/return',
      },
    });
    expect(created).toEqual({
      providerOrderId: '555',
      intentionId: 'pi_test_1',
      checkoutUrl:
        'https://accept.example/unifiedcheckout/?publicKey=egy_pk_test_1&clientSecret=egy_csk_test_1',
    });
  });

  it('refunds with the transaction id and the amount in piasters', async () => {
    answers.push({ id: 999, success: true, is_refund: true, amount_cents: 500 });
    await expect(paymob.refund('192036465', 500)).resolves.toEqual({ refundId: '999' });
    expect(sent[0]).toMatchObject({
      url: 'https://accept.example/api/acceptance/void_refund/refund',
      method: 'POST',
      headers: { authorization: 'Token egy_sk_test_1' },
      body: { transaction_id: 192036465, amount_cents: 500 },
    });
  });

  it('accepts a processed callback only with its HMAC, and reads the order and amount from it', () => {
    const body = { type: 'TRANSACTION', obj: SAMPLE_OBJ };
    const hmac = hmacOf(SECRET, DOCUMENTED_STRING);
    expect(paymob.verifyCallback({ hmac }, body)).toEqual({
      ok: true,
      transaction: expect.objectContaining({
        id: '192036465',
        providerOrderId: '217503754',
        reference: 'order-1',
        amountCents: 100000,
        currency: 'EGP',
        success: true,
        reversal: false,
      }),
    });
    expect(paymob.verifyCallback({ hmac: hmac.replace(/^./, hmac[0] === 'a' ? 'b' : 'a') }, body)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(paymob.verifyCallback({ hmac }, { type: 'TOKEN', obj: SAMPLE_OBJ })).toEqual({
      ok: false,
      reason: 'shape',
    });
  });
});
