import { describe, expect, it } from 'vitest';
import { courses } from '../../../site/content/courses.ts';
import { EMPTY_FILTERS, filterCourses, filtersFromSearch, filtersToSearch, formatOptions } from '../../../site/pages/courses/lib/filters.ts';

const slugs = (list: { slug: string }[]) => list.map((course) => course.slug);

describe('course catalogue filters', () => {
  it('shows every course without filters', () => {
    expect(filterCourses(courses, EMPTY_FILTERS)).toHaveLength(courses.length);
  });

  it('searches title, description and tags, ignoring case and accents', () => {
    expect(slugs(filterCourses(courses, { ...EMPTY_FILTERS, query: 'TRANSFORMER' }))).toEqual(['nlp-transformers']);
    expect(slugs(filterCourses(courses, { ...EMPTY_FILTERS, query: 'implementacion' }))).toEqual(['implementacion-gpt4']);
    expect(slugs(filterCourses(courses, { ...EMPTY_FILTERS, query: 'mlops' }))).toEqual(['machine-learning-avanzado']);
  });

  it('filters by level', () => {
    expect(slugs(filterCourses(courses, { ...EMPTY_FILTERS, level: 'Intermedio' }))).toEqual(['ia-generativa', 'implementacion-gpt4']);
  });

  it("filters by format, with the default 'Online / Presencial' as a format of its own", () => {
    expect(slugs(filterCourses(courses, { ...EMPTY_FILTERS, format: 'Online / Presencial' }))).toEqual(['ia-generativa']);
    expect(formatOptions(courses)).toEqual(['Online en directo', 'Híbrido (online y Madrid)', 'Online / Presencial']);
  });

  it('requires every filter to match', () => {
    const both = { query: 'LLM', level: 'Intermedio', format: 'Online en directo' };
    expect(slugs(filterCourses(courses, both))).toEqual(['implementacion-gpt4']);
    expect(filterCourses(courses, { ...both, level: 'Principiante' })).toEqual([]);
  });

  it('reads ?q=&nivel=&formato= from the address', () => {
    expect(filtersFromSearch('?q=gpt&nivel=Intermedio&formato=Online+en+directo')).toEqual({
      query: 'gpt',
      level: 'Intermedio',
      format: 'Online en directo',
    });
    expect(filtersFromSearch('')).toEqual(EMPTY_FILTERS);
  });

  it('writes only the active filters to the address', () => {
    expect(filtersToSearch({ query: 'ia generativa', level: '', format: 'Online / Presencial' })).toBe('?q=ia+generativa&formato=Online+%2F+Presencial');
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
  });
});
