// /api/user/addresses: the signed-in shopper's address book (list, add, edit, delete, make default). Bodies are
// checked with the contract's savedAddressSchema, the checkout address's rules plus the optional landmark.
import type { FastifyInstance } from 'fastify';
import { SAVED_ADDRESSES_MAX, savedAddressSchema } from '../../src/contract';
import {
  SavedAddressListResponseShape,
  SavedAddressRequestShape,
  SavedAddressResponseShape,
} from '../../src/contract/shapes';
import { addAddress, deleteAddress, listAddresses, makeDefault, updateAddress } from '../services/addresses';
import { validate } from '../services/validation';
import { say, type RouteContext } from './context';
import { callerOf, requireUser } from './guards';
import { bearer, errors, idParam, messageSchema } from './schemas';

const tags = ['addresses'];

export function addressRoutes(ctx: RouteContext) {
  const { db, now } = ctx;
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireUser(ctx.tokens));

    app.get(
      '/user/addresses',
      {
        schema: {
          tags,
          summary: "The caller's saved addresses, the default first, then the most recent",
          security: bearer,
          response: { 200: SavedAddressListResponseShape, ...errors(401) },
        },
      },
      async (request) => ({ data: await listAddresses(db, callerOf(request).id) }),
    );

    app.post(
      '/user/addresses',
      {
        schema: {
          tags,
          summary: `Save an address (the first becomes the default; at most ${SAVED_ADDRESSES_MAX})`,
          security: bearer,
          body: SavedAddressRequestShape,
          response: { 201: SavedAddressResponseShape, ...errors(400, 401, 409) },
        },
      },
      async (request, reply) => {
        const input = await validate(savedAddressSchema(), request.body);
        const saved = await addAddress(db, callerOf(request).id, input, now);
        return reply.status(201).send({ data: saved });
      },
    );

    app.patch<{ Params: { id: string } }>(
      '/user/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Replace a saved address with the fields sent (all of them, as when adding)',
          security: bearer,
          params: idParam('id'),
          body: SavedAddressRequestShape,
          response: { 200: SavedAddressResponseShape, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const input = await validate(savedAddressSchema(), request.body);
        return { data: await updateAddress(db, callerOf(request).id, request.params.id, input, now) };
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/user/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Delete a saved address; a deleted default passes to the most recently created or edited',
          security: bearer,
          params: idParam('id'),
          response: { 200: messageSchema, ...errors(401, 404) },
        },
      },
      async (request) => {
        await deleteAddress(db, callerOf(request).id, request.params.id);
        return { message: say(ctx, request, 'server.address.deleted') };
      },
    );

    app.post<{ Params: { id: string } }>(
      '/user/addresses/:id/default',
      {
        schema: {
          tags,
          summary: 'Make a saved address the default (the one checkout pre-fills)',
          security: bearer,
          params: idParam('id'),
          response: { 200: SavedAddressResponseShape, ...errors(401, 404) },
        },
      },
      async (request) => ({ data: await makeDefault(db, callerOf(request).id, request.params.id) }),
    );
  };
}
