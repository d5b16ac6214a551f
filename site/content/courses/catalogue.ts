import { courseBody as fundamentosIa } from './detail/fundamentos-ia.ts';
import { courseBody as iaGenerativa } from './detail/ia-generativa.ts';
import { courseBody as implementacionGpt4 } from './detail/implementacion-gpt4.ts';
import { courseBody as machineLearningAvanzado } from './detail/machine-learning-avanzado.ts';
import { courseBody as nlpTransformers } from './detail/nlp-transformers.ts';
import { courseSummaries } from './summaries.ts';
import type { Course, CourseBody } from './types.ts';

/** Keyed by slug, which is also each module's file name (the course page loads them by it). */
const bodies: Record<string, CourseBody> = {
  'fundamentos-ia': fundamentosIa,
  'ia-generativa': iaGenerativa,
  'implementacion-gpt4': implementacionGpt4,
  'machine-learning-avanzado': machineLearningAvanzado,
  'nlp-transformers': nlpTransformers,
};

/**
 * Every course complete, for readers that need it all at once (the assistant, the tools, tests).
 * The course pages read the summaries and load one body per page instead.
 */
export const courses: readonly Course[] = courseSummaries.map((summary) => {
  const body = bodies[summary.slug];
  if (!body) throw new Error(`No detail module for course ${summary.slug}`);
  return { ...summary, ...body };
});

export function getCourse(slug: string): Course | undefined {
  return courses.find((course) => course.slug === slug);
}
