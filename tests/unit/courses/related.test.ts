import { describe, expect, it } from 'vitest';
import { courses, getCourse, type Course } from '../../../site/content/courses.ts';
import { relatedCourses } from '../../../site/pages/courses/lib/related.ts';

const make = (slug: string, level: Course['level'], tags: string[]): Course => ({
  ...courses[0]!,
  id: slug,
  slug,
  level,
  tags,
});

describe('related courses', () => {
  it('lists at most 3 courses', () => {
    const base = make('base', 'Intermedio', ['IA']);
    const catalogue = [base, ...['a', 'b', 'c', 'd'].map((slug) => make(slug, 'Intermedio', []))];
    expect(relatedCourses(base, catalogue).map((course) => course.slug)).toEqual(['a', 'b', 'c']);
  });

  it('never lists the course itself', () => {
    const base = make('base', 'Avanzado', ['IA']);
    expect(relatedCourses(base, [base, base])).toEqual([]);
  });

  it('includes courses of the same level or sharing a tag, and only those', () => {
    const base = make('base', 'Avanzado', ['NLP', 'Python']);
    const sameLevel = make('same-level', 'Avanzado', ['Visión']);
    const sharedTag = make('shared-tag', 'Principiante', ['Python']);
    const unrelated = make('unrelated', 'Principiante', ['Visión']);
    expect(relatedCourses(base, [unrelated, sameLevel, sharedTag]).map((course) => course.slug)).toEqual(['same-level', 'shared-tag']);
  });

  it('relates the GPT-4 course to the generative AI course (same level, shared tags)', () => {
    const related = relatedCourses(getCourse('implementacion-gpt4')!, courses).map((course) => course.slug);
    expect(related).toContain('ia-generativa');
    expect(related).not.toContain('implementacion-gpt4');
  });
});
