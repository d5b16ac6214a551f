import type { CourseSummary } from '../../../content/courses.ts';
import { courseFormat } from '../../../domain/course-format.ts';

export interface CourseFilters {
  query: string;
  level: string;
  format: string;
}

export const EMPTY_FILTERS: CourseFilters = { query: '', level: '', format: '' };

/** Lower case without accents, so 'tecnica' finds 'técnica'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function matchesQuery(course: CourseSummary, query: string): boolean {
  const needle = fold(query.trim());
  if (!needle) return true;
  return [course.title, course.description, ...course.tags].some((text) => fold(text).includes(needle));
}

/** Every active filter must match. */
export function filterCourses(catalogue: readonly CourseSummary[], filters: CourseFilters): CourseSummary[] {
  return catalogue.filter(
    (course) =>
      matchesQuery(course, filters.query) && (!filters.level || course.level === filters.level) && (!filters.format || courseFormat(course) === filters.format),
  );
}

/** The formats offered in the filter: the ones the catalogue actually has, as the cards show them. */
export const formatOptions = (catalogue: readonly CourseSummary[]): string[] => [...new Set(catalogue.map(courseFormat))];

const PARAMS = { query: 'q', level: 'nivel', format: 'formato' } as const satisfies Record<keyof CourseFilters, string>;

export function filtersFromSearch(search: string): CourseFilters {
  const params = new URLSearchParams(search);
  return {
    query: params.get(PARAMS.query) ?? '',
    level: params.get(PARAMS.level) ?? '',
    format: params.get(PARAMS.format) ?? '',
  };
}

/** '?q=…&nivel=…' with only the active filters, or '' when none is. */
export function filtersToSearch(filters: CourseFilters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof CourseFilters)[]) {
    if (filters[key]) params.set(PARAMS[key], filters[key]);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
