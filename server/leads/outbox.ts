import type { Channel } from './repository.ts';
import type { Db } from './store/db.ts';

export interface ClaimedDelivery {
  id: string;
  leadId: string;
  channel: Channel;
  attempts: number;
}

/**
 * Takes up to `limit` due deliveries of the given channels for `owner` until the lease ends.
 * SKIP LOCKED lets several instances claim at once without waiting on or taking each other's
 * rows; a lease left by a crashed instance expires and the row is taken again.
 */
export async function claimDeliveries(db: Db, owner: string, channels: Channel[], limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  if (channels.length === 0) return [];
  const { rows } = await db.query<{ id: string; lead_id: string; channel: Channel; attempts: number }>(
    `UPDATE outbox SET lease_owner = $1, lease_until = now() + make_interval(secs => $2), attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
       WHERE delivered_at IS NULL AND channel = ANY($3) AND next_attempt_at <= now()
         AND (lease_until IS NULL OR lease_until < now())
       ORDER BY id LIMIT $4
       FOR UPDATE SKIP LOCKED)
     RETURNING id, lead_id, channel, attempts`,
    [owner, leaseMs / 1000, channels, limit],
  );
  return rows.map((row) => ({ id: String(row.id), leadId: row.lead_id, channel: row.channel, attempts: row.attempts }));
}

export async function markDelivered(db: Db, delivery: ClaimedDelivery, owner: string): Promise<void> {
  await db.query('UPDATE outbox SET delivered_at = now(), lease_until = NULL, last_error = NULL WHERE id = $1 AND lease_owner = $2', [delivery.id, owner]);
}

/** Exponential backoff: 30 s, 1 min, 2 min… capped at 1 hour between attempts. */
export const retryDelayMs = (attempts: number): number => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

export async function markFailed(db: Db, delivery: ClaimedDelivery, owner: string, error: string, delayMs = retryDelayMs(delivery.attempts)): Promise<void> {
  await db.query(
    `UPDATE outbox SET lease_until = NULL, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)
     WHERE id = $1 AND lease_owner = $2`,
    [delivery.id, owner, error.slice(0, 500), delayMs / 1000],
  );
}
