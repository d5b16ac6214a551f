/**
 * The course catalogue: the course pages, the sitemap and the assistant all read it. Optional
 * fields are left out on purpose where the page has a documented default. The assistant, the
 * tools and the tests read it here; the course pages import the modules under courses/ directly,
 * so their chunks never reach the complete catalogue and each course page downloads only its own
 * body.
 */
export type * from './courses/types.ts';
export { COURSE_LEVELS } from './courses/types.ts';
export type { CatalogueImage } from './catalogue-image.ts';
export { coreFaculty } from './courses/instructors.ts';
export { courseFaqs } from './courses/faq.ts';
export { courseTestimonials } from './courses/testimonials.ts';
export { courseSummaries } from './courses/summaries.ts';
export { courses, getCourse } from './courses/catalogue.ts';
