import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COURSE_LEVELS, courses } from '../../../site/content/courses.ts';
import { statTiles } from '../../../site/domain/course-defaults.ts';
import { courseSyllabus, moduleDuration } from '../../../site/domain/course-programme.ts';

describe('course catalogue', () => {
  it('has the five spec slugs', () => {
    expect(courses.map((course) => course.slug)).toEqual([
      'fundamentos-ia',
      'machine-learning-avanzado',
      'nlp-transformers',
      'ia-generativa',
      'implementacion-gpt4',
    ]);
  });

  it('titles the announcement course "Implementación de GPT-4 en la empresa", with limited places', () => {
    const course = courses.find((item) => item.slug === 'implementacion-gpt4')!;
    expect(course.title).toBe('Implementación de GPT-4 en la empresa');
    expect(course.placesLeft).toBeGreaterThan(0);
  });

  it('uses the spec levels, every one of them', () => {
    expect(new Set(courses.map((course) => course.level))).toEqual(new Set(COURSE_LEVELS));
  });

  it('prices courses from 890 to 1490 euros, with an original price on some', () => {
    const prices = courses.map((course) => course.price ?? 0);
    expect(Math.min(...prices)).toBe(890);
    expect(Math.max(...prices)).toBe(1490);
    const discounted = courses.filter((course) => course.originalPrice);
    expect(discounted.length).toBeGreaterThan(0);
    for (const course of discounted) expect(course.originalPrice).toBeGreaterThan(course.price!);
  });

  it('publishes next dates in 2027, as ISO dates, in order', () => {
    for (const course of courses) {
      expect(course.nextDates.length).toBeGreaterThan(0);
      const dates = course.nextDates.map((edition) => edition.date);
      for (const date of dates) expect(date).toMatch(/^2027-\d\d-\d\d$/);
      expect([...dates].sort()).toEqual(dates);
    }
  });

  it('keeps counts consistent with the syllabus when both are given', () => {
    for (const course of courses) {
      if (course.syllabus && course.modules !== undefined) expect(course.modules).toBe(course.syllabus.length);
      expect(course.rating).toBeGreaterThanOrEqual(4);
      expect(course.rating).toBeLessThanOrEqual(5);
    }
  });

  it('adds up the syllabus hours to the hours the page shows (defaults included)', () => {
    for (const course of courses) {
      const hours = courseSyllabus(course)
        .map((module) => Number.parseInt(moduleDuration(module), 10))
        .reduce((sum, value) => sum + value, 0);
      expect(String(hours), course.slug).toBe(statTiles(course)[1]!.value);
    }
  });

  it('leaves each documented default to at least one real course', () => {
    expect(courses.some((course) => !course.syllabus)).toBe(true);
    expect(courses.some((course) => !course.instructors)).toBe(true);
    expect(courses.some((course) => course.studentsCount === undefined)).toBe(true);
    // Every course now has its picture (issue 13); the stat tiles without one: tests/unit/courses/hero.test.tsx.
    expect(courses.some((course) => !course.format)).toBe(true);
    expect(courses.some((course) => !course.longDescription)).toBe(true);
    expect(courses.some((course) => course.syllabus?.some((module) => !module.duration))).toBe(true);
    expect(courses.some((course) => !course.certificate)).toBe(true);
  });

  it('ships every course image in both widths, each under 60 KB', () => {
    for (const course of courses) {
      if (!course.image) continue;
      for (const entry of course.image.srcSet.split(', ')) {
        const file = `site/public${entry.split(' ')[0]}`;
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThan(60 * 1024);
      }
    }
  });
});
