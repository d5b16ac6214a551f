/**
 * The first frame of a launcher due at once (the chat embedded, no consent choice pending), drawn
 * without Preact. Most of the work between the bundle's arrival and a visible launcher was
 * Preact's first render of the dock (issue 15); this draws just the dock and its launcher, with
 * the same plan (shell/layout.ts), classes and button markup (Launcher.tsx) as App.tsx, and the
 * dock's first render follows in a task of its own (shell/mount.ts). That render takes these very
 * nodes over: Preact's render() into a root that already has children diffs against them, keeping
 * each element of the same tag and correcting its attributes. Nothing is replaced, so the entrance
 * animation does not run twice and a focus already on the button stays there.
 */
import { h } from 'preact';
import type { WidgetContext } from '../shell/context.ts';
import type { WidgetState } from '../shell/state.ts';
import { dockClass, planLayout } from '../shell/layout.ts';
import type { FirstFrame } from '../shell/mount.ts';
import { staticDom } from '../shell/static-dom.ts';
import { launcherButton } from './Launcher.tsx';

/** Whether App.tsx shows the launcher in the state boot leaves: the chat embedded, and no consent choice to wait for. */
function launcherDue({ config, consent }: WidgetState): boolean {
  return config.widgets.includes('chat') && (consent.settings !== null || !config.widgets.includes('consent'));
}

function paintLauncher(context: WidgetContext, shadow: ShadowRoot): void {
  const state = context.store.get();
  const { config, layout } = state;
  // App.tsx's plan for the state boot leaves: the buttons showing, nothing open, no banner.
  const plan = planLayout({
    width: layout.width,
    height: layout.height,
    position: config.position,
    offset: config.offset,
    chat: true,
    buttons: true,
    open: null,
    banner: null,
    sheetOnTop: layout.sheetOnTop,
  });
  const dock = h(
    'div',
    { class: dockClass(config.position, state.theme, plan), lang: state.lang },
    h('div', { class: 'slot', style: plan.launcher }, launcherButton(state)),
  );
  shadow.append(staticDom(context.doc, dock)!);
}

export const firstLauncher: FirstFrame = { due: launcherDue, draw: paintLauncher };
