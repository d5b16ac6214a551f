import type { FastifyInstance } from 'fastify';

const REPLY = 'Hay demasiadas peticiones abiertas desde tu conexión. Espera unos segundos y vuelve a intentarlo.';

/**
 * At most `max` requests open at once per client IP (request.ip, so TRUST_PROXY decides which IP
 * that is), counted from the first byte until the response is sent or the socket dies: one
 * address cannot hold the server's sockets with bodies it never finishes sending.
 */
export function capConcurrentPerIp(app: FastifyInstance, max: number): void {
  const open = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const ip = request.ip;
    const count = open.get(ip) ?? 0;
    if (count >= max) {
      request.log.warn({ concurrent: count }, 'per-ip concurrency cap reached');
      return reply.code(429).header('retry-after', '1').header('connection', 'close').send({ error: 'too_many_open_requests', reply: REPLY });
    }
    open.set(ip, count + 1);
    reply.raw.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}
