/** Everything the surfaces render from, in one object. */
import type { WidgetConfig } from '../config.ts';
import type { Conversation } from '../chat/conversation.ts';
import type { ConsentSettings } from '../consent/state.ts';
import type { Lang } from '../i18n.ts';
import type { Theme } from '../theme.ts';

export interface WidgetState {
  config: WidgetConfig;
  lang: Lang;
  theme: Theme;
  chat: {
    open: boolean;
    collapsed: boolean;
    menuOpen: boolean;
    pending: boolean;
    conversation: Conversation;
  };
  consent: {
    visible: boolean;
    view: 'simple' | 'custom';
    settings: ConsentSettings | null;
    /** Move focus into the banner when it shows: only when the visitor asked for it. */
    takeFocus: boolean;
  };
  whatsapp: {
    visible: boolean;
    menuOpen: boolean;
    tooltip: boolean;
  };
  /** For the layout plan (shell/layout.ts): the visual viewport and the banner's height. */
  layout: {
    width: number;
    height: number;
    banner: number;
    /** On a phone, the banner takes the top edge: the host needs the bottom one. */
    sheetOnTop: boolean;
  };
}
