// Every table of the shop (drizzle pg-core). Migrations in ./migrations are generated from this file.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ActivityEntry,
  Address,
  CartLine,
  ConfirmationOutcome,
  ContactStatus,
  LineVariant,
  MailKind,
  MailStatus,
  OrderStatus,
  RefundMethod,
  ReturnChange,
  ReturnReason,
  ReturnRejectReason,
  ReturnStatus,
  PaymentMethodKey,
  PaymentStatus,
  ProductOption,
  ProductSpec,
  Role,
  StatusChange,
  SpecKey,
  SpecsAr,
  StockMovementReason,
  StockState,
  WarrantyKind,
} from '../../src/contract';

/** A status_history entry: who made the change (`by`, a user id) since the order desk, and a cancellation's reason. */
export interface StoredStatusChange extends StatusChange {
  by?: string;
  reason?: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('user'),
    createdAt: createdAt(),
  },
  (t) => [
    // The order desk's search by customer: part of the name, email or phone (services/orderDesk.ts, customerText).
    index('users_contact_trgm_idx').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.email} || ' ' || ${t.phone}) gin_trgm_ops`,
    ),
  ],
);

/** One login = one family; every refresh rotates the token inside it, reuse revokes the family. */
export const refreshFamilies = pgTable(
  'refresh_families',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('refresh_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => refreshFamilies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: ts('used_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A change of an account's email waiting for its link to be followed (POST /api/user/email): the new address, the
 * link's token (its SHA-256 only), its expiry and when it was used. The account keeps its old address until then.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** Wrong-password backoff per account: failures since the last success or unlock slow untrusted addresses. */
export const loginBackoff = pgTable('login_backoff', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: ts('last_failure_at'),
  unlockSentAt: ts('unlock_sent_at'),
});

/**
 * Wrong passwords for emails no account has, by the email's sha256: slowed by the same rule as an account's, so the
 * delay does not tell which emails have accounts. Rows older than the backoff's window are swept as failures come.
 */
export const unknownLoginBackoff = pgTable(
  'unknown_login_backoff',
  {
    emailHash: text('email_hash').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: ts('last_failure_at').notNull(),
  },
  (t) => [index('unknown_login_backoff_last_failure_idx').on(t.lastFailureAt)],
);

/** Addresses (sha256) an account signed in from with the right password: never slowed by its backoff. */
export const trustedAddresses = pgTable(
  'trusted_addresses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/** Single-use unlock links emailed when an account's backoff starts; following one clears it. */
export const accountUnlocks = pgTable(
  'account_unlocks',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('account_unlocks_user_idx').on(t.userId)],
);

/** Triggers: categories_row_version (0005) moves its products' row_version; categories_catalogue_changes (0024). */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  /** Hidden from the shop (never deleted: products keep pointing at it). */
  archivedAt: ts('archived_at'),
  /** Optimistic concurrency for the back office: a save names the version it read; each save adds 1. */
  editVersion: integer('edit_version').notNull().default(1),
  /**
   * The specs its products have and its listing filters offer, in order (migration 0026; SPEC_KEYS); [] = every
   * one.
   */
  specKeys: jsonb('spec_keys')
    .$type<SpecKey[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

/** Where products.row_version comes from (migration 0005's trigger takes the next value on every insert and update). */
export const productsRowVersion = pgSequence('products_row_version_seq');

/** Triggers: products_row_version (0005) sets row_version; products_catalogue_changes_* (0024) log each change. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    /** Catalogue order: listings sort by it, so pages are stable. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull(),
    price: integer('price').notNull(),
    priceAfterDiscount: integer('price_after_discount').notNull().default(0),
    /** What a shopper pays for one unit; the price filter uses it. */
    effectivePrice: integer('effective_price').generatedAlwaysAs(
      sql`CASE WHEN price_after_discount > 0 AND price_after_discount < price THEN price_after_discount ELSE price END`,
    ),
    quantity: integer('quantity').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull(),
    color: text('color').notNull(),
    /** The colour's Arabic name (migration 0019); the back office refuses a product without one. */
    colorAr: text('color_ar').notNull().default(''),
    /** The warranty's length in months (migration 0019); every product has one. */
    warrantyMonths: integer('warranty_months').notNull().default(12),
    /** Whose warranty (migration 0026): the maker's official one, or the shop's own. */
    warrantyKind: text('warranty_kind').$type<WarrantyKind>().notNull().default('official'),
    /** The maker's name, and in Arabic (migration 0026); '' = none given. */
    brand: text('brand').notNull().default(''),
    brandAr: text('brand_ar').notNull().default(''),
    /**
     * The worst stock of its variants on sale (migration 0028): 'out' when one has none, else 'low' when one has 1 to
     * LOW_STOCK_MAX, else 'in'. Kept with the default figures (server/catalogue/variants.ts, refreshDefaults); the
     * back office's stock filter reads it.
     */
    stockState: text('stock_state').$type<StockState>().notNull().default('in'),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull(),
    /**
     * Its spec values' own Arabic forms (migration 0029), only for specs it has; a spec without one is written in
     * Arabic by the shop's unit dictionary.
     */
    specsAr: jsonb('specs_ar')
      .$type<SpecsAr>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** What the product comes in (migration 0025); [] for a product sold one way. Its variants are product_variants. */
    options: jsonb('options')
      .$type<ProductOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cpu: text('cpu').notNull().default(''),
    memory: text('memory').notNull().default(''),
    storage: text('storage').notNull().default(''),
    display: text('display').notNull().default(''),
    /** Lower-cased English + normalised Arabic text of the product, for search. */
    searchText: text('search_text').notNull(),
    /** avg / count of its reviews, kept by the review write's transaction (listings read no reviews). */
    ratingsAverage: doublePrecision('ratings_average').notNull().default(0),
    ratingsQuantity: integer('ratings_quantity').notNull().default(0),
    createdAt: createdAt(),
    /** Hidden from listings, search, related products and its own page; past orders keep showing it. */
    archivedAt: ts('archived_at'),
    /** Optimistic concurrency for the back office (not row_version, which every stock or rating change moves). */
    editVersion: integer('edit_version').notNull().default(1),
    /**
     * A value never given before, set by a trigger (migration 0005) on every insert and on every update of the row,
     * whatever the column (stock, rating, price...), and on every update of its category: a product's answer is the
     * same while its row_version is. Nothing reads it now (listings no longer keep products' texts by it); a
     * migration may drop it with its trigger.
     */
    rowVersion: bigint('row_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('products_row_version_seq')`),
  },
  (t) => [
    check('products_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('products_price_nonnegative', sql`${t.price} >= 0 AND ${t.priceAfterDiscount} >= 0`),
    check('products_warranty_kind_valid', sql`${t.warrantyKind} IN ('official', 'shop')`),
    check('products_stock_state_valid', sql`${t.stockState} IN ('in', 'low', 'out')`),
    uniqueIndex('products_seq_idx').on(t.seq),
    index('products_category_seq_idx').on(t.categoryId, t.seq),
    index('products_effective_price_idx').on(t.effectivePrice),
    // Category + price listings count their matches from this index alone (64 ms → 1 ms at 100,000 products).
    index('products_category_price_idx').on(t.categoryId, t.effectivePrice),
    index('products_cpu_idx').on(t.cpu),
    index('products_memory_idx').on(t.memory),
    index('products_storage_idx').on(t.storage),
    index('products_display_idx').on(t.display),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The back office's product table at 100,000 products (bench/backOffice.ts): its sorts read a page's seqs from
    // one of these alone and count from the smallest. Not by stock: an index on quantity would make every checkout's
    // stock update a non-HOT update of every index (docs/decisions.md).
    index('products_active_created_idx')
      .on(t.createdAt, t.seq)
      .where(sql`archived_at is null`),
    index('products_active_name_idx')
      .on(t.name, t.seq)
      .where(sql`archived_at is null`),
    index('products_active_price_idx')
      .on(t.effectivePrice, t.seq)
      .where(sql`archived_at is null`),
    // Discounts do not change at checkout either: the "discounted" filter counts and pages from this one alone.
    index('products_active_discounted_idx')
      .on(t.effectivePrice, t.seq)
      .where(sql`archived_at is null and price_after_discount > 0 and price_after_discount < price`),
    // The stock filter (its own column: an index on quantity would make every checkout's update non-HOT; this one
    // changes only when a variant crosses 0 or LOW_STOCK_MAX). Pages in the newest order and counts from it alone.
    index('products_active_stock_state_idx')
      .on(t.stockState, t.createdAt, t.seq)
      .where(sql`archived_at is null`),
    index('products_archived_idx')
      .on(t.archivedAt)
      .where(sql`archived_at is not null`),
  ],
);

/**
 * A product's configurations (migration 0025): one value of each of its options, with its own SKU, price, stock and
 * photos. Every product has at least one; the one migration 0025 made for an older product has the product's id.
 * The product row's price, discount, stock, colour, storage and memory are its default variant's (the cheapest in
 * stock, else the cheapest), written by the catalogue in the same transaction as the variant (server/catalogue/
 * variants.ts, refreshDefaults): listings read products alone.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    /** One value per option of the product, in its options' order ([] for a product sold one way). */
    optionValues: jsonb('option_values').$type<string[]>().notNull(),
    price: integer('price').notNull(),
    priceAfterDiscount: integer('price_after_discount').notNull().default(0),
    effectivePrice: integer('effective_price').generatedAlwaysAs(
      sql`CASE WHEN price_after_discount > 0 AND price_after_discount < price THEN price_after_discount ELSE price END`,
    ),
    quantity: integer('quantity').notNull().default(0),
    /** Its own photos; [] shows the product's. */
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    color: text('color').notNull(),
    colorAr: text('color_ar').notNull(),
    /** Where it differs from the product's specs ('' = the product's). */
    storage: text('storage').notNull().default(''),
    memory: text('memory').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** No longer sold; orders that name it keep showing it. */
    archivedAt: ts('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('product_variants_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('product_variants_price_nonnegative', sql`${t.price} >= 0 AND ${t.priceAfterDiscount} >= 0`),
    uniqueIndex('product_variants_sku_idx').on(t.sku),
    uniqueIndex('product_variants_combination_idx').on(t.productId, t.optionValues),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull().default(''),
    /** What the reviewer bought, as its order line named it (migration 0026); null: not bought, or before variants. */
    boughtVariant: jsonb('bought_variant').$type<LineVariant>(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 0 AND 5`),
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
  ],
);

export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<CartLine[]>().notNull(),
    totalPrice: integer('total_price').notNull(),
    checkedOutAt: ts('checked_out_at'),
    createdAt: createdAt(),
  },
  (t) => [index('carts_user_idx').on(t.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartId: text('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    lines: jsonb('lines').$type<CartLine[]>().notNull(),
    address: jsonb('address').$type<Address[]>().notNull(),
    note: text('note').notNull(),
    paymentMethod: text('payment_method').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    statusHistory: jsonb('status_history').$type<StoredStatusChange[]>().notNull(),
    cancelReason: text('cancel_reason'),
    /** Optimistic concurrency for the order desk: every status change adds 1; a desk action names the one it read. */
    version: integer('version').notNull().default(1),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    total: integer('total').notNull(),
    /** The language of the session that placed it ('en' | 'ar'): the order's emails are written in it. */
    lang: text('lang').$type<'en' | 'ar'>().notNull().default('en'),
    /** When the shop confirmed the cash-on-delivery order by phone; null while it waits (a pending order). */
    confirmedAt: ts('confirmed_at'),
    /**
     * When the order was completed (delivered): the return windows count from it. Set by the desk's move to
     * completed; migration 0016 filled it for orders completed before from their status history.
     */
    completedAt: ts('completed_at'),
    /** The shipped step's courier and tracking number (the shopper's tracking page shows them); null before. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_valid',
      sql`${t.status} IN ('pending', 'in progress', 'shipped', 'completed', 'cancelled')`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The order desk: every order newest first, by page and by Cairo days; an order number is the id's start.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_id_pattern_idx').on(t.id.op('text_pattern_ops')),
    check('orders_lang_valid', sql`${t.lang} IN ('en', 'ar')`),
    // The confirmation timer's sweep: pending orders nobody confirmed, oldest first.
    index('orders_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' AND ${t.confirmedAt} IS NULL`),
    // The risk flag: a customer's cancellations by when they happened.
    index('orders_user_cancelled_idx')
      .on(t.userId, t.updatedAt)
      .where(sql`${t.status} = 'cancelled'`),
  ],
);

/** The order desk's confirmation calls: each outcome with its note, who called and when (their count: attempts). */
export const orderCalls = pgTable(
  'order_calls',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    outcome: text('outcome').$type<ConfirmationOutcome>().notNull(),
    note: text('note').notNull().default(''),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_calls_outcome_valid', sql`${t.outcome} IN ('confirmed', 'no answer')`),
    index('order_calls_order_created_idx').on(t.orderId, t.createdAt),
  ],
);

/**
 * Emails to send, written in the transaction of the change that causes them and delivered by the outbox worker
 * (server/services/outbox.ts): claimed with SKIP LOCKED, retried with backoff, 'failed' after the retry budget.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<MailKind>().notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    orderId: text('order_id').references(() => orders.id),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; for a 'sending' mail, when its claim's lease ends (its worker died). */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    check('mail_outbox_status_valid', sql`${t.status} IN ('pending', 'sending', 'sent', 'failed')`),
    // The worker's claim: what is due (pending mails, and sending ones whose lease ran out).
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index('mail_outbox_order_idx').on(t.orderId),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Staff notes on an order, never shown to the shopper; append-only (triggers refuse UPDATE, DELETE, TRUNCATE). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_created_idx').on(t.orderId, t.createdAt)],
);

/** Every change of a product's stock: by hand (received, damaged, correction), at checkout and at cancellation. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant whose units moved (migration 0025; older movements are of the product's first variant). */
    variantId: text('variant_id').references(() => productVariants.id),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<StockMovementReason>().notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    orderId: text('order_id'),
    actorId: text('actor_id').references(() => users.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'stock_movements_reason_valid',
      sql`${t.reason} IN ('received', 'damaged', 'correction', 'order', 'cancel', 'returned')`,
    ),
    index('stock_movements_product_created_idx').on(t.productId, t.createdAt),
    // The Stock screen: every product's movements, newest first.
    index('stock_movements_created_idx').on(t.createdAt),
  ],
);

/** Every back-office write, before and after; append-only (triggers refuse UPDATE, DELETE, TRUNCATE). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').$type<ActivityEntry['entity']>().notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt),
    index('activity_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
  ],
);

/** Checkout's Idempotency-Key: the first answer is kept and replayed to retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A shopper's saved delivery addresses (the profile's address book, checkout's choices): the checkout address's
 * fields plus an optional landmark. At most one default per user, held by the partial unique index; the count cap
 * is the route's (services/addresses.ts).
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    government: text('government').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    building: text('building').notNull(),
    floor: text('floor').notNull().default(''),
    apartment: text('apartment').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Messages from the Contact page; the back office's inbox (its status and replies: the tables at the end). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The language of the page it was sent from: the reply is written in it. */
    lang: text('lang').$type<'en' | 'ar'>().notNull().default('en'),
    status: text('status').$type<ContactStatus>().notNull().default('new'),
    /** Optimistic concurrency for the inbox: every reply or close adds 1. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('contact_messages_status_valid', sql`${t.status} IN ('new', 'answered', 'closed')`),
    check('contact_messages_lang_valid', sql`${t.lang} IN ('en', 'ar')`),
    // The inbox: newest first, all or by status.
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const subscriptions = pgTable('subscriptions', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

// ---- Returns and refunds (Consumer Protection Law 181/2018; services/returns.ts) ----

/** A return stored with who made each change (`by`, a user id). */
export interface StoredReturnChange extends ReturnChange {
  by: string;
}

/**
 * A shopper's return of some of a completed order's units, for one reason. `version` adds 1 on every change: a desk
 * action names the version it read (409 when stale).
 */
export const returns = pgTable(
  'returns',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note').notNull().default(''),
    /** Upload addresses (at most 4), for any reason but a change of mind. */
    photos: jsonb('photos').$type<string[]>().notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    /** The Cairo day the courier picks the units up (set on approval). */
    pickupDate: text('pickup_date'),
    rejectReason: text('reject_reason').$type<ReturnRejectReason>(),
    rejectNote: text('reject_note'),
    /** RETURN_PICKUP_FEE_EGP when asked for (change of mind only), taken from the refund. */
    pickupFee: integer('pickup_fee').notNull().default(0),
    history: jsonb('history').$type<StoredReturnChange[]>().notNull(),
    /** The language of the session that asked for it: the return's emails are written in it. */
    lang: text('lang').$type<'en' | 'ar'>().notNull().default('en'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'returns_status_valid',
      sql`${t.status} IN ('requested', 'approved', 'rejected', 'picked up', 'received', 'inspected', 'refunded')`,
    ),
    check(
      'returns_reason_valid',
      sql`${t.reason} IN ('changed my mind', 'defective', 'not as described', 'wrong item', 'damaged on arrival')`,
    ),
    check('returns_pickup_fee_nonnegative', sql`${t.pickupFee} >= 0`),
    check('returns_lang_valid', sql`${t.lang} IN ('en', 'ar')`),
    index('returns_order_idx').on(t.orderId, t.createdAt),
    index('returns_user_idx').on(t.userId, t.createdAt),
    // The returns desk: by status, oldest first.
    index('returns_status_created_idx').on(t.status, t.createdAt),
    index('returns_created_idx').on(t.createdAt),
  ],
);

/** The units of one order line in a return, with the price paid for each and, once inspected, how many resell. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: text('id').primaryKey(),
    returnId: text('return_id')
      .notNull()
      .references(() => returns.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order line's product. */
    productId: text('product_id').notNull(),
    /** The order line's variant (migration 0026; a line from before names the product's first, its id). */
    variantId: text('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    resellable: integer('resellable'),
  },
  (t) => [
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'return_lines_resellable_range',
      sql`${t.resellable} IS NULL OR (${t.resellable} >= 0 AND ${t.resellable} <= ${t.quantity})`,
    ),
    uniqueIndex('return_lines_return_variant_idx').on(t.returnId, t.variantId),
    index('return_lines_order_product_idx').on(t.orderId, t.productId),
  ],
);

/**
 * Money paid back for a return: one per return (the unique key), recorded as paid out (cash at pickup, mobile wallet
 * or bank transfer) with its reference. The order's refunds never add up to more than it was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    returnId: text('return_id')
      .notNull()
      .unique()
      .references(() => returns.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    reference: text('reference').notNull(),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('refunds_amount_nonnegative', sql`${t.amount} >= 0`),
    check('refunds_method_valid', sql`${t.method} IN ('cash', 'wallet', 'transfer', 'provider')`),
    index('refunds_order_idx').on(t.orderId),
  ],
);

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariantRow = typeof productVariants.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type ActivityRow = typeof activityLog.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
export type OrderCallRow = typeof orderCalls.$inferSelect;
export type OutboxRow = typeof mailOutbox.$inferSelect;
export type SavedAddressRow = typeof savedAddresses.$inferSelect;

// Payments: an order's payment (cash on delivery or online through Paymob), its attempts at the provider, each
// transaction acted on once, every callback kept, and refunds.

/** Money in piasters as a JavaScript number (bigint in the database: an integer column stops at 21 million EGP). */
const cents = (name: string) => bigint(name, { mode: 'number' });

/** One per order: how it is paid and where that stands (the order JSON's `payment`). */
export const payments = pgTable(
  'payments',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    method: text('method').$type<PaymentMethodKey>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    refundedCents: cents('refunded_cents').notNull().default(0),
    /** The provider's order id of the latest attempt. */
    providerOrderId: text('provider_order_id'),
    /** The transaction that paid. */
    transactionId: text('transaction_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Until when an order awaiting payment holds its stock. */
    holdUntil: ts('hold_until'),
    /** Money arrived that the shop owes back (paid after the hold cancelled the order, or paid twice). */
    needsRefund: boolean('needs_refund').notNull().default(false),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'payments_status_valid',
      sql`${t.status} IN ('not required', 'awaiting', 'declined', 'expired', 'paid', 'partly refunded', 'refunded')`,
    ),
    check('payments_method_valid', sql`${t.method} IN ('cod', 'card', 'wallet', 'instalments')`),
    check(
      'payments_refund_within_paid',
      sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`,
    ),
    // The hold timer's sweep: online payments not made, by when their hold runs out.
    index('payments_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} IN ('awaiting', 'declined')`),
    index('payments_status_idx').on(t.status),
  ],
);

/** Each payment attempt at the provider: its order id there (signed in every callback) names our order. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    providerOrderId: text('provider_order_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method').$type<PaymentMethodKey>().notNull(),
    intentionId: text('intention_id').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId, t.createdAt)],
);

/** Every transaction id the shop acted on, once (the primary key): a repeated callback finds it here. */
export const paymentTransactions = pgTable('payment_transactions', {
  transactionId: text('transaction_id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id),
  success: boolean('success').notNull(),
  amountCents: cents('amount_cents').notNull(),
  /** What it did: 'paid', 'declined', 'late' (paid after the order was cancelled), 'twice', 'stale', 'reversal'. */
  outcome: text('outcome').notNull(),
  createdAt: createdAt(),
});

/** Every callback received, as it arrived, with the verdict; append-only. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').references(() => orders.id),
    kind: text('kind').$type<'processed' | 'redirect'>().notNull(),
    transactionId: text('transaction_id'),
    rawBody: text('raw_body').notNull(),
    verdict: text('verdict').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_callbacks_order_idx').on(t.orderId, t.createdAt),
    index('payment_callbacks_created_idx').on(t.createdAt),
  ],
);

/** Refunds: through the gateway (online payments) or paid out by hand (cash on delivery). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    channel: text('channel').$type<'gateway' | 'cash'>().notNull(),
    providerRefundId: text('provider_refund_id'),
    actorId: text('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_refunds_channel_valid', sql`${t.channel} IN ('gateway', 'cash')`),
    check('payment_refunds_positive', sql`${t.amountCents} > 0`),
    index('payment_refunds_order_idx').on(t.orderId, t.createdAt),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentCallbackRow = typeof paymentCallbacks.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
// The contact inbox and the health check's own table.

/** Staff replies to contact messages, each sent by email through the outbox; append-only like the order notes. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_created_idx').on(t.messageId, t.createdAt)],
);

/**
 * The health check's proof that the database takes writes: a row inserted and deleted in one transaction, in a
 * table of its own so that nothing a person reads (the contact inbox) ever shows it.
 */
export const healthChecks = pgTable('health_checks', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;

/**
 * The search's synonym groups (back office, managers): a query word in a group finds every word of it (migration 0024).
 * Trigger: search_synonyms_catalogue_changes (migration 0024) adds a catalogue_changes row on every write.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: text('id').primaryKey(),
  /** 2 to 12 distinct terms as the manager wrote them (trimmed). */
  terms: jsonb('terms').$type<string[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Each search a shopper ran (page 1 of a listing with `search`): the normalised query and its result count, no person. */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    query: text('query').notNull(),
    results: integer('results').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_log_created_idx').on(t.createdAt)],
);

/**
 * What the in-memory search index follows (server/catalogue/search.ts), on every instance: a row per product
 * inserted or changed in what search reads (text, category, price, stock, specs, archived), and a row without a
 * product when categories or synonyms change. Filled by triggers (migration 0024); old rows are pruned.
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The product that changed, or null for a change of categories or synonyms. */
  productId: text('product_id'),
  createdAt: createdAt(),
});
