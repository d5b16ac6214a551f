import { html, type Html } from '../html.ts';

export interface OriginTotals {
  /** '' for the company's own site. */
  origin: string;
  questions: number;
  handoffs: number;
  whatsapp: number;
  leads: number;
}

/** Event counters and leads per origin, as rows: the site first, then partners by conversions. */
export function originTotals(
  events: readonly { origin: string; detail: string; count: number }[],
  leads: readonly { origin: string; count: number }[],
): OriginTotals[] {
  const rows = new Map<string, OriginTotals>([['', { origin: '', questions: 0, handoffs: 0, whatsapp: 0, leads: 0 }]]);
  const row = (origin: string) => {
    let found = rows.get(origin);
    if (!found) rows.set(origin, (found = { origin, questions: 0, handoffs: 0, whatsapp: 0, leads: 0 }));
    return found;
  };
  for (const event of events) {
    if (event.detail === 'question') row(event.origin).questions += event.count;
    else if (event.detail === 'handoff') row(event.origin).handoffs += event.count;
    else if (event.detail === 'whatsapp') row(event.origin).whatsapp += event.count;
  }
  for (const lead of leads) row(lead.origin).leads += lead.count;
  const total = (item: OriginTotals) => item.questions + item.whatsapp + item.leads;
  return [...rows.values()].sort((a, b) => (a.origin === '' ? -1 : b.origin === '' ? 1 : total(b) - total(a) || a.origin.localeCompare(b.origin)));
}

/** The per-origin table: counts only, no visitor, no question text. */
export function originsTable(rows: readonly OriginTotals[], names: ReadonlyMap<string, string>, siteOrigin: string, period: number): Html {
  const title = `Conversiones por origen (últimos ${period} días)`;
  return html`<section class="chart" aria-labelledby="origins-title">
  <h2 id="origins-title">${title}</h2>
  <p class="lead-in">El sitio propio y cada página de socio que usa los widgets, según el origen que el servidor verificó en cada petición.</p>
  <div class="table-wrap" tabindex="0" role="region" aria-labelledby="origins-title"><table class="origins">
    <caption class="visually-hidden">${title}</caption>
    <thead><tr><th scope="col">Origen</th><th scope="col">Preguntas al asistente</th><th scope="col">Derivadas a una persona</th><th scope="col">Clics a WhatsApp</th><th scope="col">Leads</th></tr></thead>
    <tbody>${rows.map(
      (row) => html`<tr${row.origin === '' ? html` class="site-row"` : ''}>
        <th scope="row">${row.origin === '' ? html`Sitio propio <code>${siteOrigin}</code>` : html`${names.get(row.origin) ?? 'Socio'} <code>${row.origin}</code>`}</th>
        <td>${row.questions}</td><td>${row.handoffs}</td><td>${row.whatsapp}</td><td>${row.leads}</td>
      </tr>`,
    )}</tbody>
  </table></div>
</section>`;
}
