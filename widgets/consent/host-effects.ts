/**
 * What a consent choice does to the host page: Google Consent Mode v2 (when the host has gtag)
 * and the scripts the host parked as `type="text/plain" data-consent="<category>"`.
 */
import { CATEGORIES, consentModeSignals, type Category, type ConsentSettings } from './state.ts';

type Gtag = (command: 'consent', action: 'update', signals: Record<string, string>) => void;

export function updateConsentMode(win: Window, settings: ConsentSettings): void {
  const gtag = (win as Window & { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  try {
    gtag('consent', 'update', consentModeSignals(settings));
  } catch (error) {
    console.error('[IAWidgets]', error);
  }
}

/** Runs each parked script of an accepted category once, keeping its nonce for strict CSPs. */
export function activateScripts(doc: Document, settings: ConsentSettings): void {
  const parked = doc.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-consent]');
  for (const original of parked) {
    const category = original.dataset.consent as Category;
    if (!CATEGORIES.includes(category) || !settings[category]) continue;
    const script = doc.createElement('script');
    for (const attribute of original.attributes) {
      if (attribute.name !== 'type' && attribute.name !== 'data-consent') script.setAttribute(attribute.name, attribute.value);
    }
    if (original.nonce) script.nonce = original.nonce;
    script.dataset.consentActivated = category;
    script.text = original.text;
    original.replaceWith(script);
  }
}
