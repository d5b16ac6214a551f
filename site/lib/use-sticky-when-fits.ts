import { useEffect, type RefObject } from 'react';

/**
 * Marks the element `data-sticky` (its CSS makes it sticky) only while it fits the window, held
 * at its CSS `top`, with `reserve` pixels to spare under it: a sticky box taller than that keeps
 * its bottom off screen for as long as it sticks. Measured again when the element grows (a part
 * that hydrates, a form's errors) and when the window resizes. The attribute is set on the DOM
 * node, not through state, so the page around never re-renders for it: an update above parts
 * still waiting to hydrate would make React render them afresh.
 */
export function useStickyWhenFits(ref: RefObject<HTMLElement | null>, reserve: number) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = Number.parseFloat(getComputedStyle(element).top) || 0;
      element.toggleAttribute('data-sticky', top + element.offsetHeight + reserve <= window.innerHeight);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, reserve]);
}
