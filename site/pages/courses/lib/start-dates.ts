import type { Course, CourseDate } from '../../../content/courses.ts';

export interface StartDateOption {
  value: string;
  label: string;
}

/** The spec's literal options, kept for courses without a published calendar. */
export const FALLBACK_START_DATES: StartDateOption[] = [
  { value: 'proxima', label: 'Próxima convocatoria (1 de mayo)' },
  { value: 'junio', label: 'Junio 2023' },
  { value: 'septiembre', label: 'Septiembre 2023' },
];

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '18 de enero de 2027', computed by hand so server and browser print the same text. */
export function formatCourseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} de ${MONTHS[(month ?? 1) - 1]} de ${year}`;
}

export const editionLabel = (edition: CourseDate): string =>
  `${formatCourseDate(edition.date)} · ${edition.modality}${edition.city ? ` (${edition.city})` : ''}`;

export function startDateOptions(course: Course): StartDateOption[] {
  if (course.nextDates.length === 0) return FALLBACK_START_DATES;
  return course.nextDates.map((edition) => ({ value: edition.date, label: editionLabel(edition) }));
}
