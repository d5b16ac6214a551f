import type { PartnerRow } from '../../partners/repository.ts';
import { html, type Html } from '../html.ts';
import { madridTime } from '../labels.ts';
import { ADMIN_PATH } from '../layout.ts';

export const PARTNERS_PATH = `${ADMIN_PATH}/socios`;

export interface PartnerForm {
  values: { origin: string; name: string };
  errors: { origin?: string; name?: string };
}

export interface PartnersView {
  partners: readonly PartnerRow[];
  /** CHATBOT_ALLOWED_ORIGINS: shown, not editable here. */
  fixed: readonly string[];
  refreshSeconds: number;
  csrf: string;
  form?: PartnerForm;
  notice?: string;
}

const STATUS = { active: 'Activo', paused: 'Pausado' } as const;

function field(id: string, name: string, label: Html | string, value: string, error: string | undefined, extra: Html | string = ''): Html {
  const errorId = `${id}-error`;
  return html`<div class="field">
    <label for="${id}">${label}</label>
    <input id="${id}" name="${name}" value="${value}" required autocomplete="off"${extra}${error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
    ${error ? html`<p class="field-error" id="${errorId}">${error}</p>` : ''}
  </div>`;
}

function addForm(csrf: string, form: PartnerForm | undefined): Html {
  const values = form?.values ?? { origin: '', name: '' };
  const errors = form?.errors ?? {};
  const problems = [
    ...(errors.origin ? [{ id: 'partner-origin', text: errors.origin }] : []),
    ...(errors.name ? [{ id: 'partner-name', text: errors.name }] : []),
  ];
  return html`<section class="card" aria-labelledby="add-title">
  <h2 id="add-title">Añadir un socio</h2>
  ${
    problems.length
      ? html`<div class="error" role="alert" id="partner-problems"><p>No se ha añadido el socio:</p><ul>${problems.map((problem) => html`<li><a href="#${problem.id}">${problem.text}</a></li>`)}</ul></div>`
      : ''
  }
  <form method="post" action="${PARTNERS_PATH}" class="partner-form">
    <input type="hidden" name="_csrf" value="${csrf}">
    ${field('partner-origin', 'origin', html`Origen <span class="hint">(https://dominio, con el puerto si no es el habitual; sin ruta)</span>`, values.origin, errors.origin, html` inputmode="url" spellcheck="false" placeholder="https://www.socio.es" maxlength="300"`)}
    ${field('partner-name', 'name', 'Nombre del socio', values.name, errors.name, html` maxlength="120"`)}
    <button type="submit">Añadir socio</button>
  </form>
</section>`;
}

function actions(partner: PartnerRow, csrf: string): Html {
  const who = `${partner.name} (${partner.origin})`;
  const next = partner.status === 'active' ? { status: 'paused', label: 'Pausar' } : { status: 'active', label: 'Reanudar' };
  return html`<form method="post" action="${PARTNERS_PATH}/${partner.id}/estado" class="inline">
      <input type="hidden" name="_csrf" value="${csrf}">
      <input type="hidden" name="estado" value="${next.status}">
      <button type="submit" class="secondary" aria-label="${next.label} a ${who}">${next.label}</button>
    </form>
    <a href="${PARTNERS_PATH}/${partner.id}/eliminar" aria-label="Eliminar a ${who}">Eliminar</a>`;
}

export function partnersPanel(view: PartnersView): Html {
  const rows = view.partners;
  return html`<h1>Socios</h1>
<p class="lead-in">Sitios de socios que pueden usar el asistente, el botón de WhatsApp y el aviso de cookies desde sus páginas. Cada cambio llega a todas las instancias en ${view.refreshSeconds} s como mucho, sin reiniciar nada. Las conversiones de cada socio están en <a href="${ADMIN_PATH}/conversiones">Conversiones</a>.</p>
${view.notice ? html`<p class="notice" role="status">${view.notice}</p>` : ''}
${addForm(view.csrf, view.form)}
<h2 id="list-title">Socios del panel</h2>
${
  rows.length === 0
    ? html`<p class="empty">Todavía no hay socios añadidos desde el panel.</p>`
    : html`<div class="table-wrap" tabindex="0" role="region" aria-labelledby="list-title"><table>
  <caption class="visually-hidden">Socios, por nombre</caption>
  <thead><tr><th scope="col">Nombre</th><th scope="col">Origen</th><th scope="col">Estado</th><th scope="col">Alta</th><th scope="col">Último cambio</th><th scope="col">Acciones</th></tr></thead>
  <tbody>${rows.map(
    (partner) => html`<tr>
      <th scope="row">${partner.name}</th>
      <td><code>${partner.origin}</code></td>
      <td><span class="status ${partner.status}">${STATUS[partner.status]}</span></td>
      <td>${madridTime(partner.created_at)} · ${partner.created_by}</td>
      <td>${madridTime(partner.updated_at)} · ${partner.updated_by}</td>
      <td class="row-actions">${actions(partner, view.csrf)}</td>
    </tr>`,
  )}</tbody>
</table></div>`
}
${
  view.fixed.length
    ? html`<h2>Orígenes fijos</h2>
<p class="lead-in">Permitidos siempre por la variable <code>CHATBOT_ALLOWED_ORIGINS</code>; se cambian en la configuración del servidor.</p>
<ul class="fixed-origins">${view.fixed.map((origin) => html`<li><code>${origin}</code></li>`)}</ul>`
    : ''
}`;
}

export function removePartnerPanel(partner: PartnerRow, csrf: string, refreshSeconds: number, error?: string): Html {
  return html`<h1>Eliminar socio</h1>
<p><a href="${PARTNERS_PATH}">← Volver a Socios</a></p>
<section class="erase" aria-labelledby="remove-title">
  <h2 id="remove-title">¿Eliminar a ${partner.name}?</h2>
  <p>Las páginas de <code>${partner.origin}</code> dejarán de poder usar los widgets en ${refreshSeconds} s como mucho. Sus conversiones ya contadas se quedan en el panel. Si solo es temporal, mejor páusalo.</p>
  ${error ? html`<p class="error" role="alert" id="remove-error">${error}</p>` : ''}
  <form method="post" action="${PARTNERS_PATH}/${partner.id}/eliminar">
    <input type="hidden" name="_csrf" value="${csrf}">
    <label class="check"><input type="checkbox" name="confirm" value="si" required${error ? html` aria-invalid="true" aria-describedby="remove-error"` : ''}> Confirmo que quiero eliminar a este socio</label>
    <button type="submit" class="danger">Eliminar socio</button>
  </form>
</section>`;
}
