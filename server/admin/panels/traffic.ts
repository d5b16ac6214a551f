import { barChart } from '../charts.ts';
import { html, type Html } from '../html.ts';
import type { Period } from '../labels.ts';
import { periodNav } from '../period.ts';

type Total = { key: string; detail: string; count: number };

export interface TrafficData {
  period: Period;
  routes: Total[];
  campaigns: Total[];
  referrers: Total[];
  channels: Total[];
}

export function trafficPanel(data: TrafficData, path: string): Html {
  const views = data.routes.reduce((sum, row) => sum + row.count, 0);
  return html`<h1>Tráfico</h1>
${periodNav(path, data.period)}
<p class="lead-in">Visitas contadas sin cookies ni identificadores: solo totales por día. <strong>${views}</strong> páginas vistas en los últimos ${data.period} días.</p>
${barChart(
  'Páginas vistas por ruta',
  data.routes.map((row) => ({ label: row.key, value: row.count })),
  { label: 'Ruta', value: 'Vistas' },
)}
${barChart(
  'Visitas por campaña (UTM)',
  data.campaigns.map((row) => ({ label: row.key, value: row.count, note: row.detail })),
  { label: 'Campaña', note: 'Fuente / medio', value: 'Visitas' },
)}
${barChart(
  'Visitas por canal',
  data.channels.map((row) => ({ label: row.key, value: row.count })),
  { label: 'Canal', value: 'Visitas' },
)}
${barChart(
  'Sitios que más visitas envían',
  data.referrers.map((row) => ({ label: row.key, value: row.count })),
  { label: 'Sitio', value: 'Visitas' },
)}`;
}
