import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../events/store.ts';

/**
 * Sessions live in the store (so logout ends them and several instances share them); the cookie
 * carries a random token signed with HMAC, and the store only its sha256. Each session has its
 * own CSRF token for the hidden field of every form.
 */
export interface Session {
  tokenHash: string;
  csrf: string;
  member: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class SessionSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHmac('sha256', 'iaacademy-admin-session').update(secret).digest();
  }

  sign(token: string): string {
    return `${token}.${createHmac('sha256', this.#key).update(token).digest('base64url')}`;
  }

  /** The token, when the signature is ours. */
  unsign(value: string | undefined): string | undefined {
    if (!value) return undefined;
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const token = value.slice(0, dot);
    const expected = Buffer.from(this.sign(token));
    const actual = Buffer.from(value);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? token : undefined;
  }
}

export async function createSession(db: Queryable, member: string, now: Date, hours: number): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const session = { tokenHash: sha256(token), csrf: randomBytes(24).toString('base64url'), member };
  const expires = new Date(now.getTime() + hours * 3_600_000);
  await db.query('DELETE FROM admin_sessions WHERE expires_at <= $1', [now.toISOString()]);
  await db.query('INSERT INTO admin_sessions (token_hash, csrf_token, member, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    session.tokenHash,
    session.csrf,
    member,
    now.toISOString(),
    expires.toISOString(),
  ]);
  return { token, session };
}

export async function findSession(db: Queryable, token: string, now: Date): Promise<Session | undefined> {
  const { rows } = await db.query<{ token_hash: string; csrf_token: string; member: string }>(
    'SELECT token_hash, csrf_token, member FROM admin_sessions WHERE token_hash = $1 AND expires_at > $2',
    [sha256(token), now.toISOString()],
  );
  const row = rows[0];
  return row ? { tokenHash: row.token_hash, csrf: row.csrf_token, member: row.member } : undefined;
}

export async function endSession(db: Queryable, session: Session): Promise<void> {
  await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [session.tokenHash]);
}

export function sameToken(expected: string, actual: unknown): boolean {
  if (typeof actual !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}
