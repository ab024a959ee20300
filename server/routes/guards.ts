// Bearer-token guards: the access JWT identifies the caller; staff routes also need role 'staff'.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from '../../src/contract';
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
    if (request.caller?.role !== 'staff') throw forbidden('server.forbidden');
  };
}

/** The authenticated caller (the guard ran before). */
export function callerOf(request: FastifyRequest): { id: string; role: AccessTokenClaims['role'] } {
  if (!request.caller) throw unauthorized('server.auth.required');
  return request.caller;
}
