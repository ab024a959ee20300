// The API's shared JSON Schemas (registered by $id for `$ref`) and the helpers routes declare their schemas with. The
// shapes themselves are written once, in src/contract/shapes: Fastify validates and serialises with them, /api/docs
// shows them, and the contract's types are their Static types.
import {
  AddressShape,
  CancelRequestShape,
  CartShape,
  CategoryShape,
  ErrorShape,
  MessageShape,
  OrderPaymentShape,
  OrderShape,
  ProductDetailShape,
  ProductListQueryShape,
  ProductListResponseShape,
  ProductOptionShape,
  ProductShape,
  ReviewShape,
  UserShape,
  VariantShape,
} from '../../src/contract/shapes';

export const errorSchema = ErrorShape;
export const messageSchema = MessageShape;

export const sharedSchemas = [
  OrderPaymentShape,
  ErrorShape,
  UserShape,
  CategoryShape,
  ProductOptionShape,
  VariantShape,
  ProductShape,
  ReviewShape,
  ProductDetailShape,
  CartShape,
  AddressShape,
  OrderShape,
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

export const productListQuery = ProductListQueryShape;

/** GET /product's answer (src/contract/shapes/catalogue.ts). */
export const productListAnswer = ProductListResponseShape;

export const cancelBody = CancelRequestShape;
