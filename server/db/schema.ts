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
  MailKind,
  MailStatus,
  OrderStatus,
  ProductSpec,
  Role,
  StatusChange,
  StockMovementReason,
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
});

/** Where products.row_version comes from (migration 0005's trigger takes the next value on every insert and update). */
export const productsRowVersion = pgSequence('products_row_version_seq');

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
    /** The official warranty's length in months (migration 0019); every product has one. */
    warrantyMonths: integer('warranty_months').notNull().default(12),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull(),
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
     * same while its row_version is. Listings keep products' serialised text by it (services/productFragments.ts).
     */
    rowVersion: bigint('row_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('products_row_version_seq')`),
  },
  (t) => [
    check('products_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('products_price_nonnegative', sql`${t.price} >= 0 AND ${t.priceAfterDiscount} >= 0`),
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
    index('products_archived_idx')
      .on(t.archivedAt)
      .where(sql`archived_at is not null`),
  ],
);

/**
 * One row: a number that statement triggers (migration 0004) raise after every statement that changes what a
 * listing or search can match (products added or removed; their text, category, price or specs; categories). The
 * in-memory search index (server/catalogue/search.ts) is built at one version and trusted only while the database
 * still has it.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: integer('id').primaryKey().default(1),
    searchVersion: integer('search_version').notNull().default(0),
  },
  (t) => [check('catalogue_state_one_row', sql`${t.id} = 1`)],
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
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_valid', sql`${t.status} IN ('pending', 'in progress', 'completed', 'cancelled')`),
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
      sql`${t.reason} IN ('received', 'damaged', 'correction', 'order', 'cancel')`,
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

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const subscriptions = pgTable('subscriptions', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type ActivityRow = typeof activityLog.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
export type OrderCallRow = typeof orderCalls.$inferSelect;
export type OutboxRow = typeof mailOutbox.$inferSelect;
export type SavedAddressRow = typeof savedAddresses.$inferSelect;
