import { describe, expect, it } from 'vitest';
import { courses } from '../../../site/content/courses.ts';
import { courseSummaries } from '../../../site/content/courses/summaries.ts';
import { loadCourseBody } from '../../../site/pages/courses/lib/course-body.ts';

describe('course page data', () => {
  it('loads, for every course in the summaries, the same details the complete catalogue has', async () => {
    for (const summary of courseSummaries) {
      const body = await loadCourseBody(summary.slug);
      expect(body && { ...summary, ...body }).toEqual(courses.find((course) => course.slug === summary.slug));
    }
  });

  it('gives an unknown slug no details', async () => {
    await expect(loadCourseBody('no-existe')).resolves.toBeUndefined();
  });

  it('hands React the same promise on every render of a page', () => {
    expect(loadCourseBody('fundamentos-ia')).toBe(loadCourseBody('fundamentos-ia'));
  });
});
