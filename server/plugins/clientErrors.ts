// Errors answered before a route is found: Node's HTTP parser (a malformed request, headers too large, a timeout)
// and Fastify's router (a path that does not decode, a path parameter too long). Both answer like every other
// error: `{ message }` JSON with the security headers (./securityHeaders.ts) and the status messages of
// ./errorHandler.ts, never Node's or Fastify's own bodies.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { langOf, type Translator } from '../services/messages';
import { FRAMEWORK_MESSAGES } from './errorHandler';

/** The security headers every answer carries (known once the app is built; no request comes before that). */
export type HeadersOf = () => Readonly<Record<string, string>>;

const PARSER_ERRORS: Record<string, { status: number; messageId: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, messageId: 'server.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, messageId: 'server.requestTimeout' },
};

/**
 * Fastify's clientErrorHandler: writes the answer on the socket and closes it. There is no parsed request, so the
 * message is English.
 */
export function clientErrorHandler(headers: HeadersOf, translate: Translator) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, messageId } = PARSER_ERRORS[error.code ?? ''] ?? {
      status: 400,
      messageId: 'server.badRequest',
    };
    const body = JSON.stringify({ message: translate(messageId, 'en') });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      ...Object.entries(headers()).map(([name, value]) => `${name}: ${value}`),
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

/** Fastify's frameworkErrors: a path that does not decode (400) or a path parameter over maxParamLength (414). */
export function frameworkErrorHandler(headers: HeadersOf, translate: Translator) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode === 414 ? 414 : 400;
    const message = translate(
      FRAMEWORK_MESSAGES[status] ?? 'server.badRequest',
      langOf(request.headers['accept-language']),
    );
    void reply.headers(headers()).status(status).send({ message });
  };
}
