// Bearer-token guards: the access JWT identifies the caller; staff routes need a staff role ('staff' or 'manager'),
// the back office's catalogue, stock changes, category, staff and activity routes need 'manager' (staff only read
// the stock view). Every route that grants
// something because of a role (the back office, and a customer's order read or cancelled by staff) reads the
// caller's role from the database on every call (one primary-key read), never the token's claim, so a manager
// taking an account's access away, or changing its role, takes effect at once, not when its access token
// (15 minutes) runs out. Routes that only serve the caller's own records (requireUser) need no role.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ROLES, type AccessTokenClaims } from '../../src/contract';
import { forbidden, unauthorized } from '../services/errors';
import { currentRole } from '../services/staffAccounts';
import type { Tokens } from '../services/tokens';
import type { RouteContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: { id: string; role: AccessTokenClaims['role'] };
  }
}

/** The token after "Bearer ", or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function requireUser(tokens: Tokens) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('server.auth.required');
    const claims = await tokens.verifyAccess(token);
    if (!claims) throw unauthorized('server.auth.invalidToken');
    request.caller = { id: claims.sub, role: claims.role };
  };
}

/** The caller, with the role the database gives the account now (given or taken away since the token was signed). */
async function currentCaller(
  { tokens, db }: Pick<RouteContext, 'tokens' | 'db'>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await requireUser(tokens)(request, reply);
  const caller = request.caller!;
  const role = await currentRole(db, caller.id);
  if (role === undefined) throw unauthorized('server.auth.invalidToken');
  caller.role = role as AccessTokenClaims['role'];
  return caller;
}

/** Any signed-in account, with its role as it is now: for routes where a role grants more (staff read any order). */
export function requireAccount(ctx: Pick<RouteContext, 'tokens' | 'db'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await currentCaller(ctx, request, reply);
  };
}

export function requireStaff(ctx: Pick<RouteContext, 'tokens' | 'db'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await currentCaller(ctx, request, reply);
    if (!isStaffRole(caller.role)) throw forbidden('server.forbidden');
  };
}

/** A manager passes every staff guard; only a manager passes this one. */
export function requireManager(ctx: Pick<RouteContext, 'tokens' | 'db'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await currentCaller(ctx, request, reply);
    if (caller.role !== 'manager') throw forbidden('server.forbidden');
  };
}

export const isStaffRole = (role: string | undefined): boolean =>
  (STAFF_ROLES as readonly (string | undefined)[]).includes(role);

/** The authenticated caller (the guard ran before). */
export function callerOf(request: FastifyRequest): { id: string; role: AccessTokenClaims['role'] } {
  if (!request.caller) throw unauthorized('server.auth.required');
  return request.caller;
}
