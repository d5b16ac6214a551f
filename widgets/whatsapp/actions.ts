/** The WhatsApp helper's timers, menu and conversion tracking. */
import { closeChat } from '../chat/actions.ts';
import { patch, type WidgetContext } from '../shell/context.ts';
import { logConversion } from './conversions.ts';
import type { QuickMessage } from './options.ts';
import {
  BUTTON_DELAY_MS,
  markTooltipShown,
  readTooltipFlags,
  shouldShowTooltip,
  TOOLTIP_DELAY_MS,
  TOOLTIP_VISIBLE_MS,
} from './timing.ts';

/** Button after 5 s; tooltip after 5 s when due, hidden again after 10 s. */
export function scheduleWhatsApp(context: WidgetContext): void {
  const { win } = context;
  win.setTimeout(() => patch(context, 'whatsapp', { visible: true }), BUTTON_DELAY_MS);
  win.setTimeout(() => {
    const now = Date.now();
    if (!shouldShowTooltip(readTooltipFlags(context.local), now)) return;
    if (context.store.get().whatsapp.menuOpen) return;
    markTooltipShown(context.local, now);
    patch(context, 'whatsapp', { tooltip: true });
    win.setTimeout(() => patch(context, 'whatsapp', { tooltip: false }), TOOLTIP_VISIBLE_MS);
  }, TOOLTIP_DELAY_MS);
}

export function toggleWhatsAppMenu(context: WidgetContext): void {
  context.gate.markActed();
  const open = !context.store.get().whatsapp.menuOpen;
  // One panel per corner: the chat and the WhatsApp menu take turns.
  if (open) closeChat(context);
  patch(context, 'whatsapp', { menuOpen: open, tooltip: false });
}

export function closeWhatsAppMenu(context: WidgetContext): void {
  patch(context, 'whatsapp', { menuOpen: false });
}

export function dismissTooltip(context: WidgetContext): void {
  context.gate.markActed();
  patch(context, 'whatsapp', { tooltip: false });
}

/** The link itself opens wa.me in a new tab; this records the conversion and closes the menu. */
export function pickQuickMessage(context: WidgetContext, option: QuickMessage): void {
  context.gate.markActed();
  try {
    const record = logConversion(context.local, option.source, option.category, new Date());
    context.emitter.emit('whatsapp-conversion', record);
  } catch (error) {
    console.error('[IAWidgets]', error);
  }
  patch(context, 'whatsapp', { menuOpen: false });
}
