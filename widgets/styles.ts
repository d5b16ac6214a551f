/** All the widgets' CSS as one string, adopted by the shadow root (see shell/mount.ts). */
import base from './shell/base.css?inline';
import buttons from './shell/buttons.css?inline';
import launcher from './chat/launcher.css?inline';
import consent from './consent/consent.css?inline';
import whatsapp from './whatsapp/whatsapp.css?inline';
import { HAS_CHAT, HAS_CONSENT, HAS_WHATSAPP } from './surfaces.ts';

/**
 * Only the CSS of the surfaces this bundle carries (surfaces.ts); the open chat window's own
 * (chat/chat.css) comes with the window (chat/lazy-window.ts).
 */
export default [
  base,
  ...(HAS_CHAT || HAS_WHATSAPP ? [buttons] : []),
  ...(HAS_CHAT ? [launcher] : []),
  ...(HAS_WHATSAPP ? [whatsapp] : []),
  ...(HAS_CONSENT ? [consent] : []),
].join('\n');
