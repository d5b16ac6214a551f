import { englishValue, valueIn } from '../text/vocabulary.ts';
import { COURSE_LEVELS, courses, type Course } from '../../../site/content/courses.ts';
import { courseFormat } from '../../../site/domain/course-format.ts';
import { euros } from '../format.ts';
import { englishLevel } from '../sources/courses.ts';
import type { Lang } from '../text/language.ts';
import type { Facet } from '../facets.ts';

/** Structured reads of the course catalogue shared by comparisons, superlatives and advice. */
export const courseUrl = (course: Course): string => `/cursos/${course.slug}`;

export function courseByUrl(url: string): Course | undefined {
  return courses.find((course) => courseUrl(course) === url);
}

/** Weeks as the page states them ("6 semanas"); hours break ties. */
export function courseLength(course: Course): number {
  const weeks = Number(/\d+/.exec(course.duration)?.[0] ?? NaN);
  return (Number.isFinite(weeks) ? weeks : 0) * 1000 + (course.hours ?? 0);
}

export const levelRank = (course: Course): number => COURSE_LEVELS.indexOf(course.level);

/** A requirement that asks for programming, unless it says it is not needed. */
export function needsCode(course: Course): boolean {
  return course.requirements.some((item) => /python|programaci|programar|c[oó]digo/i.test(item) && !/\bno\b/i.test(item));
}

export function priceText(course: Course, lang: Lang): string {
  return course.price === undefined ? (lang === 'es' ? 'precio a consultar' : 'price on request') : euros(course.price, lang);
}

export function levelText(course: Course, lang: Lang): string {
  return lang === 'es' ? `nivel ${course.level}` : `${englishLevel[course.level] ?? englishValue(course.level)} level`;
}

/** "Fundamentos…: nivel Principiante, 6 semanas, Online en directo, 890 €". */
export function courseCard(course: Course, lang: Lang): string {
  return `${course.title}: ${levelText(course, lang)}, ${valueIn(course.duration, lang)}, ${valueIn(courseFormat(course), lang)}, ${priceText(course, lang)}`;
}

/** Aspects every course shares, answered once in the course FAQ. */
export const sharedFacets: ReadonlySet<Facet> = new Set(['instalments', 'funding', 'missedClasses', 'recordings']);

export { courses };
