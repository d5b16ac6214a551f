import type { FastifyInstance, FastifyReply } from 'fastify';
import { NEWSLETTER_PATHS } from '../../site/domain/leads.ts';
import { renderErrorPage } from './error-page.ts';
import { confirmSubscription, unsubscribe } from './repository.ts';
import type { LeadsStore } from './store/leads-store.ts';
import { verifyToken, type TokenPurpose } from './tokens.ts';

interface TokenQuery {
  token?: string;
}

/**
 * The links of the newsletter mails: confirm (double opt-in) and unsubscribe, each answering 303
 * to a thank-you page. The token names the subscription without the address; GET for the link,
 * POST for mail clients' one-click unsubscribe (RFC 8058).
 */
export async function newsletterRoutes(scope: FastifyInstance, options: { store: LeadsStore; stylesheets: string[] }): Promise<void> {
  const { store, stylesheets } = options;

  const brokenLink = (reply: FastifyReply, status: number, intro: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderErrorPage({ title: 'Este enlace no funciona', intro, backHref: '/blog' }, stylesheets));

  const withSubscription = async (reply: FastifyReply, token: unknown, purpose: TokenPurpose, act: (id: string) => Promise<string | undefined>) => {
    const db = await store.whenOpen(3000);
    if (!db || !store.secret) {
      reply.header('retry-after', '5');
      return brokenLink(reply, 503, 'Ahora mismo no podemos atender este enlace. Vuelve a abrirlo en unos minutos.');
    }
    const id = verifyToken(store.secret, purpose, token);
    if (!id)
      return brokenLink(reply, 400, 'El enlace está incompleto o no es válido. Copia el enlace completo del correo o suscríbete de nuevo desde el blog.');
    const location = await act(id);
    if (!location)
      return brokenLink(
        reply,
        410,
        'Esta suscripción ya no está pendiente: las que no se confirman se borran a los 7 días. Suscríbete de nuevo desde el blog.',
      );
    return reply.code(303).header('location', location).send();
  };

  scope.get<{ Querystring: TokenQuery }>('/newsletter/confirm', async (request, reply) =>
    withSubscription(reply, request.query.token, 'confirm', async (id) => {
      return (await confirmSubscription(store.db!, id)) === 'confirmed' ? NEWSLETTER_PATHS.confirmed : undefined;
    }),
  );

  for (const method of ['GET', 'POST'] as const) {
    scope.route<{ Querystring: TokenQuery }>({
      method,
      url: '/newsletter/unsubscribe',
      handler: async (request, reply) =>
        withSubscription(reply, request.query.token, 'unsubscribe', async (id) => {
          await unsubscribe(store.db!, id);
          return NEWSLETTER_PATHS.unsubscribed;
        }),
    });
  }
}
