import { barChart, dailyChart } from '../charts.ts';
import { html, type Html } from '../html.ts';
import { KIND_LABELS, OUTCOME_LABELS, WHATSAPP_CATEGORY_LABELS, type Period } from '../labels.ts';
import { periodNav, seriesByKey } from '../period.ts';

export interface ConversionsData {
  period: Period;
  days: string[];
  leads: { day: string; kind: string; count: number }[];
  whatsapp: { key: string; detail: string; count: number }[];
  chat: { day: string; key: string; count: number }[];
  chatOpened: number;
}

export function conversionsPanel(data: ConversionsData, path: string): Html {
  const kinds = Object.keys(KIND_LABELS);
  const leadSeries = seriesByKey(
    data.days,
    data.leads.map((row) => ({ ...row, key: row.kind })),
    kinds,
  ).map((item) => ({
    name: KIND_LABELS[item.key]!,
    values: item.values,
  }));
  const chatSeries = seriesByKey(data.days, data.chat, Object.keys(OUTCOME_LABELS)).map((item) => ({ name: OUTCOME_LABELS[item.key]!, values: item.values }));
  const byCategory = new Map<string, number>();
  for (const row of data.whatsapp) byCategory.set(row.key, (byCategory.get(row.key) ?? 0) + row.count);
  const whatsappRows = [...byCategory].sort((a, b) => b[1] - a[1]).map(([key, value]) => ({ label: WHATSAPP_CATEGORY_LABELS[key] ?? key, value }));
  const totalLeads = data.leads.reduce((sum, row) => sum + row.count, 0);
  const totalClicks = whatsappRows.reduce((sum, row) => sum + row.value, 0);
  const questions = chatSeries.reduce((sum, item) => sum + item.values.reduce((a, b) => a + b, 0), 0);
  return html`<h1>Conversiones</h1>
${periodNav(path, data.period)}
<ul class="kpis">
  <li><strong>${totalLeads}</strong> leads</li>
  <li><strong>${totalClicks}</strong> clics a WhatsApp</li>
  <li><strong>${data.chatOpened}</strong> chats abiertos</li>
  <li><strong>${questions}</strong> preguntas al asistente</li>
</ul>
${dailyChart(`Leads por tipo y día (últimos ${data.period} días)`, data.days, leadSeries)}
${barChart(`Clics a WhatsApp por categoría (últimos ${data.period} días)`, whatsappRows, { label: 'Categoría', value: 'Clics' })}
${dailyChart(`Preguntas al asistente: respondidas y derivadas (últimos ${data.period} días)`, data.days, chatSeries)}`;
}
