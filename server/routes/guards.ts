// Bearer-token guards: the access JWT identifies the caller; staff routes need a staff role ('staff' or 'manager'),
// the back office's catalogue, stock, category and activity routes need 'manager'.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ROLES, type AccessTokenClaims } from '../../src/contract';
import { forbidden, unauthorized } from '../services/errors';
import type { Tokens } from '../services/tokens';

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

export function requireStaff(tokens: Tokens) {
  const user = requireUser(tokens);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await user(request, reply);
    if (!isStaffRole(request.caller?.role)) throw forbidden('server.forbidden');
  };
}

/** A manager passes every staff guard; only a manager passes this one. */
export function requireManager(tokens: Tokens) {
  const user = requireUser(tokens);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await user(request, reply);
    if (request.caller?.role !== 'manager') throw forbidden('server.forbidden');
  };
}

export const isStaffRole = (role: string | undefined): boolean =>
  (STAFF_ROLES as readonly (string | undefined)[]).includes(role);

/** The authenticated caller (the guard ran before). */
export function callerOf(request: FastifyRequest): { id: string; role: AccessTokenClaims['role'] } {
  if (!request.caller) throw unauthorized('server.auth.required');
  return request.caller;
}
