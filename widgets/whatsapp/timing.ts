/** When the button and its tooltip appear (spec section 9), as pure rules over stored flags. */
import type { SafeStore } from '../storage.ts';

export const BUTTON_DELAY_MS = 5000;
export const TOOLTIP_DELAY_MS = 5000;
export const TOOLTIP_VISIBLE_MS = 10_000;
/** The pause after scrolling past the first screen before the tooltip shows. */
export const TOOLTIP_IDLE_MS = 1000;
export const TOOLTIP_REPEAT_MS = 24 * 60 * 60 * 1000;

export const TOOLTIP_SHOWN_KEY = 'whatsappTooltipShown';
export const TOOLTIP_LAST_SHOWN_KEY = 'whatsappTooltipLastShown';

export interface TooltipFlags {
  shown: boolean;
  /** Epoch milliseconds, or null when unknown. */
  lastShown: number | null;
}

export function shouldShowTooltip(flags: TooltipFlags, now: number): boolean {
  if (!flags.shown || flags.lastShown === null) return true;
  return now - flags.lastShown > TOOLTIP_REPEAT_MS;
}

export function readTooltipFlags(store: SafeStore): TooltipFlags {
  const last = Number(store.get(TOOLTIP_LAST_SHOWN_KEY));
  return {
    shown: store.get(TOOLTIP_SHOWN_KEY) === 'true',
    lastShown: Number.isFinite(last) && last > 0 ? last : null,
  };
}

export function markTooltipShown(store: SafeStore, now: number): void {
  store.set(TOOLTIP_SHOWN_KEY, 'true');
  store.set(TOOLTIP_LAST_SHOWN_KEY, String(now));
}
