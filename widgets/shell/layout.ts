/**
 * The one layout plan of the floating UI: where the chat launcher, the WhatsApp button, the
 * open window (chat or WhatsApp panel) and the consent banner sit, for every corner and size.
 * Every element is placed absolutely from the plan, none in the flow of another, so nothing
 * can push what is already on screen (no layout shift), and the plan never lets two overlap:
 * - the buttons have fixed slots in the corner (the launcher's slot stays reserved while the
 *   chat is open, so the WhatsApp button never moves);
 * - the open window stacks away from the buttons, above the banner when they share a column;
 * - the banner takes the bottom edge on phones and the corner's column on wider screens.
 * Pure: no DOM, tested in tests/unit/widgets/layout.test.ts.
 */
import type { Position } from '../config.ts';
import { HAS_CHAT, HAS_WHATSAPP } from '../surfaces.ts';

export const FAB = 56;
export const GAP = 12;
export const BANNER_WIDTH = 480;
/** Narrower than this, the chat takes the whole screen and the banner is a bottom sheet. */
export const PHONE_MAX = 640;

export interface LayoutInput {
  /** The dock: the visual viewport without the safe-area insets. */
  width: number;
  height: number;
  position: Position;
  /** data-offset: the host's own sticky header, kept free at the top. */
  offset: number;
  /** The chat is embedded: the launcher's slot is reserved even while it is hidden. */
  chat: boolean;
  /** The floating buttons are showing (after the consent choice). */
  buttons: boolean;
  /** What fills the corner's column above (or below) the buttons: a collapsed chat is a bar. */
  open: 'chat' | 'bar' | 'panel' | null;
  /** Measured banner height; null while no banner shows. */
  banner: number | null;
  /**
   * The host's heading or main actions sit where a bottom sheet would go, and not at the top:
   * on a phone with the buttons at the bottom, the sheet then takes the top edge instead.
   */
  sheetOnTop: boolean;
}

export type Place = Record<string, number>;

export interface Plan {
  phone: boolean;
  launcher: Place;
  whatsapp: Place;
  /** The chat window or the WhatsApp panel. */
  window: Place;
  /** The chat fills the dock (phones). */
  fullChat: boolean;
  banner: Place;
  /** The banner is a sheet on the top edge. */
  sheetOnTop: boolean;
}

/**
 * The start of every plan: the corner's edges and the banner's place. The consent-only dock
 * (consent/dock.ts) needs no more than this; planLayout places the rest from it.
 */
export function planBanner(
  input: Pick<LayoutInput, 'width' | 'position' | 'offset' | 'banner' | 'sheetOnTop'> & Partial<Pick<LayoutInput, 'buttons' | 'open'>>,
) {
  const { width, offset, banner } = input;
  const phone = width <= PHONE_MAX;
  const margin = phone ? 16 : 24;
  const [vertical, horizontal] = input.position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const top = vertical === 'top';
  // Without the chat and WhatsApp (surfaces.ts) there are no buttons and no open window.
  const buttons = (HAS_CHAT || HAS_WHATSAPP) && input.buttons;
  const fullChat = HAS_CHAT && phone && input.open === 'chat';
  // The buttons' row: below the host's header in top corners.
  const rowEdge = margin + (top ? offset : 0);
  const sheetOnTop = phone && !top && input.sheetOnTop && banner !== null;
  const stackEdge = buttons && !fullChat ? rowEdge + FAB + GAP : rowEdge;

  // The banner: a bottom sheet on phones, a card in the corner's column on wider screens;
  // above the buttons in a bottom corner, and the open window above (or before) it.
  let bannerPlace: Place = {};
  // Distance from the bottom edge to the top of the banner and its gap, 0 without a banner.
  let bannerTop = 0;
  if (banner !== null) {
    const bottom = top || (phone && !buttons) || fullChat ? (phone ? 0 : margin) : stackEdge;
    bannerPlace = sheetOnTop
      ? { left: 0, right: 0, top: 0 }
      : phone
        ? { left: 0, right: 0, bottom }
        : { [horizontal]: margin, bottom, width: Math.min(BANNER_WIDTH, width - 2 * margin) };
    if (!sheetOnTop) bannerTop = bottom + banner + (fullChat ? 0 : GAP);
  }
  return { phone, margin, vertical, horizontal, top, fullChat, rowEdge, sheetOnTop, stackEdge, banner: bannerPlace, bannerTop };
}

export function planLayout(input: LayoutInput): Plan {
  const { width, height, offset, banner } = input;
  const { phone, margin, vertical, horizontal, top, fullChat, rowEdge, sheetOnTop, stackEdge, banner: bannerPlace, bannerTop } = planBanner(input);
  // A sheet on top keeps the window below it.
  const ceiling = sheetOnTop ? (banner ?? 0) + (fullChat ? 0 : GAP) : 0;

  let windowPlace: Place;
  if (fullChat) {
    windowPlace = { left: 0, right: 0, top: ceiling, bottom: bannerTop };
  } else {
    // The WhatsApp panel sits over its own button, next to the launcher's slot.
    const slot = input.open === 'panel' && input.chat && input.buttons ? FAB + GAP : 0;
    const start = top ? stackEdge : Math.max(stackEdge, bannerTop);
    const end = top ? Math.max(margin, bannerTop) : Math.max(margin + offset, ceiling);
    windowPlace = {
      [horizontal]: margin + slot,
      [vertical]: start,
      maxHeight: Math.max(0, height - start - end),
      maxWidth: width - 2 * margin - slot,
    };
  }

  return {
    phone,
    fullChat,
    launcher: { [horizontal]: margin, [vertical]: rowEdge },
    whatsapp: { [horizontal]: margin + (input.chat ? FAB + GAP : 0), [vertical]: rowEdge },
    window: windowPlace,
    banner: bannerPlace,
    sheetOnTop,
  };
}

/** The dock's classes, which the widgets' CSS reads: the corner, the theme, the phone and top-sheet modes of the plan. */
export function dockClass(position: Position, theme: string, plan: Pick<Plan, 'phone' | 'sheetOnTop'>): string {
  const [vertical, horizontal] = position.split('-');
  return `dock v-${vertical} h-${horizontal} ${theme}${plan.phone ? ' phone' : ''}${plan.sheetOnTop ? ' sheet-top' : ''}`;
}
