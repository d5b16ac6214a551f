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
    /** Move focus into the banner when it shows: the visitor asked for it or uses a keyboard. */
    takeFocus: boolean;
  };
  whatsapp: {
    visible: boolean;
    menuOpen: boolean;
    tooltip: boolean;
  };
}
