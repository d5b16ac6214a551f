import type { ServiceBody } from '../../../content/services.ts';
import { perSlugLoader } from '../../../lib/per-slug-loader.ts';

/**
 * One chunk per service: a page downloads only its own body (the summaries come with the page).
 * The query makes these imports distinct modules for the bundler, so pages that import the
 * complete catalogue statically (the tools) keep it in one chunk instead of thirteen.
 */
const bodies = import.meta.glob<ServiceBody>('../../../content/services/detail/*.ts', {
  import: 'serviceBody',
  query: '?per-page',
});

export const loadServiceBody = perSlugLoader(bodies, '../../../content/services/detail');

/**
 * On the first load the prerendered page is already on screen: its body loads together with the
 * page chunk, so hydration finds it and never suspends. Never rejects (the page shows the error).
 */
export function preloadServiceBody(slug: string | undefined): Promise<unknown> {
  return slug ? loadServiceBody(slug).catch(() => undefined) : Promise.resolve();
}
