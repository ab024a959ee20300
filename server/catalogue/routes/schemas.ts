// JSON Schemas of the back office's products, stock and categories (the yup rules in src/contract/backOffice.ts still
// decide what is valid; these give Fastify the types, the serialisers and /api/docs).
import { BACK_OFFICE_PAGE_SIZES, PRODUCT_SORTS, STOCK_REASONS, STOCK_STATES } from '../../../src/contract';
import { pageQuery } from '../../routes/backOfficeSchemas';
import { specProperties } from '../../routes/schemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const strings = { type: 'array', items: str } as const;
const flag = { type: 'string', enum: ['true', 'false'] } as const;

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
    specs: { type: 'object', properties: specProperties },
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
    page: pageQuery.properties.page,
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
    specs: { type: 'object', properties: specProperties },
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
