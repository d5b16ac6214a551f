import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Sheds load while answers are computed: past `maxInFlight` answers at once (slow LLM calls pile
 * up here first) the route answers 503 with Retry-After instead of queueing without bound. A
 * request counts only from the preHandler on, once its body has fully arrived and passed the
 * schema: a visitor who sends headers and then stalls holds a socket (bounded by the server's
 * timeouts and the per-IP cap), never an answer slot.
 */
export function guardInFlight(scope: FastifyInstance, maxInFlight: number, reply503: string): void {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    if (inFlight >= maxInFlight) {
      return reply.code(503).header('retry-after', '1').send({ reply: reply503, error: 'overloaded' });
    }
    inFlight += 1;
    counted.add(request);
    // 'close' fires once the answer is sent or the socket dies, whichever comes first.
    reply.raw.once('close', () => {
      if (counted.delete(request)) inFlight -= 1;
    });
  });
}
