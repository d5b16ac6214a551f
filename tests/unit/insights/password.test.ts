import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from '../../../server/admin/password.ts';

describe('admin password', () => {
  it('checks a password against ADMIN_PASSWORD_HASH (scrypt) or ADMIN_PASSWORD', () => {
    const passwordHash = hashPassword('una contraseña larga del equipo');
    expect(passwordHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(checkPassword('una contraseña larga del equipo', { passwordHash })).toBe(true);
    expect(checkPassword('otra contraseña', { passwordHash })).toBe(false);
    expect(checkPassword('secreta', { password: 'secreta' })).toBe(true);
    expect(checkPassword('secret', { password: 'secreta' })).toBe(false);
    expect(checkPassword('', {})).toBe(false);
  });

  it('refuses a malformed hash instead of accepting anything', () => {
    expect(checkPassword('x', { passwordHash: 'scrypt$$' })).toBe(false);
    expect(checkPassword('x', { passwordHash: 'bcrypt$00$00' })).toBe(false);
  });
});
