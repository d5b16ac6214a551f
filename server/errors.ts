import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** Spanish texts for errors that happen before or outside any route; every JSON error has a `reply`. */
export const protocolReplies = {
  badRequest: 'La solicitud no es válida. Revisa la dirección y vuelve a intentarlo.',
  timeout: 'La solicitud ha tardado demasiado en llegar. Comprueba tu conexión y vuelve a intentarlo.',
  headersTooLarge: 'La solicitud lleva demasiados datos en sus cabeceras. Borra los datos de este sitio y vuelve a intentarlo.',
  notFound: 'No hemos encontrado lo que buscas.',
  methodNotAllowed: 'Esta dirección no admite ese método.',
  internal: 'Lo siento, ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.',
} as const;

/** Client mistakes keep their 4xx status; anything else is logged and answered without a stack. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'unhandled error');
  else request.log.info({ code: error.code, status }, 'client error');
  return reply.code(status).send({
    error: status === 500 ? 'Internal Server Error' : (error.code ?? 'Bad Request'),
    reply: status === 500 ? protocolReplies.internal : protocolReplies.badRequest,
  });
}

/**
 * Errors Node raises before Fastify sees a request (malformed HTTP, headers too large, the
 * request timeout): the same JSON shape with a Spanish `reply`, then the socket closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, protocolReplies.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, protocolReplies.headersTooLarge]
        : [400, protocolReplies.badRequest];
  const body = JSON.stringify({ error: STATUS_CODES[status], reply: text });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
