import { describe, expect, it } from 'vitest';
import { SHARED } from '../../../vite.widgets.config.ts';
import { sharedWithWindow } from '../../../widgets/chat/lazy-window.ts';

describe('the chat window on demand', () => {
  it('gets from the bundle exactly the Preact names its build reads', () => {
    expect(Object.keys(sharedWithWindow).sort()).toEqual(Object.values(SHARED).flat().sort());
    for (const value of Object.values(sharedWithWindow)) expect(value).toBeDefined();
  });
});
