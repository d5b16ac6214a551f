/** What tells us the visitor is about to use a part of the page. */
const REACHING = ['focusin', 'pointerdown', 'pointerover', 'touchstart'] as const;

export interface WhenWantedOptions {
  /** How far outside the viewport the element counts as near; null: only reaching for it counts. */
  rootMargin?: string | null;
}

/**
 * Calls `onWanted` once, when `element` comes near the viewport or the visitor reaches for it
 * (pointer, touch, keyboard focus), whichever comes first. Returns a function that gives up.
 */
export function whenWanted(element: Element, onWanted: () => void, { rootMargin = '240px 0px' }: WhenWantedOptions = {}): () => void {
  let done = false;
  const stop = () => {
    done = true;
    observer?.disconnect();
    for (const type of REACHING) element.removeEventListener(type, fire);
  };
  function fire() {
    if (done) return;
    stop();
    onWanted();
  }
  const observer =
    rootMargin !== null && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin })
      : undefined;
  observer?.observe(element);
  for (const type of REACHING) element.addEventListener(type, fire, { passive: true });
  return stop;
}
