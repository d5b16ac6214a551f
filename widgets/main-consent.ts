/**
 * Side-effect entry of the bundle with only the consent: the same banner (consent/banner-dom.ts)
 * in a dock without Preact (consent/dock.ts), so the consent alone stays within its budget.
 */
import { mountConsentDock } from './consent/dock.ts';
import { start } from './shell/start.ts';

start(mountConsentDock);
