/** The WhatsApp helper's timers, menu and conversion tracking. */
import { closeChat } from '../chat/actions.ts';
import { patch, type WidgetContext } from '../shell/context.ts';
import { logConversion } from './conversions.ts';
import type { QuickMessage } from './options.ts';
import { BUTTON_DELAY_MS, markTooltipShown, readTooltipFlags, shouldShowTooltip, TOOLTIP_DELAY_MS, TOOLTIP_IDLE_MS, TOOLTIP_VISIBLE_MS } from './timing.ts';

/**
 * The button after 5 s. The tooltip is due after 5 s (when its flags allow) but also waits for
 * the consent choice and for the visitor to scroll past the first screen and pause, so it never
 * sits over the hero nor beside the banner; it hides after 10 s or when the page goes back up.
 * Its flags are a preference (site/content/storage-inventory.ts): the storage gate keeps them
 * in memory unless that category is accepted.
 */
export function scheduleWhatsApp(context: WidgetContext): void {
  const { win, store } = context;
  let due = false;
  let pause: number | undefined;
  const pastHero = () => win.scrollY >= win.innerHeight / 2 || context.doc.documentElement.scrollHeight <= win.innerHeight;
  const tryTooltip = () => {
    const { whatsapp, chat, consent, config } = store.get();
    if (!due || (config.widgets.includes('consent') && !consent.settings) || !pastHero()) return;
    due = false;
    const now = Date.now();
    // A visitor already using the chat or the menu does not need the hint.
    if (whatsapp.menuOpen || chat.open || !shouldShowTooltip(readTooltipFlags(context.local), now)) return;
    markTooltipShown(context.local, now);
    patch(context, 'whatsapp', { tooltip: true });
    win.setTimeout(() => patch(context, 'whatsapp', { tooltip: false }), TOOLTIP_VISIBLE_MS);
  };
  win.setTimeout(() => patch(context, 'whatsapp', { visible: true }), BUTTON_DELAY_MS);
  win.setTimeout(() => {
    due = true;
    tryTooltip();
  }, TOOLTIP_DELAY_MS);
  win.addEventListener(
    'scroll',
    () => {
      if (store.get().whatsapp.tooltip && !pastHero()) patch(context, 'whatsapp', { tooltip: false });
      win.clearTimeout(pause);
      pause = win.setTimeout(tryTooltip, TOOLTIP_IDLE_MS);
    },
    { passive: true },
  );
  // The consent choice may be what it was waiting for.
  store.subscribe(tryTooltip);
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
