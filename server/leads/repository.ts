import { randomBytes, randomUUID } from 'node:crypto';
import { CONSENT_VERSION, type Lead, type LeadKind } from '../../site/domain/leads.ts';
import type { Db, Queryable } from './store/db.ts';

/** What is sent for each lead: to the team by mail and webhook, or the visitor's opt-in mail. */
export type Channel = 'team_mail' | 'team_webhook' | 'confirmation_mail';
export const TEAM_CHANNELS: Channel[] = ['team_mail', 'team_webhook'];

/** The same address (or phone) and kind within this window is stored once. */
const DUPLICATE_WINDOW = "interval '10 minutes'";

export interface StoredLead {
  id: string;
  kind: LeadKind;
  email: string | null;
  fields: Record<string, string | boolean>;
  consentAt: Date;
  consentVersion: string;
  page: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
}

interface LeadRow {
  id: string;
  kind: LeadKind;
  email: string | null;
  fields: Record<string, string | boolean>;
  consent_at: Date | string;
  consent_version: string;
  page: string | null;
  created_at: Date | string;
  confirmed_at: Date | string | null;
}

export const LEAD_COLUMNS = 'id, kind, email, fields, consent_at, consent_version, page, created_at, confirmed_at';

export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    fields: row.fields,
    consentAt: new Date(row.consent_at),
    consentVersion: row.consent_version,
    page: row.page,
    createdAt: new Date(row.created_at),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  };
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The form fields worth keeping: the contract's own, without the spam and consent metadata. */
function formFields(lead: Lead): Record<string, string | boolean> {
  const { kind: _kind, website: _website, startedAt: _startedAt, consentVersion: _version, page: _page, ...fields } = lead;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== undefined)) as Record<string, string | boolean>;
}

function contactKey(lead: Lead): { email: string | null; dedupeKey: string } {
  if (lead.kind === 'callback') return { email: null, dedupeKey: `callback:${lead.phone.replace(/[^0-9+]/g, '')}` };
  const email = normaliseEmail(lead.email);
  return { email, dedupeKey: `${lead.kind}:${email}` };
}

export interface InsertResult {
  id: string;
  /** False when the lead repeated one of the last 10 minutes (or an existing subscription). */
  stored: boolean;
}

/**
 * Stores a lead and its deliveries in one transaction. Duplicates are found under an advisory
 * lock on the address, so two identical posts at the same instant still store one lead.
 */
/** `partnerOrigin`: the partner page it came from, as the allow-list verified it (undefined: the site). */
export async function insertLead(db: Db, lead: Lead, ipHash: string | null, partnerOrigin?: string): Promise<InsertResult> {
  const { email, dedupeKey } = contactKey(lead);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [dedupeKey]);
    if (lead.kind === 'newsletter') {
      const existing = await subscriptionSignUpAgain(tx, email!);
      if (existing) return { id: existing, stored: false };
    } else {
      const { rows } = await tx.query<{ id: string }>(`SELECT id FROM leads WHERE dedupe_key = $1 AND created_at > now() - ${DUPLICATE_WINDOW} LIMIT 1`, [
        dedupeKey,
      ]);
      if (rows[0]) return { id: rows[0].id, stored: false };
    }
    const id = randomUUID();
    await tx.query(
      `INSERT INTO leads (id, kind, email, fields, consent_at, consent_version, page, ip_hash, dedupe_key, partner_origin)
       VALUES ($1, $2, $3, $4, now(), $5, $6, $7, $8, $9)`,
      [
        id,
        lead.kind,
        email,
        JSON.stringify(formFields(lead)),
        lead.consentVersion || CONSENT_VERSION,
        lead.page?.split(/[?#]/)[0] ?? null,
        ipHash,
        dedupeKey,
        partnerOrigin ?? null,
      ],
    );
    await enqueue(tx, id, lead.kind === 'newsletter' ? ['confirmation_mail'] : TEAM_CHANNELS);
    return { id, stored: true };
  });
}

async function enqueue(tx: Queryable, leadId: string, channels: Channel[]): Promise<void> {
  await tx.query('INSERT INTO outbox (lead_id, channel) SELECT $1, unnest($2::text[]) ON CONFLICT (lead_id, channel) DO NOTHING', [leadId, channels]);
}

/**
 * A second sign-up of a known address: nothing new is stored. An unconfirmed one gets its
 * confirmation mail again, at most once per 10 minutes. Returns the existing id, if any.
 */
async function subscriptionSignUpAgain(tx: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string; confirmed_at: Date | null }>("SELECT id, confirmed_at FROM leads WHERE kind = 'newsletter' AND email = $1", [
    email,
  ]);
  const existing = rows[0];
  if (!existing) return undefined;
  if (!existing.confirmed_at) {
    await tx.query(
      `UPDATE outbox SET delivered_at = NULL, attempts = 0, next_attempt_at = now(), last_error = NULL
       WHERE lead_id = $1 AND channel = 'confirmation_mail' AND delivered_at < now() - ${DUPLICATE_WINDOW}`,
      [existing.id],
    );
  }
  return existing.id;
}

/** Double opt-in: the first confirmation counts the address and tells the team. */
export async function confirmSubscription(db: Db, id: string): Promise<'confirmed' | 'unknown'> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ confirmed_at: Date | null }>("SELECT confirmed_at FROM leads WHERE id = $1 AND kind = 'newsletter' FOR UPDATE", [id]);
    if (!rows[0]) return 'unknown';
    if (!rows[0].confirmed_at) {
      await tx.query('UPDATE leads SET confirmed_at = now() WHERE id = $1', [id]);
      await enqueue(tx, id, TEAM_CHANNELS);
    }
    return 'confirmed';
  });
}

/** Unsubscribing deletes the address: the privacy policy keeps newsletter data until then. */
export async function unsubscribe(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.query("DELETE FROM leads WHERE id = $1 AND kind = 'newsletter' RETURNING id", [id]);
  return rows.length > 0;
}

export async function findLead(db: Queryable, id: string): Promise<StoredLead | undefined> {
  const { rows } = await db.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [id]);
  return rows[0] ? toStoredLead(rows[0]) : undefined;
}

/** Everything about one person (every kind with that address); counts what went. */
export async function eraseByEmail(db: Db, email: string): Promise<{ leads: number; deliveries: number }> {
  return db.transaction(async (tx) => {
    const { rows: deliveries } = await tx.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE email = $1)',
      [normaliseEmail(email)],
    );
    const { rows } = await tx.query('DELETE FROM leads WHERE email = $1 RETURNING id', [normaliseEmail(email)]);
    return { leads: rows.length, deliveries: Number(deliveries[0]?.count ?? 0) };
  });
}

/**
 * The retention job: contact and call-back leads after `retentionDays`, newsletter sign-ups never
 * confirmed after 7 days. Enrolments stay (they are a contract; the team handles them).
 */
export async function deleteExpired(db: Db, retentionDays: number): Promise<{ leads: number; unconfirmed: number }> {
  const { rows: leads } = await db.query(
    "DELETE FROM leads WHERE kind IN ('contact', 'callback') AND created_at < now() - make_interval(days => $1) RETURNING id",
    [retentionDays],
  );
  const { rows: unconfirmed } = await db.query(
    "DELETE FROM leads WHERE kind = 'newsletter' AND confirmed_at IS NULL AND created_at < now() - interval '7 days' RETURNING id",
  );
  return { leads: leads.length, unconfirmed: unconfirmed.length };
}

/** The secret that signs newsletter links when LEADS_SIGNING_SECRET is unset: made once, shared. */
export async function storedSigningSecret(db: Db): Promise<string> {
  await db.query("INSERT INTO settings (name, value) VALUES ('signing_secret', $1) ON CONFLICT (name) DO NOTHING", [randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM settings WHERE name = 'signing_secret'");
  return rows[0]!.value;
}
