import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Sheds load before parsing: past `maxInFlight` concurrent requests (slow LLM calls pile up
 * here first) the route answers 503 with Retry-After instead of queueing without bound.
 */
export function guardInFlight(scope: FastifyInstance, maxInFlight: number, reply503: string): void {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    if (inFlight >= maxInFlight) {
      return reply.code(503).header('retry-after', '1').send({ reply: reply503, error: 'overloaded' });
    }
    inFlight += 1;
    counted.add(request);
  });
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  scope.addHook('onResponse', release);
  scope.addHook('onRequestAbort', release);
}
