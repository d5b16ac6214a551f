import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { rovingTarget } from '../../../site/lib/roving-focus.ts';

const press = (key: string) => ({ key }) as KeyboardEvent;

describe('Tab list keyboard moves', () => {
  it.each([
    ['ArrowRight', 1, true, 2],
    ['ArrowDown', 1, false, 2],
    ['ArrowLeft', 1, true, 0],
    ['ArrowUp', 1, false, 0],
    ['Home', 3, false, 0],
    ['End', 0, false, 3],
    ['ArrowRight', 3, true, 0],
    ['ArrowRight', 3, false, 3],
    ['ArrowLeft', 0, true, 3],
    ['ArrowLeft', 0, false, 0],
    ['Enter', 2, true, undefined],
  ])('%s from tab %i of 4 (wrap %s) goes to %s', (key, index, wrap, target) => {
    expect(rovingTarget(press(key), index, 4, wrap)).toBe(target);
  });
});
