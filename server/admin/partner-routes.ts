import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../leads/store/db.ts';
import { partnerMessages } from '../partners/messages.ts';
import { normaliseOrigin } from '../partners/origin.ts';
import {
  addPartner,
  findPartner,
  findPartnerByOrigin,
  listPartners,
  PARTNER_NAME_MAX,
  removePartner,
  setPartnerStatus,
  type PartnerRow,
} from '../partners/repository.ts';
import type { Partners } from '../partners/wiring.ts';
import type { Html } from './html.ts';
import { PARTNERS_PATH, partnersPanel, removePartnerPanel, type PartnerForm } from './panels/partners.ts';
import type { Session } from './sessions.ts';

export interface PartnerRoutesContext {
  db: () => Promise<Db>;
  partners: Partners;
  now: () => Date;
  requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  send: (reply: FastifyReply, status: number, title: string, body: Html, session?: Session, current?: string) => FastifyReply;
  field: (body: unknown, name: string) => string;
}

const DONE = {
  anadido: partnerMessages.added,
  pausado: partnerMessages.paused,
  reanudado: partnerMessages.resumed,
  eliminado: partnerMessages.removed,
} as const;
type Done = keyof typeof DONE;

/** Why the form cannot be saved, field by field; the normalised origin when it can. */
async function checkForm(db: Db, partners: Partners, values: PartnerForm['values']): Promise<{ errors: PartnerForm['errors']; origin?: string; name: string }> {
  const errors: PartnerForm['errors'] = {};
  const name = values.name.trim().replace(/\s+/g, ' ');
  if (!name) errors.name = partnerMessages.nameMissing;
  else if (name.length > PARTNER_NAME_MAX) errors.name = partnerMessages.nameTooLong(PARTNER_NAME_MAX);
  const check = normaliseOrigin(values.origin);
  if (!check.ok) return { errors: { ...errors, origin: check.error }, name };
  const { origin } = check;
  if (origin === partners.origins.siteOrigin) errors.origin = partnerMessages.siteItself;
  else if (partners.origins.isFixed(origin)) errors.origin = partnerMessages.fixed;
  else {
    const existing = await findPartnerByOrigin(db, origin);
    if (existing) errors.origin = partnerMessages.duplicate(existing.name);
  }
  return { errors, origin, name };
}

/** /admin/socios: the partner origins allowed to use the widgets, added, paused and removed here. */
export function partnerRoutes(scope: FastifyInstance, context: PartnerRoutesContext): void {
  const { db, partners, send, requireSession, field, now } = context;
  const refreshSeconds = Math.ceil(partners.refreshMs / 1000);

  const listPage = async (reply: FastifyReply, session: Session, status = 200, form?: PartnerForm, notice?: string) => {
    const body = partnersPanel({
      partners: await listPartners(await db()),
      fixed: partners.origins.fixedPartners,
      refreshSeconds,
      csrf: session.csrf,
      ...(form ? { form } : {}),
      ...(notice ? { notice } : {}),
    });
    return send(reply, status, 'Socios', body, session, PARTNERS_PATH);
  };

  const done = (reply: FastifyReply, what: Done, partner: PartnerRow) =>
    reply.redirect(`${PARTNERS_PATH}?hecho=${what}&socio=${encodeURIComponent(partner.origin)}`, 303);

  scope.get<{ Querystring: Record<string, string> }>('/socios', { preHandler: requireSession }, async (request, reply) => {
    const what = request.query.hecho as Done | undefined;
    const origin = normaliseOrigin(request.query.socio ?? '');
    const notice = what && Object.hasOwn(DONE, what) && origin.ok ? DONE[what](origin.origin) : undefined;
    return listPage(reply, request.adminSession!, 200, undefined, notice);
  });

  scope.post('/socios', { preHandler: requireSession }, async (request, reply) => {
    const session = request.adminSession!;
    const values = { origin: field(request.body, 'origin').slice(0, 300), name: field(request.body, 'name').slice(0, 300) };
    const store = await db();
    const { errors, origin, name } = await checkForm(store, partners, values);
    if (errors.origin || errors.name || !origin) return listPage(reply, session, 400, { values, errors });
    const added = await addPartner(store, { origin, name, member: session.member, at: now() });
    if (!added) return listPage(reply, session, 400, { values, errors: { origin: partnerMessages.duplicate(name) } });
    await partners.changed();
    request.log.info({ admin: { partner: { origin, action: 'added' } } }, 'partner added');
    return done(reply, 'anadido', added);
  });

  scope.post<{ Params: { id: string } }>('/socios/:id/estado', { preHandler: requireSession }, async (request, reply) => {
    const session = request.adminSession!;
    const status = field(request.body, 'estado');
    if (status !== 'active' && status !== 'paused') return listPage(reply, session, 400);
    const partner = await setPartnerStatus(await db(), request.params.id, status, session.member, now());
    if (!partner) return listPage(reply, session, 404, undefined, partnerMessages.notFound);
    await partners.changed();
    request.log.info({ admin: { partner: { origin: partner.origin, action: status } } }, 'partner status changed');
    return done(reply, status === 'paused' ? 'pausado' : 'reanudado', partner);
  });

  scope.get<{ Params: { id: string } }>('/socios/:id/eliminar', { preHandler: requireSession }, async (request, reply) => {
    const session = request.adminSession!;
    const partner = await findPartner(await db(), request.params.id);
    if (!partner) return listPage(reply, session, 404, undefined, partnerMessages.notFound);
    return send(reply, 200, 'Eliminar socio', removePartnerPanel(partner, session.csrf, refreshSeconds), session, PARTNERS_PATH);
  });

  scope.post<{ Params: { id: string } }>('/socios/:id/eliminar', { preHandler: requireSession }, async (request, reply) => {
    const session = request.adminSession!;
    const store = await db();
    if (field(request.body, 'confirm') !== 'si') {
      const partner = await findPartner(store, request.params.id);
      if (!partner) return listPage(reply, session, 404, undefined, partnerMessages.notFound);
      return send(
        reply,
        400,
        'Eliminar socio',
        removePartnerPanel(partner, session.csrf, refreshSeconds, partnerMessages.confirmMissing),
        session,
        PARTNERS_PATH,
      );
    }
    const partner = await removePartner(store, request.params.id);
    if (!partner) return listPage(reply, session, 404, undefined, partnerMessages.notFound);
    await partners.changed();
    request.log.info({ admin: { partner: { origin: partner.origin, action: 'removed' } } }, 'partner removed');
    return done(reply, 'eliminado', partner);
  });
}
