/** All the widgets' CSS as one string, adopted by the shadow root (see shell/mount.ts). */
import base from './shell/base.css?inline';
import chat from './chat/chat.css?inline';
import consent from './consent/consent.css?inline';
import whatsapp from './whatsapp/whatsapp.css?inline';

export default [base, chat, whatsapp, consent].join('\n');
