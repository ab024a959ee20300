// JSON Schemas of the back office's answers and inputs (the yup rules in src/contract/backOffice.ts still decide
// what is valid; these give Fastify the types, the serialisers and /api/docs).
import {
  BACK_OFFICE_PAGE_SIZES,
  CONFIRMATION_OUTCOMES,
  MAIL_KINDS,
  MAIL_PROBLEMS,
  MAIL_STATUSES,
  ORDER_STATUSES,
  PRODUCT_SORTS,
  SHOP_CANCEL_REASONS,
  STOCK_REASONS,
  STOCK_STATES,
} from '../../src/contract';
import { OrderShape, ProductSpecShape } from '../../src/contract/shapes';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const strings = { type: 'array', items: str } as const;

export const backOfficeProductSchema = {
  type: 'object',
  properties: {
    _id: str,
    name: str,
    nameAr: str,
    description: str,
    descriptionAr: str,
    categoryId: str,
    price: int,
    priceAfterDiscount: int,
    quantity: int,
    color: str,
    colorAr: str,
    warrantyMonths: int,
    specs: ProductSpecShape,
    images: strings,
    archivedAt: nullableDateTime,
    version: int,
    createdAt: dateTime,
    updatedAt: dateTime,
  },
} as const;

export const backOfficeCategorySchema = {
  type: 'object',
  properties: {
    _id: str,
    slug: str,
    name: str,
    nameAr: str,
    image: str,
    position: int,
    archivedAt: nullableDateTime,
    productCount: int,
    version: int,
  },
} as const;

const actorRef = { type: ['object', 'null'], properties: { _id: str, name: str } } as const;

export const stockMovementSchema = {
  type: 'object',
  properties: {
    _id: str,
    productId: str,
    delta: int,
    reason: str,
    quantityAfter: int,
    orderId: { type: ['string', 'null'] },
    note: str,
    actor: actorRef,
    product: { type: 'object', properties: { name: str, nameAr: str } },
    createdAt: dateTime,
  },
} as const;

export const activityEntrySchema = {
  type: 'object',
  properties: {
    _id: str,
    actor: { type: 'object', properties: { _id: str, name: str, email: str, role: str } },
    action: str,
    entity: str,
    entityId: str,
    // Any JSON (the record as it was before and after), written as it is.
    before: {},
    after: {},
    createdAt: dateTime,
    subject: {
      type: ['object', 'null'],
      properties: { name: str, nameAr: str },
      required: ['name', 'nameAr'],
    },
  },
} as const;

/** `{ data: item }` */
export const one = (item: object) => ({ type: 'object', properties: { data: item } }) as const;

/** BackOfficePage<item> */
export const pageOf = (item: object) =>
  ({
    type: 'object',
    properties: {
      data: { type: 'array', items: item },
      page: int,
      pages: int,
      total: int,
      limit: int,
      capped: { type: 'boolean' },
    },
    required: ['data', 'page', 'pages', 'total', 'limit'],
  }) as const;

const pageParam = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;
const flag = { type: 'string', enum: ['true', 'false'] } as const;

export const productQuery = {
  type: 'object',
  properties: {
    search: {
      type: 'string',
      maxLength: 200,
      description: "Words the shop's search would match (names in both languages, category, specifications)",
    },
    category: { type: 'string', maxLength: 100, description: 'Category id' },
    stock: {
      type: 'string',
      enum: [...STOCK_STATES],
      description: 'out: 0; low: 1 to LOW_STOCK_MAX; in: more',
    },
    discounted: flag,
    archived: { ...flag, description: 'true: archived products only; otherwise the products the shop shows' },
    sort: { type: 'string', enum: [...PRODUCT_SORTS], default: 'newest' },
    page: pageParam,
    limit: { type: 'integer', enum: [...BACK_OFFICE_PAGE_SIZES], default: BACK_OFFICE_PAGE_SIZES[0] },
  },
} as const;

/** Types only: the contract's productInputSchema(mode) gives the rules and the messages. */
export const productBody = {
  type: 'object',
  properties: {
    name: str,
    nameAr: str,
    description: str,
    descriptionAr: str,
    categoryId: str,
    price: int,
    priceAfterDiscount: int,
    quantity: { type: 'integer', description: 'Opening stock (create only)' },
    color: str,
    colorAr: str,
    warrantyMonths: int,
    specs: ProductSpecShape,
    images: strings,
    version: { type: 'integer', description: 'The version read (update only)' },
  },
  // Missing specs are named as `specs` (the contract's object would otherwise name each of its six fields).
  required: ['specs'],
} as const;

export const categoryBody = {
  type: 'object',
  properties: {
    slug: str,
    name: str,
    nameAr: str,
    image: str,
    position: int,
    version: { type: 'integer', description: 'The version read (update only)' },
  },
} as const;

export const stockBody = {
  type: 'object',
  properties: {
    delta: { type: 'integer', description: 'Units added (positive) or taken away (negative)' },
    reason: { type: 'string', description: `One of: ${STOCK_REASONS.join(' | ')}` },
    note: str,
  },
} as const;

export const pageQuery = { type: 'object', properties: { page: pageParam } } as const;

export const activityQuery = {
  type: 'object',
  properties: {
    actor: { type: 'string', maxLength: 100, description: 'User id' },
    entity: {
      type: 'string',
      enum: ['product', 'category', 'order', 'staff', 'image', 'return', 'message', 'synonyms'],
    },
    entityId: { type: 'string', maxLength: 100 },
    from: { ...dateTime, description: 'From this time (inclusive)' },
    to: { ...dateTime, description: 'Up to this time (inclusive)' },
    page: pageParam,
  },
} as const;

export const staffAccountSchema = {
  type: 'object',
  properties: { _id: str, name: str, email: str, phone: str, role: str, createdAt: dateTime },
} as const;

/** Types only: the contract's staffAccountSchema gives the rules and the messages. */
export const staffAccountBody = {
  type: 'object',
  properties: { name: str, email: str, phone: str, password: str, role: str },
} as const;

export const staffRoleBody = { type: 'object', properties: { role: str } } as const;

/** Types only: the contract's orderDeskQuerySchema gives the rules and the messages (naming the field). */
export const orderDeskQuery = {
  type: 'object',
  properties: {
    search: {
      type: 'string',
      description: 'Part of the order number, or of the customer’s name, email or phone',
    },
    status: { type: 'string', description: `One of: ${ORDER_STATUSES.join(' | ')}` },
    payment: {
      type: 'string',
      description:
        'A payment status: not required | awaiting | declined | expired | paid | partly refunded | refunded',
    },
    from: { type: 'string', description: 'From this Cairo day (YYYY-MM-DD), included' },
    to: { type: 'string', description: 'Up to this Cairo day (YYYY-MM-DD), included' },
    page: { type: 'integer', description: 'From 1', default: 1 },
    limit: {
      type: 'integer',
      description: BACK_OFFICE_PAGE_SIZES.join(' | '),
      default: BACK_OFFICE_PAGE_SIZES[0],
    },
  },
} as const;

const orderActor = { type: 'object', properties: { _id: str, name: str, email: str, role: str } } as const;

export const orderNoteSchema = {
  type: 'object',
  properties: { _id: str, body: str, author: orderActor, createdAt: dateTime },
} as const;

const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const outboxMailSchema = {
  type: 'object',
  properties: {
    _id: str,
    kind: { type: 'string', enum: [...MAIL_KINDS] },
    to: str,
    subject: str,
    status: { type: 'string', enum: [...MAIL_STATUSES] },
    attempts: int,
    lastError: {
      type: ['string', 'null'],
      enum: [...MAIL_PROBLEMS, null],
      description: 'Why the last attempt failed (the SPA says it as a sentence)',
    },
    orderId: { type: ['string', 'null'] },
    createdAt: dateTime,
    nextAttemptAt: dateTime,
    sentAt: nullableTime,
  },
} as const;

/** Types only: the contract's outboxQuerySchema gives the rules and the messages. */
export const outboxQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', description: `One of: ${MAIL_STATUSES.join(' | ')}` },
    page: { type: 'integer', description: 'From 1', default: 1 },
  },
} as const;

/** A row of the desk's list: the Order and whether its customer is flagged. */
export const deskListOrderSchema = {
  type: 'object',
  properties: { ...OrderShape.properties, flagged: { type: 'boolean' } },
} as const;

/** An order at the desk: the shopper's Order, its history with who and why, notes, customer facts and version. */
export const deskOrderSchema = {
  type: 'object',
  properties: {
    ...OrderShape.properties,
    statusHistory: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          status: str,
          at: dateTime,
          by: { ...orderActor, type: ['object', 'null'] },
          reason: { type: ['string', 'null'] },
        },
      },
    },
    notes: { type: 'array', items: orderNoteSchema },
    customer: {
      type: 'object',
      properties: {
        since: dateTime,
        orders: int,
        completed: int,
        cancelled: int,
        recentCancellations: int,
        flagged: { type: 'boolean' },
      },
    },
    calls: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: str,
          outcome: { type: 'string', enum: [...CONFIRMATION_OUTCOMES] },
          note: str,
          by: orderActor,
          at: dateTime,
        },
      },
    },
    confirmBy: nullableTime,
    emails: { type: 'array', items: outboxMailSchema },
    version: int,
    paymentCallbacks: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: str,
          kind: str,
          transactionId: { type: ['string', 'null'] },
          verdict: str,
          amountCents: { type: ['integer', 'null'] },
          success: { type: ['boolean', 'null'] },
          createdAt: dateTime,
        },
      },
    },
    refunds: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: str,
          amountCents: int,
          reason: str,
          channel: str,
          actorId: { type: ['string', 'null'] },
          createdAt: dateTime,
        },
      },
    },
  },
} as const;

export const versionBody = {
  type: 'object',
  properties: { version: { type: 'integer', description: 'The order’s version as read' } },
} as const;

/** Advance: moving an order to shipped names its courier and tracking number too. */
export const advanceBody = {
  type: 'object',
  properties: {
    ...versionBody.properties,
    courier: { type: 'string', description: 'Required when the next status is shipped' },
    trackingNumber: {
      type: 'string',
      description: 'Required when the next status is shipped: letters, digits, -',
    },
  },
} as const;

export const deskCancelBody = {
  type: 'object',
  properties: {
    reason: { type: 'string', description: `One of: ${SHOP_CANCEL_REASONS.join(' | ')}` },
    version: { type: 'integer', description: 'The order’s version as read' },
  },
} as const;

export const orderNoteBody = { type: 'object', properties: { body: str } } as const;

export const confirmationBody = {
  type: 'object',
  properties: {
    outcome: { type: 'string', description: `One of: ${CONFIRMATION_OUTCOMES.join(' | ')}` },
    note: { type: 'string', description: 'What the call came to (optional)' },
    version: { type: 'integer', description: 'The order’s version as read' },
  },
} as const;
