import { METRICS } from '../events/counters.ts';
import type { Queryable } from '../events/store.ts';

export interface DailyCount {
  day: string;
  key: string;
  detail: string;
  count: number;
}

export async function dailyCounts(db: Queryable, metric: string, from: string): Promise<DailyCount[]> {
  const { rows } = await db.query<DailyCount>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, key, detail, count FROM event_counts WHERE metric = $1 AND day >= $2::date`,
    [metric, from],
  );
  return rows;
}

/** Totals per key (and detail) since `from`, largest first. */
export async function totals(db: Queryable, metric: string, from: string, limit = 20): Promise<{ key: string; detail: string; count: number }[]> {
  const { rows } = await db.query<{ key: string; detail: string; count: number }>(
    `SELECT key, detail, sum(count)::int AS count FROM event_counts WHERE metric = $1 AND day >= $2::date
     GROUP BY key, detail ORDER BY count DESC, key LIMIT $3`,
    [metric, from, limit],
  );
  return rows;
}

export async function unansweredQuestions(db: Queryable, from: string, limit = 1000): Promise<{ question: string; day: string; outcome: string }[]> {
  const { rows } = await db.query<{ question: string; day: string; outcome: string }>(
    `SELECT question, to_char(day, 'YYYY-MM-DD') AS day, outcome FROM assistant_questions WHERE day >= $1::date ORDER BY day DESC, id DESC LIMIT $2`,
    [from, limit],
  );
  return rows;
}

/** Questions, hand-offs and WhatsApp clicks per origin since `from` ('' is the company's site). */
export async function originConversions(db: Queryable, from: string): Promise<{ origin: string; detail: string; count: number }[]> {
  const { rows } = await db.query<{ origin: string; detail: string; count: number }>(
    `SELECT key AS origin, detail, sum(count)::int AS count FROM event_counts WHERE metric = $1 AND day >= $2::date GROUP BY key, detail`,
    [METRICS.originConversion, from],
  );
  return rows;
}
