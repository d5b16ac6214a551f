/**
 * The dock: one fixed layer the size of the visual viewport. Each surface sits in a slot placed
 * by the one layout plan (shell/layout.ts), never in another's flow, so none can overlap or push
 * another. Until the visitor has made a consent choice the banner is the only thing shown.
 */
import { h, type VNode } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { chatWindow, loadChatWindow } from './chat/lazy-window.ts';
import { Launcher } from './chat/Launcher.tsx';
import { ConsentSlot } from './consent/ConsentBanner.tsx';
import { patch, type WidgetContext } from './shell/context.ts';
import { usesBand } from './shell/host-layout.ts';
import { dockClass, planLayout, type Place } from './shell/layout.ts';
import { useStore } from './shell/use-store.ts';
import { WhatsAppButton, WhatsAppPanel } from './whatsapp/WhatsApp.tsx';
import { HAS_CHAT, HAS_CONSENT, HAS_WHATSAPP } from './surfaces.ts';

/** A place of the plan, holding one surface. */
function slot(place: Place, surface: VNode) {
  return (
    <div class="slot" style={place}>
      {surface}
    </div>
  );
}

export function App({ context, shadow }: { context: WidgetContext; shadow: ShadowRoot }) {
  const state = useStore(context.store);
  // Set when the visitor closes the chat: the launcher takes focus back when it renders again.
  const refocus = useRef(false);
  const bannerSlot = useRef<HTMLDivElement>(null);
  const { config, chat, whatsapp, consent, layout } = state;
  // A surface this bundle does not carry is never rendered (surfaces.ts): its code is dropped.
  const built = { chat: HAS_CHAT, whatsapp: HAS_WHATSAPP, consent: HAS_CONSENT };
  const has = (name: 'chat' | 'whatsapp' | 'consent') => built[name] && config.widgets.includes(name);
  const buttons = !(has('consent') && !consent.settings) && (has('chat') || has('whatsapp'));
  const banner = has('consent') && consent.visible;
  // The window comes on demand (chat/lazy-window.ts): until it has arrived the chat counts as
  // closed for the plan and the launcher stays where it is, with the focus it may have.
  const ChatWindow = has('chat') && chat.open ? chatWindow(context) : undefined;
  const chatOpen = !!ChatWindow;
  const panel = has('whatsapp') && buttons && whatsapp.visible && !(has('chat') && chat.open) && (whatsapp.menuOpen || whatsapp.tooltip);
  const plan = planLayout({
    width: layout.width,
    height: layout.height,
    position: config.position,
    offset: config.offset,
    chat: has('chat'),
    buttons,
    open: chatOpen ? (chat.collapsed ? 'bar' : 'chat') : panel ? 'panel' : null,
    banner: banner ? layout.banner : null,
    sheetOnTop: layout.sheetOnTop,
  });

  // The banner's height, for the plan: it changes only when the dock renders again. Where a
  // phone's sheet goes is chosen each time the banner shows, before it is painted.
  const placed = useRef(false);
  useLayoutEffect(() => {
    // Rounded up: a fraction of a pixel less would let the window touch the banner.
    const height = Math.ceil(bannerSlot.current?.getBoundingClientRect().height ?? 0);
    if (!height) {
      placed.current = false;
      return;
    }
    if (height === layout.banner && placed.current) return;
    placed.current = true;
    const hostUses = (from: number, to: number) => usesBand(context.doc, from, to);
    patch(context, 'layout', {
      banner: height,
      sheetOnTop: hostUses(layout.height - height, layout.height) && !hostUses(0, height),
    });
  });

  const reach = () => loadChatWindow(context);
  const buttonsShown = buttons && !plan.fullChat;
  return (
    <div class={dockClass(config.position, state.theme, plan)} lang={state.lang}>
      {HAS_CHAT && ChatWindow && slot(plan.window, <ChatWindow context={context} state={state} onClosed={() => (refocus.current = true)} />)}
      {HAS_WHATSAPP && panel && slot(plan.window, <WhatsAppPanel context={context} state={state} />)}
      {HAS_CHAT && has('chat') && buttonsShown && !chatOpen && (
        // Reaching for the launcher fetches the window, so it is there by the click.
        <div class="slot" style={plan.launcher} onPointerEnter={reach} onPointerDown={reach} onFocusIn={reach}>
          <Launcher context={context} state={state} refocus={refocus} />
        </div>
      )}
      {HAS_WHATSAPP &&
        has('whatsapp') &&
        buttonsShown &&
        whatsapp.visible &&
        slot(plan.whatsapp, <WhatsAppButton context={context} state={state} shadow={shadow} />)}
      {HAS_CONSENT && banner && <ConsentSlot context={context} state={state} place={plan.banner} slotRef={bannerSlot} />}
    </div>
  );
}
