import type { KeyboardEvent } from 'react';

/**
 * The index a tab list moves to for a key press (arrows, Home, End), or undefined for other keys.
 * `wrap` makes the arrows go round from the last tab to the first, as in the WAI-ARIA tabs pattern.
 */
export function rovingTarget(event: KeyboardEvent, index: number, count: number, wrap: boolean): number | undefined {
  const last = count - 1;
  const forward = index === last ? (wrap ? 0 : last) : index + 1;
  const backward = index === 0 ? (wrap ? last : 0) : index - 1;
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return forward;
    case 'ArrowLeft':
    case 'ArrowUp':
      return backward;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
