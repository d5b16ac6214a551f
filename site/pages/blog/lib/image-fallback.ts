import { blogTexts } from '../texts.ts';
import { PLACEHOLDER_IMAGE } from './images.ts';

/** True when the image's address resolves to http: or https: (site paths do). */
export function hasHttpSource(image: HTMLImageElement): boolean {
  const src = image.getAttribute('src');
  if (!src) return false;
  try {
    return ['http:', 'https:'].includes(new URL(src, image.ownerDocument.baseURI).protocol);
  } catch {
    return false;
  }
}

function showPlaceholder(image: HTMLImageElement): void {
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = PLACEHOLDER_IMAGE;
  image.alt = blogTexts.brokenImageAlt;
}

/**
 * Spec section 2: body images whose source is broken or not http(s) show the placeholder. The
 * sanitizer already strips non-http(s) sources, so a missing src counts too. Images that failed
 * before hydration are caught by `complete` with no pixels; later failures by the error event.
 */
export function watchBodyImages(container: HTMLElement): () => void {
  const cleanups: Array<() => void> = [];
  for (const image of container.querySelectorAll('img')) {
    const failedAlready = image.complete && image.naturalWidth === 0 && image.currentSrc !== '';
    if (!hasHttpSource(image) || failedAlready) {
      showPlaceholder(image);
      continue;
    }
    const onError = () => showPlaceholder(image);
    image.addEventListener('error', onError, { once: true });
    cleanups.push(() => image.removeEventListener('error', onError));
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
