import type { Queryable } from '../leads/store/db.ts';

export const PARTNER_STATUSES = ['active', 'paused'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_NAME_MAX = 80;

export interface PartnerRow {
  id: string;
  origin: string;
  name: string;
  status: PartnerStatus;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

const COLUMNS = 'id::text AS id, origin, name, status, created_by, created_at::text AS created_at, updated_by, updated_at::text AS updated_at';

export async function listPartners(db: Queryable): Promise<PartnerRow[]> {
  const { rows } = await db.query<PartnerRow>(`SELECT ${COLUMNS} FROM partners ORDER BY name, origin`);
  return rows;
}

/** The origins allowed right now: what every instance loads on its refresh interval. */
export async function activeOrigins(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ origin: string }>("SELECT origin FROM partners WHERE status = 'active'");
  return rows.map((row) => row.origin);
}

export async function findPartner(db: Queryable, id: string): Promise<PartnerRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const { rows } = await db.query<PartnerRow>(`SELECT ${COLUMNS} FROM partners WHERE id = $1`, [id]);
  return rows[0];
}

export async function findPartnerByOrigin(db: Queryable, origin: string): Promise<PartnerRow | undefined> {
  const { rows } = await db.query<PartnerRow>(`SELECT ${COLUMNS} FROM partners WHERE origin = $1`, [origin]);
  return rows[0];
}

/** Adds an active partner; undefined when the origin is already there (two people at once). */
export async function addPartner(db: Queryable, input: { origin: string; name: string; member: string; at: Date }): Promise<PartnerRow | undefined> {
  const { rows } = await db.query<PartnerRow>(
    `INSERT INTO partners (origin, name, status, created_by, created_at, updated_by, updated_at)
     VALUES ($1, $2, 'active', $3, $4, $3, $4) ON CONFLICT (origin) DO NOTHING RETURNING ${COLUMNS}`,
    [input.origin, input.name, input.member, input.at.toISOString()],
  );
  return rows[0];
}

export async function setPartnerStatus(db: Queryable, id: string, status: PartnerStatus, member: string, at: Date): Promise<PartnerRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const { rows } = await db.query<PartnerRow>(`UPDATE partners SET status = $2, updated_by = $3, updated_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`, [
    id,
    status,
    member,
    at.toISOString(),
  ]);
  return rows[0];
}

export async function removePartner(db: Queryable, id: string): Promise<PartnerRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const { rows } = await db.query<PartnerRow>(`DELETE FROM partners WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  return rows[0];
}
