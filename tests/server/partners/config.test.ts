import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';

describe('PARTNERS_REFRESH_MS', () => {
  it('defaults to 10 s and accepts up to 30 s', () => {
    expect(readConfig({}).partnersRefreshMs).toBe(10_000);
    expect(readConfig({ PARTNERS_REFRESH_MS: '30000' }).partnersRefreshMs).toBe(30_000);
    expect(readConfig({ PARTNERS_REFRESH_MS: '250' }).partnersRefreshMs).toBe(250);
  });

  it.each(['60000', '50', 'pronto'])('refuses %s with the variable and what it means', (value) => {
    expect(() => readConfig({ PARTNERS_REFRESH_MS: value })).toThrow(/PARTNERS_REFRESH_MS=.*cada cuánto relee cada instancia los socios/);
  });
});
