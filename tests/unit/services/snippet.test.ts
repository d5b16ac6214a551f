import { describe, expect, it } from 'vitest';
import { serviceDetails } from '../../../site/content/services.ts';
import { snippet } from '../../../site/pages/services/lib/snippet.ts';

describe('service description snippet', () => {
  it('cuts a longer description to 60 characters and marks the cut', () => {
    const text = 'Clases individuales de inteligencia artificial a tu ritmo: desde los conceptos básicos';
    const cut = snippet(text);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1).length).toBeLessThanOrEqual(60);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('leaves a description of 60 characters or fewer untouched', () => {
    const sixty = 'x'.repeat(60);
    expect(snippet(sixty)).toBe(sixty);
    expect(snippet('Corta')).toBe('Corta');
  });

  it('cuts every catalogue description (all are longer than 60 characters)', () => {
    for (const service of serviceDetails) expect(snippet(service.description)).toMatch(/…$/);
  });
});
