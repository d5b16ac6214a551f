import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * ADMIN_PASSWORD_HASH format: `scrypt$<salt hex>$<key hex>` (Node's scrypt, N=16384, r=8, p=1).
 * `npx tsx server/admin/hash-password.ts` prints one.
 */
const PREFIX = 'scrypt';

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `${PREFIX}$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

/** True when `candidate` matches the configured password or hash; constant time either way. */
export function checkPassword(candidate: string, config: { password?: string; passwordHash?: string }): boolean {
  if (config.passwordHash) {
    const [prefix, saltHex, keyHex] = config.passwordHash.split('$');
    if (prefix !== PREFIX || !saltHex || !keyHex) return false;
    const expected = Buffer.from(keyHex, 'hex');
    const actual = scryptSync(candidate, Buffer.from(saltHex, 'hex'), expected.length || 32);
    return expected.length > 0 && timingSafeEqual(actual, expected);
  }
  if (config.password === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(candidate), digest(config.password));
}
