/** All the widgets' CSS as one string, adopted by the shadow root (see shell/mount.ts). */
import base from './shell/base.css?inline';
import chat from './chat/chat.css?inline';
import consent from './consent/consent.css?inline';
import whatsapp from './whatsapp/whatsapp.css?inline';
import { HAS_CHAT, HAS_CONSENT, HAS_WHATSAPP } from './surfaces.ts';

/** Only the CSS of the surfaces this bundle carries (surfaces.ts). */
export default [base, HAS_CHAT ? chat : '', HAS_WHATSAPP ? whatsapp : '', HAS_CONSENT ? consent : ''].join('\n');
