import { barChart, dailyChart } from '../charts.ts';
import { html, type Html } from '../html.ts';
import { OUTCOME_LABELS, reasonLabel, type Period } from '../labels.ts';
import { periodNav, seriesByKey } from '../period.ts';
import type { QuestionGroup } from '../similar.ts';

export interface AssistantData {
  period: Period;
  days: string[];
  outcomes: { day: string; key: string; count: number }[];
  /** Totals per outcome (key) and reason (detail) in the period. */
  reasons: { key: string; detail: string; count: number }[];
  groups: QuestionGroup[];
}

/** Share of a day's questions, in whole percent (0 on a day without questions). */
function rate(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * part) / total);
}

/** Questions without a direct answer, counted by why (no text needed: counted for every visitor). */
function reasonRows(reasons: AssistantData['reasons']) {
  const counts = new Map<string, number>();
  for (const row of reasons) {
    if (row.detail === 'answered') continue;
    counts.set(row.detail, (counts.get(row.detail) ?? 0) + row.count);
  }
  return [...counts].sort(([, a], [, b]) => b - a).map(([reason, count]) => ({ label: reasonLabel(reason), value: count }));
}

export function assistantPanel(data: AssistantData, path: string): Html {
  const [answered, handoff, unknown] = seriesByKey(data.days, data.outcomes, Object.keys(OUTCOME_LABELS));
  const totals = data.days.map((_, index) => answered!.values[index]! + handoff!.values[index]! + unknown!.values[index]!);
  const series = [
    { name: '% derivadas a una persona', values: handoff!.values.map((value, index) => rate(value, totals[index]!)) },
    { name: '% sin respuesta', values: unknown!.values.map((value, index) => rate(value, totals[index]!)) },
  ];
  const questions = totals.reduce((sum, value) => sum + value, 0);
  const notAnswered = [...handoff!.values, ...unknown!.values].reduce((sum, value) => sum + value, 0);
  return html`<h1>Asistente</h1>
${periodNav(path, data.period)}
<ul class="kpis">
  <li><strong>${questions}</strong> preguntas</li>
  <li><strong>${rate(notAnswered, questions)} %</strong> sin respuesta directa</li>
</ul>
${dailyChart(`Tasa de derivación y de preguntas sin respuesta por día, en % (últimos ${data.period} días)`, data.days, series)}
${barChart(`Preguntas sin respuesta directa, por motivo (últimos ${data.period} días)`, reasonRows(data.reasons), { label: 'Motivo', value: 'Preguntas' })}
<section aria-labelledby="questions-title">
  <h2 id="questions-title">Preguntas sin respuesta, agrupadas por parecido</h2>
  <p class="lead-in">Solo de visitantes que aceptaron la analítica; emails y teléfonos ocultos; se borran a los 90 días.</p>
  ${
    data.groups.length === 0
      ? html`<p class="empty">No hay preguntas guardadas en este periodo.</p>`
      : html`<ol class="groups">${data.groups.map(
          (group) => html`<li>
            <p><strong>${group.example}</strong> <span class="count">${group.questions.length} ${group.questions.length === 1 ? 'vez' : 'veces'} · última ${group.lastDay}</span></p>
            ${group.questions.length > 1 ? html`<details><summary>Ver las ${group.questions.length} preguntas</summary><ul>${group.questions.map((question) => html`<li>${question}</li>`)}</ul></details>` : ''}
          </li>`,
        )}</ol>`
  }
</section>`;
}
