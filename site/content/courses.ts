/**
 * The course catalogue: the course pages, the sitemap and the assistant all read it.
 * Optional fields are left out on purpose where the page has a documented default.
 */
import { fundamentosIa } from './courses/fundamentos-ia.ts';
import { iaGenerativa } from './courses/ia-generativa.ts';
import { implementacionGpt4 } from './courses/implementacion-gpt4.ts';
import { machineLearningAvanzado } from './courses/machine-learning-avanzado.ts';
import { nlpTransformers } from './courses/nlp-transformers.ts';
import type { Course } from './courses/types.ts';

export type * from './courses/types.ts';
export { COURSE_LEVELS } from './courses/types.ts';
export type { CatalogueImage } from './courses/image.ts';
export { coreFaculty } from './courses/instructors.ts';
export { courseFaqs } from './courses/faq.ts';
export { courseTestimonials } from './courses/testimonials.ts';

export const courses: readonly Course[] = [
  fundamentosIa,
  machineLearningAvanzado,
  nlpTransformers,
  iaGenerativa,
  implementacionGpt4,
];

export function getCourse(slug: string): Course | undefined {
  return courses.find((course) => course.slug === slug);
}
