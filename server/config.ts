// Every environment variable the server reads: one JSON Schema (types, ranges, enums, defaults) that env-schema checks
// at boot, and the settings derived from the checked values.
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import envSchema from 'env-schema';
import { resetPasswordSchema, type ShopContact } from '../src/contract';
import { createTranslator } from './services/messages';

export interface ArgonParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
export interface RateLimitRule {
  max: number;
  timeWindow: number;
}
export interface RateLimits {
  login: RateLimitRule;
  register: RateLimitRule;
  forgotPassword: RateLimitRule;
  resetPassword: RateLimitRule;
  contact: RateLimitRule;
  subscribe: RateLimitRule;
  /** /sitemap.xml, and each of its numbered files. */
  sitemap: RateLimitRule;
  /** /og/…, the link-preview pictures. */
  preview: RateLimitRule;
  /** POST /orders/lookup: a guest's order number and phone (guesses of a number are slowed here). */
  orderLookup: RateLimitRule;
}
/** Wrong-password backoff per account (see server/routes/loginBackoff.ts). */
export interface LoginBackoffSettings {
  /** Failures in a row before attempts from addresses the account never signed in from are slowed. */
  freeFailures: number;
  /** The first delay; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures after which the owner is emailed a single-use unlock link (once per window). */
  unlockAfter: number;
  /** Failures older than this (since the last one) are forgotten. */
  windowMs: number;
  unlockTokenTtlSeconds: number;
}
export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded photos (UPLOADS_DIR, default DATA_DIR/uploads): one directory every instance shares. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  staffEmail: string;
  staffPassword: string;
  /** Where the shop is told of each new contact message (SHOP_EMAIL; default STAFF_EMAIL). */
  shopEmail: string;
  /** The first manager, seeded like the staff account (MANAGER_EMAIL / MANAGER_PASSWORD). */
  managerEmail: string;
  managerPassword: string;
  logLevel: string;
  argon: ArgonParams;
  rateLimits: RateLimits;
  loginBackoff: LoginBackoffSettings;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  bodyLimit: number;
  /**
   * A request's headers and body must have arrived within this many milliseconds (REQUEST_TIMEOUT_MS); otherwise it
   * is answered 408 and its connection closed, so a client that never sends the body it announced holds nothing.
   */
  requestTimeoutMs: number;
  /**
   * Fastify's trustProxy: the proxies (addresses, CIDRs or proxy-addr's names) whose X-Forwarded-For/-Proto are
   * believed (client IP for rate limits, https for HSTS); false: none.
   */
  trustProxy: false | string[];
  /** The OpenAPI document and its UI at /api/docs. */
  apiDocs: boolean;
  /** Public catalogue answers are served from memory for this long (0 = no cache); writes drop them at once. */
  catalogueCacheTtlMs: number;
  catalogueCacheMaxEntries: number;
  catalogueCacheMaxBytes: number;
  /** Cash-on-delivery orders above this total (EGP, delivery included) are refused (COD_MAX_ORDER_EGP). */
  codMaxOrderEgp: number;
  /** Pending or in-progress orders one account may have at once (MAX_OPEN_ORDERS). */
  maxOpenOrders: number;
  /** Hours a pending order may wait for the shop's phone confirmation before the timer cancels it; 0: never. */
  codConfirmHours: number;
  /** How often each instance looks for unconfirmed orders past their time (derived from codConfirmHours). */
  codSweepMs: number;
  /**
   * Days after an order's completion (its delivery) in which a shopper may return it for any reason
   * (RETURN_WINDOW_DAYS, the law's 14) and when it is defective or not as described (DEFECT_RETURN_WINDOW_DAYS, 30).
   */
  returnWindowDays: number;
  defectReturnWindowDays: number;
  /** What a change-of-mind return's pickup costs the shopper, taken from its refund (RETURN_PICKUP_FEE_EGP). */
  returnPickupFeeEgp: number;
  /** Photos one manager may upload in any 24 hours (UPLOADS_PER_DAY). */
  uploadsPerDay: number;
  /**
   * Hours an upload that no product, category, order or cart names is kept before the sweep deletes it
   * (UPLOAD_GRACE_HOURS); 0: the sweep is off.
   */
  uploadGraceHours: number;
  /** How often each instance sweeps unused uploads. */
  uploadSweepMs: number;
  /** This instance delivers the outbox's mails (MAIL_WORKER=0 leaves it to the others). */
  mailWorker: boolean;
  /** Attempts before a mail is marked failed (MAIL_MAX_ATTEMPTS). */
  mailMaxAttempts: number;
  /** The first retry's delay; each further one doubles it, up to an hour (MAIL_RETRY_BASE_MS). */
  mailRetryBaseMs: number;
  /** How often an idle worker looks at the outbox (a write on this instance wakes it at once). */
  mailPollMs: number;
  /** Online payments through Paymob, or its sandbox (server/payments). */
  payments: PaymentSettings;
  /** How shoppers reach the shop (SHOP_PHONE, SHOP_EMAIL, SHOP_WHATSAPP, SHOP_ADDRESS, SHOP_ADDRESS_AR). */
  shopContact: ShopContact;
  /** POST /api/test/clock moves the shop's clock forward (TEST_CLOCK; browser journeys only, never in production). */
  testClock: boolean;
}

/** What the shop shows until its own details are set: each says it is a sample where words can. */
export const SAMPLE_SHOP_CONTACT: Omit<ShopContact, 'sample'> = {
  phone: '+20 2 2525 0000',
  email: 'sample-contact@genuine-store.example',
  whatsapp: '201000000000',
  address: 'Sample address: 15 Street 250, Maadi, Cairo, Egypt',
  addressAr: 'عنوان تجريبي: ١٥ شارع ٢٥٠، المعادي، القاهرة، مصر',
};

/** Paymob's keys and integrations, the sandbox and the hold (README, "Payments"). */
export interface PaymentSettings {
  /** PAYMOB_SECRET_KEY / PAYMOB_PUBLIC_KEY: real keys; empty in the sandbox. */
  secretKey: string;
  publicKey: string;
  /** PAYMOB_HMAC_SECRET: signs and checks the transaction callbacks. */
  hmacSecret: string;
  /** PAYMOB_BASE_URL: Paymob, or the shop's own sandbox (APP_URL/payment-sandbox) by default when it runs. */
  baseUrl: string;
  /** The integration id of each method switched on (PAYMOB_CARD_/WALLET_/INSTALMENTS_INTEGRATION_ID). */
  integrations: { card?: number; wallet?: number; instalments?: number };
  /** The Paymob-compatible sandbox runs in this shop (no keys outside production, or PAYMENT_SANDBOX=1). */
  sandbox: boolean;
  /** Minutes an order awaiting payment holds its stock before it is cancelled (PAYMENT_HOLD_MINUTES). */
  holdMinutes: number;
  /** How often each instance looks for holds that ran out. */
  holdSweepMs: number;
}

/** The development HMAC secret: the sandbox signs with it; production refuses it. */
export const DEV_PAYMOB_HMAC_SECRET = 'dev-paymob-hmac-secret-not-for-production';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
export const OWASP_ARGON: ArgonParams = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 10, timeWindow: 60_000 },
  forgotPassword: { max: 5, timeWindow: 60_000 },
  resetPassword: { max: 10, timeWindow: 60_000 },
  contact: { max: 5, timeWindow: 60_000 },
  subscribe: { max: 5, timeWindow: 60_000 },
  // Every sitemap file reads the whole catalogue; a crawler reads a few a day, and a large shop's index at most
  // dozens in a row.
  sitemap: { max: 60, timeWindow: 60_000 },
  // A shared link's card fetches one picture; a network's crawler reading a catalogue shared page by page, a few
  // dozen a minute. Each is a file read, but one never asked before is drawn (our artwork, an old upload).
  preview: { max: 60, timeWindow: 60_000 },
  orderLookup: { max: 10, timeWindow: 60_000 },
};
export const DEFAULT_LOGIN_BACKOFF: LoginBackoffSettings = {
  freeFailures: 5,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  unlockAfter: 10,
  windowMs: 60 * 60_000,
  unlockTokenTtlSeconds: 24 * 3600,
};
/** The same rule for every limited route (tests and benchmarks lift the limits this way). */
export const everyRateLimit = (rule: RateLimitRule): RateLimits => ({
  login: rule,
  register: rule,
  forgotPassword: rule,
  resetPassword: rule,
  contact: rule,
  subscribe: rule,
  sitemap: rule,
  preview: rule,
  orderLookup: rule,
});
/** Development-only staff password; production requires STAFF_PASSWORD. */
export const DEV_STAFF_PASSWORD = 'Staff@12345';
/** Development-only manager password; production requires MANAGER_PASSWORD. */
export const DEV_MANAGER_PASSWORD = 'Manager@12345';

/**
 * Consumer Protection Law 181/2018's return windows, in days: any reason within 14 days of delivery, a defect or goods
 * not as described within 30. Production refuses shorter windows; elsewhere any positive decimal is allowed, so a
 * trial can watch a window close (0.0002 days is about 17 seconds).
 */
export const LAW_RETURN_WINDOW_DAYS = 14;
export const LAW_DEFECT_RETURN_WINDOW_DAYS = 30;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** A Paymob integration id; unset: the method is off. */
const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
/** A return window, in days (see lawfulWindow). */
const days = (law: number) => ({ type: 'number', exclusiveMinimum: 0, maximum: 3650, default: law }) as const;

/**
 * The variables, each with its type, range or values, and its default where it has one of its own (defaults that
 * follow another variable or NODE_ENV are derived in loadConfig). Numbers are written in plain decimal digits and
 * flags as 0 or 1. writeOnly marks a secret: a refusal does not repeat its value.
 */
const ENV_SCHEMA = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', default: '0.0.0.0' },
    DATA_DIR: { type: 'string', default: './.data' },
    UPLOADS_DIR: { type: 'string' },
    DATABASE_URL: { type: 'string' },
    APP_URL: { type: 'string' },
    SMTP_URL: { type: 'string' },
    REDIS_URL: { type: 'string' },
    JWT_SECRET: { type: 'string', minLength: 32, writeOnly: true },
    STAFF_EMAIL: { type: 'string', default: 'staff@store.local' },
    STAFF_PASSWORD: { type: 'string', writeOnly: true },
    MANAGER_EMAIL: { type: 'string', default: 'manager@store.local' },
    MANAGER_PASSWORD: { type: 'string', writeOnly: true },
    LOG_LEVEL: { type: 'string', enum: LOG_LEVELS, default: 'info' },
    // Test runs that sign in many times from one address scale the limits up; production leaves them as they are.
    RATE_LIMIT_SCALE: { type: 'integer', minimum: 1, default: 1 },
    REQUEST_TIMEOUT_MS: { type: 'integer', minimum: 1000, maximum: 600_000, default: 30_000 },
    TRUST_PROXY: { type: 'string' },
    API_DOCS: { type: 'boolean' },
    CATALOGUE_CACHE_TTL_MS: { type: 'integer', minimum: 0, maximum: 60_000, default: 3000 },
    CATALOGUE_CACHE_MAX_ENTRIES: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 5000 },
    COD_MAX_ORDER_EGP: { type: 'integer', minimum: 1, maximum: 100_000_000, default: 250_000 },
    MAX_OPEN_ORDERS: { type: 'integer', minimum: 1, maximum: 1000, default: 3 },
    // Hours, a decimal (0.01 is 36 seconds, for tests and trials); 0 turns the timer off.
    COD_CONFIRM_HOURS: { type: 'number', minimum: 0, maximum: 720, default: 48 },
    RETURN_WINDOW_DAYS: days(LAW_RETURN_WINDOW_DAYS),
    DEFECT_RETURN_WINDOW_DAYS: days(LAW_DEFECT_RETURN_WINDOW_DAYS),
    RETURN_PICKUP_FEE_EGP: { type: 'integer', minimum: 0, maximum: 10_000, default: 0 },
    UPLOADS_PER_DAY: { type: 'integer', minimum: 1, maximum: 100_000, default: 200 },
    UPLOAD_GRACE_HOURS: { type: 'integer', minimum: 0, maximum: 8760, default: 168 },
    MAIL_WORKER: { type: 'boolean', default: true },
    MAIL_MAX_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 50, default: 8 },
    MAIL_RETRY_BASE_MS: { type: 'integer', minimum: 100, maximum: 3_600_000, default: 30_000 },
    SHOP_PHONE: {
      type: 'string',
      pattern: '^\\+?\\d[\\d -]{4,22}\\d$',
      description: 'a phone number (digits, spaces, an optional +)',
    },
    SHOP_EMAIL: {
      type: 'string',
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      description: 'an email address',
    },
    SHOP_WHATSAPP: { type: 'string' },
    SHOP_ADDRESS: { type: 'string' },
    SHOP_ADDRESS_AR: { type: 'string' },
    PAYMOB_SECRET_KEY: { type: 'string', writeOnly: true },
    PAYMOB_PUBLIC_KEY: { type: 'string' },
    PAYMOB_HMAC_SECRET: { type: 'string', writeOnly: true },
    PAYMOB_BASE_URL: { type: 'string' },
    PAYMOB_CARD_INTEGRATION_ID: id,
    PAYMOB_WALLET_INTEGRATION_ID: id,
    PAYMOB_INSTALMENTS_INTEGRATION_ID: id,
    PAYMENT_SANDBOX: { type: 'boolean', default: false },
    // Minutes, a decimal (0.05 is 3 seconds, for tests and trials).
    PAYMENT_HOLD_MINUTES: { type: 'number', minimum: 0.01, maximum: 1440, default: 30 },
    // Browser journeys move the shop's clock (server/routes/testClock.ts); refused in production.
    TEST_CLOCK: { type: 'boolean', default: false },
  },
} as const;

type Properties = typeof ENV_SCHEMA.properties;
type EnvName = keyof Properties;
type ValueOf<P> = P extends { type: 'integer' | 'number' }
  ? number
  : P extends { type: 'boolean' }
    ? boolean
    : P extends { enum: readonly (infer V)[] }
      ? V
      : string;
/** The checked variables: those with a default always have a value, the others are undefined when unset. */
type EnvValues = {
  [N in EnvName]: Properties[N] extends { default: unknown }
    ? ValueOf<Properties[N]>
    : ValueOf<Properties[N]> | undefined;
};
interface PropertySchema {
  type: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  enum?: readonly string[];
  description?: string;
  writeOnly?: boolean;
}

type Env = Record<string, string | undefined>;

/** Settings read under an earlier spelling too, so a deployment's settings keep working. */
const EARLIER_NAMES: Partial<Record<EnvName, string>> = {
  CATALOGUE_CACHE_TTL_MS: 'CATALOG_CACHE_TTL_MS',
  CATALOGUE_CACHE_MAX_ENTRIES: 'CATALOG_CACHE_MAX_ENTRIES',
};

/**
 * The schema's variables that are set, trimmed (a password as given, spaces included); an empty one counts as unset.
 * A variable and its earlier name set to different values is refused rather than one silently winning.
 */
function givenValues(env: Env): Partial<Record<EnvName, string>> {
  const given: Partial<Record<EnvName, string>> = {};
  for (const name of Object.keys(ENV_SCHEMA.properties) as EnvName[]) {
    const current = name.endsWith('_PASSWORD') ? env[name] : env[name]?.trim();
    const old = EARLIER_NAMES[name];
    const earlier = old === undefined ? undefined : env[old]?.trim();
    if (current && earlier && current !== earlier) {
      throw new ConfigError(
        `${name} and ${old} (its earlier name) are both set, to different values: keep ${name}`,
      );
    }
    const value = current || earlier;
    if (value) given[name] = value;
  }
  return given;
}

/**
 * A given value in its schema type. Numbers must be plain decimal digits and flags 0 or 1: anything else becomes NaN,
 * which the schema refuses (ajv's own coercion, env-schema's default, would take "1e3", "0x10" or "true").
 */
function typed(name: EnvName, value: string): string | number | boolean {
  const { type } = ENV_SCHEMA.properties[name];
  if (type === 'boolean') return value === '1' ? true : value === '0' ? false : NaN;
  if (type === 'integer' || type === 'number') return /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  return value;
}

/** What a variable's schema asks for, as the end of a sentence. */
function wanted(schema: PropertySchema): string {
  if (schema.description) return schema.description;
  if (schema.type === 'boolean') return '0 or 1';
  if (schema.enum) return `one of ${schema.enum.join(', ')}`;
  if (schema.minLength) return `at least ${schema.minLength} characters long`;
  const kind = schema.type === 'integer' ? 'a whole number' : 'a number';
  if (schema.exclusiveMinimum !== undefined) {
    return `${kind} above ${schema.exclusiveMinimum}, up to ${schema.maximum}`;
  }
  if (schema.maximum === undefined) return `${kind} of at least ${schema.minimum}`;
  return `${kind} from ${schema.minimum} to ${schema.maximum}`;
}

/** The variables checked against ENV_SCHEMA, or a ConfigError naming each refused one and what it wants. */
function checkedValues(env: Env): EnvValues {
  const given = givenValues(env);
  const data = Object.fromEntries(
    Object.entries(given).map(([name, value]) => [name, typed(name as EnvName, value)]),
  );
  try {
    return envSchema<EnvValues>({ schema: ENV_SCHEMA, data, env: false });
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string }[] }).errors;
    if (!errors) throw error;
    const names = [...new Set(errors.map((e) => e.instancePath.slice(1) as EnvName))];
    const refusals = names.map((name) => {
      const schema: PropertySchema = ENV_SCHEMA.properties[name];
      return `${name} must be ${wanted(schema)}${schema.writeOnly ? '' : `, got "${given[name]}"`}`;
    });
    throw new ConfigError(refusals.join('; '));
  }
}

/**
 * A ConfigError naming `name` when `password` does not meet the account password policy (the contract's rules
 * for a new password), else undefined. Every password given by configuration goes through it.
 */
export function passwordPolicyError(name: string, password: string): ConfigError | undefined {
  try {
    resetPasswordSchema().validateSync({ password, confirmPassword: password });
    return undefined;
  } catch (error) {
    const id = (error as { message?: unknown }).message;
    const reason = typeof id === 'string' ? createTranslator()(id, 'en') : 'not valid';
    return new ConfigError(`${name} does not meet the password policy: ${reason}`);
  }
}

/**
 * A seeded account's <PREFIX>_EMAIL / <PREFIX>_PASSWORD: the password is required in production (the development
 * default otherwise) and a given one must meet the password policy.
 */
function seededAccount(
  values: EnvValues,
  production: boolean,
  prefix: 'STAFF' | 'MANAGER',
  devPassword: string,
): { email: string; password: string } {
  const email = values[`${prefix}_EMAIL`].toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new ConfigError(`${prefix}_EMAIL is not an email: "${email}"`);
  const given = values[`${prefix}_PASSWORD`];
  const password = given ?? (production ? undefined : devPassword);
  if (!password) throw new ConfigError(`${prefix}_PASSWORD is required when NODE_ENV=production`);
  const weak = given ? passwordPolicyError(`${prefix}_PASSWORD`, password) : undefined;
  if (weak) throw weak;
  return { email, password };
}

/** A URL variable's value when set, refused unless it is a URL with one of `protocols`. */
function urlFrom(name: EnvName, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/**
 * Makes DATA_DIR (and its parents) when it is missing, and checks that this user can write there: the start refuses
 * before it touches the database (which it would otherwise migrate and seed, then fail on the marker).
 */
export function ensureDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new ConfigError(
      `The data directory ${dataDir} cannot be made or written to (${(error as Error).message}). ` +
        'Set DATA_DIR to a directory this user can write to; the database was not touched.',
    );
  }
}

/** The secret persisted in DATA_DIR so that a restart does not log everyone out. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first boot: create it below
  }
  ensureDataDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** proxy-addr's names for address ranges (loopback: 127.0.0.0/8 and ::1). */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, with an optional /prefix, or one of PROXY_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: 'false' or a comma list of the proxies' addresses/CIDRs (or loopback, linklocal, uniquelocal).
 * Unset: loopback in production (a reverse proxy on the same machine), none otherwise. Only a request that arrives
 * from a listed address has its X-Forwarded-For/-Proto believed. 'true' (every hop) and hop counts are refused: with
 * them a client that reaches the server directly chooses its own IP for the rate limits and claims HTTPS.
 */
function trustProxyFrom(raw: string | undefined, production: boolean): false | string[] {
  if (raw === undefined) return production ? ['loopback'] : false;
  if (raw === 'false') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be false or a comma list of proxy addresses/CIDRs (or loopback, linklocal, uniquelocal), got "${raw}"`,
  );
}

/** A return window, in days: production refuses one shorter than the law's (its default). */
function lawfulWindow(values: EnvValues, name: 'RETURN_WINDOW_DAYS' | 'DEFECT_RETURN_WINDOW_DAYS'): number {
  const law = ENV_SCHEMA.properties[name].default;
  if (values.NODE_ENV === 'production' && values[name] < law) {
    throw new ConfigError(
      `${name} must be at least ${law} days in production (Consumer Protection Law 181/2018), got "${values[name]}"`,
    );
  }
  return values[name];
}

/** TEST_CLOCK: a clock that browser journeys move forward; never in production, where time is the world's. */
function testClockFrom(values: EnvValues, production: boolean): boolean {
  if (production && values.TEST_CLOCK) {
    throw new ConfigError(
      "TEST_CLOCK lets a manager move the shop's clock for tests and is refused when NODE_ENV=production",
    );
  }
  return values.TEST_CLOCK;
}

/** A tenth of the confirmation window, between one second and a minute: a late order waits at most that long. */
const sweepEvery = (hours: number) => Math.min(60_000, Math.max(1000, Math.round((hours * 3_600_000) / 10)));

/** SHOP_PHONE, SHOP_EMAIL, SHOP_WHATSAPP, SHOP_ADDRESS(_AR), with the samples for those unset. */
function shopContactFrom(values: EnvValues): ShopContact {
  const phone = values.SHOP_PHONE;
  const email = values.SHOP_EMAIL?.toLowerCase();
  const whatsapp = values.SHOP_WHATSAPP?.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (whatsapp !== undefined && !/^[1-9]\d{7,14}$/.test(whatsapp)) {
    throw new ConfigError(
      `SHOP_WHATSAPP must be an international number with its country code (+20 101 234 5678), got "${values.SHOP_WHATSAPP}"`,
    );
  }
  const address = values.SHOP_ADDRESS;
  return {
    phone: phone ?? SAMPLE_SHOP_CONTACT.phone,
    email: email ?? SAMPLE_SHOP_CONTACT.email,
    whatsapp: whatsapp ?? SAMPLE_SHOP_CONTACT.whatsapp,
    address: address ?? SAMPLE_SHOP_CONTACT.address,
    // One address set in English only is shown in both languages rather than the Arabic sample.
    addressAr: values.SHOP_ADDRESS_AR ?? address ?? SAMPLE_SHOP_CONTACT.addressAr,
    sample: [phone, email, whatsapp, address].some((value) => value === undefined),
  };
}

/**
 * Paymob's settings. Real keys (PAYMOB_SECRET_KEY and PAYMOB_PUBLIC_KEY, both or neither) talk to Paymob; without
 * them the sandbox runs outside production, and in production only with PAYMENT_SANDBOX=1 (otherwise no online
 * method is offered). Real keys with PAYMENT_SANDBOX=1 stop the boot, and so does the development HMAC secret in
 * production. A method is switched on by its integration id.
 */
function paymentsFrom(values: EnvValues, production: boolean, appUrl: string): PaymentSettings {
  const secretKey = values.PAYMOB_SECRET_KEY ?? '';
  const publicKey = values.PAYMOB_PUBLIC_KEY ?? '';
  if (Boolean(secretKey) !== Boolean(publicKey)) {
    throw new ConfigError('PAYMOB_SECRET_KEY and PAYMOB_PUBLIC_KEY go together: set both or neither');
  }
  const realKeys = Boolean(secretKey);
  if (realKeys && values.PAYMENT_SANDBOX) {
    throw new ConfigError(
      'PAYMENT_SANDBOX=1 with real Paymob keys: the sandbox never runs with real keys. Unset one of them.',
    );
  }
  const sandbox = !realKeys && (values.PAYMENT_SANDBOX || !production);
  const given = values.PAYMOB_HMAC_SECRET;
  if (production && (realKeys || sandbox) && (!given || given === DEV_PAYMOB_HMAC_SECRET)) {
    throw new ConfigError(
      'PAYMOB_HMAC_SECRET is required when NODE_ENV=production (the HMAC secret of your Paymob dashboard); the development default is refused',
    );
  }
  const integrations = Object.fromEntries(
    Object.entries({
      card: values.PAYMOB_CARD_INTEGRATION_ID,
      wallet: values.PAYMOB_WALLET_INTEGRATION_ID,
      instalments: values.PAYMOB_INSTALMENTS_INTEGRATION_ID,
    }).filter(([, id]) => id !== undefined),
  ) as PaymentSettings['integrations'];
  if (Object.keys(integrations).length > 0 && !realKeys && !sandbox) {
    throw new ConfigError(
      'A PAYMOB_…_INTEGRATION_ID is set without PAYMOB_SECRET_KEY and PAYMOB_PUBLIC_KEY (or PAYMENT_SANDBOX=1)',
    );
  }
  const holdMinutes = values.PAYMENT_HOLD_MINUTES;
  return {
    secretKey: realKeys ? secretKey : 'sandbox-secret-key',
    publicKey: realKeys ? publicKey : 'sandbox-public-key',
    hmacSecret: given ?? DEV_PAYMOB_HMAC_SECRET,
    baseUrl: (
      urlFrom('PAYMOB_BASE_URL', values.PAYMOB_BASE_URL, ['http:', 'https:']) ??
      (sandbox ? `${appUrl}/payment-sandbox` : 'https://accept.paymob.com')
    ).replace(/\/+$/, ''),
    integrations,
    sandbox,
    holdMinutes,
    holdSweepMs: Math.min(60_000, Math.max(500, Math.round((holdMinutes * 60_000) / 10))),
  };
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const values = checkedValues(env);
  const production = values.NODE_ENV === 'production';
  const dataDir = resolve(values.DATA_DIR);
  const appUrl = (
    urlFrom('APP_URL', values.APP_URL, ['http:', 'https:']) ?? `http://localhost:${values.PORT}`
  ).replace(/\/+$/, '');

  const staff = seededAccount(values, production, 'STAFF', DEV_STAFF_PASSWORD);
  const manager = seededAccount(values, production, 'MANAGER', DEV_MANAGER_PASSWORD);
  if (manager.email === staff.email) {
    throw new ConfigError('MANAGER_EMAIL and STAFF_EMAIL must be different accounts');
  }
  const scaled = (rule: RateLimitRule) => ({ ...rule, max: rule.max * values.RATE_LIMIT_SCALE });

  return {
    production,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    uploadsDir: resolve(values.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    databaseUrl: urlFrom('DATABASE_URL', values.DATABASE_URL, ['postgres:', 'postgresql:']),
    appUrl,
    smtpUrl: urlFrom('SMTP_URL', values.SMTP_URL, ['smtp:', 'smtps:']),
    redisUrl: urlFrom('REDIS_URL', values.REDIS_URL, ['redis:', 'rediss:']),
    jwtSecret: values.JWT_SECRET ?? overrides.jwtSecret ?? persistedSecret(dataDir),
    staffEmail: staff.email,
    staffPassword: staff.password,
    shopEmail: values.SHOP_EMAIL?.toLowerCase() ?? staff.email,
    managerEmail: manager.email,
    managerPassword: manager.password,
    logLevel: values.LOG_LEVEL,
    argon: OWASP_ARGON,
    rateLimits: Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, scaled(rule)]),
    ) as unknown as RateLimits,
    loginBackoff: DEFAULT_LOGIN_BACKOFF,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    resetTokenTtlSeconds: 30 * 60,
    bodyLimit: 100 * 1024,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    trustProxy: trustProxyFrom(values.TRUST_PROXY, production),
    apiDocs: values.API_DOCS ?? !production,
    catalogueCacheTtlMs: values.CATALOGUE_CACHE_TTL_MS,
    catalogueCacheMaxEntries: values.CATALOGUE_CACHE_MAX_ENTRIES,
    catalogueCacheMaxBytes: 64 * 1024 * 1024,
    codMaxOrderEgp: values.COD_MAX_ORDER_EGP,
    maxOpenOrders: values.MAX_OPEN_ORDERS,
    codConfirmHours: values.COD_CONFIRM_HOURS,
    codSweepMs: sweepEvery(values.COD_CONFIRM_HOURS),
    returnWindowDays: lawfulWindow(values, 'RETURN_WINDOW_DAYS'),
    defectReturnWindowDays: lawfulWindow(values, 'DEFECT_RETURN_WINDOW_DAYS'),
    returnPickupFeeEgp: values.RETURN_PICKUP_FEE_EGP,
    uploadsPerDay: values.UPLOADS_PER_DAY,
    uploadGraceHours: values.UPLOAD_GRACE_HOURS,
    uploadSweepMs: 3_600_000,
    mailWorker: values.MAIL_WORKER,
    mailMaxAttempts: values.MAIL_MAX_ATTEMPTS,
    mailRetryBaseMs: values.MAIL_RETRY_BASE_MS,
    mailPollMs: 5000,
    payments: paymentsFrom(values, production, overrides.appUrl ?? appUrl),
    testClock: testClockFrom(values, production),
    shopContact: shopContactFrom(values),
    ...overrides,
  };
}
