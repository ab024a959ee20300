// Returns and refunds. The shopper's: /api/returns (their returns; ask for one), /api/returns/order/:id (what of an
// order may be returned now, and its returns), /api/returns/photos (a photo of the goods, through the back office's
// image pipeline). The returns desk's (staff and managers): /api/staff/returns, listed by status, reason and age and
// searched; each action names the return's version (409 when stale) and is in the activity log.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  approveReturnSchema,
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  PAYMENT_METHOD_KEYS,
  inspectReturnSchema,
  refundSchema,
  rejectReturnSchema,
  REFUND_METHODS,
  RETURN_REASONS,
  RETURN_REJECT_REASONS,
  RETURN_STATUSES,
  returnDeskQuerySchema,
  returnPaths,
  returnRequestSchema,
  returnVersionSchema,
  type ReturnAction,
} from '../../src/contract';
import { requireUploadQuota } from '../services/imageUpkeep';
import { langOf } from '../services/messages';
import {
  actOnReturn,
  deskReturn,
  listDeskReturns,
  requestReturn,
  returnsOfOrder,
  returnsOfUser,
  type DeskAction,
} from '../services/returns';
import { validate } from '../services/validation';
import { one, pageOf } from './backOfficeSchemas';
import { orderWrite, type RouteContext } from './context';
import { callerOf, requireStaff, requireUser } from './guards';
import { bearer, errors, idParam } from './schemas';
import { receivePhoto, uploadedImageSchema } from './staffImages';

/** Photos one shopper may upload in any 24 hours (a return takes at most 4). */
export const SHOPPER_UPLOADS_PER_DAY = 20;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullable = (type: string) => ({ type: [type, 'null'] }) as const;

const returnLineSchema = {
  type: 'object',
  properties: {
    _id: str,
    productId: str,
    name: str,
    nameAr: str,
    image: nullable('string'),
    quantity: int,
    unitPrice: int,
    resellable: nullable('integer'),
    notResellable: nullable('integer'),
  },
} as const;

const returnProperties = {
  _id: str,
  orderId: str,
  status: { type: 'string', enum: [...RETURN_STATUSES] },
  reason: { type: 'string', enum: [...RETURN_REASONS] },
  note: str,
  photos: { type: 'array', items: str },
  address: { $ref: 'Address#' },
  lines: { type: 'array', items: returnLineSchema },
  pickupDate: nullable('string'),
  rejectReason: nullable('string'),
  rejectNote: nullable('string'),
  pickupFee: int,
  refundDue: int,
  refund: {
    type: ['object', 'null'],
    properties: {
      amount: int,
      method: { type: 'string', enum: [...REFUND_METHODS] },
      reference: str,
      at: dateTime,
    },
  },
  history: { type: 'array', items: { type: 'object', properties: { status: str, at: dateTime } } },
  version: int,
  createdAt: dateTime,
} as const;

const returnSchema = { type: 'object', properties: returnProperties } as const;
const deskReturnSchema = {
  type: 'object',
  properties: {
    ...returnProperties,
    customer: { type: 'object', properties: { _id: str, name: str, email: str, phone: str } },
    orderTotal: int,
    orderRefunded: int,
    paymentMethod: { type: 'string', enum: [...PAYMENT_METHOD_KEYS] },
  },
} as const;

const returnsOfOrderSchema = {
  type: 'object',
  properties: {
    orderId: str,
    completedAt: nullable('string'),
    changeOfMindUntil: nullable('string'),
    defectUntil: nullable('string'),
    open: { type: 'boolean' },
    closedReason: nullable('string'),
    pickupFee: int,
    deliveryFee: int,
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          productId: str,
          name: str,
          nameAr: str,
          image: nullable('string'),
          unitPrice: int,
          bought: int,
          returnable: int,
        },
      },
    },
    returns: { type: 'array', items: returnSchema },
  },
} as const;

const returnBody = {
  type: 'object',
  properties: {
    orderId: str,
    lines: {
      type: 'array',
      items: { type: 'object', properties: { productId: str, quantity: int } },
      description: 'The order lines (by product) and how many units of each',
    },
    reason: { type: 'string', description: `One of: ${RETURN_REASONS.join(' | ')}` },
    note: str,
    photos: { type: 'array', items: str, description: 'Up to 4 upload addresses; none for a change of mind' },
    address: { $ref: 'Address#' },
    saveAddress: {
      type: 'boolean',
      description: 'Also keep the address in the address book (409 when it is full; nothing is saved)',
    },
  },
} as const;

const version = { type: 'integer', description: 'The return’s version as read' } as const;
const actionBodies: Record<ReturnAction, object> = {
  approve: {
    type: 'object',
    properties: { pickupDate: { type: 'string', description: 'YYYY-MM-DD (Cairo)' }, version },
  },
  reject: {
    type: 'object',
    properties: {
      reason: { type: 'string', description: `One of: ${RETURN_REJECT_REASONS.join(' | ')}` },
      note: { type: 'string', description: 'Required with "other"' },
      version,
    },
  },
  pickup: { type: 'object', properties: { version } },
  receive: { type: 'object', properties: { version } },
  inspect: {
    type: 'object',
    properties: {
      lines: {
        type: 'array',
        items: { type: 'object', properties: { lineId: str, resellable: int } },
        description: 'Every line of the return, with how many of its units resell',
      },
      version,
    },
  },
  refund: {
    type: 'object',
    properties: {
      method: {
        type: 'string',
        description: `One of: ${REFUND_METHODS.join(' | ')}; "provider" (and only it) for an order paid online`,
      },
      reference: {
        type: 'string',
        description:
          'The receipt, wallet or transfer reference; empty for "provider" (its refund id is kept)',
      },
      amount: {
        type: 'integer',
        description: 'EGP; at most what the return refunds and what the order was paid',
      },
      version,
    },
  },
};
const summaries: Record<ReturnAction, string> = {
  approve: 'Approve a requested return with the courier’s pickup day',
  reject: 'Reject a requested return with the shop’s reason',
  pickup: 'The courier picked the units up',
  receive: 'The units arrived at the shop',
  inspect: 'Each unit resellable (back in stock, "returned") or not',
  refund:
    'Refund: through the payment provider for an order paid online, or recorded as paid out (cash at pickup, mobile wallet, bank transfer) with its reference',
};

async function deskInput(action: ReturnAction, body: unknown): Promise<DeskAction> {
  switch (action) {
    case 'approve':
      return { action, input: await validate(approveReturnSchema(), body) };
    case 'reject':
      return { action, input: await validate(rejectReturnSchema(), body) };
    case 'inspect':
      return { action, input: await validate(inspectReturnSchema(), body) };
    case 'refund':
      return { action, input: await validate(refundSchema(), body) };
    default:
      return { action, input: await validate(returnVersionSchema(), body) };
  }
}

export function returnRoutes(ctx: RouteContext) {
  const auth = requireUser(ctx.tokens);
  const staff = requireStaff(ctx);
  const rules = ctx.returnRules;
  const write = orderWrite(ctx);
  const common = { security: bearer };

  return async (app: FastifyInstance) => {
    app.get(
      returnPaths.returns,
      {
        preHandler: auth,
        schema: {
          ...common,
          tags: ['returns'],
          summary: "The caller's returns, newest first",
          response: {
            200: { type: 'object', properties: { data: { type: 'array', items: returnSchema } } },
            ...errors(401),
          },
        },
      },
      async (request) => ({ data: await returnsOfUser(ctx.db, callerOf(request).id) }),
    );

    app.get<{ Params: { id: string } }>(
      '/returns/order/:id',
      {
        preHandler: auth,
        schema: {
          ...common,
          tags: ['returns'],
          summary: 'What of one of the caller’s orders may be returned now (the windows), and its returns',
          params: idParam('id'),
          response: { 200: one(returnsOfOrderSchema), ...errors(401, 404) },
        },
      },
      async (request) => ({
        data: await returnsOfOrder(ctx.db, request.params.id, callerOf(request).id, rules, ctx.now),
      }),
    );

    app.post(
      returnPaths.returns,
      {
        preHandler: auth,
        schema: {
          ...common,
          tags: ['returns'],
          summary:
            'Ask to return units of a completed order within its window (14 days for a change of mind, 30 for the other reasons)',
          body: returnBody,
          response: { 201: one(returnSchema), ...errors(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        const input = await validate(returnRequestSchema(), request.body);
        const shopper = { id: callerOf(request).id, lang: langOf(request.headers['accept-language']) };
        const ret = await write(() => requestReturn(ctx.db, shopper, input, rules, ctx.now));
        return reply.status(201).send({ data: ret });
      },
    );

    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      });
      uploads.post(
        returnPaths.photos,
        {
          onRequest: auth,
          schema: {
            ...common,
            tags: ['returns'],
            summary: `A photo of the goods for a return (multipart, field "${IMAGE_UPLOAD_FIELD}"), ${SHOPPER_UPLOADS_PER_DAY} a day`,
            consumes: ['multipart/form-data'],
            response: { 201: one(uploadedImageSchema), ...errors(400, 401, 413, 415, 429) },
          },
        },
        async (request, reply) => {
          const { id } = callerOf(request);
          await requireUploadQuota(
            ctx.db,
            id,
            ctx.now(),
            Math.min(SHOPPER_UPLOADS_PER_DAY, ctx.config.uploadsPerDay),
          );
          const { bytes, fileName } = await receivePhoto(request);
          const image = await ctx.images.upload(ctx.db, id, bytes, fileName, new Date(ctx.now()));
          return reply.status(201).send({ data: image });
        },
      );
    });

    app.get(
      returnPaths.desk,
      {
        onRequest: staff,
        schema: {
          ...common,
          tags: ['staff'],
          summary: 'The returns desk: every return by status and reason, searched, oldest first (or newest)',
          querystring: {
            type: 'object',
            properties: {
              search: str,
              status: str,
              reason: str,
              sort: str,
              page: int,
              limit: int,
            },
          },
          response: { 200: pageOf(deskReturnSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => listDeskReturns(ctx.db, await validate(returnDeskQuerySchema(), request.query)),
    );

    app.get<{ Params: { id: string } }>(
      '/staff/returns/:id',
      {
        onRequest: staff,
        schema: {
          ...common,
          tags: ['staff'],
          summary: 'One return at the desk',
          params: idParam('id'),
          response: { 200: one(deskReturnSchema), ...errors(401, 403, 404) },
        },
      },
      async (request) => ({ data: await deskReturn(ctx.db, request.params.id) }),
    );

    for (const action of Object.keys(actionBodies) as ReturnAction[]) {
      app.post<{ Params: { id: string } }>(
        `/staff/returns/:id/${action}`,
        {
          onRequest: staff,
          schema: {
            ...common,
            tags: ['staff'],
            summary: `${summaries[action]}, naming the version read (409 when it changed since)`,
            params: idParam('id'),
            body: actionBodies[action],
            response: { 200: one(deskReturnSchema), ...errors(400, 401, 403, 404, 409) },
          },
        },
        async (request) => {
          const given = await deskInput(action, request.body);
          await write(() => actOnReturn(request.params.id, callerOf(request).id, given, rules, ctx.now));
          return { data: await deskReturn(ctx.db, request.params.id) };
        },
      );
    }
  };
}
