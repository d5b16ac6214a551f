import { dayOf, daysBefore } from '../events/day.ts';
import { html, type Html } from './html.ts';
import { PERIODS, type Period } from './labels.ts';

/** The consecutive days of a period ending today (Madrid), oldest first. */
export function periodDays(period: Period, now: Date): string[] {
  const today = dayOf(now);
  return Array.from({ length: period }, (_, index) => daysBefore(today, period - 1 - index));
}

export function periodNav(path: string, current: Period): Html {
  return html`<nav class="periods" aria-label="Periodo">
    ${PERIODS.map((days) => html`<a href="${path}?dias=${days}"${days === current ? html` aria-current="true"` : ''}>Últimos ${days} días</a>`)}
  </nav>`;
}

/** One series per key: its count on each day (0 when nothing happened). */
export function seriesByKey(days: readonly string[], rows: readonly { day: string; key: string; count: number }[], keys: readonly string[]) {
  const index = new Map(days.map((day, position) => [day, position]));
  return keys.map((key) => {
    const values = days.map(() => 0);
    for (const row of rows) {
      const position = index.get(row.day);
      if (row.key === key && position !== undefined) values[position]! += row.count;
    }
    return { key, values };
  });
}
