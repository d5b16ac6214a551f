/**
 * The dock of a bundle with only the consent (surfaces.ts): the banner (banner-dom.ts) in its
 * slot from the one layout plan, without Preact. The same rules as App.tsx, for the banner alone.
 */
import { patch, type WidgetContext } from '../shell/context.ts';
import { usesBand } from '../shell/host-layout.ts';
import { planBanner } from '../shell/layout.ts';
import { createBanner, type Banner } from './banner-dom.ts';

export function mountConsentDock(context: WidgetContext, shadow: ShadowRoot): void {
  const { doc, store } = context;
  const dock = doc.createElement('div');
  const slot = doc.createElement('div');
  slot.className = 'slot';
  let banner: Banner | null = null;
  let placed = false;
  shadow.append(dock);

  const render = () => {
    const state = store.get();
    const { config, layout } = state;
    const shown = config.widgets.includes('consent') && state.consent.visible;
    // No buttons and no open window beside the banner.
    const plan = planBanner({
      width: layout.width,
      position: config.position,
      offset: config.offset,
      banner: shown ? layout.banner : null,
      sheetOnTop: layout.sheetOnTop,
    });
    dock.className = `dock v-${plan.vertical} h-${plan.horizontal} ${state.theme}${plan.phone ? ' phone' : ''}${plan.sheetOnTop ? ' sheet-top' : ''}`;
    dock.lang = state.lang;
    if (!shown) {
      slot.remove();
      banner = null;
      placed = false;
      return;
    }
    if (!banner) {
      banner = createBanner(context);
      slot.replaceChildren(banner.root);
      dock.append(slot);
    }
    slot.removeAttribute('style');
    for (const [key, value] of Object.entries(plan.banner)) slot.style.setProperty(key, `${value}px`);
    banner.update(state);

    // The banner's height, for the plan; where a phone's sheet goes is chosen each time it shows.
    // Rounded up: a fraction of a pixel less would let anything below touch the banner.
    const height = Math.ceil(slot.getBoundingClientRect().height);
    if (!height) {
      placed = false;
      return;
    }
    if (height === layout.banner && placed) return;
    placed = true;
    const hostUses = (from: number, to: number) => usesBand(doc, from, to);
    patch(context, 'layout', {
      banner: height,
      sheetOnTop: hostUses(layout.height - height, layout.height) && !hostUses(0, height),
    });
  };
  store.subscribe(render);
  render();
}
