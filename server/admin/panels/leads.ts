import { html, type Html } from '../html.ts';
import { LEAD_SOURCE_LABELS } from '../../../site/domain/leads.ts';
import { ADMIN_PATH } from '../layout.ts';
import { KIND_LABELS, madridTime, STATUS_LABELS } from '../labels.ts';
import { LEAD_STATUSES, type LeadFilters, type LeadRow, type StatusChange } from '../lead-queries.ts';

/** The person's name, whatever form the lead came from. */
export function leadName(lead: Pick<LeadRow, 'fields'>): string {
  const { name, fullName } = lead.fields as { name?: unknown; fullName?: unknown };
  return typeof name === 'string' ? name : typeof fullName === 'string' ? fullName : '';
}

function options(values: readonly string[], labels: Record<string, string>, selected: string | undefined, anyLabel: string): Html {
  return html`<option value="">${anyLabel}</option>${values.map((value) => html`<option value="${value}"${value === selected ? html` selected` : ''}>${labels[value] ?? value}</option>`)}`;
}

export function filterQuery(filters: LeadFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('tipo', filters.kind);
  if (filters.status) params.set('estado', filters.status);
  if (filters.from) params.set('desde', filters.from);
  if (filters.to) params.set('hasta', filters.to);
  if (filters.search) params.set('q', filters.search);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function leadsPanel(leads: readonly LeadRow[], filters: LeadFilters, csrf: string, notice?: string): Html {
  return html`<h1>Leads</h1>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
<form method="get" action="${ADMIN_PATH}" class="filters" role="search" aria-label="Filtrar leads">
  <label>Tipo <select name="tipo">${options(Object.keys(KIND_LABELS), KIND_LABELS, filters.kind, 'Todos')}</select></label>
  <label>Estado <select name="estado">${options(LEAD_STATUSES, STATUS_LABELS, filters.status, 'Todos')}</select></label>
  <label>Desde <input type="date" name="desde" value="${filters.from ?? ''}"></label>
  <label>Hasta <input type="date" name="hasta" value="${filters.to ?? ''}"></label>
  <label class="grow">Buscar <input type="search" name="q" value="${filters.search ?? ''}" placeholder="Nombre, email, texto…"></label>
  <button type="submit">Filtrar</button>
</form>
<p class="actions"><a href="${ADMIN_PATH}/leads.csv${filterQuery(filters)}" download>Descargar CSV</a> <span>${leads.length} lead${leads.length === 1 ? '' : 's'}</span></p>
${
  leads.length === 0
    ? html`<p class="empty">No hay leads con estos filtros.</p>`
    : html`<div class="table-wrap" tabindex="0" role="region" aria-label="Lista de leads"><table class="leads">
  <caption class="visually-hidden">Leads, del más reciente al más antiguo</caption>
  <thead><tr><th scope="col">Fecha</th><th scope="col">Tipo</th><th scope="col">Nombre</th><th scope="col">Email</th><th scope="col">Estado</th></tr></thead>
  <tbody>${leads.map(
    (lead) => html`<tr>
      <td>${madridTime(lead.created_at)}</td>
      <td>${KIND_LABELS[lead.kind] ?? lead.kind}</td>
      <th scope="row"><a href="${ADMIN_PATH}/leads/${lead.id}">${leadName(lead) || lead.email || 'Sin nombre'}</a></th>
      <td>${lead.email ?? ''}</td>
      <td><span class="status ${lead.status}">${STATUS_LABELS[lead.status]}</span></td>
    </tr>`,
  )}</tbody>
</table></div>`
}
<section class="erase" aria-labelledby="erase-title">
  <h2 id="erase-title">Borrar los datos de una persona</h2>
  <p>Elimina todos sus leads, su historial y sus envíos pendientes (derecho de supresión). No se puede deshacer.</p>
  <form method="post" action="${ADMIN_PATH}/borrar">
    <input type="hidden" name="_csrf" value="${csrf}">
    <label>Email de la persona <input type="email" name="email" required autocomplete="off"></label>
    <label class="check"><input type="checkbox" name="confirm" value="si" required> Confirmo que quiero borrar sus datos</label>
    <button type="submit" class="danger">Borrar sus datos</button>
  </form>
</section>`;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  fullName: 'Nombre completo',
  email: 'Email',
  phone: 'Teléfono',
  company: 'Empresa',
  subject: 'Asunto',
  message: 'Mensaje',
  service: 'Servicio',
  slot: 'Franja',
  modality: 'Modalidad',
  startDate: 'Fecha de inicio',
  course: 'Curso',
  source: 'Canal',
};

/** A number the team can dial: digits with the leading + kept ("+34 600 11 22 33" -> "+34600112233"). */
const dialable = (phone: string) => phone.replace(/(?!^\+)[^0-9]/g, '');

/**
 * The ways to answer this person straight from the lead: reply by email quoting the subject, call,
 * or WhatsApp. WhatsApp needs the number with its country code: a Spanish 9-digit number gets 34.
 */
function replyLinks(lead: LeadRow): Html {
  const subject = typeof lead.fields.subject === 'string' ? `Re: ${lead.fields.subject}` : 'Tu consulta a IA Academy';
  const phone = typeof lead.fields.phone === 'string' && lead.fields.phone ? dialable(lead.fields.phone) : '';
  const international = phone.startsWith('+') ? phone.slice(1) : /^[6-9]\d{8}$/.test(phone) ? `34${phone}` : phone.replace(/^00/, '');
  return html`<p class="reply-links">
  ${lead.email ? html`<a class="button-link" href="mailto:${lead.email}?subject=${encodeURIComponent(subject)}">Responder por email</a>` : ''}
  ${phone ? html`<a class="button-link" href="tel:${phone}">Llamar</a><a class="button-link" href="https://wa.me/${international}">Escribir por WhatsApp</a>` : ''}
</p>`;
}

export function leadDetail(lead: LeadRow, history: readonly StatusChange[], csrf: string, notice?: string): Html {
  const fields = Object.keys(FIELD_LABELS)
    .map((key) => [key, lead.fields[key]] as const)
    .filter(([, value]) => value !== undefined && value !== '' && value !== null);
  return html`<p><a href="${ADMIN_PATH}">← Volver a los leads</a></p>
<h1>${leadName(lead) || lead.email || 'Lead'} <span class="kind">${KIND_LABELS[lead.kind] ?? lead.kind}</span></h1>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
${replyLinks(lead)}
<dl class="fields">
  ${fields.map(([key, value]) => html`<dt>${FIELD_LABELS[key]}</dt><dd>${key === 'source' ? (LEAD_SOURCE_LABELS[value as 'chat'] ?? String(value)) : String(value)}</dd>`)}
  <dt>Recibido</dt><dd>${madridTime(lead.created_at)}</dd>
  <dt>Página</dt><dd>${lead.page ?? '—'}</dd>
  ${lead.partner_origin ? html`<dt>Socio</dt><dd>${lead.partner_origin}</dd>` : ''}
  <dt>Consentimiento</dt><dd>${madridTime(lead.consent_at)} (texto ${lead.consent_version})</dd>
  ${lead.kind === 'newsletter' ? html`<dt>Confirmado</dt><dd>${lead.confirmed_at ? madridTime(lead.confirmed_at) : 'Pendiente'}</dd>` : ''}
</dl>
<section aria-labelledby="status-title">
  <h2 id="status-title">Estado: <span class="status ${lead.status}">${STATUS_LABELS[lead.status]}</span></h2>
  <form method="post" action="${ADMIN_PATH}/leads/${lead.id}/estado" class="status-form">
    <input type="hidden" name="_csrf" value="${csrf}">
    <label>Nuevo estado <select name="estado">${LEAD_STATUSES.map((status) => html`<option value="${status}"${status === lead.status ? html` selected` : ''}>${STATUS_LABELS[status]}</option>`)}</select></label>
    <button type="submit">Guardar estado</button>
  </form>
  ${
    history.length
      ? html`<h3>Historial</h3><ol class="history">${history.map((change) => html`<li><span class="status ${change.status}">${STATUS_LABELS[change.status]}</span> por ${change.changed_by}, ${madridTime(change.changed_at)}</li>`)}</ol>`
      : html`<p>Sin cambios de estado todavía.</p>`
  }
</section>`;
}
