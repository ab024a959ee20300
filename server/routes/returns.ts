// Returns and refunds. The shopper's: /api/returns (their returns; ask for one), /api/returns/order/:id (what of an
// order may be returned now, and its returns), /api/returns/photos (a photo of the goods, through the back office's
// image pipeline). The returns desk's (staff and managers): /api/staff/returns, listed by status, reason and age and
// searched; each action names the return's version (409 when stale) and is in the activity log.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import {
  approveReturnSchema,
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  inspectReturnSchema,
  refundSchema,
  rejectReturnSchema,
  returnDeskQuerySchema,
  returnPaths,
  returnRequestSchema,
  returnVersionSchema,
  type ReturnAction,
} from '../../src/contract';
import {
  ApproveReturnRequestShape,
  DeskReturnShape,
  InspectReturnRequestShape,
  One,
  PageOf,
  RejectReturnRequestShape,
  ReturnDeskQueryShape,
  ReturnListShape,
  ReturnRefundRequestShape,
  ReturnRequestShape,
  ReturnShape,
  ReturnsOfOrderShape,
  ReturnVersionRequestShape,
  UploadedImageShape,
} from '../../src/contract/shapes';
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
import { orderWrite, type RouteContext } from './context';
import { callerOf, requireStaff, requireUser } from './guards';
import { bearer, errors, idParam } from './schemas';
import { receivePhoto } from './staffImages';

/** Photos one shopper may upload in any 24 hours (a return takes at most 4). */
export const SHOPPER_UPLOADS_PER_DAY = 20;

const actionBodies: Record<ReturnAction, TSchema> = {
  approve: ApproveReturnRequestShape,
  reject: RejectReturnRequestShape,
  pickup: ReturnVersionRequestShape,
  receive: ReturnVersionRequestShape,
  inspect: InspectReturnRequestShape,
  refund: ReturnRefundRequestShape,
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
          response: { 200: ReturnListShape, ...errors(401) },
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
          response: { 200: One(ReturnsOfOrderShape), ...errors(401, 404) },
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
          body: ReturnRequestShape,
          response: { 201: One(ReturnShape), ...errors(400, 401, 404, 409) },
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
            response: { 201: One(UploadedImageShape), ...errors(400, 401, 413, 415, 429) },
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
          querystring: ReturnDeskQueryShape,
          response: { 200: PageOf(DeskReturnShape), ...errors(400, 401, 403) },
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
          response: { 200: One(DeskReturnShape), ...errors(401, 403, 404) },
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
            response: { 200: One(DeskReturnShape), ...errors(400, 401, 403, 404, 409) },
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
