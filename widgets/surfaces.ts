/**
 * Which surfaces this bundle carries. vite.widgets.config.ts builds one bundle per combination
 * of `data-widgets` and sets these flags for each, so the minifier drops the code of every
 * surface a partner did not embed (pay for what you embed); the loader (loader.ts) picks the
 * bundle, or a partner's tag loads one directly (DIRECT below). Anything not built by that config (unit tests) carries all three.
 */
import type { WidgetName } from './widget-names.ts';

declare const __IAW_CHAT__: boolean;
declare const __IAW_WHATSAPP__: boolean;
declare const __IAW_CONSENT__: boolean;
declare const __IAW_DIRECT__: string | null;

export const HAS_CHAT = typeof __IAW_CHAT__ === 'undefined' || __IAW_CHAT__;
export const HAS_WHATSAPP = typeof __IAW_WHATSAPP__ === 'undefined' || __IAW_WHATSAPP__;
export const HAS_CONSENT = typeof __IAW_CONSENT__ === 'undefined' || __IAW_CONSENT__;

/**
 * The copy of this bundle a partner's tag loads by itself, at its direct URL
 * (`/widgets/v1/chat-consent.js`: one request, no loader), has its combination's name here
 * ("chat-consent"); the hashed copy the loader adds has null, and carries none of what only a
 * direct copy needs (finding its own tag, checking data-widgets against what it carries).
 */
export const DIRECT = typeof __IAW_DIRECT__ === 'undefined' ? null : __IAW_DIRECT__;

/** The surfaces of this bundle, in the order of WIDGETS. */
export const BUILT: WidgetName[] = [
  ...(HAS_CHAT ? (['chat'] as const) : []),
  ...(HAS_WHATSAPP ? (['whatsapp'] as const) : []),
  ...(HAS_CONSENT ? (['consent'] as const) : []),
];
