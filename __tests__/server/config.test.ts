import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConfigError,
  DEV_MANAGER_PASSWORD,
  DEV_STAFF_PASSWORD,
  loadConfig,
  OWASP_ARGON,
  passwordPolicyError,
} from '../../server/config';

describe('configuration', () => {
  const made: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-config-'));
    made.push(dir);
    return dir;
  };
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
      staffEmail: 'staff@store.local',
      staffPassword: DEV_STAFF_PASSWORD,
      managerEmail: 'manager@store.local',
      managerPassword: DEV_MANAGER_PASSWORD,
      logLevel: 'info',
      argon: OWASP_ARGON,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 24 * 3600,
      resetTokenTtlSeconds: 1800,
      trustProxy: false,
      uploadsDir: join(dir, 'uploads'),
      requestTimeoutMs: 30_000,
    });
    expect(loadConfig({ DATA_DIR: dir, REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
  });

  it('keeps uploaded photos in UPLOADS_DIR when it is set (one directory several instances share)', () => {
    const shared = dataDir();
    expect(loadConfig({ DATA_DIR: dataDir(), UPLOADS_DIR: shared }).uploadsDir).toBe(shared);
  });

  it('bounds uploads: 200 a day per manager and a week’s grace for unused photos by default, each settable', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ uploadsPerDay: 200, uploadGraceHours: 168 });
    expect(loadConfig({ DATA_DIR: dataDir(), UPLOADS_PER_DAY: '20', UPLOAD_GRACE_HOURS: '0' })).toMatchObject(
      { uploadsPerDay: 20, uploadGraceHours: 0 },
    );
  });

  it('reads the catalogue cache settings under their name and under the earlier CATALOG_ spelling', () => {
    const env = { DATA_DIR: dataDir() };
    expect(loadConfig(env)).toMatchObject({ catalogueCacheTtlMs: 3000, catalogueCacheMaxEntries: 5000 });
    expect(
      loadConfig({ ...env, CATALOGUE_CACHE_TTL_MS: '500', CATALOGUE_CACHE_MAX_ENTRIES: '20' }),
    ).toMatchObject({ catalogueCacheTtlMs: 500, catalogueCacheMaxEntries: 20 });
    expect(loadConfig({ ...env, CATALOG_CACHE_TTL_MS: '0', CATALOG_CACHE_MAX_ENTRIES: '30' })).toMatchObject({
      catalogueCacheTtlMs: 0,
      catalogueCacheMaxEntries: 30,
    });
    expect(loadConfig({ ...env, CATALOG_CACHE_TTL_MS: '700', CATALOGUE_CACHE_TTL_MS: '700' })).toMatchObject({
      catalogueCacheTtlMs: 700,
    });
    expect(() => loadConfig({ ...env, CATALOG_CACHE_TTL_MS: '0', CATALOGUE_CACHE_TTL_MS: '3000' })).toThrow(
      /CATALOGUE_CACHE_TTL_MS and CATALOG_CACHE_TTL_MS/,
    );
    expect(() => loadConfig({ ...env, CATALOG_CACHE_TTL_MS: 'soon' })).toThrow(/CATALOGUE_CACHE_TTL_MS/);
  });

  it('believes X-Forwarded-* only from listed proxies: loopback by default in production, none otherwise', () => {
    const dir = dataDir();
    const prod = {
      DATA_DIR: dir,
      NODE_ENV: 'production',
      STAFF_PASSWORD: 'Str0ng@Staff',
      MANAGER_PASSWORD: 'Str0ng@Manager',
    };
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig(prod).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ ...prod, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...prod, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,  fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it.each(['true', '1', '2', 'everyone', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,', '::1/129'])(
    'refuses TRUST_PROXY=%s (every hop, a hop count or not an address would let a client pick its own IP)',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('serves the API docs in development, and in production only with API_DOCS=1', () => {
    const dir = dataDir();
    const prod = {
      DATA_DIR: dir,
      NODE_ENV: 'production',
      STAFF_PASSWORD: 'Str0ng@Staff',
      MANAGER_PASSWORD: 'Str0ng@Manager',
    };
    expect(loadConfig({ DATA_DIR: dir }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, API_DOCS: '0' }).apiDocs).toBe(false);
    expect(loadConfig(prod).apiDocs).toBe(false);
    expect(loadConfig({ ...prod, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(() => loadConfig({ ...prod, API_DOCS: 'yes' })).toThrow(/API_DOCS must be 0 or 1/);
  });

  it('persists a random JWT secret in DATA_DIR so a restart keeps sessions', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\//],
    [{ APP_URL: 'not a url' }, /APP_URL must be a URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp:\/\//],
    [{ REDIS_URL: 'x' }, /REDIS_URL must be a URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS must be a whole number from 1000 to 600000/],
    [{ REQUEST_TIMEOUT_MS: '30s' }, /REQUEST_TIMEOUT_MS must be a whole number/],
    [{ NODE_ENV: 'production' }, /STAFF_PASSWORD is required/],
    [{ NODE_ENV: 'production', STAFF_PASSWORD: 'Str0ng@Staff' }, /MANAGER_PASSWORD is required/],
    [{ MANAGER_EMAIL: 'not-an-email' }, /MANAGER_EMAIL is not an email/],
    [{ MANAGER_EMAIL: 'Staff@Store.local' }, /MANAGER_EMAIL and STAFF_EMAIL must be different/],
    [{ UPLOADS_PER_DAY: '0' }, /UPLOADS_PER_DAY must be a whole number from 1 to 100000, got "0"/],
    [{ UPLOADS_PER_DAY: 'many' }, /UPLOADS_PER_DAY must be a whole number/],
    [{ UPLOAD_GRACE_HOURS: '1.5' }, /UPLOAD_GRACE_HOURS must be a whole number from 0 to 8760, got "1.5"/],
    [{ UPLOAD_GRACE_HOURS: '9000' }, /UPLOAD_GRACE_HOURS must be a whole number from 0 to 8760/],
    // Numbers in plain digits and flags as 0 or 1 only: what a JavaScript number or a JSON boolean would also take
    // is refused.
    [{ PORT: '0x50' }, /PORT must be a whole number from 0 to 65535, got "0x50"/],
    [{ MAX_OPEN_ORDERS: '1e2' }, /MAX_OPEN_ORDERS must be a whole number/],
    [{ PAYMENT_HOLD_MINUTES: '+5' }, /PAYMENT_HOLD_MINUTES must be a number/],
    [{ MAIL_WORKER: 'true' }, /MAIL_WORKER must be 0 or 1, got "true"/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('names every refused value at once, on one line, and never repeats a secret', () => {
    const env = { DATA_DIR: dataDir(), PORT: 'abc', JWT_SECRET: 'too-short-secret', LOG_LEVEL: 'loud' };
    expect(() => loadConfig(env)).toThrow(
      new ConfigError(
        'PORT must be a whole number from 0 to 65535, got "abc"; JWT_SECRET must be at least 32 characters long; ' +
          'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      ),
    );
  });

  it.each([
    [
      'short',
      'Sh0rt!',
      /STAFF_PASSWORD does not meet the password policy: Password must be at least 8 characters/,
    ],
    ['no uppercase', 'passw0rd!x', /STAFF_PASSWORD .*uppercase/],
    ['no digit', 'Password!x', /STAFF_PASSWORD .*number/],
    ['no special character', 'Passw0rdxx', /STAFF_PASSWORD .*special/],
  ])('refuses a STAFF_PASSWORD with %s, in production and in development', (_what, password, message) => {
    for (const NODE_ENV of ['production', 'development']) {
      const env = { DATA_DIR: dataDir(), NODE_ENV, STAFF_PASSWORD: password };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });

  it.each(['production', 'development'])('refuses a weak MANAGER_PASSWORD in %s', (NODE_ENV) => {
    const env = {
      DATA_DIR: dataDir(),
      NODE_ENV,
      STAFF_PASSWORD: 'Str0ng@Staff',
      MANAGER_PASSWORD: 'passw0rd!x',
    };
    expect(() => loadConfig(env)).toThrow(/MANAGER_PASSWORD .*uppercase/);
  });

  it('reads MANAGER_EMAIL (lower-cased) and MANAGER_PASSWORD', () => {
    const env = {
      DATA_DIR: dataDir(),
      MANAGER_EMAIL: 'Boss@Shop.Example',
      MANAGER_PASSWORD: 'Str0ng@Manager',
    };
    expect(loadConfig(env)).toMatchObject({
      managerEmail: 'boss@shop.example',
      managerPassword: 'Str0ng@Manager',
    });
  });

  it('accepts a STAFF_PASSWORD that meets the policy and keeps it', () => {
    const env = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      STAFF_PASSWORD: 'Str0ng@Staff',
      MANAGER_PASSWORD: 'Str0ng@Manager',
    };
    expect(loadConfig(env).staffPassword).toBe('Str0ng@Staff');
  });

  it('checks any password variable with the same policy (for the next account kinds)', () => {
    expect(passwordPolicyError('MANAGER_PASSWORD', 'Str0ng@Manager')).toBeUndefined();
    expect(passwordPolicyError('MANAGER_PASSWORD', 'weak')?.message).toMatch(
      /^MANAGER_PASSWORD does not meet the password policy: /,
    );
  });

  it('moves its clock for tests only with TEST_CLOCK=1, and never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).testClock).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        STAFF_PASSWORD: 'Str0ng@Staff',
        MANAGER_PASSWORD: 'Str0ng@Manager',
        TEST_CLOCK: '1',
      }),
    ).toThrow(/TEST_CLOCK .* refused when NODE_ENV=production/);
  });

  it('derives APP_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://shop.example/' }).appUrl).toBe(
      'https://shop.example',
    );
  });
  describe('the return windows (Consumer Protection Law 181/2018: 14 days, 30 for a defect)', () => {
    const production = {
      NODE_ENV: 'production',
      STAFF_PASSWORD: 'Str0ng@Staff',
      MANAGER_PASSWORD: 'Str0ng@Manager',
    };

    it('defaults to the law’s windows and a free pickup', () => {
      expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
        returnWindowDays: 14,
        defectReturnWindowDays: 30,
        returnPickupFeeEgp: 0,
      });
    });

    it('stops a production boot below the law, naming the setting; the law itself or longer is kept', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, RETURN_WINDOW_DAYS: '13.9' })).toThrow(
        /RETURN_WINDOW_DAYS must be at least 14 days in production/,
      );
      expect(() =>
        loadConfig({ DATA_DIR: dataDir(), ...production, DEFECT_RETURN_WINDOW_DAYS: '29' }),
      ).toThrow(/DEFECT_RETURN_WINDOW_DAYS must be at least 30 days in production/);
      expect(
        loadConfig({
          DATA_DIR: dataDir(),
          ...production,
          RETURN_WINDOW_DAYS: '14',
          DEFECT_RETURN_WINDOW_DAYS: '45',
          RETURN_PICKUP_FEE_EGP: '50',
        }),
      ).toMatchObject({ returnWindowDays: 14, defectReturnWindowDays: 45, returnPickupFeeEgp: 50 });
    });

    it('takes any positive decimal outside production, for trials, and refuses zero or text', () => {
      expect(
        loadConfig({ DATA_DIR: dataDir(), RETURN_WINDOW_DAYS: '0.0002', DEFECT_RETURN_WINDOW_DAYS: '0.5' }),
      ).toMatchObject({ returnWindowDays: 0.0002, defectReturnWindowDays: 0.5 });
      for (const value of ['0', '-1', 'two weeks', '1e3']) {
        expect(() => loadConfig({ DATA_DIR: dataDir(), RETURN_WINDOW_DAYS: value })).toThrow(ConfigError);
      }
      expect(() => loadConfig({ DATA_DIR: dataDir(), RETURN_PICKUP_FEE_EGP: '12.5' })).toThrow(
        /RETURN_PICKUP_FEE_EGP/,
      );
    });
  });

  it('reads the shop contact details, with samples that say they are samples when unset', () => {
    const samples = loadConfig({ DATA_DIR: dataDir() }).shopContact;
    expect(samples.sample).toBe(true);
    expect(samples.email).toMatch(/sample/);
    expect(samples.address).toMatch(/^Sample address/);
    expect(samples.addressAr).toMatch(/^عنوان تجريبي/);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      SHOP_PHONE: '+20 2 1234 5678',
      SHOP_EMAIL: 'Care@Shop.example',
      SHOP_WHATSAPP: '+20 101 234 5678',
      SHOP_ADDRESS: '6 Road 9, Maadi, Cairo',
      SHOP_ADDRESS_AR: '٦ شارع ٩، المعادي، القاهرة',
    }).shopContact;
    expect(set).toEqual({
      phone: '+20 2 1234 5678',
      email: 'care@shop.example',
      whatsapp: '201012345678',
      address: '6 Road 9, Maadi, Cairo',
      addressAr: '٦ شارع ٩، المعادي، القاهرة',
      sample: false,
    });
  });

  it.each([
    ['SHOP_PHONE', 'call us'],
    ['SHOP_EMAIL', 'care-at-shop'],
    ['SHOP_WHATSAPP', '0101 234 5678'],
  ])('refuses %s=%s at boot, naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`^${name} `));
  });
});
