import type { CourseSummary } from '../content/courses.ts';

/**
 * Spec section 9 default for the format of a course card. Apart from the rest of the defaults so
 * the catalogue page does not download the default syllabus and faculty of the course pages.
 */
export const DEFAULT_FORMAT = 'Online / Presencial';

export const courseFormat = (course: CourseSummary): string => course.format ?? DEFAULT_FORMAT;
