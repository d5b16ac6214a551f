/**
 * The banner's slot in the Preact dock (App.tsx): the banner itself is the one DOM
 * implementation (banner-dom.ts) that the consent-only dock (dock.ts) mounts too.
 */
import { h, type RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Place } from '../shell/layout.ts';
import type { WidgetContext } from '../shell/context.ts';
import type { WidgetState } from '../shell/state.ts';
import { createBanner, type Banner } from './banner-dom.ts';

export function ConsentSlot(props: { context: WidgetContext; state: WidgetState; place: Place; slotRef: RefObject<HTMLDivElement> }) {
  const banner = useRef<Banner>();
  // Before the dock's own layout effect, which measures the slot.
  useLayoutEffect(() => {
    if (!banner.current) {
      banner.current = createBanner(props.context);
      props.slotRef.current!.append(banner.current.root);
    }
    banner.current.update(props.state);
  });
  return <div ref={props.slotRef} class="slot" style={props.place} />;
}
