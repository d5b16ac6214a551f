import { html, type Html } from './html.ts';

/**
 * Charts drawn on the server as SVG (no script, no library): the SVG is a picture for sighted
 * readers and every chart carries its data as a real table right behind it.
 */
export interface Series {
  name: string;
  values: number[];
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 24, bottom: 28, left: 36 };

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function niceMax(value: number): number {
  if (value <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / step) * step;
}

function legend(series: readonly Series[]): Html {
  return html`<ul class="legend">${series.map((item, index) => html`<li><span class="swatch s${index % 6}" aria-hidden="true"></span>${item.name}</li>`)}</ul>`;
}

/** One line per series over consecutive days, with the day-by-series table. */
export function dailyChart(title: string, days: readonly string[], series: readonly Series[]): Html {
  const max = niceMax(Math.max(0, ...series.flatMap((item) => item.values)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (days.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (days.length - 1));
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));
  const total = (item: Series) => item.values.reduce((sum, value) => sum + value, 0);
  const summary = series.map((item) => `${item.name}: ${total(item)}`).join(', ');
  return html`<figure class="chart">
  <figcaption>${title}</figcaption>
  <svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${title}. Totales: ${summary || 'sin datos'}.">
    <line class="axis" x1="${PAD.left}" y1="${PAD.top + plotHeight}" x2="${WIDTH - PAD.right}" y2="${PAD.top + plotHeight}"></line>
    <text class="tick" x="${PAD.left - 6}" y="${PAD.top + 4}" text-anchor="end">${max}</text>
    <text class="tick" x="${PAD.left - 6}" y="${PAD.top + plotHeight}" text-anchor="end">0</text>
    ${days.map((day, index) =>
      index % labelEvery === 0
        ? html`<text class="tick" x="${x(index)}" y="${HEIGHT - 8}" text-anchor="${index === days.length - 1 && days.length > 1 ? 'end' : 'middle'}">${shortDay(day)}</text>`
        : '',
    )}
    ${series.map(
      (item, index) =>
        html`<polyline class="line s${index % 6}" points="${item.values.map((value, day) => `${x(day).toFixed(1)},${y(value).toFixed(1)}`).join(' ')}"></polyline>`,
    )}
  </svg>
  ${legend(series)}
  <details>
    <summary>Ver los datos en tabla</summary>
    <div class="table-wrap" tabindex="0" role="region" aria-label="${title}"><table>
      <caption>${title}</caption>
      <thead><tr><th scope="col">Día</th>${series.map((item) => html`<th scope="col">${item.name}</th>`)}</tr></thead>
      <tbody>${days.map((day, index) => html`<tr><th scope="row">${day}</th>${series.map((item) => html`<td>${item.values[index] ?? 0}</td>`)}</tr>`)}</tbody>
      <tfoot><tr><th scope="row">Total</th>${series.map((item) => html`<td>${total(item)}</td>`)}</tr></tfoot>
    </table></div>
  </details>
</figure>`;
}

export interface BarRow {
  label: string;
  value: number;
  /** A second column in the table (e.g. a campaign's source / medium). */
  note?: string;
}

/** Horizontal bars, largest first, with the same rows as a table. */
export function barChart(title: string, rows: readonly BarRow[], columns: { label: string; value: string; note?: string }): Html {
  if (rows.length === 0) return html`<section class="chart"><h3>${title}</h3><p class="empty">Sin datos en este periodo.</p></section>`;
  const max = Math.max(1, ...rows.map((row) => row.value));
  const summary = rows.map((row) => `${row.label}: ${row.value}`).join(', ');
  // Labels are HTML (readable at any width); each bar is a small SVG stretched to its share.
  return html`<figure class="chart">
  <figcaption>${title}</figcaption>
  <div class="bars" role="img" aria-label="${title}. ${summary}.">
    ${rows.map(
      (row) =>
        html`<div class="bar-row" aria-hidden="true"><span class="bar-label">${row.label} · ${row.value}</span><svg viewBox="0 0 100 10" preserveAspectRatio="none"><rect class="bar" x="0" y="0" width="${Math.max(1, (100 * row.value) / max).toFixed(1)}" height="10" rx="1"></rect></svg></div>`,
    )}
  </div>
  <details>
    <summary>Ver los datos en tabla</summary>
    <div class="table-wrap" tabindex="0" role="region" aria-label="${title}"><table>
      <caption>${title}</caption>
      <thead><tr><th scope="col">${columns.label}</th>${columns.note ? html`<th scope="col">${columns.note}</th>` : ''}<th scope="col">${columns.value}</th></tr></thead>
      <tbody>${rows.map((row) => html`<tr><th scope="row">${row.label}</th>${columns.note ? html`<td>${row.note ?? ''}</td>` : ''}<td>${row.value}</td></tr>`)}</tbody>
    </table></div>
  </details>
</figure>`;
}
