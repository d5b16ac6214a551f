/**
 * What the widgets count, through the same beacon the site uses (POST /api/events): chat opened,
 * WhatsApp clicks, consent choices and each answer's outcome. Cookieless, no identifier; the text
 * of a question the assistant could not answer goes along only when the visitor accepted
 * analytics. Type-only imports from the shared contract: nothing of the schemas is bundled.
 */
import type { ChatOutcomeEvent, ConsentChoiceEvent, EVENTS_PATH, SiteEvent } from '../site/domain/events.ts';
import type { AskResult } from './chat/client.ts';
import type { WidgetContext } from './shell/context.ts';
import { HAS_CHAT, HAS_WHATSAPP } from './surfaces.ts';

const PATH: typeof EVENTS_PATH = '/api/events';
/** The optional consent categories (the type keeps them in step with the shared contract). */
const OPTIONAL: readonly ConsentChoiceEvent['categories'][number][] = ['analytics', 'marketing', 'preferences'];

function send(context: WidgetContext, event: SiteEvent): void {
  try {
    // A string travels as text/plain: no CORS preflight from partner pages.
    context.win.navigator.sendBeacon?.(context.store.get().config.api + PATH, JSON.stringify(event));
  } catch {
    // Counting must never break the widget or the host page.
  }
}

/** Listens to the widgets' own events; call once at boot. */
export function startTelemetry(context: WidgetContext): void {
  const { emitter } = context;
  // Only what this bundle's surfaces can emit (surfaces.ts).
  if (HAS_CHAT) emitter.on('open', () => send(context, { type: 'chat_opened' }));
  if (HAS_WHATSAPP) emitter.on('whatsapp-conversion', ({ source, category }) => send(context, { type: 'whatsapp_click', source, category }));
  emitter.on('consent-change', (settings) => send(context, { type: 'consent', categories: OPTIONAL.filter((category) => settings[category]) }));
}

/**
 * After each answer: answered, handed off to a person, or not answered at all, and why (the
 * server's reason — off-topic, not-offered, callback… — or the failure), so the dashboard counts
 * unanswered questions by reason without their text unless analytics is accepted.
 */
export function reportChatOutcome(context: WidgetContext, question: string, result: AskResult): void {
  const analytics = context.store.get().consent.settings?.analytics === true;
  const outcome: ChatOutcomeEvent['outcome'] = !result.ok ? 'unknown' : result.handoff ? 'handoff' : 'answered';
  const text = analytics && outcome !== 'answered' ? { question: question.slice(0, 1000) } : {};
  send(context, { type: 'chat_outcome', outcome, reason: result.ok ? (result.reason ?? outcome) : result.error, analytics, ...text });
}
