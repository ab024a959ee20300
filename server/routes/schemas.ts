// JSON Schemas of the API's shapes: Fastify validates and serialises with them, and /api/docs shows them.
import {
  CANCEL_REASONS,
  GOVERNORATE_NAMES,
  LANDMARK_MAX,
  LIST_LIMIT_MAX,
  LISTING_SORTS,
  ORDER_STATUSES,
  PAYMENT_METHOD_KEYS,
  PAYMENT_STATUSES,
} from '../../src/contract';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const strings = { type: 'array', items: str } as const;

export const errorSchema = {
  $id: 'Error',
  type: 'object',
  description: 'Every error answer',
  properties: {
    message: str,
    errors: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
  required: ['message'],
} as const;

export const messageSchema = {
  type: 'object',
  properties: { message: str },
  required: ['message'],
} as const;

export const userSchema = {
  $id: 'User',
  type: 'object',
  properties: {
    _id: str,
    id: str,
    name: str,
    email: str,
    phone: str,
    role: { type: 'string', enum: ['user', 'staff', 'manager'] },
  },
} as const;

export const categorySchema = {
  $id: 'Category',
  type: 'object',
  properties: { _id: str, slug: str, name: str, nameAr: str, image: str },
} as const;

/** A product's specs as the shop and the back office answer them (a phone's five are absent elsewhere). */
export const specProperties = {
  cpu: str,
  memory: str,
  storage: str,
  gpu: str,
  display: str,
  os: str,
  camera: str,
  frontCamera: str,
  battery: str,
  sim: str,
  refreshRate: str,
} as const;

const specSchema = { type: 'object', properties: specProperties } as const;

export const productSchema = {
  $id: 'Product',
  type: 'object',
  properties: {
    _id: str,
    name: str,
    nameAr: str,
    description: str,
    descriptionAr: str,
    price: int,
    priceAfterDiscount: int,
    quantity: int,
    images: strings,
    color: str,
    colorAr: str,
    warrantyMonths: int,
    category: { type: 'object', properties: { _id: str, slug: str, name: str, nameAr: str } },
    specs: { type: 'array', items: specSchema },
    ratingsAverage: { type: 'number' },
    ratingsQuantity: int,
    createdAt: dateTime,
  },
} as const;

export const reviewSchema = {
  $id: 'Review',
  type: 'object',
  properties: {
    _id: str,
    product: str,
    rating: int,
    content: str,
    role: str,
    user: { type: 'object', properties: { _id: str, name: str } },
    createdAt: dateTime,
    updatedAt: dateTime,
  },
} as const;

export const productDetailSchema = {
  $id: 'ProductDetail',
  type: 'object',
  properties: {
    ...productSchema.properties,
    reviews: { type: 'array', items: { $ref: 'Review#' } },
    relatedProducts: {
      type: 'object',
      properties: { products: { type: 'array', items: { $ref: 'Product#' } } },
    },
    cashOnDelivery: {
      type: 'object',
      properties: { available: { type: 'boolean' }, limitEgp: { type: 'integer' } },
      required: ['available', 'limitEgp'],
    },
  },
} as const;

const productSummarySchema = {
  type: 'object',
  properties: {
    _id: str,
    name: str,
    nameAr: str,
    price: int,
    priceAfterDiscount: int,
    unitPrice: int,
    images: strings,
    color: str,
    quantity: int,
  },
} as const;

const cartLineSchema = {
  type: 'object',
  properties: { product: productSummarySchema, quantity: int, total: int },
} as const;

export const cartSchema = {
  $id: 'Cart',
  type: 'object',
  properties: {
    _id: str,
    user: str,
    products: { type: 'array', items: cartLineSchema },
    totalPrice: int,
    createdAt: dateTime,
  },
} as const;

export const addressSchema = {
  $id: 'Address',
  type: 'object',
  properties: {
    government: { type: 'string', description: `One of: ${GOVERNORATE_NAMES.join(', ')}` },
    city: str,
    street: str,
    building: str,
    floor: str,
    apartment: str,
    landmark: {
      type: 'string',
      description: `Optional: something near the door the courier can find, at most ${LANDMARK_MAX} characters ('' when none; absent on orders placed before the shop asked for it)`,
    },
  },
} as const;

export const orderSchema = {
  $id: 'Order',
  type: 'object',
  properties: {
    _id: str,
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    cartId: { type: 'object', properties: { _id: str, products: { type: 'array', items: cartLineSchema } } },
    userId: { type: 'object', properties: { _id: str, name: str, phone: str, email: str } },
    address: { type: 'array', items: { $ref: 'Address#' } },
    paymentmethod: str,
    note: str,
    subtotal: int,
    deliveryFee: int,
    total: int,
    statusHistory: {
      type: 'array',
      items: { type: 'object', properties: { status: str, at: dateTime } },
    },
    cancelReason: { type: ['string', 'null'] },
    confirmedAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'Null: waiting for confirmation',
    },
    confirmBy: {
      type: ['string', 'null'],
      format: 'date-time',
      description:
        'When the order is cancelled unless the shop has confirmed it by phone (COD_CONFIRM_HOURS); null when no such time applies',
    },
    shipment: {
      type: ['object', 'null'],
      properties: { courier: str, trackingNumber: str },
      description: 'The courier and tracking number from the shipped step; null before',
    },
    createdAt: dateTime,
    payment: { $ref: 'OrderPayment#' },
  },
} as const;

/** An order's payment (src/contract/payments.ts); money in piasters. */
export const orderPaymentSchema = {
  $id: 'OrderPayment',
  type: 'object',
  properties: {
    method: { type: 'string', enum: [...PAYMENT_METHOD_KEYS] },
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    amountCents: int,
    refundedCents: int,
    providerOrderId: { type: ['string', 'null'] },
    transactionId: { type: ['string', 'null'] },
    needsRefund: { type: 'boolean' },
    holdUntil: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['method', 'status', 'amountCents', 'refundedCents', 'providerOrderId', 'transactionId'],
} as const;

export const sharedSchemas = [
  orderPaymentSchema,
  errorSchema,
  userSchema,
  categorySchema,
  productSchema,
  reviewSchema,
  productDetailSchema,
  cartSchema,
  addressSchema,
  orderSchema,
];

/** Standard error answers for a route's `response`. */
export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { $ref: 'Error#' }])) as Record<number, { $ref: string }>;

export const idParam = (name: string) =>
  ({
    type: 'object',
    properties: { [name]: { type: 'string', maxLength: 100 } },
    required: [name],
  }) as const;

export const bearer = [{ bearerAuth: [] }];

export const productListQuery = {
  type: 'object',
  properties: {
    category: {
      type: 'string',
      maxLength: 100,
      description: 'Category id (or slug); "All" or empty = every category',
    },
    lowestPrice: { type: 'number', minimum: 0 },
    highestPrice: { type: 'number', minimum: 0 },
    page: { type: 'integer', minimum: 1, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: LIST_LIMIT_MAX, default: 10 },
    search: { type: 'string', maxLength: 200 },
    cpu: { type: 'string', maxLength: 500, description: 'Comma list, e.g. "Intel Core i7,M3"' },
    ram: {
      type: 'string',
      maxLength: 500,
      description: 'Comma list, e.g. "16 GB,32 GB" ("265 GB" = "256 GB")',
    },
    storage: { type: 'string', maxLength: 500, description: 'Comma list, e.g. "512 GB,1 TB"' },
    display: { type: 'string', maxLength: 500, description: 'Comma list, e.g. "13.3-inch,24-inch"' },
    sort: {
      type: 'string',
      enum: LISTING_SORTS,
      description:
        "featured (default: catalogue order, a search's best match), price-asc / price-desc (the price a shopper pays), newest",
    },
  },
} as const;

/** GET /product's answer. */
export const productListAnswer = {
  type: 'object',
  properties: {
    products: { type: 'array', items: { $ref: 'Product#' } },
    page: int,
    pages: int,
    total: int,
    limit: int,
    priceRange: {
      type: 'object',
      description:
        'Lowest and highest price paid among the matches, whatever the price bounds; absent when none',
      properties: { min: int, max: int },
      required: ['min', 'max'],
    },
    specValues: {
      type: 'object',
      description: "The spec values the products of the query's category (or the whole catalogue) have",
      properties: { cpu: strings, ram: strings, storage: strings, display: strings },
    },
    didYouMean: {
      type: 'string',
      description: 'With no result for `search`: the closest spelling that has results, when there is one',
    },
  },
  // specValues is always sent, but not listed here: fast-json-stringify would then write each product's specs with
  // their unknown keys.
  required: ['products', 'page', 'pages', 'total', 'limit'],
} as const;

export const cancelBody = {
  type: 'object',
  properties: { reason: { type: 'string', description: `One of: ${CANCEL_REASONS.join(' | ')}` } },
} as const;
