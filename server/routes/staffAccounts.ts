// /api/staff/accounts (manager only): the back office's accounts; add one, change its role or take its access away.
import type { FastifyInstance } from 'fastify';
import { backOfficePaths, staffAccountSchema, staffRoleChangeSchema } from '../../src/contract';
import { StaffAccountListShape } from '../../src/contract/shapes';
import { changeStaffRole, createStaffAccount, listStaffAccounts } from '../services/staffAccounts';
import { validate } from '../services/validation';
import {
  one,
  staffAccountBody,
  staffAccountSchema as accountSchema,
  staffRoleBody,
} from './backOfficeSchemas';
import type { RouteContext } from './context';
import { callerOf, requireManager } from './guards';
import { bearer, errors, idParam } from './schemas';

export function staffAccountRoutes(ctx: RouteContext) {
  const guard = requireManager(ctx);
  const common = { tags: ['back office'], security: bearer };
  return async (app: FastifyInstance) => {
    app.get(
      backOfficePaths.staffAccounts,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: 'Every account with back-office access (managers first)',
          response: { 200: StaffAccountListShape, ...errors(401, 403) },
        },
      },
      async () => ({ data: await listStaffAccounts(ctx.db) }),
    );

    app.post(
      backOfficePaths.staffAccounts,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: 'Add an account with back-office access (409 when its email has an account)',
          body: staffAccountBody,
          response: { 201: one(accountSchema), ...errors(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const input = await validate(staffAccountSchema(), request.body);
        const hash = await ctx.passwords.hash(input.password);
        const account = await createStaffAccount(ctx.db, callerOf(request).id, input, hash, ctx.now);
        return reply.status(201).send({ data: account });
      },
    );

    app.put<{ Params: { id: string } }>(
      `${backOfficePaths.staffAccounts}/:id/role`,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary:
            "Give an account the other back-office role, or 'user' to take its access away (it is signed out everywhere)",
          params: idParam('id'),
          body: staffRoleBody,
          response: { 200: one(accountSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const change = await validate(staffRoleChangeSchema(), request.body);
        return {
          data: await changeStaffRole(ctx.db, callerOf(request).id, request.params.id, change, ctx.now),
        };
      },
    );
  };
}
