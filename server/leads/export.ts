import { LEAD_KINDS, type LeadKind } from '../../site/domain/leads.ts';
import { LEAD_COLUMNS, toStoredLead, type StoredLead } from './repository.ts';
import type { Db } from './store/db.ts';

export interface ExportFilter {
  kind?: LeadKind;
  /** YYYY-MM-DD, inclusive, UTC. */
  since?: string;
}

export async function listLeads(db: Db, filter: ExportFilter = {}): Promise<StoredLead[]> {
  const { rows } = await db.query<Parameters<typeof toStoredLead>[0]>(
    `SELECT ${LEAD_COLUMNS} FROM leads
     WHERE ($1::text IS NULL OR kind = $1) AND ($2::date IS NULL OR created_at >= $2::date)
     ORDER BY created_at, id`,
    [filter.kind ?? null, filter.since ?? null],
  );
  return rows.map(toStoredLead);
}

const FIELD_COLUMNS = ['name', 'fullName', 'email', 'phone', 'company', 'subject', 'message', 'service', 'slot', 'course', 'modality', 'startDate'];
const CSV_HEADER = ['id', 'kind', 'created_at', ...FIELD_COLUMNS, 'consent_at', 'consent_version', 'page', 'confirmed_at'];

/**
 * One CSV cell. A spreadsheet runs a cell that starts with = + - @ (or a tab/CR before them) as
 * a formula, so such text gets a leading apostrophe: shown as typed, never executed.
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(leads: StoredLead[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const lead of leads) {
    lines.push(
      [lead.id, lead.kind, lead.createdAt, ...FIELD_COLUMNS.map((name) => lead.fields[name]), lead.consentAt, lead.consentVersion, lead.page, lead.confirmedAt]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const toJsonLines = (leads: StoredLead[]): string =>
  leads.map((lead) => `${JSON.stringify({ ...lead, consentAt: lead.consentAt.toISOString(), createdAt: lead.createdAt.toISOString() })}\n`).join('');

export interface LeadStats {
  byDay: { day: string; kind: LeadKind; count: number }[];
  pending: { channel: string; count: number }[];
}

export async function leadStats(db: Db): Promise<LeadStats> {
  const { rows: byDay } = await db.query<{ day: string; kind: LeadKind; count: string }>(
    "SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, kind, count(*) AS count FROM leads GROUP BY 1, 2 ORDER BY 1, 2",
  );
  const { rows: pending } = await db.query<{ channel: string; count: string }>(
    'SELECT channel, count(*) AS count FROM outbox WHERE delivered_at IS NULL GROUP BY 1 ORDER BY 1',
  );
  return {
    byDay: byDay.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.count) })),
    pending: pending.map((row) => ({ channel: row.channel, count: Number(row.count) })),
  };
}

export function formatStats(stats: LeadStats): string {
  const lines = ['day         ' + LEAD_KINDS.map((kind) => kind.padStart(11)).join('')];
  const days = [...new Set(stats.byDay.map((row) => row.day))];
  for (const day of days) {
    const counts = LEAD_KINDS.map((kind) => String(stats.byDay.find((row) => row.day === day && row.kind === kind)?.count ?? 0).padStart(11));
    lines.push(`${day}  ${counts.join('')}`);
  }
  const totals = LEAD_KINDS.map((kind) => String(stats.byDay.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.count, 0)).padStart(11));
  lines.push(`total       ${totals.join('')}`);
  lines.push('', 'waiting to be sent: ' + (stats.pending.length ? stats.pending.map((row) => `${row.channel} ${row.count}`).join(', ') : 'nothing'));
  return `${lines.join('\n')}\n`;
}
