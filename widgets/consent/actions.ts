/** Consent choices: stored, announced, and applied to the host page. */
import { patch, type WidgetContext } from '../shell/context.ts';
import { activateScripts, updateConsentMode } from './host-effects.ts';
import { settingsFor, writeConsent, type ConsentChoice, type ConsentSettings } from './state.ts';

export function applyConsent(context: WidgetContext, settings: ConsentSettings): void {
  updateConsentMode(context.win, settings);
  activateScripts(context.doc, settings);
}

export function chooseConsent(context: WidgetContext, choice: ConsentChoice, custom?: Partial<ConsentSettings>): void {
  const settings = settingsFor(choice, custom, context.store.get().config.consentCategories);
  context.gate.markActed();
  context.gate.accept(settings);
  writeConsent(context.local, settings, choice, new Date());
  patch(context, 'consent', { settings, visible: false, view: 'simple', takeFocus: false });
  applyConsent(context, settings);
  context.emitter.emit('consent-change', settings);
}

/** Reopens the banner (the footer's and /cookies' "cookie settings" links call this). */
export function showConsent(context: WidgetContext, takeFocus = true): void {
  if (!context.store.get().config.widgets.includes('consent')) return;
  patch(context, 'consent', { visible: true, view: 'simple', takeFocus });
}

export function setConsentView(context: WidgetContext, view: 'simple' | 'custom'): void {
  patch(context, 'consent', { view });
}
