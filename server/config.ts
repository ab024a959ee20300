// Every environment variable the server reads, validated at boot, with its default.
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
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
}

/** What the shop shows until its own details are set: each says it is a sample where words can. */
export const SAMPLE_SHOP_CONTACT: Omit<ShopContact, 'sample'> = {
  phone: '+20 2 2525 0000',
  email: 'sample-contact@genuine-store.example',
  whatsapp: '201000000000',
  address: 'Sample address: 15 Street 250, Maadi, Cairo, Egypt',
  addressAr: 'عنوان تجريبي: ١٥ شارع ٢٥٠، المعادي، القاهرة، مصر',
};

function shopContactFrom(env: Env): ShopContact {
  const read = (name: string) => env[name]?.trim() || undefined;
  const phone = read('SHOP_PHONE');
  if (phone !== undefined && !/^\+?\d[\d -]{4,22}\d$/.test(phone)) {
    throw new ConfigError(
      `SHOP_PHONE must be a phone number (digits, spaces, an optional +), got "${phone}"`,
    );
  }
  const email = read('SHOP_EMAIL')?.toLowerCase();
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ConfigError(`SHOP_EMAIL must be an email address, got "${email}"`);
  }
  const whatsappRaw = read('SHOP_WHATSAPP');
  const whatsapp = whatsappRaw?.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (whatsapp !== undefined && !/^[1-9]\d{7,14}$/.test(whatsapp)) {
    throw new ConfigError(
      `SHOP_WHATSAPP must be an international number with its country code (+20 101 234 5678), got "${whatsappRaw}"`,
    );
  }
  const address = read('SHOP_ADDRESS');
  const addressAr = read('SHOP_ADDRESS_AR');
  return {
    phone: phone ?? SAMPLE_SHOP_CONTACT.phone,
    email: email ?? SAMPLE_SHOP_CONTACT.email,
    whatsapp: whatsapp ?? SAMPLE_SHOP_CONTACT.whatsapp,
    address: address ?? SAMPLE_SHOP_CONTACT.address,
    // One address set in English only is shown in both languages rather than the Arabic sample.
    addressAr: addressAr ?? address ?? SAMPLE_SHOP_CONTACT.addressAr,
    sample: [phone, email, whatsapp, address].some((value) => value === undefined),
  };
}

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
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

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
  env: Env,
  production: boolean,
  prefix: 'STAFF' | 'MANAGER',
  defaultEmail: string,
  devPassword: string,
): { email: string; password: string } {
  const email = (env[`${prefix}_EMAIL`]?.trim() || defaultEmail).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new ConfigError(`${prefix}_EMAIL is not an email: "${email}"`);
  const given = env[`${prefix}_PASSWORD`];
  const password = given || (production ? '' : devPassword);
  if (!password) throw new ConfigError(`${prefix}_PASSWORD is required when NODE_ENV=production`);
  const weak = given ? passwordPolicyError(`${prefix}_PASSWORD`, password) : undefined;
  if (weak) throw weak;
  return { email, password };
}

/** A whole number from `min` to `max` read from env[name], or `fallback` when unset. */
function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/**
 * `name` read under its earlier spelling too (CATALOG_… for CATALOGUE_…), so a deployment's settings keep working;
 * both set to different values is refused rather than one silently winning.
 */
function renamed(env: Env, name: string): Env {
  const old = name.replace('CATALOGUE_', 'CATALOG_');
  const current = env[name]?.trim();
  const earlier = env[old]?.trim();
  if (current && earlier && current !== earlier) {
    throw new ConfigError(
      `${name} and ${old} (its earlier name) are both set, to different values: keep ${name}`,
    );
  }
  return current || !earlier ? env : { ...env, [name]: earlier };
}

function portFrom(env: Env): number {
  const raw = env.PORT?.trim();
  if (!raw) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function urlFrom(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
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
function trustProxyFrom(env: Env, production: boolean): false | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return production ? ['loopback'] : false;
  if (raw === 'false') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be false or a comma list of proxy addresses/CIDRs (or loopback, linklocal, uniquelocal), got "${raw}"`,
  );
}

/** API_DOCS: 1 serves /api/docs, 0 does not; unset: on in development, off in production. */
/** COD_CONFIRM_HOURS: hours, a decimal (0.01 is 36 seconds, for tests and trials); 0 turns the timer off. */
function confirmHoursFrom(env: Env): number {
  const raw = env.COD_CONFIRM_HOURS?.trim();
  if (!raw) return 48;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value > 720) {
    throw new ConfigError(`COD_CONFIRM_HOURS must be a number of hours from 0 to 720, got "${raw}"`);
  }
  return value;
}

/**
 * Consumer Protection Law 181/2018's return windows, in days: any reason within 14 days of delivery, a defect or goods
 * not as described within 30. Production refuses shorter windows; elsewhere any positive decimal is allowed, so a
 * trial can watch a window close (0.0002 days is about 17 seconds).
 */
export const LAW_RETURN_WINDOW_DAYS = 14;
export const LAW_DEFECT_RETURN_WINDOW_DAYS = 30;

function returnWindowFrom(env: Env, name: string, fallback: number, production: boolean): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || !(value > 0) || value > 3650) {
    throw new ConfigError(`${name} must be a positive number of days up to 3650, got "${raw}"`);
  }
  if (production && value < fallback) {
    throw new ConfigError(
      `${name} must be at least ${fallback} days in production (Consumer Protection Law 181/2018), got "${raw}"`,
    );
  }
  return value;
}

/** A tenth of the confirmation window, between one second and a minute: a late order waits at most that long. */
const sweepEvery = (hours: number) => Math.min(60_000, Math.max(1000, Math.round((hours * 3_600_000) / 10)));

function flagFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw === '0' || raw === '1') return raw === '1';
  throw new ConfigError(`${name} must be 0 or 1, got "${raw}"`);
}

/** PAYMENT_HOLD_MINUTES: minutes, a decimal (0.05 is 3 seconds, for tests and trials), from 0.01 to 1440. */
function holdMinutesFrom(env: Env): number {
  const raw = env.PAYMENT_HOLD_MINUTES?.trim();
  if (!raw) return 30;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value < 0.01 || value > 1440) {
    throw new ConfigError(`PAYMENT_HOLD_MINUTES must be a number of minutes from 0.01 to 1440, got "${raw}"`);
  }
  return value;
}

/**
 * Paymob's settings. Real keys (PAYMOB_SECRET_KEY and PAYMOB_PUBLIC_KEY, both or neither) talk to Paymob; without
 * them the sandbox runs outside production, and in production only with PAYMENT_SANDBOX=1 (otherwise no online
 * method is offered). Real keys with PAYMENT_SANDBOX=1 stop the boot, and so does the development HMAC secret in
 * production. A method is switched on by its integration id.
 */
function paymentsFrom(env: Env, production: boolean, appUrl: string): PaymentSettings {
  const secretKey = env.PAYMOB_SECRET_KEY?.trim() ?? '';
  const publicKey = env.PAYMOB_PUBLIC_KEY?.trim() ?? '';
  if (Boolean(secretKey) !== Boolean(publicKey)) {
    throw new ConfigError('PAYMOB_SECRET_KEY and PAYMOB_PUBLIC_KEY go together: set both or neither');
  }
  const realKeys = Boolean(secretKey);
  const sandboxAsked = flagFrom(env, 'PAYMENT_SANDBOX', false);
  if (realKeys && sandboxAsked) {
    throw new ConfigError(
      'PAYMENT_SANDBOX=1 with real Paymob keys: the sandbox never runs with real keys. Unset one of them.',
    );
  }
  const sandbox = !realKeys && (sandboxAsked || !production);
  const given = env.PAYMOB_HMAC_SECRET?.trim() ?? '';
  if (production && (realKeys || sandbox) && (!given || given === DEV_PAYMOB_HMAC_SECRET)) {
    throw new ConfigError(
      'PAYMOB_HMAC_SECRET is required when NODE_ENV=production (the HMAC secret of your Paymob dashboard); the development default is refused',
    );
  }
  const id = (name: string) => {
    const value = wholeNumber(env, name, 0, 1, Number.MAX_SAFE_INTEGER);
    return value === 0 ? undefined : value;
  };
  const integrations = {
    card: id('PAYMOB_CARD_INTEGRATION_ID'),
    wallet: id('PAYMOB_WALLET_INTEGRATION_ID'),
    instalments: id('PAYMOB_INSTALMENTS_INTEGRATION_ID'),
  };
  const anyMethod = Object.values(integrations).some((v) => v !== undefined);
  if (anyMethod && !realKeys && !sandbox) {
    throw new ConfigError(
      'A PAYMOB_…_INTEGRATION_ID is set without PAYMOB_SECRET_KEY and PAYMOB_PUBLIC_KEY (or PAYMENT_SANDBOX=1)',
    );
  }
  const holdMinutes = holdMinutesFrom(env);
  return {
    secretKey: realKeys ? secretKey : 'sandbox-secret-key',
    publicKey: realKeys ? publicKey : 'sandbox-public-key',
    hmacSecret: given || DEV_PAYMOB_HMAC_SECRET,
    baseUrl: (
      urlFrom(env, 'PAYMOB_BASE_URL', ['http:', 'https:']) ??
      (sandbox ? `${appUrl}/payment-sandbox` : 'https://accept.paymob.com')
    ).replace(/\/+$/, ''),
    integrations: Object.fromEntries(
      Object.entries(integrations).filter(([, v]) => v !== undefined),
    ) as PaymentSettings['integrations'],
    sandbox,
    holdMinutes,
    holdSweepMs: Math.min(60_000, Math.max(500, Math.round((holdMinutes * 60_000) / 10))),
  };
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const port = portFrom(env);
  const dataDir = resolve(env.DATA_DIR?.trim() || './.data');
  const uploadsDir = resolve(env.UPLOADS_DIR?.trim() || join(dataDir, 'uploads'));
  const databaseUrl = urlFrom(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const appUrl = (urlFrom(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  const smtpUrl = urlFrom(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const redisUrl = urlFrom(env, 'REDIS_URL', ['redis:', 'rediss:']);

  const codConfirmHours = confirmHoursFrom(env);
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  let jwtSecret = env.JWT_SECRET?.trim();
  if (jwtSecret !== undefined && jwtSecret !== '' && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  if (!jwtSecret) jwtSecret = overrides.jwtSecret ?? persistedSecret(dataDir);

  const staff = seededAccount(env, production, 'STAFF', 'staff@store.local', DEV_STAFF_PASSWORD);
  const manager = seededAccount(env, production, 'MANAGER', 'manager@store.local', DEV_MANAGER_PASSWORD);
  if (manager.email === staff.email) {
    throw new ConfigError('MANAGER_EMAIL and STAFF_EMAIL must be different accounts');
  }

  const shopEmail = (env.SHOP_EMAIL?.trim() || staff.email).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(shopEmail) && shopEmail !== staff.email) {
    throw new ConfigError(`SHOP_EMAIL is not an email: "${shopEmail}"`);
  }

  // Test runs that sign in many times from one address scale the limits up; production leaves them as they are.
  const scaleRaw = env.RATE_LIMIT_SCALE?.trim() || '1';
  const scale = Number(scaleRaw);
  if (!Number.isInteger(scale) || scale < 1) {
    throw new ConfigError(`RATE_LIMIT_SCALE must be a whole number of at least 1, got "${scaleRaw}"`);
  }
  const rateLimits = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, max: rule.max * scale }]),
  ) as unknown as RateLimits;

  return {
    production,
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    uploadsDir,
    databaseUrl,
    appUrl,
    smtpUrl,
    redisUrl,
    jwtSecret,
    staffEmail: staff.email,
    staffPassword: staff.password,
    shopEmail,
    managerEmail: manager.email,
    managerPassword: manager.password,
    logLevel,
    argon: OWASP_ARGON,
    rateLimits,
    loginBackoff: DEFAULT_LOGIN_BACKOFF,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    resetTokenTtlSeconds: 30 * 60,
    bodyLimit: 100 * 1024,
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    trustProxy: trustProxyFrom(env, production),
    apiDocs: flagFrom(env, 'API_DOCS', !production),
    catalogueCacheTtlMs: wholeNumber(
      renamed(env, 'CATALOGUE_CACHE_TTL_MS'),
      'CATALOGUE_CACHE_TTL_MS',
      3000,
      0,
      60_000,
    ),
    catalogueCacheMaxEntries: wholeNumber(
      renamed(env, 'CATALOGUE_CACHE_MAX_ENTRIES'),
      'CATALOGUE_CACHE_MAX_ENTRIES',
      5000,
      1,
      1_000_000,
    ),
    catalogueCacheMaxBytes: 64 * 1024 * 1024,
    codMaxOrderEgp: wholeNumber(env, 'COD_MAX_ORDER_EGP', 250_000, 1, 100_000_000),
    maxOpenOrders: wholeNumber(env, 'MAX_OPEN_ORDERS', 3, 1, 1000),
    codConfirmHours,
    codSweepMs: sweepEvery(codConfirmHours),
    returnWindowDays: returnWindowFrom(env, 'RETURN_WINDOW_DAYS', LAW_RETURN_WINDOW_DAYS, production),
    defectReturnWindowDays: returnWindowFrom(
      env,
      'DEFECT_RETURN_WINDOW_DAYS',
      LAW_DEFECT_RETURN_WINDOW_DAYS,
      production,
    ),
    returnPickupFeeEgp: wholeNumber(env, 'RETURN_PICKUP_FEE_EGP', 0, 0, 10_000),
    uploadsPerDay: wholeNumber(env, 'UPLOADS_PER_DAY', 200, 1, 100_000),
    uploadGraceHours: wholeNumber(env, 'UPLOAD_GRACE_HOURS', 168, 0, 8760),
    uploadSweepMs: 3_600_000,
    mailWorker: flagFrom(env, 'MAIL_WORKER', true),
    mailMaxAttempts: wholeNumber(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 50),
    mailRetryBaseMs: wholeNumber(env, 'MAIL_RETRY_BASE_MS', 30_000, 100, 3_600_000),
    mailPollMs: 5000,
    payments: paymentsFrom(env, production, overrides.appUrl ?? appUrl),
    shopContact: shopContactFrom(env),
    ...overrides,
  };
}
