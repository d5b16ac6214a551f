import { describe, expect, it } from 'vitest';
import { getCourse } from '../../../site/content/courses.ts';
import { FALLBACK_START_DATES, formatCourseDate, startDateOptions } from '../../../site/pages/courses/lib/start-dates.ts';

describe('enrolment start dates', () => {
  it("offers the course's next editions when it has them", () => {
    expect(startDateOptions(getCourse('machine-learning-avanzado')!)).toEqual([
      { value: '2027-02-01', label: '1 de febrero de 2027 · Híbrido (Madrid)' },
      { value: '2027-09-20', label: '20 de septiembre de 2027 · Híbrido (Madrid)' },
    ]);
  });

  it('falls back to the spec options: próxima (1 May), junio 2023, septiembre 2023', () => {
    const course = { ...getCourse('fundamentos-ia')!, nextDates: [] };
    expect(startDateOptions(course)).toBe(FALLBACK_START_DATES);
    expect(FALLBACK_START_DATES.map((option) => option.label)).toEqual(['Próxima convocatoria (1 de mayo)', 'Junio 2023', 'Septiembre 2023']);
  });

  it('writes dates in Spanish', () => {
    expect(formatCourseDate('2027-01-18')).toBe('18 de enero de 2027');
  });
});
