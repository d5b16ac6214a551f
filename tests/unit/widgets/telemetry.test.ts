import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { siteEvent } from '../../../site/domain/events.ts';
import { createEmitter } from '../../../widgets/events.ts';
import type { ConsentSettings } from '../../../widgets/consent/state.ts';
import type { WidgetContext } from '../../../widgets/shell/context.ts';
import { reportChatOutcome, startTelemetry } from '../../../widgets/telemetry.ts';

const valid = Compile(siteEvent);

/** Just what telemetry reads: the API origin, the consent, the emitter and sendBeacon. */
function context(consent: ConsentSettings | null) {
  const beacons: { url: string; body: unknown }[] = [];
  const win = { navigator: { sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) } };
  const state = { config: { api: 'https://www.iaacademy.es' }, consent: { settings: consent } };
  const ctx = { win, emitter: createEmitter(null), store: { get: () => state } } as unknown as WidgetContext;
  return { ctx, beacons };
}

const all: ConsentSettings = { essential: true, analytics: true, marketing: true, preferences: false };

describe('widget telemetry', () => {
  it('sends chat opened, WhatsApp clicks and consent choices as valid events to /api/events', () => {
    const { ctx, beacons } = context(null);
    startTelemetry(ctx);
    ctx.emitter.emit('open', { persona: 'general' });
    ctx.emitter.emit('whatsapp-conversion', { source: 'floating_button', category: 'pricing', timestamp: '2026-11-22T10:00:00Z' });
    ctx.emitter.emit('consent-change', all);
    expect(beacons.map((beacon) => beacon.url)).toEqual(Array(3).fill('https://www.iaacademy.es/api/events'));
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      { type: 'chat_opened' },
      { type: 'whatsapp_click', source: 'floating_button', category: 'pricing' },
      { type: 'consent', categories: ['analytics', 'marketing'] },
    ]);
    for (const beacon of beacons) expect(valid.Check(beacon.body)).toBe(true);
  });

  it('sends the text of a handed-off question only with analytics consent, never a timestamp', () => {
    const reply = { ok: true as const, reply: 'No lo sé…', sources: [], suggestions: [], handoff: true };
    const withConsent = context(all);
    reportChatOutcome(withConsent.ctx, '¿Robótica?', reply);
    expect(withConsent.beacons[0]!.body).toEqual({ type: 'chat_outcome', outcome: 'handoff', reason: 'handoff', analytics: true, question: '¿Robótica?' });

    const without = context({ ...all, analytics: false });
    reportChatOutcome(without.ctx, '¿Robótica?', reply);
    expect(without.beacons[0]!.body).toEqual({ type: 'chat_outcome', outcome: 'handoff', reason: 'handoff', analytics: false });
    for (const beacon of [...withConsent.beacons, ...without.beacons]) expect(valid.Check(beacon.body)).toBe(true);
  });

  it('reports answered questions without their text, and failures as unknown with the reason', () => {
    const { ctx, beacons } = context(all);
    reportChatOutcome(ctx, '¿Precio?', { ok: true, reply: '1.200 €', sources: [], suggestions: [], handoff: false });
    reportChatOutcome(ctx, '¿Precio?', { ok: false, error: 'timeout' });
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      { type: 'chat_outcome', outcome: 'answered', reason: 'answered', analytics: true },
      { type: 'chat_outcome', outcome: 'unknown', reason: 'timeout', analytics: true, question: '¿Precio?' },
    ]);
  });

  it("counts a question the assistant did not answer by the server's reason, never its text without analytics", () => {
    const { ctx, beacons } = context({ ...all, analytics: false });
    reportChatOutcome(ctx, '¿Curso de Power BI?', { ok: true, reply: 'No tenemos…', sources: [], suggestions: [], handoff: false, reason: 'not-offered' });
    reportChatOutcome(ctx, '¿Qué tiempo hace?', { ok: true, reply: 'Solo puedo…', sources: [], suggestions: [], handoff: true, reason: 'off-topic' });
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      { type: 'chat_outcome', outcome: 'answered', reason: 'not-offered', analytics: false },
      { type: 'chat_outcome', outcome: 'handoff', reason: 'off-topic', analytics: false },
    ]);
    for (const beacon of beacons) expect(valid.Check(beacon.body)).toBe(true);
  });

  it('never throws into the widget when sendBeacon is missing or throws', () => {
    const { ctx } = context(all);
    (ctx.win as unknown as { navigator: object }).navigator = {
      sendBeacon: () => {
        throw new Error('blocked');
      },
    };
    expect(() => reportChatOutcome(ctx, 'x', { ok: false, error: 'offline' })).not.toThrow();
    (ctx.win as unknown as { navigator: object }).navigator = {};
    expect(() => reportChatOutcome(ctx, 'x', { ok: false, error: 'offline' })).not.toThrow();
  });
});
