import { describe, expect, it } from 'vitest';
import { storageEntries } from '../../../site/content/cookie-policy.ts';
import { HISTORY_KEY } from '../../../widgets/chat/conversation.ts';

/**
 * Whether /cookies matches what the browser really holds is checked in real Chromium
 * (tests/e2e/legal/storage-inventory.spec.ts); these are rules of the policy itself.
 */
describe('Cookie policy', () => {
  it('keeps the chat history in sessionStorage only', () => {
    expect(storageEntries.find((entry) => entry.key === HISTORY_KEY)?.area).toBe('sessionStorage');
  });

  it('gives every entry a purpose and a duration a visitor can read', () => {
    for (const entry of storageEntries) {
      expect(entry.purpose, entry.key).toMatch(/^[A-ZÁÉÍÓÚ].{20,}\.$/);
      expect(entry.duration, entry.key).toMatch(/^Hasta que /);
    }
  });
});
