import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (secret: string, purpose: TokenPurpose, id: string) => createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/** `<lead id>.<HMAC>`: names a subscription without putting the address in a URL. */
export const signToken = (secret: string, purpose: TokenPurpose, id: string): string => `${id}.${signature(secret, purpose, id)}`;

/** The lead id of a genuine token for `purpose`, or undefined. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [id, mac] = token.split('.');
  if (!id || !mac || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(secret, purpose, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/**
 * The client IP is never stored: at most this hash, salted with the day, so the same address
 * can be recognised within one day (abuse) and never linked across days.
 */
export function dailyIpHash(secret: string, ip: string, now = new Date()): string {
  const salt = createHmac('sha256', secret)
    .update(`ip-salt:${now.toISOString().slice(0, 10)}`)
    .digest();
  return createHash('sha256').update(salt).update(ip).digest('base64url').slice(0, 22);
}
