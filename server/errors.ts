import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Client mistakes keep their 4xx status; anything else is logged and answered without a stack. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'unhandled error');
  else request.log.info({ code: error.code, status }, 'client error');
  return reply.code(status).send({
    error: status === 500 ? 'Internal Server Error' : error.code ?? 'Bad Request',
    reply:
      status === 500
        ? 'Lo siento, ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.'
        : 'La solicitud no es válida.',
  });
}
