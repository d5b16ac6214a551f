import type { CourseBody } from '../../../content/courses.ts';
import { perSlugLoader } from '../../../lib/per-slug-loader.ts';

/**
 * One chunk per course: a page downloads only its own body (the summaries come with the page).
 * The query makes these imports distinct modules for the bundler, so pages that import the
 * complete catalogue statically (the tools, the in-company page) keep it in one chunk.
 */
const bodies = import.meta.glob<CourseBody>('../../../content/courses/detail/*.ts', {
  import: 'courseBody',
  query: '?per-page',
});

export const loadCourseBody = perSlugLoader(bodies, '../../../content/courses/detail');

/**
 * On the first load the prerendered page is already on screen: its body loads together with the
 * page chunk, so hydration finds it and never suspends. Never rejects (the page shows the error).
 */
export function preloadCourseBody(slug: string | undefined): Promise<unknown> {
  return slug ? loadCourseBody(slug).catch(() => undefined) : Promise.resolve();
}
