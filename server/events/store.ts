import type { Counter } from './counters.ts';
import { daysBefore } from './day.ts';

import type { Queryable } from '../leads/store/db.ts';

export type { Queryable };

/** Unanswered questions older than this are deleted (the privacy policy says 90 days). */
export const QUESTION_RETENTION_DAYS = 90;

export async function addCounters(db: Queryable, day: string, counters: readonly Counter[]): Promise<void> {
  if (counters.length === 0) return;
  const values = counters.map((_, index) => `($1, $${index * 3 + 2}, $${index * 3 + 3}, $${index * 3 + 4}, 1)`).join(', ');
  await db.query(
    `INSERT INTO event_counts (day, metric, key, detail, count) VALUES ${values}
     ON CONFLICT (day, metric, key, detail) DO UPDATE SET count = event_counts.count + 1`,
    [day, ...counters.flatMap((counter) => [counter.metric, counter.key, counter.detail])],
  );
}

export async function addQuestion(db: Queryable, day: string, outcome: string, reason: string, question: string): Promise<void> {
  await db.query('INSERT INTO assistant_questions (day, outcome, reason, question) VALUES ($1, $2, $3, $4)', [day, outcome, reason, question]);
}

/** Deletes what is past retention; returns how many questions went. */
export async function purgeQuestions(db: Queryable, today: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'WITH gone AS (DELETE FROM assistant_questions WHERE day < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [daysBefore(today, QUESTION_RETENTION_DAYS)],
  );
  return rows[0]?.n ?? 0;
}
