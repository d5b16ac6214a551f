import type { Queryable } from '../events/store.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface LeadFilters {
  kind?: string;
  status?: LeadStatus;
  /** 'YYYY-MM-DD', Madrid days, inclusive. */
  from?: string;
  to?: string;
  search?: string;
}

export interface LeadRow {
  id: string;
  kind: string;
  email: string | null;
  fields: Record<string, unknown>;
  page: string | null;
  /** The partner page it came from (verified Origin), null for the site. */
  partner_origin: string | null;
  consent_at: string;
  consent_version: string;
  created_at: string;
  confirmed_at: string | null;
  status: LeadStatus;
  changed_by: string | null;
  changed_at: string | null;
}

/** The latest status change of each lead; a lead without one is 'new'. */
const WITH_STATUS = `
  SELECT l.id::text AS id, l.kind, l.email, l.fields, l.page, l.partner_origin, l.consent_at::text AS consent_at, l.consent_version,
         l.created_at::text AS created_at, l.confirmed_at::text AS confirmed_at,
         coalesce(s.status, 'new') AS status, s.changed_by, s.changed_at::text AS changed_at
  FROM leads l
  LEFT JOIN LATERAL (
    SELECT status, changed_by, changed_at FROM lead_status_changes c WHERE c.lead_id = l.id ORDER BY changed_at DESC, id DESC LIMIT 1
  ) s ON true`;

const MADRID_DAY = "(l.created_at AT TIME ZONE 'Europe/Madrid')::date";

export const LIST_LIMIT = 500;

export async function listLeads(db: Queryable, filters: LeadFilters, limit = LIST_LIMIT): Promise<LeadRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filters.kind) add('l.kind = ?', filters.kind);
  if (filters.status) add("coalesce(s.status, 'new') = ?", filters.status);
  if (filters.from) add(`${MADRID_DAY} >= ?::date`, filters.from);
  if (filters.to) add(`${MADRID_DAY} <= ?::date`, filters.to);
  if (filters.search) add("(coalesce(l.email, '') || ' ' || l.fields::text) ILIKE ?", `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  params.push(limit);
  const { rows } = await db.query<LeadRow>(
    `${WITH_STATUS} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.created_at DESC LIMIT $${params.length}`,
    params,
  );
  return rows;
}

export async function findLead(db: Queryable, id: string): Promise<LeadRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<LeadRow>(`${WITH_STATUS} WHERE l.id = $1::uuid`, [id]);
  return rows[0];
}

export interface StatusChange {
  status: LeadStatus;
  changed_by: string;
  changed_at: string;
}

export async function statusHistory(db: Queryable, id: string): Promise<StatusChange[]> {
  const { rows } = await db.query<StatusChange>(
    'SELECT status, changed_by, changed_at::text AS changed_at FROM lead_status_changes WHERE lead_id = $1::uuid ORDER BY changed_at DESC, id DESC',
    [id],
  );
  return rows;
}

export async function changeStatus(db: Queryable, id: string, status: LeadStatus, member: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO lead_status_changes (lead_id, status, changed_by, changed_at) SELECT id, $2, $3, $4 FROM leads WHERE id = $1::uuid RETURNING id',
    [id, status, member, now.toISOString()],
  );
  return rows.length === 1;
}

/** Leads stored per Madrid day and kind since `from`. */
/** Leads per partner origin since `from` (Madrid days); '' is the company's own site. */
export async function leadsPerOrigin(db: Queryable, from: string): Promise<{ origin: string; count: number }[]> {
  const { rows } = await db.query<{ origin: string; count: number }>(
    `SELECT coalesce(l.partner_origin, '') AS origin, count(*)::int AS count FROM leads l WHERE ${MADRID_DAY} >= $1::date GROUP BY 1`,
    [from],
  );
  return rows;
}

export async function leadsPerDay(db: Queryable, from: string): Promise<{ day: string; kind: string; count: number }[]> {
  const { rows } = await db.query<{ day: string; kind: string; count: number }>(
    `SELECT to_char(${MADRID_DAY}, 'YYYY-MM-DD') AS day, l.kind, count(*)::int AS count
     FROM leads l WHERE ${MADRID_DAY} >= $1::date GROUP BY 1, 2`,
    [from],
  );
  return rows;
}
