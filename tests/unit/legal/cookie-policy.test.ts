import { describe, expect, it } from 'vitest';
import { storageEntries } from '../../../site/content/cookie-policy.ts';
import { STORAGE_KEYS } from '../../../site/lib/storage.ts';
import { HISTORY_KEY } from '../../../widgets/chat/conversation.ts';
import { CONSENT_KEY, META_KEY, SETTINGS_KEY } from '../../../widgets/consent/state.ts';
import { CONVERSIONS_KEY } from '../../../widgets/whatsapp/conversions.ts';
import { TOOLTIP_LAST_SHOWN_KEY, TOOLTIP_SHOWN_KEY } from '../../../widgets/whatsapp/timing.ts';

describe('Cookie policy', () => {
  it('lists every storage key the site and the widgets write, and nothing else', () => {
    const written = [
      ...Object.values(STORAGE_KEYS),
      CONSENT_KEY,
      SETTINGS_KEY,
      META_KEY,
      HISTORY_KEY,
      TOOLTIP_SHOWN_KEY,
      TOOLTIP_LAST_SHOWN_KEY,
      CONVERSIONS_KEY,
    ];
    expect(storageEntries.map((entry) => entry.key).sort()).toEqual([...written].sort());
  });

  it('keeps the chat history in sessionStorage only', () => {
    expect(storageEntries.find((entry) => entry.key === HISTORY_KEY)?.area).toBe('sessionStorage');
  });
});
