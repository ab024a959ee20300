// The payment settings at boot: the sandbox by default outside production, never with real keys, the development
// HMAC secret refused in production, methods switched on by their integration ids, the hold in minutes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_PAYMOB_HMAC_SECRET, loadConfig } from '../../../server/config';

describe('payment settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pay-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const production = {
    DATA_DIR: dir,
    NODE_ENV: 'production',
    STAFF_PASSWORD: 'Str0ng!Passw0rd',
    MANAGER_PASSWORD: 'Str0ng!Passw0rd2',
    JWT_SECRET: 'x'.repeat(40),
  };
  const keys = { PAYMOB_SECRET_KEY: 'egy_sk_live_1', PAYMOB_PUBLIC_KEY: 'egy_pk_live_1' };

  it('runs the sandbox on the shop itself outside production, with a 30-minute hold and no method on', () => {
    expect(loadConfig({ DATA_DIR: dir, APP_URL: 'http://shop.test' }).payments).toMatchObject({
      sandbox: true,
      baseUrl: 'http://shop.test/payment-sandbox',
      hmacSecret: DEV_PAYMOB_HMAC_SECRET,
      integrations: {},
      holdMinutes: 30,
    });
  });

  it('switches a method on by its integration id and reads a short hold', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      PAYMOB_CARD_INTEGRATION_ID: '4097558',
      PAYMOB_INSTALMENTS_INTEGRATION_ID: '77',
      PAYMENT_HOLD_MINUTES: '0.05',
    });
    expect(config.payments.integrations).toEqual({ card: 4097558, instalments: 77 });
    expect(config.payments.holdMinutes).toBe(0.05);
    expect(() => loadConfig({ DATA_DIR: dir, PAYMOB_WALLET_INTEGRATION_ID: 'abc' })).toThrow(
      /PAYMOB_WALLET_INTEGRATION_ID must be a whole number/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_HOLD_MINUTES: '0' })).toThrow(/PAYMENT_HOLD_MINUTES/);
  });

  it('talks to Paymob with real keys, and refuses the sandbox beside them', () => {
    const config = loadConfig({ ...production, ...keys, PAYMOB_HMAC_SECRET: 'dashboard-secret' });
    expect(config.payments).toMatchObject({
      sandbox: false,
      baseUrl: 'https://accept.paymob.com',
      secretKey: 'egy_sk_live_1',
      hmacSecret: 'dashboard-secret',
    });
    expect(() =>
      loadConfig({ ...production, ...keys, PAYMOB_HMAC_SECRET: 'dashboard-secret', PAYMENT_SANDBOX: '1' }),
    ).toThrow(/sandbox never runs with real keys/);
    expect(() => loadConfig({ DATA_DIR: dir, ...keys, PAYMENT_SANDBOX: '1' })).toThrow(/real Paymob keys/);
    expect(() => loadConfig({ DATA_DIR: dir, PAYMOB_SECRET_KEY: 'egy_sk_live_1' })).toThrow(/go together/);
  });

  it('refuses the development HMAC secret, or none, in production', () => {
    expect(() => loadConfig({ ...production, ...keys })).toThrow(/PAYMOB_HMAC_SECRET is required/);
    expect(() => loadConfig({ ...production, ...keys, PAYMOB_HMAC_SECRET: DEV_PAYMOB_HMAC_SECRET })).toThrow(
      /development default is refused/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX: '1' })).toThrow(/PAYMOB_HMAC_SECRET/);
    expect(
      loadConfig({ ...production, PAYMENT_SANDBOX: '1', PAYMOB_HMAC_SECRET: 'trial-secret' }).payments
        .sandbox,
    ).toBe(true);
  });

  it('offers no online method in production without keys or the sandbox', () => {
    expect(loadConfig(production).payments).toMatchObject({ sandbox: false, integrations: {} });
    expect(() => loadConfig({ ...production, PAYMOB_CARD_INTEGRATION_ID: '1' })).toThrow(
      /without PAYMOB_SECRET_KEY/,
    );
  });
});
