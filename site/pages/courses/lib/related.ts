import type { CourseSummary } from '../../../content/courses.ts';

export const RELATED_MAX = 3;

/** Other courses at the same level or sharing at least one tag, in catalogue order. */
export function relatedCourses(course: CourseSummary, catalogue: readonly CourseSummary[]): CourseSummary[] {
  return catalogue
    .filter((other) => other.slug !== course.slug && (other.level === course.level || other.tags.some((tag) => course.tags.includes(tag))))
    .slice(0, RELATED_MAX);
}
