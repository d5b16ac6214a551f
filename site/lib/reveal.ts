import { useEffect, useRef } from 'react';

/**
 * Entrance animation: elements with the `reveal` class fade in from 20 px lower (0.6 s, staggered
 * 0.1 s through `reveal-d1`..`reveal-d6`) when scrolled into view. Without JavaScript, or with
 * reduced motion, content is simply visible (see styles/03-reveal.css).
 */
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('is-visible');
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -10% 0px', threshold: 0.05 },
  );
  return observer;
}

/** Observes every `.reveal` element inside the returned ref. */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const targets = root.classList.contains('reveal') ? [root] : [...root.querySelectorAll('.reveal')];
    const io = sharedObserver();
    targets.forEach((target) => io.observe(target));
    return () => targets.forEach((target) => io.unobserve(target));
  }, []);
  return ref;
}

/** Class names for the n-th item of a staggered group (0-based, capped at 6 steps). */
export function revealClass(index = 0): string {
  const step = Math.min(index, 6);
  return step === 0 ? 'reveal' : `reveal reveal-d${step}`;
}
