import { describe, expect, it } from 'vitest';
import { POSITIONS } from '../../../widgets/config.ts';
import { FAB, planLayout, type LayoutInput, type Place } from '../../../widgets/shell/layout.ts';

type Box = { left: number; top: number; right: number; bottom: number };

/** Sizes each surface has at most, to turn a plan's places into boxes. */
const SIZE = { launcher: [FAB, FAB], whatsapp: [FAB, FAB], panel: [280, 400], chat: [384, 600], bar: [384, 56] } as const;

function box(place: Place, width: number, height: number, viewport: { width: number; height: number }, natural: [number, number]): Box {
  const w =
    place.width ??
    (place.left !== undefined && place.right !== undefined ? width - place.left - place.right : Math.min(natural[0], place.maxWidth ?? Infinity));
  const h = place.top !== undefined && place.bottom !== undefined ? height - place.top - place.bottom : Math.min(natural[1], place.maxHeight ?? Infinity);
  const left = place.left ?? width - (place.right ?? 0) - w;
  const top = place.top ?? height - (place.bottom ?? 0) - h;
  expect(w, 'fits the width').toBeLessThanOrEqual(viewport.width);
  return { left, top, right: left + w, bottom: top + h };
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
];
const OPEN = [null, 'panel', 'chat', 'bar'] as const;

function layouts(): LayoutInput[] {
  const inputs: LayoutInput[] = [];
  for (const size of SIZES)
    for (const position of POSITIONS)
      for (const open of OPEN)
        for (const banner of [null, 130])
          for (const offset of [0, 72])
            for (const sheetOnTop of [false, true]) inputs.push({ ...size, position, offset, chat: true, buttons: true, open, banner, sheetOnTop });
  return inputs;
}

describe('the layout plan of the floating widgets', () => {
  it('never lets two surfaces overlap or leave the screen, in any corner, size or state', () => {
    for (const input of layouts()) {
      const plan = planLayout(input);
      const viewport = { width: input.width, height: input.height };
      const boxes: [string, Box][] = [];
      const add = (name: string, place: Place, natural: readonly [number, number]) =>
        boxes.push([name, box(place, input.width, input.height, viewport, [natural[0], natural[1]])]);
      if (!plan.fullChat) {
        if (input.open !== 'chat' && input.open !== 'bar') add('launcher', plan.launcher, SIZE.launcher);
        add('whatsapp', plan.whatsapp, SIZE.whatsapp);
      }
      if (input.open) add(input.open, plan.window, SIZE[input.open]);
      if (input.banner !== null) add('banner', plan.banner, [Math.min(480, input.width), input.banner]);
      for (const [index, [name, a]] of boxes.entries()) {
        expect(a.top, `${name} inside the top, ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(0);
        expect(a.bottom, `${name} inside the bottom, ${JSON.stringify(input)}`).toBeLessThanOrEqual(input.height);
        for (const [other, b] of boxes.slice(index + 1)) {
          expect(overlap(a, b), `${name} and ${other}, ${JSON.stringify(input)}`).toBe(false);
        }
      }
    }
  });

  it('keeps the buttons in their slots whatever appears (nothing pushes them)', () => {
    for (const input of layouts().filter((each) => !(each.open === 'chat' && each.width <= 640))) {
      const plan = planLayout(input);
      const calm = planLayout({ ...input, open: null, banner: null });
      expect(plan.launcher).toEqual(calm.launcher);
      expect(plan.whatsapp).toEqual(calm.whatsapp);
    }
  });

  it('puts the top corners below the host header (data-offset) and keeps the window under it', () => {
    const base = { width: 1280, height: 720, offset: 72, chat: true, buttons: true, open: 'chat', banner: null, sheetOnTop: false } as const;
    const plan = planLayout({ ...base, position: 'top-right' });
    expect(plan.launcher).toEqual({ right: 24, top: 96 });
    expect(plan.window.top).toBe(96 + FAB + 12);
    const bottom = planLayout({ ...base, position: 'bottom-right' });
    expect(720 - bottom.window.bottom! - bottom.window.maxHeight!).toBe(72 + 24);
  });

  it('makes the banner a bottom sheet on phones, on the top edge only when the host needs the bottom', () => {
    const base = { width: 390, height: 844, position: 'bottom-right', offset: 0, chat: true, buttons: false, open: null, banner: 120 } as const;
    expect(planLayout({ ...base, sheetOnTop: false }).banner).toEqual({ left: 0, right: 0, bottom: 0 });
    expect(planLayout({ ...base, sheetOnTop: true }).banner).toEqual({ left: 0, right: 0, top: 0 });
    // Never over the buttons of a top corner.
    expect(planLayout({ ...base, position: 'top-left', sheetOnTop: true }).banner).toEqual({ left: 0, right: 0, bottom: 0 });
  });
});
