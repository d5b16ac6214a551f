import { describe, expect, it } from 'vitest';
import { logConversion, MAX_CONVERSIONS, readConversions } from '../../../widgets/whatsapp/conversions.ts';
import { quickMessages, quickMessageUrl } from '../../../widgets/whatsapp/options.ts';
import { markTooltipShown, readTooltipFlags, shouldShowTooltip, TOOLTIP_REPEAT_MS } from '../../../widgets/whatsapp/timing.ts';
import { createSafeStore, createWriteGate } from '../../../widgets/storage.ts';
import { MemoryStorage } from './memory-storage.ts';

function store() {
  const gate = createWriteGate();
  gate.markActed();
  return createSafeStore(() => new MemoryStorage(), gate, 'localStorage');
}

describe('WhatsApp quick messages', () => {
  it('offers four options with the spec categories and source', () => {
    const options = quickMessages('es');
    expect(options.map((option) => option.category)).toEqual(['general', 'course_info', 'service_info', 'pricing']);
    expect(new Set(options.map((option) => option.source))).toEqual(new Set(['floating_button']));
  });

  it('writes the options in Spanish or English by language', () => {
    expect(quickMessages('es')[1]?.label).toBe('Información de cursos');
    expect(quickMessages('en')[1]?.label).toBe('Course information');
  });

  it('opens wa.me with the digits and the URL-encoded message', () => {
    const option = quickMessages('es')[3]!;
    expect(quickMessageUrl('+34 610 123 456', option)).toBe(`https://wa.me/34610123456?text=${encodeURIComponent(option.message)}`);
  });
});

describe('WhatsApp conversion log', () => {
  it('keeps the last 20 records of source, category and timestamp', () => {
    const local = store();
    for (let index = 0; index < 25; index += 1) {
      logConversion(local, 'floating_button', `c${index}`, new Date(Date.UTC(2026, 0, 1, 0, index)));
    }
    const log = readConversions(local);
    expect(log).toHaveLength(MAX_CONVERSIONS);
    expect(log[0]).toEqual({ source: 'floating_button', category: 'c5', timestamp: '2026-01-01T00:05:00.000Z' });
    expect(log[19]?.category).toBe('c24');
  });
});

describe('WhatsApp tooltip rule', () => {
  const now = Date.UTC(2026, 0, 2);
  it('shows when never shown', () => {
    expect(shouldShowTooltip({ shown: false, lastShown: null }, now)).toBe(true);
  });
  it('does not show again within 24 h', () => {
    expect(shouldShowTooltip({ shown: true, lastShown: now - TOOLTIP_REPEAT_MS }, now)).toBe(false);
  });
  it('shows again when last shown more than 24 h ago', () => {
    expect(shouldShowTooltip({ shown: true, lastShown: now - TOOLTIP_REPEAT_MS - 1 }, now)).toBe(true);
  });
  it('keeps its flags in storage', () => {
    const local = store();
    markTooltipShown(local, now);
    expect(readTooltipFlags(local)).toEqual({ shown: true, lastShown: now });
  });
});
